import { canonicalJson } from '../kernel/canonical/jcs';
import { hexToFixedBytes, sha256Hex } from '../kernel/canonical/hash';
import { logOrder } from './log-order';
import type { ArchiveRefereeEntry, ArchiveStep } from './types';

/**
 * The archive's hash chain (docs/storage.md): the chain starts at the dice commitment s_0
 * and each step links to the one before it:
 *
 *   logHash_k = SHA256(logHash_{k-1} (32 raw bytes) ‖ UTF-8 of JCS(step k without logHash))
 *   logHash_0 = diceCommitment
 *
 * The archive's `logHead` is the last logHash (the commitment when no step has run). The
 * chain covers a step exactly as this copy of the archive shows it.
 */
export type UnchainedStep = Omit<ArchiveStep, 'logHash'>;
export type UnchainedEntry = Omit<ArchiveRefereeEntry, 'logHash'>;

/** The logHash of a log entry (a step or a referee action) after `previousHex`. */
export function stepLogHash(previousHex: string, step: UnchainedStep | UnchainedEntry): string {
  const prev = hexToFixedBytes(previousHex, 32, 'previous log hash');
  const body = new TextEncoder().encode(canonicalJson(withoutLogHash(step)));
  const msg = new Uint8Array(prev.length + body.length);
  msg.set(prev, 0);
  msg.set(body, prev.length);
  return sha256Hex(msg);
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
