import { sha256Bytes } from '#kernel/canonical/hash';
import type { Clock, Entropy } from '#service/ports';

/**
 * Test-only ports, switched on by the UMPIRE_TEST_CLOCK and UMPIRE_TEST_SEED variables
 * that the shipped wrangler.toml never sets: the same clock and entropy as the Node
 * tests' (test/support/fixed-ports.ts), so one scripted game played on Node and on the
 * Worker gives the same game id, tokens, dice secrets and times.
 */
export function standingClock(iso: string): Clock {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) throw new Error(`UMPIRE_TEST_CLOCK: not an ISO time: ${iso}`);
  return { now: () => new Date(at) };
}

/** Bytes from SHA-256(seed "#" counter) blocks; the counter lives as long as the isolate. */
export function seededEntropy(seed: string): Entropy {
  let counter = 0;
  return {
    bytes(n: number) {
      const out = new Uint8Array(n);
      for (let at = 0; at < n; at += 32) out.set(sha256Bytes(`${seed}#${counter++}`).subarray(0, Math.min(32, n - at)), at);
      return out;
    },
  };
}
