import type { ArchiveRefereeEntry, ArchiveStep } from './types';

/** One entry of a game's log: an adjudication step or a referee action. */
export type LogItem<S = ArchiveStep, R = ArchiveRefereeEntry> = { kind: 'step'; step: S } | { kind: 'referee'; entry: R };

/**
 * The order of a game's log: steps by number, each referee action (by `seq`) right after
 * the step it followed (`afterStep`), before the next step. The archive's hash chain, its
 * verifier and the service all walk the log in this order.
 */
export function logOrder<S extends { step: number }, R extends { seq: number; afterStep: number }>(
  steps: readonly S[],
  entries: readonly R[],
): LogItem<S, R>[] {
  const sortedSteps = [...steps].sort((a, b) => a.step - b.step);
  const pending = [...entries].sort((a, b) => a.seq - b.seq);
  const out: LogItem<S, R>[] = [];
  let e = 0;
  for (const step of sortedSteps) {
    while (e < pending.length && pending[e]!.afterStep < step.step) out.push({ kind: 'referee', entry: pending[e++]! });
    out.push({ kind: 'step', step });
  }
  while (e < pending.length) out.push({ kind: 'referee', entry: pending[e++]! });
  return out;
}
