import { hexToFixedBytes, hmacSha256Bytes, sha256Hex } from '../canonical/hash';
import { assertSides, labelBytes } from './label';

/**
 * One die (design.md "Dice v1", Rolls):
 *   block_j = HMAC-SHA256(key, msg = ctx ‖ 0x00 ‖ label ‖ 0x00 ‖ uint32be(j)), j = 0, 1, …
 * Each block gives eight 32-bit big-endian words u. The first u below
 * floor(2^32 / sides) · sides is accepted (rejection sampling: no modulo bias) and the
 * die is u mod sides + 1. ctx is the 32 raw bytes of the step's context; the key is the
 * 32 raw bytes of s_k for a public roll, gameSalt ‖ s_k (64 bytes) for a hidden draw.
 */
export function rollDie(seedHex: string, ctxHex: string, label: string, sides: number): number {
  return drawWithKey(hexToFixedBytes(seedHex, 32, 'seed'), hexToFixedBytes(ctxHex, 32, 'dice context'), label, sides);
}

/** rollDie with the seed and context already read from hex (32 bytes each; a step's dice read them once). */
export function rollDieBytes(seed: Uint8Array, ctx: Uint8Array, label: string, sides: number): number {
  return drawWithKey(seed, ctx, label, sides);
}

/** A draw the other side must not learn: key = gameSalt ‖ s_k (32 + 32 raw bytes). */
export function hiddenDraw(gameSaltHex: string, seedHex: string, ctxHex: string, label: string, sides: number): number {
  const salt = hexToFixedBytes(gameSaltHex, 32, 'game salt');
  const seed = hexToFixedBytes(seedHex, 32, 'seed');
  const key = new Uint8Array(64);
  key.set(salt, 0);
  key.set(seed, 32);
  return drawWithKey(key, hexToFixedBytes(ctxHex, 32, 'dice context'), label, sides);
}

/**
 * The log's commitment to a hidden value: SHA256(gameSalt ‖ 0x00 ‖ label ‖ 0x00 ‖ uint32be(value)),
 * lower-case hex (the byte layout is fixed in docs/dice.md).
 */
export function hiddenCommitment(gameSaltHex: string, label: string, value: number): string {
  const salt = hexToFixedBytes(gameSaltHex, 32, 'game salt');
  if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) {
    throw new RangeError(`a hidden value must be a whole number in 0..2^32-1, got ${value}`);
  }
  const l = labelBytes(label);
  const msg = new Uint8Array(32 + 1 + l.length + 1 + 4);
  msg.set(salt, 0);
  msg.set(l, 33);
  new DataView(msg.buffer).setUint32(34 + l.length, value, false);
  return sha256Hex(msg);
}

function drawWithKey(key: Uint8Array, ctx: Uint8Array, label: string, sides: number): number {
  assertSides(sides);
  const l = labelBytes(label);
  // msg = ctx (32) ‖ 0x00 ‖ label ‖ 0x00 ‖ uint32be(j)
  const msg = new Uint8Array(32 + 1 + l.length + 1 + 4);
  msg.set(ctx, 0);
  msg.set(l, 33);
  const counter = new DataView(msg.buffer, 34 + l.length, 4);
  const limit = Math.floor(0x100000000 / sides) * sides;
  for (let j = 0; j <= 0xffffffff; j++) {
    counter.setUint32(0, j, false);
    const block = hmacSha256Bytes(key, msg);
    const words = new DataView(block.buffer, block.byteOffset, block.byteLength);
    for (let w = 0; w < 8; w++) {
      const u = words.getUint32(4 * w, false);
      if (u < limit) return (u % sides) + 1;
    }
  }
  /* c8 ignore next */
  throw new Error('no die accepted in 2^32 blocks');
}
