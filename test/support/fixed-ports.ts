import { sha256Bytes } from '../../src/kernel/canonical/hash';
import type { Clock, Entropy, LogEntry, Logger } from '../../src/service/ports';

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

/** Deterministic bytes: SHA-256(seed ‖ counter) blocks, so a scripted game is reproducible. */
export function seededEntropy(seed = 'umpire test'): Entropy {
  let counter = 0;
  return {
    bytes(n: number) {
      const out = new Uint8Array(n);
      for (let at = 0; at < n; at += 32) out.set(sha256Bytes(`${seed}#${counter++}`).subarray(0, Math.min(32, n - at)), at);
      return out;
    },
  };
}

/** A logger that keeps every entry, for asserting what was (and was not) logged. */
export function memoryLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return { entries, log: (e) => entries.push(e) };
}
