import { describe, expect, it } from 'vitest';
import { stackProblems, type StackHex } from '#games/streets-of-stalingrad/stacking/check-stack';
import type { Piece, PieceKind } from '#games/streets-of-stalingrad/stacking/pieces';
import type { SosSide } from '#games/streets-of-stalingrad/combat/fire-combat';
import { sosTables } from './tables-fixture';

/** One side's pieces in one hex, at the end of a phase (5.1), and what 5.3-5.7 say of them. */
const stack = (side: SosSide, ...kinds: PieceKind[]): Piece[] => kinds.map((kind, i) => ({ id: `${side[0]}${i + 1}-${kind}`, side, kind }));
const open: StackHex = { volga: false };
const table = sosTables().stacking;
const codes = (side: SosSide, pieces: Piece[], hex: StackHex = open) => stackProblems(table, side, pieces, hex).map((p) => [p.code, p.rule]);

const ROWS: [rule: string, what: string, side: SosSide, pieces: Piece[], hex: StackHex, expected: string[][]][] = [
  ['5.3', 'four German combat units with a tank among them', 'german', stack('german', 'tank', 'infantry', 'infantry', 'antiTankGun'), open, []],
  ['5.3', 'four German combat units with a StuG', 'german', stack('german', 'stug', 'infantry', 'infantry', 'combatEngineer'), open, []],
  ['5.3', 'four German combat units with an armored car', 'german', stack('german', 'armoredCar', 'infantry', 'infantry', 'mortar'), open, []],
  ['5.3', 'five German combat units with a tank: one too many', 'german', stack('german', 'tank', 'tank', 'infantry', 'infantry', 'infantry'), open, [['over-stacked', 'SoS 5.3']]],
  ['5.3', 'four German combat units without a tank, StuG or armored car (the reading: three)', 'german', stack('german', 'infantry', 'infantry', 'combatEngineer', 'antiTankGun'), open, [['over-stacked', 'SoS 5.3']]],
  ['5.3', 'an armored infantry unit does not lift the limit to four', 'german', stack('german', 'armoredInfantry', 'infantry', 'infantry', 'infantry'), open, [['over-stacked', 'SoS 5.3']]],
  ['5.4', 'three Soviet combat units', 'soviet', stack('soviet', 'infantry', 'infantry', 'tank'), open, []],
  ['5.4', 'four Soviet combat units, a tank among them', 'soviet', stack('soviet', 'tank', 'infantry', 'infantry', 'infantry'), open, [['over-stacked', 'SoS 5.4']]],
  ['5.5', 'three Soviet combat units and every Soviet extra at its limit', 'soviet', stack('soviet', 'infantry', 'infantry', 'infantry', 'leader', 'op', 'sniper', 'mineDog', 'transport', 'transport', 'transport', 'tankRepair', 'fortification', 'bridge'), open, []],
  ['5.5', 'snipers and mine dogs do not count as combat units', 'soviet', stack('soviet', 'infantry', 'infantry', 'infantry', 'sniper', 'mineDog'), open, []],
  ['5.5, 18.11', 'two leaders in one hex', 'german', stack('german', 'infantry', 'leader', 'leader'), open, [['over-stacked-extra', 'SoS 5.5, 18.11']]],
  ['5.5', 'four transports', 'soviet', stack('soviet', 'transport', 'transport', 'transport', 'transport'), open, [['over-stacked-extra', 'SoS 5.5']]],
  ['5.5', 'two OPs', 'german', stack('german', 'op', 'op'), open, [['over-stacked-extra', 'SoS 5.5']]],
  ['5.5', 'a German sniper', 'german', stack('german', 'infantry', 'sniper'), open, [['not-for-side', 'SoS 5.5']]],
  ['5.5', 'two River Flotilla units on a Volga River hex', 'soviet', stack('soviet', 'riverFlotilla', 'riverFlotilla'), { volga: true }, []],
  ['5.5', 'three River Flotilla units on a Volga River hex', 'soviet', stack('soviet', 'riverFlotilla', 'riverFlotilla', 'riverFlotilla'), { volga: true }, [['over-stacked-extra', 'SoS 5.5']]],
  ['5.5', 'a River Flotilla unit off the Volga', 'soviet', stack('soviet', 'riverFlotilla'), open, [['flotilla-off-volga', 'SoS 5.5']]],
  ['5.6', 'a minefield with one combat unit and a leader', 'soviet', stack('soviet', 'minefield', 'infantry', 'leader'), { volga: false, minefield: 'soviet' }, []],
  ['5.6', 'a minefield with two combat units', 'soviet', stack('soviet', 'minefield', 'infantry', 'infantry'), { volga: false, minefield: 'soviet' }, [['minefield-stack', 'SoS 5.6']]],
  ['5.6', 'a minefield with a combat unit, a leader and an OP', 'german', stack('german', 'minefield', 'infantry', 'leader', 'op'), { volga: false, minefield: 'german' }, [['minefield-stack', 'SoS 5.6']]],
  ['5.6', 'a minefield with a transport', 'soviet', stack('soviet', 'minefield', 'infantry', 'transport'), { volga: false, minefield: 'soviet' }, [['minefield-stack', 'SoS 5.6']]],
  ['5.6', "the enemy's units on a minefield keep 5.3's limits (a reading)", 'german', stack('german', 'tank', 'infantry'), { volga: false, minefield: 'soviet' }, []],
  ['5.7', 'any number of Stukas and explosion markers', 'german', stack('german', 'tank', 'infantry', 'infantry', 'infantry', 'stuka', 'stuka', 'stuka', 'explosion', 'explosion'), open, []],
];

describe('SoS 5.3-5.7: stacking limits at the end of a phase', () => {
  it.each(ROWS)('%s: %s', (_rule, _what, side, pieces, hex, expected) => {
    expect(codes(side, pieces, hex)).toEqual(expected);
  });
  it("the other side's pieces in the hex count for their own side only", () => {
    const both = [...stack('german', 'tank', 'infantry', 'infantry', 'infantry'), ...stack('soviet', 'infantry', 'infantry', 'infantry')];
    expect([codes('german', both), codes('soviet', both)]).toEqual([[], []]);
  });
  it('every broken limit is reported at once, each with its rule', () => {
    const pieces = stack('german', 'infantry', 'infantry', 'infantry', 'infantry', 'leader', 'leader', 'sniper');
    expect(codes('german', pieces)).toEqual([['not-for-side', 'SoS 5.5'], ['over-stacked', 'SoS 5.3'], ['over-stacked-extra', 'SoS 5.5, 18.11']]);
  });
});

describe('the limits are data (tables.yaml stacking): a club that reads its card otherwise edits the file', () => {
  it('with the Soviet limit set to 4 in the data, four Soviet combat units stack', () => {
    const edited = { ...table, combat: { ...table.combat, soviet: 4 } };
    expect(stackProblems(edited, 'soviet', stack('soviet', 'tank', 'infantry', 'infantry', 'infantry'), open)).toEqual([]);
  });
});
