import { describe, expect, it } from 'vitest';
import type { Dice } from '#kernel/engine/dice';
import type { Modifier } from '#kernel/engine/events';
import { resolveBoxBattle, type BoxBattleInput, type BoxUnit } from '#games/campaign-to-stalingrad/rules/caucasus/box-battle';
import { trackTerrainShift } from '#games/campaign-to-stalingrad/rules/caucasus/terrain';
import { realBundle } from './support/real-bundle';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

/** Dice that answer each label from the list and fail on any other die. */
function fixedDice(faces: Record<string, number>): Dice {
  const roll = (label: string): number => {
    const v = faces[label];
    if (v === undefined) throw new Error(`no die for ${label}`);
    return v;
  };
  return { roll, rollMany: (label, _s, n) => Array.from({ length: n }, (_, i) => roll(`${label}#${i + 1}`)), hidden: roll };
}

const inBox = (units: Omit<TinyUnit, 'hex'>[]): Map<string, BoxUnit> => {
  const { ctx, state } = tinyWorld({ units: units.map((u) => ({ ...u, hex: '1510' })) });
  return new Map(units.map((u) => [u.id, { spec: ctx.units.get(u.id)!, state: state.units[u.id]! }]));
};
const u = inBox([
  { id: 'gi1', side: 'axis', type: 'infantry', faces: ['8-7-4', '4-4-4'] },
  { id: 'gi2', side: 'axis', type: 'infantry', faces: ['8-7-4', '4-4-4'] },
  { id: 'gi3', side: 'axis', type: 'infantry', faces: ['8-7-4', '4-4-4'] },
  { id: 'pz', side: 'axis', type: 'panzer', faces: ['10-6-8', '5-3-8'] },
  { id: 'weak', side: 'axis', type: 'infantry', size: 'X', faces: ['1-1-4'] },
  { id: 'rd1', side: 'soviet', type: 'rifle', faces: ['3-4-4', '1-2-4'] },
  { id: 'rd2', side: 'soviet', type: 'rifle', faces: ['3-4-4', '1-2-4'] },
  { id: 'rd3', side: 'soviet', type: 'rifle', faces: ['3-4-4', '1-2-4'] },
]);
const pick = (...ids: string[]): BoxUnit[] => ids.map((id) => u.get(id)!);
const base = (over: Partial<BoxBattleInput> = {}): BoxBattleInput => ({
  side: 'axis',
  attackers: pick('gi1', 'gi2'),
  defenders: pick('rd1', 'rd2'),
  source: 'army-hq',
  terrain: null,
  weather: 'clear',
  maximumEffort: 0,
  groundSupport: null,
  determinedDefense: 0,
  tables: realBundle.tables,
  ...over,
});
const dice = (white: number, black: number, more: Record<string, number> = {}) => fixedDice({ 'B/white#1': white, 'B/white#2': white, 'B/black': black, ...more });
const shiftRules = (ms: readonly Modifier[]) => ms.map((m) => `${m.rule} ${m.value}`);

describe('combat in the Caucasus and Black Sea Coast boxes (CtS 34.1)', () => {
  it('34.1 (1): the attacker chooses his units; every enemy unit in the box defends', () => {
    const b = resolveBoxBattle(base(), dice(4, 3), 'B');
    expect([b.attack, b.defense, b.column]).toEqual([16, 8, '2-1']);
  });
  it('34.1: any Advance After Combat is a success that moves the marker; no advance, none', () => {
    expect(resolveBoxBattle(base(), dice(4, 3), 'B')).toMatchObject({ advance: 1, success: true });
    expect(resolveBoxBattle(base(), dice(4, 2), 'B')).toMatchObject({ advance: 0, success: false });
  });
  it('34.1 (3): Determined Defense that takes the advance to 0 leaves the marker where it is', () => {
    const b = resolveBoxBattle(base({ determinedDefense: 1 }), dice(4, 3), 'B');
    expect(b).toMatchObject({ determinedDefense: 1, advance: 0, success: false });
    expect(b.losses.defender).toBe(4); // D1 on each of two white dice, doubled (12.5)
  });
  it('34.1 (2): the Magnitude never gives more than two white dice', () => {
    const three = { ...realBundle.tables, magnitude: { ...realBundle.tables.magnitude, dice: 3 } };
    const b = resolveBoxBattle(base({ attackers: pick('gi1', 'gi2', 'gi3'), defenders: pick('rd1', 'rd2', 'rd3'), tables: three }), dice(4, 3), 'B');
    expect(b.whiteDice).toHaveLength(2);
  });
  it('34.1 (3): Armor Superiority, Maximum Effort, rain, Ground Support and the track terrain shift the column', () => {
    const terrain = trackTerrainShift(realBundle.caucasusDisplay!, { caucasus: 'krasnodar' }, 'caucasus');
    const gs: Modifier = { value: 1, kind: 'column-shift', reason: 'Ground Support', rule: 'CtS 23.11' };
    const b = resolveBoxBattle(base({ attackers: pick('pz'), maximumEffort: 1, weather: 'rain', groundSupport: gs, terrain }), dice(4, 3), 'B');
    expect(shiftRules(b.shifts)).toEqual(['CtS 11.2 2', 'CtS 11.6 1', 'CtS 11.8 -1', 'CtS 23.11 1', 'CtS 34.8 -1']);
  });
  it('34.1 (3), 11.7: a Soviet attack supplied by an Army HQ that is not Guards shifts one left; by a Depot it does not', () => {
    const soviet = (source: BoxBattleInput['source']) => base({ side: 'soviet', attackers: pick('rd1', 'rd2', 'rd3'), defenders: pick('gi1'), source });
    expect(shiftRules(resolveBoxBattle(soviet('army-hq'), dice(3, 3, { 'B/white#1/reroll': 3, 'B/black/reroll': 3 }), 'B').shifts)).toEqual(['CtS 11.7 -1']);
    expect(shiftRules(resolveBoxBattle(soviet('depot'), dice(3, 3), 'B').shifts)).toEqual([]);
  });
  it('34.1 (3): no Isolation (11.3): the defense is the printed factors whatever their supply', () => {
    const cut = inBox([{ id: 'cut', side: 'soviet', type: 'rifle', faces: ['3-4-4', '1-2-4'], outOfSupply: true }]).get('cut')!;
    expect(resolveBoxBattle(base({ defenders: [cut, u.get('rd2')!] }), dice(4, 3), 'B').defense).toBe(8);
  });
  it('34.2: without a Depot or Activated Army HQ in the box the attack goes at half strength', () => {
    expect(resolveBoxBattle(base({ source: null }), dice(4, 3), 'B').attack).toBe(8);
  });
  it('10.1.8 in a box: an attack worse than 1-4 is not made', () => {
    const b = resolveBoxBattle(base({ attackers: pick('weak'), defenders: pick('rd1', 'rd2', 'rd3') }), dice(4, 3), 'B');
    expect(b).toMatchObject({ column: null, success: false });
  });
});
