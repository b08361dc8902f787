import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import type { GameEvent } from '#kernel/engine/events';
import { side as asSide } from '#kernel/ids';
import { adjudicateWindow } from '#games/campaign-to-stalingrad/windows/adjudicate';
import { pocketStep } from '#games/campaign-to-stalingrad/rules/pockets/pocket-step';
import type { IsolatedPocket } from '#games/campaign-to-stalingrad/state/pocket';
import { impassableWall as wall } from './support/impassable-wall';
import { tinyWorld, type TinySpec, type TinyUnit } from './support/tiny-world';

/**
 * Second reading of 27.6 and 27.7 against the code: the rows the rulebook leaves open
 * (docs/rules-audit-campaign-to-stalingrad.md, "Reading of Rivers in Winter (26.0) and
 * Isolated Pockets (27.0)", rows P3, P27 and P31). These pin the reading the code takes, so a
 * change of reading shows here.
 */
const LABEL = 'T01/axis-combat';
const inf = (id: string, hex: string): TinyUnit => ({ id, side: 'axis', type: 'infantry', faces: ['4-4-4', '2-2-4'], hex });
const hq = (id: string, hex: string): TinyUnit => ({ id, side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex });

const typed = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);
function step(units: TinyUnit[], pockets: IsolatedPocket[], dice: Record<string, number>, more: Partial<TinySpec> = {}) {
  const w = tinyWorld({ units, scenario: { sections: [2] }, ...more });
  return pocketStep(w.ctx, { ...w.state, pockets }, 'axis', w.state.air, new FixedDice(dice), LABEL);
}

describe('reading of Isolated Pockets (CtS 27.1, 27.6, 27.7)', () => {
  it('P3: the pockets are found after the whole Supply Phase of 16.11, so a Depot removed in its step 3 no longer gives box 3', () => {
    const w = tinyWorld({ units: [inf('a', '1505')], edges: { axis: [] }, depots: [{ side: 'axis', hex: '1505' }], scenario: { sections: [2] } });
    const keep = adjudicateWindow(w.ctx, { ...w.state, phase: 'combat' }, [{ side: asSide('axis'), orders: [] }], FixedDice.mixed({}, Array(40).fill(1)));
    expect(typed(keep.events, 'pocket-formed')).toMatchObject([{ box: 3 }]);
    const removed = adjudicateWindow(w.ctx, { ...w.state, phase: 'combat' }, [{ side: asSide('axis'), orders: [{ depot: { remove: '1505' } }] }], FixedDice.mixed({}, Array(40).fill(1)));
    expect(removed.state.depots).toEqual([]);
    // found with the General Supply check (16.11 step 1, digest ESoP C1) it would start in box 3
    expect(typed(removed.events, 'pocket-formed')).toMatchObject([{ box: 6 }]);
  });

  it('P27: units newly Isolated that join an old pocket take its box, whatever their number of steps (digest A47, not 27.7)', () => {
    // an old one-unit pocket in box 12; an Army HQ and two divisions are cut off with it: a 27.2 case 2 group (box 3) with more steps
    const r = step([inf('a', '1505'), inf('b', '1506'), inf('c', '1507'), hq('h', '1504')], [{ id: 'axis-01-1', side: 'axis', box: 12, units: ['a'] }], { [`${LABEL}/pocket-axis-01-1`]: 1 }, { edges: { axis: [] } });
    expect(typed(r.events, 'pocket-combined')).toEqual([]);
    expect(r.state.pockets).toEqual([{ id: 'axis-01-1', side: 'axis', box: 12, units: ['a', 'b', 'c', 'h'] }]);
  });

  it('P31: the part of a pocket left Isolated when the rest is relieved keeps the pocket and its box (not a 27.6 splinter)', () => {
    // box 1 pocket (a and the Army HQ h); h at 1512 now reaches the Axis edge (column 20), a at 1505 is cut off by the wall
    const r = step([inf('a', '1505'), hq('h', '1512')], [{ id: 'axis-01-1', side: 'axis', box: 1, units: ['a', 'h'] }], { [`${LABEL}/pocket-axis-01-1`]: 1 }, { hexsides: wall() });
    expect(typed(r.events, 'pocket-split')).toEqual([]);
    // 27.6 read as a split would place it in box 6 (no HQ, Depot or city left: the worse of 6 and 1)
    expect(r.state.pockets).toEqual([{ id: 'axis-01-1', side: 'axis', box: 1, units: ['a'] }]);
  });
});
