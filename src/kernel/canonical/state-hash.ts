import { canonicalJson } from './jcs';
import { hexToBytes, hmacSha256Hex, sha256Hex } from './hash';

/**
 * The hash of a game state (design.md "Dice v1"): SHA-256 of its canonical JSON, or,
 * while the game runs and the state holds hidden values, HMAC-SHA256 keyed with the raw
 * bytes of the secret gameSalt, so small hidden values cannot be brute-forced from it.
 * Lower-case hex.
 */
export function stateHash(state: unknown, gameSaltHex?: string): string {
  return stateHashOfCanonical(canonicalJson(state), gameSaltHex);
}

/** stateHash of a state whose canonical JSON the caller has already written (for another use too). */
export function stateHashOfCanonical(canonical: string, gameSaltHex?: string): string {
  return gameSaltHex === undefined ? sha256Hex(canonical) : hmacSha256Hex(hexToBytes(gameSaltHex), canonical);
}
