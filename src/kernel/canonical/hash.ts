import { sha256 } from '@noble/hashes/sha2.js';
import { hmac } from '@noble/hashes/hmac.js';
import { bytesToHex as nobleBytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * SHA-256 and HMAC-SHA256, synchronous, the same bytes on Node and on Workers. Strings are
 * hashed as their UTF-8 bytes (a lone surrogate as U+FFFD, as TextEncoder writes it); hex
 * output is lower-case. No node: import: on Node the built-in hash (about ten times faster
 * than the pure one, and state hashes are written several times per step) is reached through
 * `process.getBuiltinModule`; where there is none (Workers, a browser), the pure
 * implementation runs. `hash.backends.test.ts` holds both to the same output.
 */

type NodeCrypto = typeof import('node:crypto');
const nodeCrypto = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;

const toBytes = (data: string | Uint8Array): Uint8Array => (typeof data === 'string' ? utf8ToBytes(data) : data);

/** The pure implementation, also used where the runtime has no built-in one. */
export const pureHash = {
  sha256: (data: string | Uint8Array): Uint8Array => sha256(toBytes(data)),
  hmacSha256: (key: string | Uint8Array, msg: string | Uint8Array): Uint8Array => hmac(sha256, toBytes(key), toBytes(msg)),
};

/**
 * The runtime's built-in implementation, or undefined. Strings are handed over as they are:
 * Node encodes them as UTF-8 itself, a lone surrogate as U+FFFD, exactly the bytes toBytes
 * writes (hash.backends.test.ts), with no copy of a state's canonical JSON made to hash it.
 */
export const nativeHash = nodeCrypto && {
  // the one-shot crypto.hash (Node 20.12 on) where there is one: a third of createHash's time for short inputs
  sha256: nodeCrypto.hash
    ? (data: string | Uint8Array): Uint8Array => new Uint8Array(nodeCrypto.hash('sha256', data, 'buffer'))
    : (data: string | Uint8Array): Uint8Array => new Uint8Array(nodeCrypto.createHash('sha256').update(data).digest()),
  hmacSha256: (key: string | Uint8Array, msg: string | Uint8Array): Uint8Array =>
    new Uint8Array(nodeCrypto.createHmac('sha256', toBytes(key)).update(msg).digest()),
};

const backend = nativeHash ?? pureHash;

export function sha256Bytes(data: string | Uint8Array): Uint8Array {
  return backend.sha256(data);
}

export function sha256Hex(data: string | Uint8Array): string {
  return nobleBytesToHex(sha256Bytes(data));
}

export function hmacSha256Bytes(key: string | Uint8Array, msg: string | Uint8Array): Uint8Array {
  return backend.hmacSha256(key, msg);
}

export function hmacSha256Hex(key: string | Uint8Array, msg: string | Uint8Array): string {
  return nobleBytesToHex(hmacSha256Bytes(key, msg));
}

export function bytesToHex(b: Uint8Array): string {
  return nobleBytesToHex(b);
}

const HEX = /^(?:[0-9a-fA-F]{2})*$/;

/** Decodes hex (either case, even length). Throws a RangeError naming the problem otherwise. */
export function hexToBytes(hex: string): Uint8Array {
  if (typeof hex !== 'string' || !HEX.test(hex)) {
    throw new RangeError(`not a hex string of whole bytes: ${JSON.stringify(String(hex).slice(0, 80))}`);
  }
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** Decodes hex that must hold exactly `length` bytes (e.g. a 32-byte seed); throws otherwise. */
export function hexToFixedBytes(hex: string, length: number, what: string): Uint8Array {
  const bytes = hexToBytes(hex);
  if (bytes.length !== length) {
    throw new RangeError(`${what} must be ${length} bytes (${2 * length} hex characters), got ${bytes.length}`);
  }
  return bytes;
}

/** Constant-time equality of two byte strings (length is not secret). */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}
