import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { OffMapBox } from '#games/campaign-to-stalingrad/state/off-map-box';
import { applyOrder } from '#games/campaign-to-stalingrad/windows/apply-order';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { tinyWorld, type TinySpec, type TinyUnit } from './support/tiny-world';

/**
 * CtS 34.5 "Complete capture by the Soviet Player of all spaces on the Caucasus Box will result
 * in the expulsion of the Axis units from that Off Map Box. All Axis units in the Caucasus Box
 * are retreated two hexes north onto the map through any hex from 4737 to 4728. Any Axis unit
 * that was not in the off map box but located in hexes 4737 through 4728 must also be retreated
 * two hexes north." read with 12.1-12.2 (engine cts-7). The fragment is the box battles'
 * (reading.caucasus-orders.test.ts): south edge row 20, the Axis gates 2008-2012 (4737-4728).
 * A Soviet attack in the box with fixed dice (white 3, 3, black 5: A1/D1, advance 2) takes the
 * last space of the Caucasus track from the Axis marker on Kuban Steppes.
 */
const SECTION_III = { sections: [2, 3] } as TinySpec['scenario'];
const GATES = ['2008', '2009', '2010', '2011', '2012'];
const ger = (id: string, extra: Partial<TinyUnit> = {}): TinyUnit => ({ id, side: 'axis', type: 'infantry', faces: ['8-7-4', '4-4-4'], hex: '2010', ...extra });
const guards = (id: string, extra: Partial<TinyUnit> = {}): TinyUnit => ({ id, side: 'soviet', type: 'rifle', faces: ['8-6-4', '4-3-4'], hex: '2005', ...extra });
const guardsHq: TinyUnit = { id: 'ghq', side: 'soviet', type: 'army-hq', branch: 'guard', faces: ['0-1-6'], hex: '2005', activated: true };
const inBox = { gi1: 'caucasus', gd1: 'caucasus', gd2: 'caucasus', ghq: 'caucasus' } as const;

function world(units: TinyUnit[], engine = 'cts-7'): { ctx: CtsContext; state: CtsState } {
  const w = tinyWorld({ units: [ger('gi1'), guards('gd1'), guards('gd2'), guardsHq, ...units], scenario: SECTION_III, engine });
  const display = w.ctx.caucasusDisplay!;
  const ctx: CtsContext = { ...w.ctx, caucasusDisplay: { ...display, caucasus: display.caucasus.map((s, i) => (i === 0 ? { ...s, axisHexes: GATES } : s)) } };
  const boxes: Record<string, OffMapBox> = inBox;
  const placed = Object.fromEntries(Object.entries(w.state.units).map(([id, u]) => [id, boxes[id] ? unitWith(u, { where: 'off-map', leftMapTurn: 1, box: boxes[id] }) : u]));
  return { ctx, state: { ...w.state, units: placed, turn: 5, phasing: 'soviet', phase: 'combat', caucasusMarkers: { caucasus: 'kuban-steppes' } } };
}
const dice = () => new FixedDice({ 't/1/white#1': 3, 't/1/white#2': 3, 't/1/black': 5 });
const expel = { boxAttack: { box: 'caucasus' as const, attackers: ['gd1', 'gd2'], maximumEffort: 0 as const } };
const expelled = (units: TinyUnit[], engine = 'cts-7') => {
  const { ctx, state } = world(units, engine);
  return applyOrder(ctx, state, 'soviet', expel, 0, dice(), 't');
};
const retreatOf = (events: GameEvent[], unit: string) => events.find((e) => e.type === 'retreat' && (e.units as string[]).includes(unit));
/** Two Soviet divisions in 1807 and 1809: an enemy Hex Bond in 1808 between them. */
const pair = [guards('s1', { hex: '1807' }), guards('s2', { hex: '1809' })];
/** Soviet divisions in 1807, 1809, 1811 and 1813: Hex Bonds in 1808, 1810 and 1812. */
const wall = [...pair, guards('s3', { hex: '1811' }), guards('s4', { hex: '1813' })];

describe('CtS 34.5 read with 12.1-12.2: the expulsion is a retreat (engine cts-7)', () => {
  it('12.1 guideline 1 "Avoid crossing or entering an enemy ZOC Bond": the German division in 4736 (2009) retreats by 1910 to 1810, not into the bond in 1808', () => {
    const r = expelled([ger('gi2', { hex: '2009' }), ...pair]);
    expect(retreatOf(r.events, 'gi2')).toMatchObject({ rule: 'CtS 34.5', from: '2009', path: ['1910', '1810'] });
    expect(r.state.units.gi2).toMatchObject({ where: 'map', hex: '1810', steps: 2 });
    expect(r.events.filter((e) => e.type === 'bond-penalty')).toEqual([]);
  });
  it('12.2: with every way north through an enemy Hex Bond, the retreating stack loses one step for each enemy step in the less-stepped hex forming it (2)', () => {
    const r = expelled([ger('gi2', { hex: '2009', faces: ['9-8-4', '6-5-4', '3-3-4'] }), ...wall]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'bond-penalty', rule: 'CtS 12.2', steps: 2 }));
    expect(r.state.units.gi2).toMatchObject({ where: 'map', steps: 1 });
  });
  it('the units of the box retreat together through the gate the guidelines choose, and lose their steps by the same rule (gi1, one step left after the battle, is eliminated)', () => {
    const r = expelled(wall);
    expect(retreatOf(r.events, 'gi1')).toMatchObject({ rule: 'CtS 34.5' });
    expect(r.state.units.gi1!.where).toBe('cadre');
  });
  it('5.1: a retreat that can end only over the stacking limit costs the excess there (guideline 3 "Keep stacks together" yields when nothing else is open)', () => {
    // gi2 stands in 4735 (2010); 1809, 1810 and 1811, the hexes two north of it, each hold three German divisions
    const full = ['1809', '1810', '1811'].flatMap((h) => ['a', 'b', 'c'].map((x) => ger(`f${h}${x}`, { hex: h })));
    const r = expelled([ger('gi2', { hex: '2010' }), ...full]);
    const end = (retreatOf(r.events, 'gi2')!.path as string[])[1];
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'over-stacked', rule: 'CtS 5.1', hex: end, units: ['gi2'] }));
    expect(r.state.units.gi2!.where).toBe('cadre');
  });
});

describe('CtS 34.5 in a game of engine cts-6: as it was played', () => {
  it('the expulsion is a displacement straight north, the nearer column first, with no step lost', () => {
    const r = expelled([ger('gi2', { hex: '2009' }), ...pair], 'cts-6');
    expect(retreatOf(r.events, 'gi2')).toMatchObject({ path: ['1909', '1808'] });
    expect(r.state.units.gi2).toMatchObject({ hex: '1808', steps: 2 });
  });
});
