import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesFromZod } from '#kernel/engine/zod-issues';
import { plainMessages } from '#kernel/engine/zod-messages';

const run = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value, { error: plainMessages, reportInput: true });
  if (r.success) throw new Error('expected failure');
  return issuesFromZod(r.error.issues, ['orders', 0]);
};

describe('issuesFromZod', () => {
  it.each<[string, z.ZodType, unknown, { path: (string | number)[]; code: string; message?: string; rule?: string }[]]>([
    ['missing', z.object({ a: z.string() }), {}, [{ path: ['orders', 0, 'a'], code: 'missing', message: 'required, but missing' }]],
    ['invalid type', z.object({ a: z.string() }), { a: 1 }, [{ path: ['orders', 0, 'a'], code: 'invalid-type', message: 'expected a string, found 1' }]],
    ['literal', z.literal('x'), 'y', [{ path: ['orders', 0], code: 'invalid-value', message: 'expected "x", found "y"' }]],
    ['enum', z.enum(['a', 'b']), 'c', [{ path: ['orders', 0], code: 'invalid-value', message: 'expected one of "a", "b", found "c"' }]],
    ['regex', z.string().regex(/^\d+$/), 'x', [{ path: ['orders', 0], code: 'invalid-format' }]],
    ['long string', z.string().max(2), 'abc', [{ path: ['orders', 0], code: 'too-long', message: 'at most 2 characters, found 3' }]],
    ['short array', z.array(z.number()).min(2), [1], [{ path: ['orders', 0], code: 'too-short' }]],
    ['number range', z.number().int().max(6), 7, [{ path: ['orders', 0], code: 'out-of-range', message: 'at most 6, found 7' }]],
    ['whole number', z.number().int(), 1.5, [{ path: ['orders', 0], code: 'invalid-type', message: 'expected a whole number, found 1.5' }]],
    ['multiple of', z.number().multipleOf(2), 3, [{ path: ['orders', 0], code: 'invalid-value' }]],
    [
      'unknown keys, one issue each',
      z.strictObject({ a: z.number() }),
      { a: 1, b: 2, c: 3 },
      [
        { path: ['orders', 0, 'b'], code: 'unknown-key' },
        { path: ['orders', 0, 'c'], code: 'unknown-key' },
      ],
    ],
    [
      'custom issue with a rule and a code',
      z.number().superRefine((_, ctx) => ctx.addIssue({ code: 'custom', message: 'over-stacked', params: { rule: 'DoS 10.1', code: 'over-stacked' } })),
      1,
      [{ path: ['orders', 0], code: 'over-stacked', message: 'over-stacked', rule: 'DoS 10.1' }],
    ],
    [
      'discriminator',
      z.discriminatedUnion('kind', [z.object({ kind: z.literal('move') }), z.object({ kind: z.literal('attack') })]),
      { kind: 'fly' },
      [{ path: ['orders', 0, 'kind'], code: 'invalid-value' }],
    ],
    [
      'union: the closest form',
      z.union([z.strictObject({ move: z.strictObject({ to: z.string() }) }), z.strictObject({ attack: z.strictObject({ at: z.string() }) })]),
      { move: { to: 5 } },
      [{ path: ['orders', 0, 'move', 'to'], code: 'invalid-type' }],
    ],
    [
      'union: no form fits',
      z.union([z.strictObject({ move: z.string() }), z.strictObject({ attack: z.string() })]),
      { fly: 'x' },
      [{ path: ['orders', 0], code: 'invalid-value', message: 'orders[0] does not match any accepted form: no form takes the key "fly"' }],
    ],
    [
      'union: only the keys no form takes are named',
      z.union([z.strictObject({ unit: z.string(), path: z.array(z.string()) }), z.strictObject({ units: z.array(z.string()), path: z.array(z.string()) })]),
      { unit: 'a', dest: 'x' },
      [{ path: ['orders', 0], code: 'invalid-value', message: 'orders[0] does not match any accepted form: no form takes the key "dest"' }],
    ],
  ])('%s', (_, schema, value, expected) => {
    expect(run(schema, value)).toEqual(expected.map((e) => expect.objectContaining(e)));
  });

  it('keeps a message the schema words itself', () => {
    expect(run(z.string().regex(/^\d{4}$/, { error: 'a hex is four digits' }), 'x')[0]?.message).toBe('a hex is four digits');
  });
});
