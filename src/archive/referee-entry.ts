import type { RefereeActionRow } from '#db/schema';
import type { UnchainedEntry } from './log-chain';
import { isFull, sideOf, type Redaction } from './redact';
import type { StateChange } from './types';

/**
 * A referee action as one reader's copy of the archive shows it. Everything is public
 * except inside a correction: its earlier values (`was`) are in the full copy only, and a
 * correction the referee made `visibleTo` some sides shows the others its paths alone.
 */
export function refereeEntry(row: RefereeActionRow, redaction: Redaction): UnchainedEntry {
  const entry: UnchainedEntry = {
    seq: row.seq,
    afterStep: row.afterStep,
    action: row.action,
    by: row.by,
    detail: row.action === 'correct' ? correctionDetail(row.detail, redaction) : structuredClone(row.detail),
    stateHashBefore: row.stateHashBefore,
    stateHashAfter: row.stateHashAfter,
    at: row.at,
  };
  if (row.reason !== null) entry.reason = row.reason;
  return entry;
}

export function correctionDetail(detail: Record<string, unknown>, redaction: Redaction): Record<string, unknown> {
  if (isFull(redaction)) return structuredClone(detail);
  const visibleTo = detail['visibleTo'] as string[] | undefined;
  const side = sideOf(redaction);
  const mayRead = visibleTo === undefined || (side !== null && visibleTo.includes(side));
  const changes = ((detail['changes'] as StateChange[] | undefined) ?? []).map((c) =>
    mayRead ? { path: [...c.path], value: structuredClone(c.value) } : { path: [...c.path] },
  );
  return { ...(visibleTo ? { visibleTo: [...visibleTo] } : {}), changes };
}
