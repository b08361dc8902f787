import { seededEntropy as workerTestEntropy } from '#worker/test-ports';
import type { Clock, Entropy, LogEntry, Logger } from '#service/ports';

/** A clock that starts at `startIso` and moves `stepMs` forward on every reading. */
export function steppingClock(startIso = '2026-01-05T09:00:00.000Z', stepMs = 1000): Clock & { set(iso: string): void } {
  let t = Date.parse(startIso);
  return {
    now() {
      const d = new Date(t);
      t += stepMs;
      return d;
    },
    set(iso: string) {
      t = Date.parse(iso);
    },
  };
}

/**
 * Deterministic bytes: SHA-256(seed ‖ counter) blocks, so a scripted game is reproducible.
 * The same entropy a Worker runs with under UMPIRE_TEST_SEED, so Node and Worker games match.
 */
export const seededEntropy = (seed = 'umpire test'): Entropy => workerTestEntropy(seed);

/** A logger that keeps every entry, for asserting what was (and was not) logged. */
export function memoryLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return { entries, log: (e) => entries.push(e) };
}
