import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToHex, nativeHash, pureHash, sha256Hex } from '#kernel/canonical/hash';

/**
 * On Node the built-in hash runs; on Workers the pure one. Both must write the same bytes for
 * every input, or a state hash written on one runtime would not verify on the other.
 */
describe('the built-in and the pure SHA-256 / HMAC-SHA256', () => {
  it('Node has the built-in one (this suite runs on Node)', () => {
    expect(nativeHash).toBeDefined();
  });

  it('known answers (FIPS 180-2, RFC 4231 case 2)', () => {
    for (const h of [pureHash, nativeHash!]) {
      expect(bytesToHex(h.sha256('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
      expect(bytesToHex(h.hmacSha256('Jefe', 'what do ya want for nothing?'))).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    }
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('agree on any string, lone surrogates included, and on any bytes', () => {
    const text = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.string());
    fc.assert(
      fc.property(text, fc.uint8Array({ maxLength: 300 }), text, (s, b, k) => {
        expect(bytesToHex(nativeHash!.sha256(s))).toBe(bytesToHex(pureHash.sha256(s)));
        expect(bytesToHex(nativeHash!.sha256(b))).toBe(bytesToHex(pureHash.sha256(b)));
        expect(bytesToHex(nativeHash!.hmacSha256(k, s))).toBe(bytesToHex(pureHash.hmacSha256(k, s)));
        expect(bytesToHex(nativeHash!.hmacSha256(b, b))).toBe(bytesToHex(pureHash.hmacSha256(b, b)));
      }),
      { numRuns: 500 },
    );
    expect(bytesToHex(nativeHash!.sha256('\uD800x'))).toBe(bytesToHex(pureHash.sha256('\uD800x')));
    expect(bytesToHex(nativeHash!.hmacSha256('k'.repeat(200), 'long key'))).toBe(bytesToHex(pureHash.hmacSha256('k'.repeat(200), 'long key')));
  });
});
