import { hexToFixedBytes, hmacSha256Hex } from './hash';

/**
 * The published hash of an accepted turn file (docs/dice.md "File commitments"): a salted
 * commitment, not a plain SHA-256, so the other side cannot recover hidden orders (standing
 * orders, drafts) by hashing likely files offline. With the game salt revealed at the end,
 * anyone can recompute it.
 *
 *   fileHash = HMAC-SHA256(key = gameSalt (32 bytes), msg = "umpire-file/1" ‖ 0x00 ‖ UTF-8 of JCS(file without auth))
 *
 * The prefix keeps it apart from the salted state hash (HMAC over a JSON object, which
 * starts with `{`).
 */
export const FILE_COMMITMENT_PREFIX = 'umpire-file/1\u0000';

export function fileCommitment(gameSaltHex: string, canonical: string): string {
  return hmacSha256Hex(hexToFixedBytes(gameSaltHex, 32, 'game salt'), FILE_COMMITMENT_PREFIX + canonical);
}
