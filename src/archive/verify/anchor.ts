import { chainLog } from '../log-chain';
import { logOrder } from '../log-order';
import { isFull, mayReadFileOf, visibleEvents, type Redaction } from '../redact';
import { correctionDetail } from '../referee-entry';
import type { Archive, ArchiveRefereeEntry, ArchiveStep } from '../types';

/**
 * Where a log head a reader kept (from a receipt or results mail, docs/storage.md "Anchors")
 * sits in this archive: the link of some copy's log chain equal to it. A full archive holds
 * every copy (public, each side, full), re-derived here, so a head kept from a side's
 * receipt during the game is found in the full archive after the end. Call it on an
 * archive whose chain has been verified.
 */
export function findHead(archive: Archive, head: string): string | null {
  const wanted = head.toLowerCase();
  if (archive.game.logHash === wanted) return `the start of the log (the game's link), in every copy`;
  const copies: Redaction[] = isFull(archive.redaction) ? ['full', 'public', ...archive.game.sides.map((side) => ({ side }))] : [archive.redaction];
  for (const r of copies) {
    const name = r === 'full' ? 'the full copy' : r === 'public' ? 'the public copy' : `${r.side}'s copy`;
    const { steps, entries } = isFull(archive.redaction) ? rechain(archive, r) : { steps: archive.steps, entries: archive.referee ?? [] };
    for (const item of logOrder(steps, entries)) {
      if (item.kind === 'step' && item.step.logHash === wanted) return `the log after step ${item.step.step}, in ${name}`;
      if (item.kind === 'referee' && item.entry.logHash === wanted) return `the log after referee entry ${item.entry.seq}, in ${name}`;
    }
  }
  return null;
}

/** The chain of another reader's copy, from the full copy: the same redaction the server applies (src/archive/build.ts). */
function rechain(archive: Archive, r: Redaction): { steps: ArchiveStep[]; entries: ArchiveRefereeEntry[] } {
  const steps = archive.steps.map(({ logHash: _l, ...s }) => ({
    ...s,
    submissions: s.submissions.map(({ file, ...sub }) => (file !== undefined && mayReadFileOf(sub.side, r) ? { ...sub, file } : sub)),
    transcript: isFull(r) ? s.transcript : s.transcript.map(({ value, ...d }) => (d.hidden ? d : { ...d, ...(value !== undefined ? { value } : {}) })),
    events: visibleEvents(s.events, r),
  }));
  const entries = (archive.referee ?? []).map(({ logHash: _l, ...e }) => (e.action === 'correct' ? { ...e, detail: correctionDetail(e.detail, r) } : e));
  return chainLog(archive.game.logHash, steps, entries);
}
