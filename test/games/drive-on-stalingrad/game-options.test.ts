import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { submission, tinyGame } from './support/tiny-game';

/**
 * Game options (state/game-options.ts): readings of an ambiguous rule a club may choose
 * when it creates the game. The default is the reading the engine always had; each test
 * plays the same position under both readings.
 */
const spec = (terrain = 'clear') => ({
  hexes: { '2624': 'clear', '2625': terrain, '2626': 'sea', '2725': 'sea', '2726': 'sea', '2526': 'sea', '2525': 'sea' },
  units: {
    inf: { nat: 'german', type: 'infantry', full: '6-6-4' },
    s: { nat: 'soviet', type: 'rifle', full: '1-3-4' },
  } as const,
  position: { inf: '2624', s: '2625' },
  german: ['2624'],
});

const battle = (options: Record<string, unknown> | undefined, turn: number, orders: unknown[], terrain?: string) => {
  const { ruleset, state } = tinyGame(spec(terrain), { turn }, options);
  expect(ruleset.check(state, submission('german', orders))).toEqual([]);
  const a = ruleset.adjudicate(state, [submission('german', orders)], new FixedDice({ [`T0${turn}/german/2625/attack`]: 2 }));
  return a.events.find((e) => e.type === 'battle') as unknown as { shifts: { value: number; reason: string; rule: string }[] };
};

describe('DoS 5.6 on a turn whose order is imposed: game option imposedOrderShift', () => {
  const gt1 = [{ attack: { target: '2625', units: ['inf'] } }];
  it('default 1R: on Game Turn 1, where 5.4(2) imposes the PA/move order, the German prepared assault still gains the 1R (digest E8)', () => {
    expect(battle(undefined, 1, gt1).shifts).toEqual([{ value: 1, reason: 'German assault-first', rule: 'DoS 5.6' }]);
    expect(battle({ imposedOrderShift: '1R' }, 1, gt1).shifts.map((s) => s.rule)).toEqual(['DoS 5.6']);
  });
  it('none: on Game Turn 1 the German did not "choose" the order, so no 1R', () => {
    expect(battle({ imposedOrderShift: 'none' }, 1, gt1).shifts).toEqual([]);
  });
  it('none: a PA/move order the German chose on a later turn still gains the 1R', () => {
    expect(battle({ imposedOrderShift: 'none' }, 3, [{ declare: { phaseOrder: 'combat-first' } }, ...gt1]).shifts.map((s) => s.rule)).toEqual(['DoS 5.6']);
  });
  it('the preview shows the same shifts as the battle', () => {
    const { ruleset, state } = tinyGame(spec(), { turn: 1 }, { imposedOrderShift: 'none' });
    expect(ruleset.preview!(state, submission('german', []).side, { target: '2625', units: ['inf'] }).shifts).toEqual([]);
  });
  it('kept in the state only when not the default; a bad value is refused', () => {
    expect(tinyGame(spec()).state.rules).toBeUndefined();
    expect(tinyGame(spec(), {}, { imposedOrderShift: '1R', timing: {} }).state.rules).toBeUndefined();
    expect(tinyGame(spec(), {}, { imposedOrderShift: 'none' }).state.rules).toEqual({ imposedOrderShift: 'none' });
    expect(() => tinyGame(spec(), {}, { imposedOrderShift: 'bogus' })).toThrow(/imposedOrderShift.*DoS 5\.6/);
  });
});

describe('DoS 11.14 under the German PA/PA turn: game option forestUnderPaPa', () => {
  const paPa = [{ declare: { phaseOrder: 'combat-combat' } }, { attack: { target: '2625', units: ['inf'] } }];
  it('default none: defenders in forest get no shift against a PA/PA turn, a PA-first turn twice over (digest E7)', () => {
    expect(battle(undefined, 3, paPa, 'forest').shifts).toEqual([]);
    expect(battle({ forestUnderPaPa: 'none' }, 3, paPa, 'forest').shifts).toEqual([]);
  });
  it('1L: defenders in forest get the 1L of the move-first order against a PA/PA turn', () => {
    expect(battle({ forestUnderPaPa: '1L' }, 3, paPa, 'forest').shifts).toEqual([{ value: -1, reason: 'forest, German PA/PA turn', rule: 'DoS 11.14' }]);
  });
  it('1L changes nothing under the PA/move order, where 11.14 says "no terrain benefit"', () => {
    expect(battle({ forestUnderPaPa: '1L' }, 3, [{ declare: { phaseOrder: 'combat-first' } }, { attack: { target: '2625', units: ['inf'] } }], 'forest').shifts.map((s) => s.rule)).toEqual(['DoS 5.6']);
  });
  it('kept in the state only when not the default; a bad value is refused', () => {
    expect(tinyGame(spec(), {}, { forestUnderPaPa: 'none' }).state.rules).toBeUndefined();
    expect(tinyGame(spec(), {}, { forestUnderPaPa: '1L', imposedOrderShift: 'none' }).state.rules).toEqual({ imposedOrderShift: 'none', forestUnderPaPa: '1L' });
    expect(() => tinyGame(spec(), {}, { forestUnderPaPa: '2L' })).toThrow(/forestUnderPaPa.*DoS 11\.14/);
  });
});

/**
 * DoS 11.23 "whenever an German-side unit occupies one of these fortification hexes those
 * fortifications are considered destroyed for the rest of the game": the Soviet holds 2625
 * again after a German unit destroyed its fortification.
 */
describe('DoS 11.23 a destroyed fortification: game option destroyedForts', () => {
  const fortSpec = () => ({ ...spec(), hexes: { ...spec().hexes, '2625': { terrain: 'clear', features: ['fort'] } } });
  const pa = [{ declare: { phaseOrder: 'combat-first' } }, { attack: { target: '2625', units: ['inf'] } }];
  const shifts = (options?: Record<string, unknown>, fortsDestroyed = ['2625']) => {
    const { ruleset, state } = tinyGame(fortSpec(), { turn: 3, fortsDestroyed: fortsDestroyed as never }, options);
    const a = ruleset.adjudicate(state, [submission('german', pa)], new FixedDice({ 'T03/german/2625/attack': 2 }));
    return (a.events.find((e) => e.type === 'battle') as unknown as { shifts: { rule: string; value: number }[] }).shifts.map((s) => [s.rule, s.value]);
  };
  it('default gone: the Soviet defenders of a destroyed fortification get no 2L (an intact one gives it)', () => {
    expect(shifts(undefined, [])).toEqual([['DoS 5.6', 1], ['DoS 11.23', -2]]);
    expect(shifts()).toEqual([['DoS 5.6', 1]]);
  });
  it('keep-combat: they still get the 2L', () => {
    expect(shifts({ destroyedForts: 'keep-combat' })).toEqual([['DoS 5.6', 1], ['DoS 11.23', -2]]);
  });
  it('gone: a mobile assault may go into the destroyed hex; keep-combat: it may not (9.25)', () => {
    const codes = (options?: Record<string, unknown>) => {
      const { ruleset, state } = tinyGame({ ...fortSpec(), units: { ...fortSpec().units, inf: { nat: 'german', type: 'panzer', full: '8-8-6' } } }, { turn: 3, at: { side: 'german' as never, step: 1 }, phaseOrder: 'combat-first', fortsDestroyed: ['2625'] as never }, options);
      return ruleset.check(state, submission('german', [{ assault: { units: ['inf'], target: '2625' } }])).map((i) => i.code);
    };
    expect(codes()).toEqual([]);
    expect(codes({ destroyedForts: 'keep-combat' })).toContain('ma-fort');
  });
  it('kept in the state only when not the default; a bad value is refused', () => {
    expect(tinyGame(spec(), {}, { destroyedForts: 'gone' }).state.rules).toBeUndefined();
    expect(tinyGame(spec(), {}, { destroyedForts: 'keep-combat' }).state.rules).toEqual({ destroyedForts: 'keep-combat' });
    expect(() => tinyGame(spec(), {}, { destroyedForts: 'rebuilt' })).toThrow(/destroyedForts.*DoS 11\.23/);
  });
});
