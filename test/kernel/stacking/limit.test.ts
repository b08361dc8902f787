import { describe, expect, it } from 'vitest';
import { checkStack, type StackRule } from '#kernel/stacking/limit';

interface Counter {
  nation: 'german' | 'romanian' | 'hungarian' | 'soviet';
  type: 'infantry' | 'panzer' | 'artillery';
}

const units = (n: number, u: Counter): Counter[] => Array.from({ length: n }, () => ({ ...u }));
const rifle: Counter = { nation: 'soviet', type: 'infantry' };
const guns: Counter = { nation: 'soviet', type: 'artillery' };

/** DoS 6.1 and 6.4 as a title would write them. */
const SOVIET: StackRule<Counter> = {
  limit: 8,
  counts: (u) => u.type !== 'artillery',
  exemptLimit: 3,
  rule: 'DoS 6.1',
};

/** DoS 6.3 (b), simplified: one nationality, except satellite tanks with German units. */
const GERMAN_SIDE: StackRule<Counter> = {
  limit: 8,
  counts: () => true,
  rule: 'DoS 6.1',
  compatible(us) {
    const satellites = new Set(us.filter((u) => u.nation !== 'german').map((u) => u.nation));
    const tanksOnly = us.every((u) => u.nation === 'german' || u.type === 'panzer');
    if (satellites.size > 1 || (satellites.size === 1 && us.some((u) => u.nation === 'german') && !tanksOnly)) {
      return { ok: false, code: 'nationality', message: 'German-side units of one nationality only', rule: 'DoS 6.3' };
    }
    return { ok: true };
  },
};

describe('stacking limits', () => {
  it.each<[string, Counter[], StackRule<Counter>, string]>([
    ['8 Soviet units: at the limit (6.1)', units(8, rifle), SOVIET, 'ok'],
    ['9 Soviet units: one too many (6.1)', units(9, rifle), SOVIET, 'over-stacked'],
    ['X9: 8 units + 3 artillery, which does not count (6.4)', [...units(8, rifle), ...units(3, guns)], SOVIET, 'ok'],
    ['8 units + 4 artillery: over the artillery cap (6.4)', [...units(8, rifle), ...units(4, guns)], SOVIET, 'over-stacked-exempt'],
    ['an empty hex', [], SOVIET, 'ok'],
    ['X7: a Romanian panzer division with German mech', [{ nation: 'romanian', type: 'panzer' }, { nation: 'german', type: 'panzer' }], GERMAN_SIDE, 'ok'],
    ['X8: Romanian and Hungarian panzer divisions, even with Germans', [
      { nation: 'romanian', type: 'panzer' }, { nation: 'hungarian', type: 'panzer' }, { nation: 'german', type: 'panzer' },
    ], GERMAN_SIDE, 'nationality'],
    ['the count is checked before compatibility', [...units(8, { nation: 'german', type: 'infantry' }), { nation: 'romanian', type: 'infantry' }], GERMAN_SIDE, 'over-stacked'],
  ])('%s', (_why, hex, rule, expected) => {
    const v = checkStack(hex, rule);
    expect(v.ok ? 'ok' : v.code).toBe(expected);
  });

  it('cites the rule and says what is wrong', () => {
    expect(checkStack(units(9, rifle), SOVIET)).toEqual({
      ok: false, code: 'over-stacked', message: '9 units in one hex, more than the limit of 8', rule: 'DoS 6.1',
    });
  });

  it('cites the exempt units\' own rule when it has one', () => {
    const v = checkStack([...units(2, rifle), ...units(4, guns)], { ...SOVIET, exemptRule: 'DoS 6.4' });
    expect(v).toMatchObject({ ok: false, code: 'over-stacked-exempt', rule: 'DoS 6.4' });
    expect(checkStack(units(4, guns), SOVIET)).toMatchObject({ rule: 'DoS 6.1' });
  });

  it('without an exempt limit, non-counting units are unlimited', () => {
    expect(checkStack(units(20, guns), { limit: 0, counts: () => false })).toEqual({ ok: true });
  });
});
