import { describe, expect, it } from 'vitest';
import { finalOdds } from '#kernel/combat/final-odds';
import { hexId } from '#kernel/ids';
import { createContext } from '#games/drive-on-stalingrad/data/context';
import type { UnitDef } from '#games/drive-on-stalingrad/data/schema';
import { battleFacts } from '#games/drive-on-stalingrad/rules/odds-modifiers';
import { mobileAssaultShifts } from '#games/drive-on-stalingrad/rules/mobile-assault/shifts';
import { seaQuota } from '#games/drive-on-stalingrad/rules/sea-movement/quota';
import { play } from './support/battle';
import { tinyBundle, TEST_COLUMNS } from './support/tiny-bundle';
import { tinyGame } from './support/tiny-game';

/** The digest §8 examples and derived tests of the movement-phase specials: D7 (9.27) and X21 (9.18). */

describe('D7: a mobile assault on a Soviet unit in clear terrain, no Schwerpunkt, raw 4:1, is fought on the 2:1 column (DoS 9.27)', () => {
  const spec = {
    hexes: { '2624': 'clear', '2625': 'clear' },
    units: {
      'ger-pz': { nat: 'german', type: 'panzer', full: '8-8-6' },
      'sov-rf': { nat: 'soviet', type: 'rifle', full: '1-2-4' },
    },
    position: { 'ger-pz': '2624', 'sov-rf': '2625' },
    german: ['2624'],
  } as const;
  const copy = () => ({ ...spec, hexes: { ...spec.hexes }, units: { ...spec.units }, position: { ...spec.position }, german: [...spec.german] });

  it('the shifts alone: 2L, so 4:1 reads 2:1', () => {
    const ctx = createContext(tinyBundle(copy()));
    const def = (id: string): UnitDef => ctx.units.get(id)!;
    const facts = battleFacts(ctx, {
      attackerSide: 'german',
      phaseOrder: 'combat-first',
      target: hexId('2625'),
      fortIntact: true,
      oRingIntact: true,
      attackers: [{ def: def('ger-pz'), hex: hexId('2624') }],
      defenders: [def('sov-rf')],
    });
    const shifts = mobileAssaultShifts(facts, false);
    expect(shifts).toEqual([{ value: -2, reason: 'mobile assault defender bonus', rule: 'DoS 9.27' }]);
    expect(finalOdds(8, 2, shifts.map((s) => s.value), TEST_COLUMNS).label).toBe('2:1');
    expect(mobileAssaultShifts(facts, true)).toEqual([]);
  });

  it('in play: the battle event reports raw 4:1, the 9.27 shift and the 2:1 column, with no 5.6 1R although the German fought first', () => {
    const r = play(copy(), { turn: 3, at: { side: 'german', step: 1 }, phaseOrder: 'combat-first' }, [{ assault: { units: ['ger-pz'], target: '2625' } }], [2]);
    expect(r.issues).toEqual([]);
    const b = r.of('battle')[0]!;
    expect(b).toMatchObject({ kind: 'mobile-assault', raw: '4:1', final: '2:1', column: '2:1', result: 'AS' });
    expect(b.shifts).toEqual([{ value: -2, reason: 'mobile assault defender bonus', rule: 'DoS 9.27' }]);
  });
});

describe('X21: the Soviet may sea-move one unit per Black Sea port town he controls, at most three (DoS 9.18)', () => {
  const ports = ['2620', '2625', '2630', '2635'];
  const spec = (german: string[]) => ({
    hexes: Object.fromEntries(ports.map((h) => [h, { terrain: 'clear', features: ['town', 'port'] }])),
    units: { 'sov-rf': { nat: 'soviet', type: 'rifle', full: '1-3-4' } } as const,
    position: { 'sov-rf': '2620' },
    german,
  });
  it.each([
    { held: 1, german: ['2625', '2630', '2635'], quota: 1 },
    { held: 2, german: ['2630', '2635'], quota: 2 },
    { held: 3, german: ['2635'], quota: 3 },
    { held: 4, german: [], quota: 3 },
    { held: 0, german: ports, quota: 0 },
  ])('$held port town(s) held: $quota unit(s) a movement phase', ({ german, quota }) => {
    const s = spec(german);
    const ctx = createContext(tinyBundle(s));
    const { state } = tinyGame(s, { turn: 3, at: { side: 'soviet', step: 1 }, phaseOrder: 'combat-first' });
    expect(seaQuota(ctx, state)).toBe(quota);
  });
});
