import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { parseTurnFile, MAX_ISSUES } from '#turnfile/parse';
import { sha256Hex } from '#kernel/canonical/hash';
import { envelope, schemas } from './order-schema';

const ok = (text: string, opts?: { maxBytes?: number }) => {
  const r = parseTurnFile(text, schemas, opts);
  if (!r.ok) throw new Error(`expected success: ${JSON.stringify(r.issues)}`);
  return r;
};
const issues = (text: string, opts?: { maxBytes?: number }) => {
  const r = parseTurnFile(text, schemas, opts);
  if (r.ok) throw new Error('expected issues');
  return r.issues;
};
const codes = (text: string) => issues(text).map((i) => i.code);

describe('parseTurnFile: accepted files', () => {
  it('reads a YAML file, applies defaults, hashes the canonical JSON without auth', () => {
    const r = ok(envelope(`entropy: "Fortes fortuna"\norders:\n  - move: { unit: ger-gd, path: ["2726", "2727"] }\n  - attack: { target: "2828", units: [ger-24] }\n`));
    expect(r.file).toEqual({
      format: 'umpire-turn/1',
      game: 'g_7QH2',
      side: 'german',
      window: 'T03/german-combat',
      final: true,
      entropy: 'Fortes fortuna',
      orders: [{ move: { unit: 'ger-gd', path: ['2726', '2727'] } }, { attack: { target: '2828', units: ['ger-24'], kind: 'mobile' } }],
    });
    expect(r.canonical.startsWith('{"entropy":"Fortes fortuna","final":true,"format":"umpire-turn/1"')).toBe(true);
    expect(r.hash).toBe(sha256Hex(r.canonical));
  });

  it('orders: [] is no action; final: false is kept', () => {
    expect(ok(envelope('final: false\norders: []\n')).file).toMatchObject({ final: false, orders: [] });
  });

  it('the same content as YAML or JSON, in any layout, with or without auth, has one hash', () => {
    const yaml = ok(envelope('orders:\n  - move:\n      unit: ger-gd\n      path: [2726]\n'));
    const json = ok(
      '{"orders":[{"move":{"path":["2726"],"unit":"ger-gd"}}],"window":"T03/german-combat","side":"german","game":"g_7QH2","format":"umpire-turn/1","final":true,' +
        '"auth":{"token":"t0k3n"}}',
    );
    expect(json.hash).toBe(yaml.hash);
    expect(json.file.auth).toEqual({ token: 't0k3n' });
  });

  it('a bare number where the schema wants a string is read as written; a leading zero is kept', () => {
    const r = ok(envelope('orders:\n  - move: { unit: ger-gd, path: [2726, 0233] }\n  - attack: { target: 0234, units: [ger-24] }\n'));
    expect(r.file.orders).toEqual([
      { move: { unit: 'ger-gd', path: ['2726', '0233'] } },
      { attack: { target: '0234', units: ['ger-24'], kind: 'mobile' } },
    ]);
  });

  it('JSON numbers are numbers: no reading as written there', () => {
    const json = '{"format":"umpire-turn/1","game":"g","side":"german","window":"T01/x","orders":[{"move":{"unit":"a","path":[2726]}}]}';
    expect(issues(json)).toEqual([expect.objectContaining({ path: ['orders', 0, 'move', 'path', 0], code: 'invalid-type', line: 1 })]);
  });

  it('accepts a byte-order mark, comments, a leading "---" and a trailing empty document', () => {
    expect(ok(`\uFEFF---\n# my turn\n${envelope('orders: []  # nothing this time\n')}---\n`).file.orders).toEqual([]);
    expect(ok(`\uFEFF{"format":"umpire-turn/1","game":"g","side":"german","window":"T01/x","orders":[]}`).file.game).toBe('g');
  });

  it('keeps standing orders parsed with the standing schema', () => {
    expect(ok(envelope('orders: []\nstanding: { retreat: ask, lossOrder: [ger-24] }\n')).file.standing).toEqual({ retreat: 'ask', lossOrder: ['ger-24'] });
  });
});

describe('parseTurnFile: every class of error is an issue, never a throw', () => {
  it.each<[string, string, string]>([
    ['empty file', '', 'empty'],
    ['blank file', ' \n\t\n', 'empty'],
    ['only comments', '# nothing\n', 'empty'],
    ['NUL byte', `${envelope('orders: []\n')}\u0000`, 'nul-byte'],
    ['invalid UTF-8 (replacement character)', envelope('entropy: "caf\uFFFD"\norders: []\n'), 'invalid-encoding'],
    ['lone surrogate', envelope('entropy: "\uD800"\norders: []\n'), 'invalid-encoding'],
    ['YAML syntax', envelope('orders: [\n'), 'yaml-syntax'],
    ['JSON syntax', '{"format": "umpire-turn/1",}', 'json-syntax'],
    ['YAML duplicate key', envelope('orders: []\nside: soviet\n'), 'duplicate-key'],
    ['JSON duplicate key', '{"format":"umpire-turn/1","game":"g","side":"german","window":"T01/x","orders":[],"orders":[]}', 'duplicate-key'],
    ['nested duplicate key', envelope('orders:\n  - move: { unit: a, unit: b, path: ["2726"] }\n'), 'duplicate-key'],
    ['a list, not a mapping', '- format: umpire-turn/1\n', 'not-a-mapping'],
    ['a scalar, not a mapping', 'hello\n', 'not-a-mapping'],
    ['a JSON array', '[1, 2]', 'not-a-mapping'],
    ['several YAML documents', `${envelope('orders: []\n')}---\n${envelope('orders: []\n')}`, 'multiple-documents'],
    ['too many aliases', `a: &a [1]\nb: [${Array.from({ length: 120 }, () => '*a').join(', ')}]\n`, 'yaml-aliases'],
    ['non-finite number', envelope('orders: []\nstanding: { retreat: .inf }\n'), 'invalid-value'],
    ['nesting too deep (YAML)', `${'a: '.repeat(1)}${'['.repeat(80)}${']'.repeat(80)}\n`, 'too-deep'],
    ['nesting too deep (JSON)', `{"a":${'['.repeat(80)}${']'.repeat(80)}}`, 'too-deep'],
    ['unknown top-level key', envelope('orders: []\norder: []\n'), 'unknown-key'],
    ['missing orders', envelope(''), 'missing'],
    ['wrong format', envelope('orders: []\n').replace('umpire-turn/1', 'umpire-turn/2'), 'invalid-value'],
    ['window id form', envelope('orders: []\n').replace('T03/german-combat', 'T3/german-combat'), 'invalid-format'],
    ['entropy over 64 characters', envelope(`entropy: "${'x'.repeat(65)}"\norders: []\n`), 'too-long'],
    ['final not a boolean', envelope('final: yes\norders: []\n'), 'invalid-type'],
    ['auth with both signature and token', envelope(`auth: { token: t, signature: "hmac-sha256:${'0'.repeat(64)}" }\norders: []\n`), 'invalid-value'],
    ['a malformed signature', envelope('auth: { signature: "hmac-sha256:zz" }\norders: []\n'), 'invalid-format'],
    ['an unknown order kind', envelope('orders:\n  - fly: { unit: a }\n'), 'invalid-value'],
  ])('%s', (_, text, code) => {
    expect(codes(text)).toContain(code);
  });

  it('a file over maxBytes is "too-large" and nothing else (default 256 KiB)', () => {
    expect(issues(envelope('orders: []\n'), { maxBytes: 20 })).toEqual([
      { path: [], code: 'too-large', message: expect.stringMatching(/limit is 20 bytes/) },
    ]);
    const big = envelope(`entropy: x\norders: []\n# ${'x'.repeat(256 * 1024)}\n`);
    expect(codes(big)).toEqual(['too-large']);
  });

  it('syntax errors carry line and column', () => {
    const [yamlIssue] = issues('format: umpire-turn/1\ngame: [\n');
    expect(yamlIssue).toMatchObject({ code: 'yaml-syntax', line: expect.any(Number), column: expect.any(Number) });
    const [jsonIssue] = issues('{\n  "format": "umpire-turn/1",\n  "game": "g" "x"\n}');
    expect(jsonIssue).toMatchObject({ code: 'json-syntax', line: 3, column: 15 });
    const [dup] = issues(envelope('orders: []\nside: soviet\n'));
    expect(dup).toMatchObject({ path: ['side'], line: 6, column: 1 });
  });

  it('a typo in a top-level key gets a suggestion', () => {
    expect(issues(envelope('ordres: []\n'))).toContainEqual(
      expect.objectContaining({ path: ['ordres'], code: 'unknown-key', message: 'unknown key "ordres"; did you mean "orders"?' }),
    );
  });

  it('reports every error at once, each with path, code, line, and rule where the schema cites one', () => {
    const text = [
      'format: umpire-turn/1',
      'game: g_7QH2',
      'side: German',
      'window: T3/german-combat',
      'finl: true',
      `entropy: "${'e'.repeat(70)}"`,
      'orders:',
      '  - move: { unit: ger-gd, path: ["2726", "27x7"] }',
      '  - attack: { target: "2828", units: [a, b, c, d] }',
      '  - fly: {}',
      '  - move: { unit: ger-24 }',
      '  - move: { unit: ger-25, path: ["2726", "2727", "2726"] }',
      'standing: { retreat: never }',
      '',
    ].join('\n');
    expect(issues(text).map(({ path, code, line, rule }) => ({ path, code, line, ...(rule ? { rule } : {}) }))).toEqual([
      { path: ['side'], code: 'invalid-format', line: 3 },
      { path: ['window'], code: 'invalid-format', line: 4 },
      { path: ['finl'], code: 'unknown-key', line: 5 },
      { path: ['entropy'], code: 'too-long', line: 6 },
      { path: ['orders', 0, 'move', 'path', 1], code: 'invalid-format', line: 8 },
      { path: ['orders', 1, 'attack', 'units'], code: 'too-long', line: 9 },
      { path: ['orders', 2], code: 'invalid-value', line: 10 },
      { path: ['orders', 3, 'move', 'path'], code: 'missing', line: 11 },
      { path: ['orders', 4, 'move', 'path'], code: 'invalid-value', line: 12, rule: 'DoS 6.2' },
      { path: ['standing', 'retreat'], code: 'invalid-value', line: 13 },
    ]);
  });

  it('messages are plain English', () => {
    const found = issues(envelope('final: 3\norders:\n  - move: { unit: ger-gd, path: [] }\n'));
    expect(found.map((i) => i.message)).toEqual(['expected a boolean, found 3', 'at least 1 items, found 0']);
  });

  it('caps the list of issues', () => {
    const many = envelope(`orders:\n${Array.from({ length: 300 }, () => '  - fly: {}').join('\n')}\n`);
    const found = issues(many);
    expect(found).toHaveLength(MAX_ISSUES + 1);
    expect(found[MAX_ISSUES]?.code).toBe('too-many-errors');
  });

  it('a schema that throws is reported, not thrown', () => {
    const bad = { order: z.unknown().transform(() => { throw new Error('boom'); }), standing: z.unknown() };
    const r = parseTurnFile(envelope('orders: [1]\n'), bad);
    expect(r).toMatchObject({ ok: false, issues: [{ code: 'internal-error' }] });
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json().map((j) => j)), (text) => {
        const r = parseTurnFile(text, schemas);
        if (!r.ok) {
          expect(r.issues.length).toBeGreaterThan(0);
          for (const i of r.issues) expect(typeof i.code).toBe('string');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on mutations of a valid file', () => {
    const base = envelope('orders:\n  - move: { unit: ger-gd, path: ["2726"] }\n');
    fc.assert(
      fc.property(fc.nat(base.length), fc.nat(base.length), fc.string({ maxLength: 4 }), (a, b, insert) => {
        const text = base.slice(0, Math.min(a, b)) + insert + base.slice(Math.max(a, b));
        const r = parseTurnFile(text, schemas);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

describe('parseTurnFile: hostile nesting and escapes get plain answers', () => {
  const deepFlow = (n: number) => envelope(`orders: ${'['.repeat(n)}${']'.repeat(n)}\n`);

  it.each<[string, string]>([
    ['flow lists 60,000 deep (YAML)', deepFlow(60_000)],
    ['flow mappings 30,000 deep (YAML)', envelope(`standing: ${'{a: '.repeat(30_000)}1${'}'.repeat(30_000)}\n`)],
    ['compact block lists 60,000 deep (YAML)', envelope(`orders:\n${'- '.repeat(60_000)}x\n`)],
    ['block lists indented 600 deep (YAML)', envelope(`orders:\n${Array.from({ length: 600 }, (_, i) => `${' '.repeat(i)}-`).join('\n')} x\n`)],
    ['a plain scalar whose next line starts with a quote, then deep lists (YAML)', envelope(`entropy: b\n  'x\nstanding: ${'['.repeat(60_000)}${']'.repeat(60_000)}\n`)],
    ['lists 60,000 deep (JSON)', `{"orders":${'['.repeat(60_000)}${']'.repeat(60_000)}}`],
  ])('%s: one "too-deep" issue, refused before the parser runs out of stack', (_, text) => {
    expect(issues(text)).toEqual([expect.objectContaining({ code: 'too-deep', message: 'values are nested more than 64 deep', line: expect.any(Number) })]);
  });

  it('a file nested within the limit still reads', () => {
    const nested = (n: number): string => (n === 0 ? '"2726"' : `[${nested(n - 1)}]`);
    const r = parseTurnFile(envelope(`orders: []\nstanding: { retreat: auto, lossOrder: ${nested(40)} }\n`), schemas);
    expect(r.ok ? [] : r.issues.map((i) => i.code)).not.toContain('too-deep');
  });

  it.each<[string, string, (string | number)[]]>([
    ['JSON string', '{"format":"umpire-turn/1","game":"g","side":"german","window":"T01/x","entropy":"\\ud800","orders":[]}', ['entropy']],
    ['JSON low surrogate alone', '{"format":"umpire-turn/1","game":"g","side":"german","window":"T01/x","entropy":"a\\udc00b","orders":[]}', ['entropy']],
    ['JSON key', '{"format":"umpire-turn/1","game":"g","side":"german","window":"T01/x","orders":[{"\\ud83d":1}]}', ['orders', 0, '\uFFFD']],
    ['YAML double-quoted string', envelope('entropy: "\\uD800"\norders: []\n'), ['entropy']],
  ])('an escaped lone surrogate in a %s is "invalid-unicode", not an internal error', (_, text, path) => {
    expect(issues(text)).toEqual([
      expect.objectContaining({ path, code: 'invalid-unicode', message: expect.stringMatching(/lone surrogate/), line: expect.any(Number) }),
    ]);
  });

  it('an escaped surrogate pair is one character and reads', () => {
    const r = parseTurnFile('{"format":"umpire-turn/1","game":"g","side":"german","window":"T01/x","entropy":"\\ud83d\\ude00","orders":[]}', schemas);
    expect(r.ok && r.file.entropy).toBe('😀');
  });
});

describe('parseTurnFile: one YAML schema for every file', () => {
  it('a %YAML 1.1 directive is refused, so "final: no" can never become false', () => {
    expect(issues(`%YAML 1.1\n---\n${envelope('final: no\norders: []\n')}`)).toEqual([
      expect.objectContaining({ path: [], code: 'yaml-directive', line: 1, column: 1, message: expect.stringMatching(/YAML 1\.2/) }),
    ]);
  });

  it('%YAML 1.2 and %TAG directives are refused too', () => {
    expect(codes(`%YAML 1.2\n---\n${envelope('orders: []\n')}`)).toEqual(['yaml-directive']);
    expect(codes(`%TAG !e! tag:example.com,2000:\n---\n${envelope('orders: []\n')}`)).toEqual(['yaml-directive']);
  });

  it.each<[string, string, (string | number)[]]>([
    ['!!bool on a value', envelope('final: !!bool "false"\norders: []\n'), ['final']],
    ['!!str on a value', envelope('entropy: !!str 12\norders: []\n'), ['entropy']],
    ['a local tag on a list', envelope('orders: !mine []\n'), ['orders']],
    ['!!map on a mapping', envelope('orders:\n  - !!map { move: { unit: ger-gd, path: ["2726"] } }\n'), ['orders', 0]],
    ['!!str on a key', envelope('!!str final: false\norders: []\n'), ['final']],
  ])('an explicit tag (%s) is "yaml-tag"', (_, text, path) => {
    expect(issues(text)).toEqual([expect.objectContaining({ path, code: 'yaml-tag', line: expect.any(Number) })]);
  });

  it('without a directive "final: no" stays the string "no" and is refused as not a boolean', () => {
    expect(issues(envelope('final: no\norders: []\n'))).toEqual([expect.objectContaining({ path: ['final'], code: 'invalid-type' })]);
  });
});

describe('parseTurnFile: entropy is at most 64 characters, counted as code points', () => {
  const emoji = '😀'; // one character, two UTF-16 units, four UTF-8 bytes
  const withEntropy = (text: string) => parseTurnFile(envelope(`entropy: "${text}"\norders: []\n`), schemas);

  it.each<[string, string]>([
    ['64 emoji (128 UTF-16 units)', emoji.repeat(64)],
    ['63 letters and one emoji', `${'x'.repeat(63)}${emoji}`],
    ['64 letters from outside the BMP (mathematical bold)', '𝐀'.repeat(64)],
  ])('%s: accepted', (_, entropy) => {
    const r = withEntropy(entropy);
    expect(r.ok && r.file.entropy).toBe(entropy);
  });

  it.each<[string, string]>([
    ['65 emoji', emoji.repeat(65)],
    ['64 letters and one emoji', `${'x'.repeat(64)}${emoji}`],
  ])('%s: refused, and the message counts characters', (_, entropy) => {
    const r = withEntropy(entropy);
    expect(r.ok ? [] : r.issues).toEqual([
      expect.objectContaining({ path: ['entropy'], code: 'too-long', message: expect.stringMatching(/^at most 64 characters, found 65$/) }),
    ]);
  });

  it('a value quoted in a message is cut by characters, never inside a surrogate pair', () => {
    const r = parseTurnFile(envelope(`final: "${emoji.repeat(60)}"\norders: []\n`), schemas);
    const message = r.ok ? '' : r.issues.find((i) => i.path[0] === 'final')!.message;
    expect(message).toContain(`"${emoji.repeat(37)}…"`);
    expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(message)).toBe(false);
  });
});
