import { canonicalJson } from '#kernel/canonical/jcs';
import { hexToFixedBytes, sha256Hex } from '#kernel/canonical/hash';
import { logOrder } from './log-order';
import type { Archive, ArchiveRefereeEntry, ArchiveStep } from './types';

/**
 * The archive's hash chain (docs/storage.md): the game's link covers the game as created,
 * each log entry links to the one before it, and the head seals the rest of the copy:
 *
 *   logHash_0 = game.logHash = SHA256(diceCommitment (32 raw bytes) ‖ UTF-8 of JCS(game header))
 *   logHash_k = SHA256(logHash_{k-1} (32 raw bytes) ‖ UTF-8 of JCS(entry k without logHash))
 *   logHead   = SHA256(last logHash (32 raw bytes) ‖ UTF-8 of JCS({redaction, status, outcome?, finalView}))
 *
 * The chain covers an entry exactly as this copy of the archive shows it.
 */
export type UnchainedStep = Omit<ArchiveStep, 'logHash'>;
export type UnchainedEntry = Omit<ArchiveRefereeEntry, 'logHash'>;

/** The logHash of a log entry (a step or a referee action) after `previousHex`. */
export function stepLogHash(previousHex: string, step: UnchainedStep | UnchainedEntry): string {
  return link(previousHex, withoutLogHash(step));
}

/** SHA256(previous hash (32 raw bytes) ‖ UTF-8 of JCS(body)). */
function link(previousHex: string, body: unknown): string {
  const prev = hexToFixedBytes(previousHex, 32, 'previous log hash');
  const bytes = new TextEncoder().encode(canonicalJson(body));
  const msg = new Uint8Array(prev.length + bytes.length);
  msg.set(prev, 0);
  msg.set(bytes, prev.length);
  return sha256Hex(msg);
}

/**
 * Members of `game` that are not fixed at creation: the salt (checked against its hash),
 * the status and outcome (sealed by the head), and the link itself. Every other member,
 * present or future, is covered by the game's link.
 */
export const GAME_UNLINKED = ['logHash', 'gameSalt', 'status', 'outcome'] as const;

/** The game's header as its link covers it: `game` without the members it cannot cover. */
export function gameHeader(game: Archive['game'] | Omit<Archive['game'], 'logHash'>): Record<string, unknown> {
  const header: Record<string, unknown> = { ...game };
  for (const key of GAME_UNLINKED) delete header[key];
  return header;
}

/** The first link of the log: SHA256(diceCommitment ‖ JCS(game header)). */
export function gameLogHash(game: Archive['game'] | Omit<Archive['game'], 'logHash'>): string {
  return link(game.diceCommitment, gameHeader(game));
}

/** What the head seals besides the log: this copy's redaction, the game's status and outcome, and the final view. */
export function archiveClosing(a: Pick<Archive, 'redaction' | 'finalView'> & { game: Pick<Archive['game'], 'status' | 'outcome'> }): Record<string, unknown> {
  return {
    redaction: a.redaction,
    status: a.game.status,
    ...(a.game.outcome !== undefined ? { outcome: a.game.outcome } : {}),
    finalView: a.finalView,
  };
}

/** logHead = SHA256(last logHash ‖ JCS(closing)). */
export function sealedHead(lastLogHash: string, closing: Record<string, unknown>): string {
  return link(lastLogHash, closing);
}

/** Links steps in order; returns them with their logHash and the head. */
export function chainSteps(genesisHex: string, steps: UnchainedStep[]): { steps: ArchiveStep[]; head: string } {
  let head = genesisHex;
  const chained = steps.map((step) => {
    head = stepLogHash(head, step);
    return { ...step, logHash: head };
  });
  return { steps: chained, head };
}

/** Links steps and referee entries in log order (log-order.ts); returns both with their logHash and the head. */
export function chainLog(
  genesisHex: string,
  steps: UnchainedStep[],
  entries: UnchainedEntry[],
): { steps: ArchiveStep[]; entries: ArchiveRefereeEntry[]; head: string } {
  let head = genesisHex;
  const chainedSteps = new Map<UnchainedStep, ArchiveStep>();
  const chainedEntries = new Map<UnchainedEntry, ArchiveRefereeEntry>();
  for (const item of logOrder(steps, entries)) {
    if (item.kind === 'step') {
      head = stepLogHash(head, item.step);
      chainedSteps.set(item.step, { ...item.step, logHash: head });
    } else {
      head = stepLogHash(head, item.entry);
      chainedEntries.set(item.entry, { ...item.entry, logHash: head });
    }
  }
  return { steps: steps.map((s) => chainedSteps.get(s)!), entries: entries.map((e) => chainedEntries.get(e)!), head };
}

function withoutLogHash(item: UnchainedStep | UnchainedEntry): UnchainedStep | UnchainedEntry {
  const { logHash: _ignored, ...rest } = item as ArchiveStep;
  return rest;
}
