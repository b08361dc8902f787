import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import type { GameEvent } from '#kernel/engine/events';
import { adjudicateWindow } from '#games/campaign-to-stalingrad/windows/adjudicate';
import { side as asSide } from '#kernel/ids';
import { battleOdds } from '#games/campaign-to-stalingrad/rules/combat/odds';
import { pocketStep } from '#games/campaign-to-stalingrad/rules/pockets/pocket-step';
import { combinedBox, splinterBox } from '#games/campaign-to-stalingrad/rules/pockets/pocket-track';
import type { IsolatedPocket } from '#games/campaign-to-stalingrad/state/pocket';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { impassableWall as wall } from './support/impassable-wall';
import { tinyWorld, type TinySpec, type TinyUnit } from './support/tiny-world';

const LABEL = 'T01/axis-combat';
const inf = (id: string, hex: string, more: Partial<TinyUnit> = {}): TinyUnit => ({ id, side: 'axis', type: 'infantry', faces: ['4-4-4', '2-2-4'], hex, ...more });
const hq = (id: string, hex: string): TinyUnit => ({ id, side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex });

/** A fragment of a Section II scenario whose Axis has no friendly map edge: every Axis unit on the map is Isolated (9.2). */
function world(units: TinyUnit[], more: Partial<TinySpec> = {}, sectionTwo = true) {
  return tinyWorld({ units, edges: { axis: [] }, scenario: sectionTwo ? { sections: [2] } : {}, ...more });
}

const typed = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);
const step = (w: ReturnType<typeof world>, dice: Record<string, number>, pockets?: IsolatedPocket[], patch: Partial<CtsState> = {}) =>
  pocketStep(w.ctx, { ...w.state, ...(pockets ? { pockets } : {}), ...patch }, 'axis', w.state.air, new FixedDice(dice), LABEL);

describe('Isolated Pockets (CtS 27.0)', () => {
  it('a game of Section I only has no pockets: nothing is found, nothing rolled', () => {
    const r = step(world([inf('a', '1505')], {}, false), {});
    expect(r.events).toEqual([]);
    expect(r.state.pockets).toBeUndefined();
  });

  it('27.1, 27.2 case 3, 27.3: a new pocket without HQ or Depot starts in box 6 and rolls in the Supply Phase it forms', () => {
    const r = step(world([inf('a', '1505'), inf('b', '1506')]), { [`${LABEL}/pocket-axis-01-1`]: 4 });
    expect(typed(r.events, 'pocket-formed')).toMatchObject([{ pocket: 'axis-01-1', units: ['a', 'b'], box: 6, rule: 'CtS 27.1' }]);
    // no friendly town or city: the last column, 13+; a 4 moves the marker one box forwards
    expect(typed(r.events, 'pocket-air-transport')).toMatchObject([{ die: 4, column: '13+', from: 6, to: 7, condition: 'depleted', modifiers: [] }]);
    expect(r.state.pockets).toEqual([{ id: 'axis-01-1', side: 'axis', box: 7, units: ['a', 'b'] }]);
  });

  it('27.2 case 2: an Army HQ or a Supply Depot and no friendly Major City starts in box 3; case 1: with a controlled Major City, box 1', () => {
    const dice = { [`${LABEL}/pocket-axis-01-1`]: 1 };
    expect(typed(step(world([inf('a', '1505'), hq('h', '1506')]), dice).events, 'pocket-formed')).toMatchObject([{ box: 3 }]);
    expect(typed(step(world([inf('a', '1505')], { depots: [{ side: 'axis', hex: '1505' }] }), dice).events, 'pocket-formed')).toMatchObject([{ box: 3 }]);
    const city = world([inf('a', '1505'), hq('h', '1506')], { features: { '1507': ['major-city'] }, control: { '1507': 'axis' } });
    expect(typed(step(city, dice).events, 'pocket-formed')).toMatchObject([{ box: 1 }]);
    const enemyCity = world([inf('a', '1505'), hq('h', '1506')], { features: { '1507': ['major-city'] }, control: { '1507': 'soviet' } });
    expect(typed(step(enemyCity, dice).events, 'pocket-formed')).toMatchObject([{ box: 3 }]);
  });

  it('27.4 and 23.16: the column is the distance from a friendly town outside the pocket; an owning fighter over the pocket gives -1, an enemy one +1', () => {
    const spec: Partial<TinySpec> = { ...{ hexsides: wall() }, features: { '1512': ['town'] }, control: { '1512': 'axis' } };
    const units = [inf('a', '1505')];
    const plain = step(world(units, spec), { [`${LABEL}/pocket-axis-01-1`]: 3 });
    // 1512 is beyond the wall (outside the pocket), 7 hexes from 1505: column 5-8, a 3 does not move the marker
    expect(typed(plain.events, 'pocket-air-transport')).toMatchObject([{ distance: 7, column: '5-8', die: 3, modified: 3, from: 6, to: 6 }]);
    const own = step(world(units, { ...spec, air: [{ id: 'f1', side: 'axis', type: 'F', bombing: 0, hex: '1505' }] }), { [`${LABEL}/pocket-axis-01-1`]: 3 });
    expect(typed(own.events, 'pocket-air-transport')).toMatchObject([{ modifiers: [{ value: -1, rule: 'CtS 23.16' }], modified: 2, to: 6 }]);
    const both = world(units, { ...spec, air: [{ id: 'f1', side: 'axis', type: 'F', bombing: 0, hex: '1505' }, { id: 's1', side: 'soviet', type: 'FB', bombing: 1, hex: '1504' }] });
    expect(typed(step(both, { [`${LABEL}/pocket-axis-01-1`]: 1 }).events, 'pocket-air-transport')).toMatchObject([{ modifiers: [{ value: -1 }, { value: 1 }], modified: 1, from: 6, to: 5 }]);
  });

  it('27.4: a town inside the pocket is measured to instead of the units', () => {
    const w = world([inf('a', '1505')], { hexsides: wall(), features: { '1502': ['town'], '1512': ['town'] }, control: { '1512': 'axis' } });
    expect(typed(step(w, { [`${LABEL}/pocket-axis-01-1`]: 3 }).events, 'pocket-air-transport')).toMatchObject([{ distance: 10, column: '9-12' }]);
  });

  it('E26 Pocket split, inherit the worse box: a pocket in box 13 is split, the new pockets start in box 13 (27.6)', () => {
    const w = world([inf('a', '1505'), inf('b', '1512'), hq('h', '1513')], { hexsides: wall() });
    const r = step(w, { [`${LABEL}/pocket-axis-01-2`]: 1, [`${LABEL}/pocket-axis-01-3`]: 1 }, [{ id: 'axis-01-1', side: 'axis', box: 13, units: ['a', 'b', 'h'] }]);
    expect(typed(r.events, 'pocket-split')).toMatchObject([
      { pocket: 'axis-01-2', parent: 'axis-01-1', units: ['a'], box: 13, rule: 'CtS 27.6' },
      { pocket: 'axis-01-3', parent: 'axis-01-1', units: ['b', 'h'], box: 13 },
    ]);
  });

  it('E27 Pocket split, the 27.2 value is worse: a pocket in box 2 is split; the part without Major City, Army HQ or Depot starts in box 6', () => {
    const w = world([inf('a', '1505'), inf('b', '1512'), hq('h', '1513')], { hexsides: wall() });
    const r = step(w, { [`${LABEL}/pocket-axis-01-2`]: 3, [`${LABEL}/pocket-axis-01-3`]: 3 }, [{ id: 'axis-01-1', side: 'axis', box: 2, units: ['a', 'b', 'h'] }]);
    expect(typed(r.events, 'pocket-split')).toMatchObject([{ units: ['a'], box: 6 }, { units: ['b', 'h'], box: 3 }]);
    expect(splinterBox(6, 2)).toBe(6);
    expect(splinterBox(6, 13)).toBe(13);
  });

  it('27.7: combined pockets take the box of the one with more steps; of two the same size, the better (digest P17)', () => {
    const w = world([inf('a', '1505'), inf('b', '1506', { steps: 1 })]);
    const r = step(w, { [`${LABEL}/pocket-axis-01-3`]: 3 }, [
      { id: 'axis-01-1', side: 'axis', box: 9, units: ['a'] },
      { id: 'axis-01-2', side: 'axis', box: 4, units: ['b'] },
    ]);
    expect(typed(r.events, 'pocket-combined')).toMatchObject([{ pocket: 'axis-01-3', units: ['a', 'b'], box: 9, rule: 'CtS 27.7' }]);
    expect(combinedBox([{ box: 9, steps: 2 }, { box: 4, steps: 2 }])).toBe(4);
  });

  it('a pocket whose units are no longer Isolated is dissolved (digest IP7); one that units join keeps its box (A47)', () => {
    const free = tinyWorld({ units: [inf('a', '1505')], scenario: { sections: [2] } }); // the Axis edge, column 20, is reachable
    const r = pocketStep(free.ctx, { ...free.state, pockets: [{ id: 'axis-01-1', side: 'axis', box: 8, units: ['a'] }] }, 'axis', free.state.air, new FixedDice({}), LABEL);
    expect(typed(r.events, 'pocket-dissolved')).toMatchObject([{ pocket: 'axis-01-1' }]);
    expect(r.state.pockets).toEqual([]);
    const joined = step(world([inf('a', '1505'), inf('c', '1507')]), { [`${LABEL}/pocket-axis-01-1`]: 1 }, [{ id: 'axis-01-1', side: 'axis', box: 8, units: ['a'] }]);
    expect(joined.state.pockets).toEqual([{ id: 'axis-01-1', side: 'axis', box: 8, units: ['a', 'c'] }]);
  });

  it('27.5: the pocket surrenders at its best threshold, every unit eliminated with its cadre; a German unit holds an allied pocket', () => {
    const allied = world([inf('r', '1505', { nationality: 'rumanian' }), inf('r2', '1506', { nationality: 'rumanian' })]);
    const r = step(allied, { [`${LABEL}/pocket-axis-01-1`]: 6 }, [{ id: 'axis-01-1', side: 'axis', box: 10, units: ['r', 'r2'] }]);
    expect(typed(r.events, 'pocket-surrendered')).toMatchObject([{ pocket: 'axis-01-1', units: ['r', 'r2'], box: 12, threshold: 11, rule: 'CtS 27.5' }]);
    expect(r.state.units.r).toMatchObject({ where: 'cadre-lost', hex: null, steps: 0 });
    expect(r.state.pockets).toEqual([]);
    const mixed = world([inf('r', '1505', { nationality: 'rumanian' }), inf('g', '1506')]);
    const m = step(mixed, { [`${LABEL}/pocket-axis-01-1`]: 6 }, [{ id: 'axis-01-1', side: 'axis', box: 10, units: ['g', 'r'] }]);
    expect(typed(m.events, 'pocket-surrendered')).toEqual([]);
    expect(m.state.pockets).toMatchObject([{ box: 12 }]);
  });

  it('the Axis Combat window closes with his Supply Phase, whose pockets are found and rolled for (27.1, 27.3)', () => {
    const w = world([inf('a', '1505')]);
    const r = adjudicateWindow(w.ctx, { ...w.state, phase: 'combat' }, [{ side: asSide('axis'), orders: [] }], FixedDice.mixed({}, Array(40).fill(1)));
    expect(typed(r.events, 'pocket-formed')).toMatchObject([{ side: 'axis', units: ['a'], box: 6 }]);
    expect(typed(r.events, 'pocket-air-transport')).toMatchObject([{ side: 'axis', die: 1, from: 6, to: 6 }]);
    expect(r.state.pockets).toMatchObject([{ side: 'axis', box: 6, units: ['a'] }]);
  });

  it('27.2 B: every defender at Food and Ammo Shortage gives the attacker one column right, Critical two; an attacker at it gives the defender one or two left', () => {
    const rifle = (id: string, hex: string): TinyUnit => ({ id, side: 'soviet', type: 'rifle', faces: ['4-4-4', '2-2-4'], hex });
    const w = world([inf('a', '1508'), rifle('s1', '1509'), rifle('s3', '1509')], { edges: { axis: [], soviet: [] } });
    const shifts = (pockets: IsolatedPocket[], attackers: string[], targets: string[]) =>
      battleOdds(w.ctx, { ...w.state, pockets }, { attackers, targets, maximumEffort: 0 }).shifts.filter((m) => m.rule === 'CtS 27.2').map((m) => m.value);
    const soviet = (box: number, units = ['s1']): IsolatedPocket => ({ id: 'soviet-01-1', side: 'soviet', box, units });
    const axis = (box: number): IsolatedPocket => ({ id: 'axis-01-1', side: 'axis', box, units: ['a'] });
    expect(shifts([], ['a'], ['1509'])).toEqual([]);
    expect(shifts([soviet(8)], ['a'], ['1509'])).toEqual([]); // Depots Depleted: no shift
    expect(shifts([soviet(9, ['s1', 's3'])], ['a'], ['1509'])).toEqual([1]);
    expect(shifts([soviet(12, ['s1', 's3'])], ['a'], ['1509'])).toEqual([2]);
    expect(shifts([axis(10)], ['a'], ['1509'])).toEqual([-1]);
    expect(shifts([axis(12), soviet(12, ['s1', 's3'])], ['a'], ['1509'])).toEqual([2, -2]);
    // the attacker's shift only when ALL defenders are at it
    expect(shifts([soviet(12)], ['a'], ['1509'])).toEqual([]);
    expect(battleOdds(w.ctx, { ...w.state, pockets: [soviet(12, ['s1', 's3'])] }, { attackers: ['a'], targets: ['1509'], maximumEffort: 0 }).shifts).toContainEqual(expect.objectContaining({ value: 2, rule: 'CtS 27.2' }));
  });
});
