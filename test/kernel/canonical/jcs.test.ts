import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, CanonicalJsonError } from '#kernel/canonical/jcs';

const fromBits = (hex: string): number => {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt(`0x${hex}`));
  return view.getFloat64(0);
};

describe('canonicalJson: RFC 8785 Appendix B number serialisation', () => {
  it.each([
    ['0000000000000000', '0'],
    ['8000000000000000', '0'],
    ['0000000000000001', '5e-324'],
    ['8000000000000001', '-5e-324'],
    ['7fefffffffffffff', '1.7976931348623157e+308'],
    ['ffefffffffffffff', '-1.7976931348623157e+308'],
    ['4340000000000000', '9007199254740992'],
    ['c340000000000000', '-9007199254740992'],
    ['4430000000000000', '295147905179352830000'],
    ['44b52d02c7e14af5', '9.999999999999997e+22'],
    ['44b52d02c7e14af6', '1e+23'],
    ['44b52d02c7e14af7', '1.0000000000000001e+23'],
    ['444b1ae4d6e2ef4e', '999999999999999700000'],
    ['444b1ae4d6e2ef4f', '999999999999999900000'],
    ['444b1ae4d6e2ef50', '1e+21'],
    ['3eb0c6f7a0b5ed8c', '9.999999999999997e-7'],
    ['3eb0c6f7a0b5ed8d', '0.000001'],
    ['41b3de4355555553', '333333333.3333332'],
    ['41b3de4355555554', '333333333.33333325'],
    ['41b3de4355555555', '333333333.3333333'],
    ['41b3de4355555556', '333333333.3333334'],
    ['41b3de4355555557', '333333333.33333343'],
    ['becbf647612f3696', '-0.0000033333333333333333'],
    ['43143ff3c1cb0959', '1424953923781206.2'],
  ])('IEEE 754 %s -> %s', (bits, expected) => {
    expect(canonicalJson(fromBits(bits))).toBe(expected);
  });

  it.each([
    ['7fffffffffffffff', 'NaN'],
    ['7ff0000000000000', 'Infinity'],
    ['fff0000000000000', '-Infinity'],
  ])('rejects %s (%s)', (bits) => {
    expect(() => canonicalJson(fromBits(bits))).toThrow(CanonicalJsonError);
  });
});

describe('canonicalJson: RFC 8785 examples', () => {
  it('3.2.2 sample: literals, numbers and string escapes', () => {
    const input =
      '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],' +
      ' "string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/",' +
      ' "literals": [null, true, false]}';
    expect(canonicalJson(JSON.parse(input))).toBe(
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],' +
        '"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    );
  });

  it('3.2.3 sorting: keys by UTF-16 code units, non-ASCII and surrogate pairs included', () => {
    const input = {
      '\u20ac': 'Euro Sign',
      '\r': 'Carriage Return',
      '\ufb33': 'Hebrew Letter Dalet With Dagesh',
      '1': 'One',
      '\ud83d\ude00': 'Emoji: Grinning Face',
      '\u0080': 'Control',
      '\u00f6': 'Latin Small Letter O With Diaeresis',
    };
    expect(canonicalJson(input)).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","ö":"Latin Small Letter O With Diaeresis",' +
        '"€":"Euro Sign","\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
  });

  it('nested objects and arrays are canonical at every depth', () => {
    const value = { z: { b: [3, { y: 1, x: [true, null] }], a: 'é' }, a: [] as unknown[], m: {} };
    expect(canonicalJson(value)).toBe('{"a":[],"m":{},"z":{"a":"é","b":[3,{"x":[true,null],"y":1}]}}');
  });
});

describe('canonicalJson: what it drops and what it rejects', () => {
  it('drops undefined object members', () => {
    expect(canonicalJson({ a: 1, b: undefined, c: { d: undefined } })).toBe('{"a":1,"c":{}}');
  });

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['undefined array element', [1, undefined]],
    ['bigint', { n: 1n }],
    ['function', { f: () => 1 }],
    ['symbol', [Symbol('s')]],
    ['Map', new Map()],
    ['Date', { at: new Date(0) }],
    ['Uint8Array', new Uint8Array(2)],
    ['lone high surrogate', '\ud800x'],
    ['lone low surrogate', { '\udc00': 1 }],
    ['nested NaN', { a: [{ b: NaN }] }],
  ])('rejects %s', (_, value) => {
    expect(() => canonicalJson(value)).toThrow(CanonicalJsonError);
  });

  it('names the path of the problem', () => {
    expect(() => canonicalJson({ a: [{ b: Infinity }] })).toThrow(/at \.a\[0\]\.b/);
  });

  it('rejects cycles but accepts a shared (acyclic) subtree', () => {
    const shared = { x: 1 };
    expect(canonicalJson({ a: shared, b: shared })).toBe('{"a":{"x":1},"b":{"x":1}}');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => canonicalJson(cyclic)).toThrow(/cyclic/);
  });

  it('writes a nesting deeper than a thousand levels, and finds a cycle that deep', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 1500; i++) deep = i % 2 === 0 ? [deep] : { k: deep };
    expect(canonicalJson(deep)).toBe(JSON.stringify(deep));
    const inner: Record<string, unknown> = {};
    let outer: unknown = inner;
    for (let i = 0; i < 1200; i++) outer = [outer];
    inner.back = outer;
    expect(() => canonicalJson(outer)).toThrow(/cyclic/);
  });

  it('names the path of a problem found under valid surrogate pairs', () => {
    expect(canonicalJson({ '\ud83d\ude00': ['\ud83d\ude00'] })).toBe('{"\ud83d\ude00":["\ud83d\ude00"]}');
    expect(() => canonicalJson({ '\ud83d\ude00': [{ b: '\ude00' }] })).toThrow(/lone surrogate in string at \.\ud83d\ude00\[0\]\.b/);
  });

  it('accepts objects without a prototype', () => {
    const o = Object.create(null) as Record<string, unknown>;
    o.b = 1;
    o.a = 2;
    expect(canonicalJson(o)).toBe('{"a":2,"b":1}');
  });
});

describe('canonicalJson: properties', () => {
  it('is valid JSON that parses back to the same canonical form', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const c = canonicalJson(v);
        expect(canonicalJson(JSON.parse(c))).toBe(c);
      }),
    );
  });

  it('is JSON.stringify with the members of every object sorted by name, for any JSON value', () => {
    const sorted = (v: unknown): string =>
      Array.isArray(v)
        ? `[${v.map(sorted).join(',')}]`
        : v !== null && typeof v === 'object'
          ? `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${sorted((v as Record<string, unknown>)[k])}`).join(',')}}`
          : JSON.stringify(v);
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(canonicalJson(v)).toBe(sorted(v));
      }),
    );
  });

  it('escapes every code unit outside the surrogates as JSON.stringify does, in strings and in member names', () => {
    for (let c = 0; c < 0x10000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const s = `a${String.fromCharCode(c)}b`;
      expect(canonicalJson([s])).toBe(`[${JSON.stringify(s)}]`);
      expect(canonicalJson({ [s]: 0 })).toBe(`{${JSON.stringify(s)}:0}`);
    }
  });

  it('does not depend on member insertion order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (d) => {
        const reversed = Object.fromEntries(Object.entries(d).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(d));
      }),
    );
  });

  it('matches JSON.stringify for values without objects (no key order to fix)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean())), (a) => {
        expect(canonicalJson(a)).toBe(JSON.stringify(a));
      }),
    );
  });
});
