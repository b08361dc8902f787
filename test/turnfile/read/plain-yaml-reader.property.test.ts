import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { rulesets } from '#games';
import type { Side } from '#kernel/ids';
import { readPlainYaml } from '#turnfile/read/plain-yaml-reader';
import { readYaml } from '#turnfile/read/yaml-reader';
import { renderTemplate } from '#turnfile/template';
import { fillTemplate } from '../../e2e/support/fill-template';

/** The plain reader must give readYaml's value and digit texts, or nothing (the file is then read by readYaml). */
function expectSameAsYaml(text: string): boolean {
  const plain = readPlainYaml(text);
  if (plain === null) return false;
  const full = readYaml(text);
  expect(full.ok, text).toBe(true);
  if (!full.ok) return true;
  expect(plain.value, text).toStrictEqual(full.value);
  expect([...plain.digitText], text).toStrictEqual([...full.digitText]);
  return true;
}

/** Scalars YAML reads in several ways: words, numbers, hashes, quoted text, comments after them. */
const SCALARS = [
  'ger-11pz', 'T01/german', 'fewest-factors', 'a b', 'a  b', 'a - b', 'x/y.z', '_x', 'true', 'True', 'TRUE', 'tRue', 'false', 'False', 'FALSE', 'no', 'yes', 'off',
  'null', 'Null', 'NULL', '~', '0', '7', '0431', '2726', '-5', '+5', '1e5', '1E5', '12e', '1.5', '.5', '.inf', '.nan', '0x1f', '0X1F', '0o17', '0b101', '0x1g',
  'c51698ae7e549e7f704fbfbd44e7b58ab0f94db3651e539665adedbf712914fc', '123e4567', '9'.repeat(400), '12345678901234567890123', '1_000', 'Infinity', 'NaN',
  '"0431"', '"a: b"', '"# not a comment"', "'it''s'", "'plain'", '"esc\\"aped"', '""', "''", '[]', '{}', '[ ]', '[a, b]', '{ a: 1 }', 'a # comment', 'a#b', '"a" # c', '"a"#c',
  '&anchor a', '*alias', '!!str x', '!x y', '|', '>', '? a', '@x', '`x', '%x', 'a: b', 'a:b', '- a', '-a', '"a\u00e9\u{1f600}"', 'Jäger',
];
/** Scalars of the kind a filled-in template holds, so that most generated documents stay in the subset. */
const SIMPLE = ['ger-11pz', 'T01/german', 'a b', 'true', 'False', 'null', '~', '0', '2726', '0431', '"0431"', "'x'", '[]', '{}', 'a # c', 'c51698ae7e549e7f704fbfbd44e7b58ab0f94db3651e539665adedbf712914fc'];
const KEYS = ['orders', 'attack', 'units', 'target', 'final', 'entropy', '__proto__', 'true', 'null', '0431', 'a-b', '_k', 'k', '"quoted"', 'K'];

type Tree = string | { seq: Tree[]; compact: boolean } | { map: [string, Tree][] };

const tree: fc.Arbitrary<Tree> = fc.letrec<{ node: Tree }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: fc.constantFrom(...SCALARS), weight: 1 },
    { arbitrary: fc.constantFrom(...SIMPLE), weight: 3 },
    fc.record({ seq: fc.array(tie('node'), { maxLength: 4 }), compact: fc.boolean() }),
    fc.record({ map: fc.array(fc.tuple(fc.constantFrom(...KEYS), tie('node')), { maxLength: 4 }) }),
  ),
})).node;

/** Block YAML for a tree, with comment lines, blank lines and odd indents now and then (`noise` picks them). */
function render(node: Tree, indent: number, noise: () => number): string[] {
  const pad = ' '.repeat(indent);
  const step = noise() % 5 === 0 ? 4 : 2;
  const extra = (): string[] => {
    const n = noise() % 11;
    return n === 0 ? [`${pad}# a comment: - [x]`] : n === 1 ? [''] : n === 2 ? ['#'] : n === 3 ? [`${' '.repeat(indent + 1)}# deeper comment`] : [];
  };
  if (typeof node === 'string') return [`${pad}${node}`];
  if ('seq' in node) {
    return node.seq.flatMap((item) => {
      if (typeof item === 'string') return [...extra(), `${pad}- ${item}`];
      const inner = render(item, indent + step, noise);
      if (inner.length === 0) return [`${pad}-`];
      if ('map' in item && noise() % 2 === 0) return [...extra(), `${pad}-${' '.repeat(step - 1)}${inner[0]!.trimStart()}`, ...inner.slice(1)];
      return [...extra(), `${pad}-`, ...inner];
    });
  }
  return node.map.flatMap(([key, value]) => {
    if (typeof value === 'string') return [...extra(), `${pad}${key}: ${value}`];
    const compact = 'seq' in value && value.compact;
    const inner = render(value, compact ? indent : indent + step, noise);
    return [...extra(), `${pad}${key}:${noise() % 7 === 0 ? ' # why' : ''}`, ...inner];
  });
}

describe('readPlainYaml: the template subset of YAML without the YAML library', () => {
  it('reads every title’s template, filled with orders, standing orders and a draft flag, as readYaml does', () => {
    let read = 0;
    for (const ruleset of rulesets) {
      for (const scenario of ruleset.scenarios) {
        const state = ruleset.setup(scenario.id);
        const window = ruleset.window(state);
        if (!window) continue;
        for (const side of ruleset.sides) {
          const template = renderTemplate({
            game: 'g_TEST',
            side,
            window: { id: window.id, description: window.description, accepts: window.accepts, turn: window.turn },
            info: ruleset.template(state, side as Side),
            basedOn: '0123456789'.repeat(6) + 'abcd',
            deadline: '2026-11-30T07:50:52.431Z',
          });
          const options = ruleset.options(state, side as Side).slice(0, 6);
          const orders = options.map((o) => ({ move: { unit: o.unit, path: [o.hex, '0233', 2726] } }));
          for (const text of [
            template,
            fillTemplate(template, { orders, final: false, entropy: 'bench-entropy-00000001' }),
            fillTemplate(template, { orders, entropy: 'any words you like', standing: { losses: 'fewest-factors', retreat: { prefer: ['best-terrain'] } } }),
          ]) {
            expect(expectSameAsYaml(text), `${ruleset.id}/${scenario.id} ${side}`).toBe(true);
            read++;
          }
        }
      }
    }
    expect(read).toBeGreaterThan(0);
  });

  it('gives readYaml’s value and digit texts for every generated block document it takes, and nothing for the rest', () => {
    let taken = 0;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...KEYS), tree), { minLength: 1, maxLength: 6 }), fc.array(fc.nat(), { minLength: 1, maxLength: 64 }), (pairs, seeds) => {
        let k = 0;
        const noise = () => seeds[k++ % seeds.length]!;
        const text = `${render({ map: pairs }, 0, noise).join('\n')}\n`;
        if (expectSameAsYaml(text)) taken++;
      }),
      { numRuns: 3000 },
    );
    expect(taken).toBeGreaterThan(400);
  });

  it('gives readYaml’s value for data the YAML library writes, or nothing', () => {
    const json = fc.letrec<{ v: unknown }>((tie) => ({
      v: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom(...SCALARS.map((s) => s.replace(/^["']|["']$/g, ''))),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.string(),
        fc.array(tie('v'), { maxLength: 4 }),
        fc.dictionary(fc.constantFrom(...KEYS.filter((k) => !k.startsWith('"'))), tie('v'), { maxKeys: 4 }),
      ),
    })).v;
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('orders', 'entropy', 'final', 'standing'), json, { minKeys: 1 }), (doc) => {
        expectSameAsYaml(stringify(doc, { lineWidth: 0 }));
      }),
      { numRuns: 2000 },
    );
  });

  it('takes nothing it would have to guess: a continued scalar, a bad indent, tabs, a second document', () => {
    for (const text of [
      'entropy: some words\n  more words\n',
      'orders:\n    - a\n  - b\n',
      'a:\n    b: 1\n  c: 2\n',
      'a: 1\n\tb: 2\n',
      'a: 1\r\nb: 2\r\n',
      'a: 1\n---\nb: 2\n',
      'a: 1\na: 2\n',
      '  a: 1\n',
      '%YAML 1.2\n---\na: 1\n',
      '\ufeffa: 1\n',
      '- a\n',
      'a: "multi\n  line"\n',
    ]) {
      expect(readPlainYaml(text), JSON.stringify(text)).toBeNull();
    }
  });
});
