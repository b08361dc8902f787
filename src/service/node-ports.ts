import type { Clock, Entropy, Logger, LogEntry } from './ports';

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };

/** crypto.getRandomValues (Node 20 and Workers alike), in chunks of its 64 KiB limit. */
export const cryptoEntropy: Entropy = {
  bytes(n: number): Uint8Array {
    const out = new Uint8Array(n);
    for (let at = 0; at < n; at += 65536) globalThis.crypto.getRandomValues(out.subarray(at, Math.min(n, at + 65536)));
    return out;
  },
};

/** One JSON line per entry, with a timestamp, to the given writer (stderr by default). */
export function jsonLinesLogger(write: (line: string) => void = (line) => process.stderr.write(line), clock: Clock = systemClock): Logger {
  return {
    log(entry: LogEntry) {
      write(`${JSON.stringify({ at: clock.now().toISOString(), ...entry })}\n`);
    },
  };
}
