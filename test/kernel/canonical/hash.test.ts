import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bytesEqual,
  bytesToHex,
  hexToBytes,
  hexToFixedBytes,
  hmacSha256Bytes,
  hmacSha256Hex,
  sha256Bytes,
  sha256Hex,
} from '#kernel/canonical/hash';
import { stateHash } from '#kernel/canonical/state-hash';
import { canonicalJson } from '#kernel/canonical/jcs';

describe('sha256 / hmac-sha256', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ])('FIPS 180 vector sha256(%j)', (input, expected) => {
    expect(sha256Hex(input)).toBe(expected);
    expect(bytesToHex(sha256Bytes(input))).toBe(expected);
  });

  it('RFC 4231 test case 2 (key "Jefe")', () => {
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('RFC 4231 test case 1 (binary key)', () => {
    expect(hmacSha256Hex(hexToBytes('0b'.repeat(20)), 'Hi There')).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
  });

  it('hashes strings as UTF-8 and agrees with an independent implementation', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.uint8Array(), (s, key) => {
        expect(sha256Hex(s)).toBe(createHash('sha256').update(s, 'utf8').digest('hex'));
        expect(bytesToHex(hmacSha256Bytes(key, s))).toBe(createHmac('sha256', key).update(s, 'utf8').digest('hex'));
      }),
    );
  });
});

describe('hex', () => {
  it('round-trips bytes, lower-case out, either case in', () => {
    fc.assert(
      fc.property(fc.uint8Array(), (b) => {
        const hex = bytesToHex(b);
        expect(hex).toMatch(/^[0-9a-f]*$/);
        expect(hexToBytes(hex)).toEqual(b);
        expect(hexToBytes(hex.toUpperCase())).toEqual(b);
      }),
    );
  });

  it.each(['abc', 'zz', '0x00', ' 00'])('rejects %j', (bad) => {
    expect(() => hexToBytes(bad)).toThrow(RangeError);
  });

  it('checks a fixed length', () => {
    expect(hexToFixedBytes('00'.repeat(32), 32, 'seed').length).toBe(32);
    expect(() => hexToFixedBytes('00'.repeat(31), 32, 'seed')).toThrow(/seed must be 32 bytes/);
  });

  it('compares bytes', () => {
    expect(bytesEqual(hexToBytes('0102'), hexToBytes('0102'))).toBe(true);
    expect(bytesEqual(hexToBytes('0102'), hexToBytes('0103'))).toBe(false);
    expect(bytesEqual(hexToBytes('0102'), hexToBytes('01'))).toBe(false);
  });
});

describe('stateHash', () => {
  const state = { turn: 3, units: { b: '1031', a: '2725' } };
  const salt = '5a'.repeat(32);

  it('is SHA-256 of the canonical JSON without a salt', () => {
    expect(stateHash(state)).toBe(createHash('sha256').update(canonicalJson(state)).digest('hex'));
    expect(stateHash({ units: { a: '2725', b: '1031' }, turn: 3 })).toBe(stateHash(state));
  });

  it('is HMAC keyed with the raw salt bytes with a salt', () => {
    expect(stateHash(state, salt)).toBe(
      createHmac('sha256', Buffer.from(salt, 'hex')).update(canonicalJson(state)).digest('hex'),
    );
    expect(stateHash(state, salt)).not.toBe(stateHash(state));
  });

  it('changes with any change of the state', () => {
    expect(stateHash({ ...state, turn: 4 })).not.toBe(stateHash(state));
  });
});
