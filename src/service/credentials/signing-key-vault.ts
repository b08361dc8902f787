import { bytesEqual, bytesToHex, hexToBytes, hmacSha256Bytes } from '#kernel/canonical/hash';

/** Which player a signing key belongs to: the key is bound to the game, the side and the token (by its hash). */
export interface KeyHolder {
  gameId: string;
  side: string;
  tokenHash: string;
}

/**
 * Signing keys at rest (docs/security.md, "Secrets at rest"). A side's signing key,
 * HMAC-SHA256(token, "umpire-sign") (src/turnfile/signature.ts), signs turn files as that
 * side, so the database never holds it in usable form: `players.signing_key` holds
 *
 *   "sealed-v1:" ‖ hex(key XOR pad) ‖ ":" ‖ hex(tag)
 *   pad = HMAC-SHA256(secretKey, "umpire-signing-key-pad\n" ‖ game ‖ "\n" ‖ side ‖ "\n" ‖ tokenHash)
 *   tag = first 16 bytes of HMAC-SHA256(secretKey, "umpire-signing-key-tag\n" ‖ game ‖ "\n" ‖ side ‖ "\n" ‖ tokenHash ‖ "\n" ‖ hex(key XOR pad))
 *
 * where `secretKey` is the server's secret key, kept outside the database (UMPIRE_SECRET_KEY,
 * or the `secret-key` file next to the database on Node; src/config/secret-key.ts). Each pad
 * is used once: a new token (a new player) gives a new token hash. A sealed key opened with
 * another secret key, or moved to another player's row, fails its tag and opens to nothing.
 */
export interface SigningKeyVault {
  /** The column value for a signing key (hex). */
  seal(holder: KeyHolder, signingKeyHex: string): string;
  /**
   * The usable signing key (hex) of a stored row; undefined when it was sealed under
   * another secret key or altered. A clear key (a database from before sealing) is returned
   * as it is until the next sweep seals it.
   */
  open(row: KeyHolder & { signingKey: string }): string | undefined;
}

const PREFIX = 'sealed-v1:';
const CLEAR = /^[0-9a-f]{64}$/;

/** Whether a stored signing key is still in clear (a database from before sealing). */
export const isClearSigningKey = (stored: string): boolean => CLEAR.test(stored);

export function signingKeyVault(secretKey: string | Uint8Array): SigningKeyVault {
  const who = (h: KeyHolder) => `${h.gameId}\n${h.side}\n${h.tokenHash}`;
  const pad = (h: KeyHolder) => hmacSha256Bytes(secretKey, `umpire-signing-key-pad\n${who(h)}`);
  const tag = (h: KeyHolder, sealedHex: string) => hmacSha256Bytes(secretKey, `umpire-signing-key-tag\n${who(h)}\n${sealedHex}`).slice(0, 16);
  return {
    seal(holder, signingKeyHex) {
      const key = hexToBytes(signingKeyHex);
      if (key.length !== 32) throw new Error('a signing key is 32 bytes');
      const sealed = bytesToHex(xor(key, pad(holder)));
      return `${PREFIX}${sealed}:${bytesToHex(tag(holder, sealed))}`;
    },
    open(row) {
      if (isClearSigningKey(row.signingKey)) return row.signingKey;
      const m = /^sealed-v1:([0-9a-f]{64}):([0-9a-f]{32})$/.exec(row.signingKey);
      if (!m) return undefined;
      if (!bytesEqual(tag(row, m[1]!), hexToBytes(m[2]!))) return undefined;
      return bytesToHex(xor(hexToBytes(m[1]!), pad(row)));
    },
  };
}

function xor(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! ^ b[i]!;
  return out;
}

/**
 * The key a service uses when it is given none: random, made once per process. Keys sealed
 * under it open in no other process, so every server and CLI passes a real one
 * (src/config/open-service.ts, src/worker/runtime.ts); this is for tests and one-off services.
 */
let processKey: Uint8Array | undefined;
export function processSecretKey(): Uint8Array {
  processKey ??= globalThis.crypto.getRandomValues(new Uint8Array(32));
  return processKey;
}
