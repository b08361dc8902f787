import { bytesToHex, sha256Hex } from '#kernel/canonical/hash';
import type { Entropy } from '../ports';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** "g_" + 6 base32 characters (30 bits), one byte each (256 is a multiple of 32: no bias). */
export function newGameId(entropy: Entropy): string {
  const bytes = entropy.bytes(6);
  let id = 'g_';
  for (const b of bytes) id += BASE32[b & 31];
  return id;
}

/** A bearer token: 32 random bytes, base64url without padding (43 characters). */
export function newToken(entropy: Entropy): string {
  return base64url(entropy.bytes(32));
}

/** A 32-byte secret as hex (dice secret s_N, game salt). */
export function newSecretHex(entropy: Entropy): string {
  return bytesToHex(entropy.bytes(32));
}

/** What is stored instead of a token: SHA-256 of its UTF-8 text, hex. */
export const tokenHash = (token: string): string => sha256Hex(token);

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
