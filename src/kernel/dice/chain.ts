import { bytesToHex, hexToBytes, hexToFixedBytes, sha256Bytes } from '../canonical/hash';

/**
 * The dice commitment chain (design.md "Dice v1", Commitment): from a secret 32-byte
 * s_N, s_{i-1} = SHA256(s_i) over the 32 raw bytes. s_0 is published at game creation;
 * adjudication step k uses s_k and reveals it afterwards, so anyone can check
 * SHA256(s_k) = s_{k-1}.
 */
export const CHAIN_LENGTH = 10000;

/** s_k as lower-case hex, for k in 0..n. Costs n - k hashes. */
export function chainSeed(secretNHex: string, k: number, n: number = CHAIN_LENGTH): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`chain length must be a whole number >= 0, got ${n}`);
  if (!Number.isInteger(k) || k < 0 || k > n) throw new RangeError(`chain index must be in 0..${n}, got ${k}`);
  let s = hexToFixedBytes(secretNHex, 32, 'chain secret s_N');
  for (let i = n; i > k; i--) s = sha256Bytes(s);
  return bytesToHex(s);
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
