import { bytesToHex, hexToBytes, hexToFixedBytes, sha256Bytes } from '../canonical/hash';

/**
 * The dice commitment chain (design.md "Dice v1", Commitment): from a secret 32-byte
 * s_N, s_{i-1} = SHA256(s_i) over the 32 raw bytes. s_0 is published at game creation;
 * adjudication step k uses s_k and reveals it afterwards, so anyone can check
 * SHA256(s_k) = s_{k-1}.
 */
export const CHAIN_LENGTH = 10000;

/** Every this many links the chain of a secret keeps its element (s_0, s_100, ...). */
const CHECKPOINT_EVERY = 100;
/** The chains whose checkpoints are kept, the most recently used last. */
const KEPT_CHAINS = 64;
const checkpoints = new Map<string, readonly Uint8Array[]>();

/**
 * s_k as lower-case hex, for k in 0..n. The first seed asked of a chain costs n hashes: the
 * walk from s_N down keeps every hundredth element (s_0, s_100, ...), of this chain and of
 * the 63 used before it, in this process; every later seed of it costs at most 99 hashes
 * from the checkpoint above it, instead of n - k (10,000 for a game's first step).
 */
export function chainSeed(secretNHex: string, k: number, n: number = CHAIN_LENGTH): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`chain length must be a whole number >= 0, got ${n}`);
  if (!Number.isInteger(k) || k < 0 || k > n) throw new RangeError(`chain index must be in 0..${n}, got ${k}`);
  const points = chainCheckpoints(secretNHex, n);
  const above = Math.ceil(k / CHECKPOINT_EVERY);
  let s: Uint8Array;
  let i: number;
  if (above * CHECKPOINT_EVERY <= n) {
    s = points[above]!;
    i = above * CHECKPOINT_EVERY;
  } else {
    s = hexToFixedBytes(secretNHex, 32, 'chain secret s_N');
    i = n;
  }
  for (; i > k; i--) s = sha256Bytes(s);
  return bytesToHex(s);
}

/** points[j] = s_{100 j} for every 100 j <= n, walked down from s_N once per chain. */
function chainCheckpoints(secretNHex: string, n: number): readonly Uint8Array[] {
  const key = `${n}:${secretNHex.toLowerCase()}`;
  const kept = checkpoints.get(key);
  if (kept) {
    checkpoints.delete(key);
    checkpoints.set(key, kept);
    return kept;
  }
  let s = hexToFixedBytes(secretNHex, 32, 'chain secret s_N');
  const points: Uint8Array[] = [];
  for (let i = n; ; i--) {
    if (i % CHECKPOINT_EVERY === 0) points[i / CHECKPOINT_EVERY] = s;
    if (i === 0) break;
    s = sha256Bytes(s);
  }
  checkpoints.set(key, points);
  if (checkpoints.size > KEPT_CHAINS) checkpoints.delete(checkpoints.keys().next().value!);
  return points;
}

/** s_0, the public dice commitment. */
export function chainCommitment(secretNHex: string, n: number = CHAIN_LENGTH): string {
  return chainSeed(secretNHex, 0, n);
}

/** Whether SHA256(s_k) = s_{k-1}: a revealed seed follows the previous one (or s_0). */
export function seedFollows(seedHex: string, previousHex: string): boolean {
  let seed: Uint8Array;
  let previous: Uint8Array;
  try {
    seed = hexToFixedBytes(seedHex, 32, 'seed');
    previous = hexToFixedBytes(previousHex, 32, 'previous seed');
  } catch {
    return false;
  }
  return bytesToHex(sha256Bytes(seed)) === bytesToHex(previous);
}

/**
 * Whether `seedHex` is chain element `k` under commitment s_0, i.e. SHA256^k(s_k) = s_0.
 * Lets a verifier check a seed without every seed between.
 */
export function seedMatchesCommitment(seedHex: string, k: number, commitmentHex: string): boolean {
  if (!Number.isInteger(k) || k < 0) return false;
  let s: Uint8Array;
  try {
    s = hexToFixedBytes(seedHex, 32, 'seed');
    hexToFixedBytes(commitmentHex, 32, 'commitment');
  } catch {
    return false;
  }
  for (let i = 0; i < k; i++) s = sha256Bytes(s);
  return bytesToHex(s) === bytesToHex(hexToBytes(commitmentHex));
}
