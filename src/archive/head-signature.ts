import { bytesToHex, hexToBytes } from '#kernel/canonical/hash';

/**
 * The server's signature on an archive's sealed log head (docs/storage.md "Signed heads"):
 * Ed25519 over the UTF-8 bytes of `umpire-log-head/1 ‖ 0x00 ‖ game id ‖ 0x00 ‖ logHead (hex)`.
 * The public key is published at GET /api/key; anyone holding it can check any copy. WebCrypto
 * only (Node 20 and Workers both have Ed25519), so the same code runs everywhere.
 */
export interface HeadSignature {
  alg: 'Ed25519';
  /** The server's public key, 32 bytes as hex. */
  publicKey: string;
  /** The signature, 64 bytes as hex. */
  value: string;
}

export interface HeadSigner {
  /** The public key, 32 bytes as hex. */
  publicKey(): Promise<string>;
  sign(gameId: string, logHead: string): Promise<HeadSignature>;
}

const ED25519 = { name: 'Ed25519' } as const;
type PrivateKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

export const headMessage = (gameId: string, logHead: string): Uint8Array => new TextEncoder().encode(`umpire-log-head/1\u0000${gameId}\u0000${logHead}`);

/** A new private key, as PKCS#8 bytes (what `signing-key` and UMPIRE_SIGNING_KEY hold, base64). */
export async function newSigningKey(): Promise<Uint8Array> {
  const pair = (await crypto.subtle.generateKey(ED25519, true, ['sign', 'verify'])) as { privateKey: PrivateKey };
  return new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
}

/**
 * A signer from a PKCS#8 Ed25519 private key (base64 or bytes). The key is imported on first
 * use; a key that is not one makes that use fail with a plain message.
 */
export function headSigner(pkcs8: Uint8Array | string): HeadSigner {
  let loaded: Promise<{ key: PrivateKey; publicKey: string }> | undefined;
  const load = () => (loaded ??= importSigningKey(typeof pkcs8 === 'string' ? base64Bytes(pkcs8) : pkcs8));
  return {
    publicKey: async () => (await load()).publicKey,
    async sign(gameId, logHead) {
      const { key, publicKey } = await load();
      const value = bytesToHex(new Uint8Array(await crypto.subtle.sign(ED25519, key, headMessage(gameId, logHead))));
      return { alg: 'Ed25519', publicKey, value };
    },
  };
}

async function importSigningKey(pkcs8: Uint8Array): Promise<{ key: PrivateKey; publicKey: string }> {
  try {
    const key = await crypto.subtle.importKey('pkcs8', pkcs8, ED25519, true, ['sign']);
    const jwk = (await crypto.subtle.exportKey('jwk', key)) as { x?: string };
    return { key, publicKey: bytesToHex(base64Bytes(jwk.x ?? '')) };
  } catch (err) {
    throw new Error(`the signing key is not an Ed25519 private key in PKCS#8: ${(err as Error).message}`);
  }
}

/** Null when `signature` is a valid signature of the head by `publicKey`; else what is wrong. */
export async function headSignatureProblem(signature: HeadSignature, gameId: string, logHead: string, publicKey: string): Promise<string | null> {
  if (signature.publicKey.toLowerCase() !== publicKey.toLowerCase()) return `the archive is signed by key ${signature.publicKey}, not by ${publicKey}`;
  try {
    const key = await crypto.subtle.importKey('raw', hexToBytes(publicKey), ED25519, false, ['verify']);
    const ok = await crypto.subtle.verify(ED25519, key, hexToBytes(signature.value), headMessage(gameId, logHead));
    return ok ? null : `the signature does not match logHead ${logHead} of game ${gameId}`;
  } catch (err) {
    return `the signature cannot be checked: ${(err as Error).message}`;
  }
}

/** Base64 or base64url (padding optional, whitespace ignored) to bytes. */
export function base64Bytes(text: string): Uint8Array {
  const s = text.replace(/\s+/g, '').replace(/=+$/, '');
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4);
  const bin = atob(b64);
  return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
}
