import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { hexId, side as asSide } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { OffMapBox } from '#games/campaign-to-stalingrad/state/off-map-box';
import { CtsOrderSchema } from '#games/campaign-to-stalingrad/orders/schema';
import { applyOrder } from '#games/campaign-to-stalingrad/windows/apply-order';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { tinyWorld, type TinySpec, type TinyUnit } from './support/tiny-world';
import { boxes, edges, inf, SECTION_III } from './support/box-fragment';

/**
 * The second reading of 15.2 (1) (rail from an Off Map Box), 30.1 (3) with 21.4-21.5 (a
 * regiment rebuilding a division from the Cadre Box) and 34.5 with 12.1-12.2 and 5.1 (the
 * expulsion as a retreat), engine cts-7: each `it.fails` shows a row of the audit doc
 * (docs/rules-audit-campaign-to-stalingrad.md, rows MX..) where the code differs from the text.
 */

// --- MX7: 15.4 a secondary rail hex entered from the box ---------------------------------
/** A railway along row 15 from the west edge hex 1520 to 1510, secondary between 1520 and 1519. */
const railWorld = (units: TinyUnit[]) => {
  const hexsides: Record<string, string[]> = {};
  const control: Record<string, 'axis'> = {};
  for (let c = 20; c >= 10; c--) {
    control[`15${c}`] = 'axis';
    if (c > 10) hexsides[`15${c - 1}|15${c}`] = [c === 20 ? 'rail-secondary' : 'rail-primary'];
  }
  const w = tinyWorld({ edges, offMapBoxes: boxes, scenario: SECTION_III, units, hexsides, control, engine: 'cts-7' });
  return { ...w, state: { ...w.state, phase: 'movement' as const, air: { ...w.state.air, segmentDone: true } } };
};
const inAxisBox = (state: CtsState, id: string): CtsState => ({
  ...state,
  turn: 2,
  phasing: 'axis',
  units: { ...state.units, [id]: unitWith(state.units[id]!, { where: 'off-map', hex: hexId('1520'), leftMapTurn: 1, box: 'axis' as OffMapBox }) },
});

describe('MX7 CtS 15.4 "The Axis Player may not move more than 1 division per turn over each Secondary Rail Hex"', () => {
  it('(fixed) a division coming on from the box by the secondary rail hex 1520 is a second division over it this turn: refused', () => {
    const { ctx, state } = railWorld([inf('ger', 'axis', '1519'), inf('ger2', 'axis', '1515')]);
    // ger2 has ridden 1515 -> 1520 this turn (over the secondary hex 1520); ger then comes on by 1520
    const s0 = inAxisBox(state, 'ger');
    const first = applyOrder(ctx, s0, 'axis', { rail: { unit: 'ger2', path: ['1516', '1517', '1518', '1519', '1520'] } }, 0, new FixedDice([]), 't').state;
    expect(first.railUse.axis.secondary['1520']).toBe(1);
    const issues = checkSubmission(ctx, first, { side: asSide('axis'), orders: [CtsOrderSchema.parse({ rail: { unit: 'ger', path: ['1520', '1519', '1518'] } })] });
    expect(issues.map((i) => i.code)).toContain('rail-secondary-full');
  });
});

// --- MX12: 21.5 (2) for a division brought back from the Cadre Box by a regiment -----------
const division = (extra: Partial<TinyUnit> = {}): TinyUnit => ({ id: 'd1', side: 'axis', nationality: 'german', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: null as never, where: 'cadre', steps: 0, ...extra });
const regiment: TinyUnit = { id: 'reg1', side: 'axis', nationality: 'german', type: 'infantry', size: 'III', faces: ['2-2-4'], hex: '1516', where: 'map' };
const agHq: TinyUnit = { id: 'ag', side: 'axis', type: 'army-group-hq', size: 'XXXXX', faces: ['0-2-10'], hex: '1516' };
const rd: TinyUnit = { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1505' };

describe('MX12 CtS 30.1 (3) "Follow normal Replacement procedures and restrictions", 21.5 (2) "Units which participated in combat in the previous Combat Phase may not receive Replacements"', () => {
  it('MX12 (fixed): a division eliminated attacking in the Combat Phase just before is not brought back from the Cadre Box by a regiment in this Supply Phase', () => {
    const w = tinyWorld({ units: [rd, agHq, division({ attacked: true }), regiment], scenario: { sections: [2] }, engine: 'cts-7' });
    const state = { ...w.state, phasing: 'axis', phase: 'combat', air: { ...w.state.air, segmentDone: true } } as CtsState;
    const issues = checkSubmission(w.ctx, state, { side: asSide('axis'), orders: [CtsOrderSchema.parse({ regiment: { unit: 'reg1', joins: 'd1' } })] });
    expect(issues.map((i) => i.code)).toEqual(['fought']);
  });
});

// --- MX19: 34.5 "any hex from 4737 to 4728", 5.1: the box's units are not one hex's stack ----
const GATES = ['2008', '2009', '2010', '2011', '2012'];
const ger = (id: string, extra: Partial<TinyUnit> = {}): TinyUnit => ({ id, side: 'axis', type: 'infantry', faces: ['8-7-4', '4-4-4'], hex: '2010', ...extra });
const guards = (id: string): TinyUnit => ({ id, side: 'soviet', type: 'rifle', faces: ['8-6-4', '4-3-4'], hex: '2005' });
const guardsHq: TinyUnit = { id: 'ghq', side: 'soviet', type: 'army-hq', branch: 'guard', faces: ['0-1-6'], hex: '2005', activated: true };
function caucasusWorld(axisInBox: string[]): { ctx: CtsContext; state: CtsState } {
  const w = tinyWorld({ units: [...axisInBox.map((id, i) => ger(id, i === 0 ? {} : { faces: ['2-1-4'] })), guards('gd1'), guards('gd2'), guardsHq], scenario: SECTION_III as TinySpec['scenario'], engine: 'cts-7' });
  const display = w.ctx.caucasusDisplay!;
  const ctx: CtsContext = { ...w.ctx, caucasusDisplay: { ...display, caucasus: display.caucasus.map((s, i) => (i === 0 ? { ...s, axisHexes: GATES } : s)) } };
  const inBox = new Set([...axisInBox, 'gd1', 'gd2', 'ghq']);
  const placed = Object.fromEntries(Object.entries(w.state.units).map(([id, u]) => [id, inBox.has(id) ? unitWith(u, { where: 'off-map', leftMapTurn: 1, box: 'caucasus' }) : u]));
  return { ctx, state: { ...w.state, units: placed, turn: 5, phasing: 'soviet', phase: 'combat', caucasusMarkers: { caucasus: 'kuban-steppes' } } };
}

describe('MX19 CtS 34.5 "All Axis units in the Caucasus Box are retreated two hexes north onto the map through any hex from 4737 to 4728", 5.1', () => {
  it('(fixed) five German divisions expelled from the box with the way north open lose none to the stacking limit (they may use more than one of the five gates)', () => {
    const { ctx, state } = caucasusWorld(['gi1', 'gi2', 'gi3', 'gi4', 'gi5']);
    // the Soviet attack (white 3, 3, black 5: A1/D1, advance 2) takes Kuban Steppes, the last space
    const dice = new FixedDice({ 't/1/white#1': 3, 't/1/white#2': 3, 't/1/black': 5 });
    const r = applyOrder(ctx, state, 'soviet', { boxAttack: { box: 'caucasus', attackers: ['gd1', 'gd2'], maximumEffort: 0 } }, 0, dice, 't');
    const retreats = r.events.filter((e) => e.type === 'retreat') as unknown as { units: string[]; path: string[] }[];
    expect(retreats.flatMap((e) => e.units).sort()).toEqual(['gi1', 'gi2', 'gi3', 'gi4', 'gi5']);
    expect(new Set(retreats.map((e) => e.path[1])).size).toBeGreaterThan(1);
    expect(r.events.filter((e) => e.type === 'over-stacked')).toEqual([]);
  });
});

// --- MX8: 4.4.2 an NKVD unit coming on by rail from the Soviet Off Map Box -----------------
describe('MX8 CtS 15.2 (1) with 4.4.2 [Change] "NKVD units may not leave a city hex once they enter one"', () => {
  it('(fixed) an NKVD division coming on by rail from the Soviet Off Map Box stops in the first city it enters', () => {
    const hexsides: Record<string, string[]> = { '1002|1003': ['rail-primary'], '1003|1004': ['rail-primary'], '1004|1005': ['rail-primary'] };
    const control: Record<string, 'soviet'> = { '1002': 'soviet', '1003': 'soviet', '1004': 'soviet', '1005': 'soviet' };
    const nk: TinyUnit = { id: 'nk', side: 'soviet', branch: 'nkvd', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1005' };
    const w = tinyWorld({ edges, offMapBoxes: boxes, scenario: SECTION_III, units: [nk, inf('ax', 'axis', '1520')], hexsides, control, features: { '1004': ['minor-city'] }, engine: 'cts-7' });
    const state: CtsState = {
      ...w.state,
      turn: 2,
      phasing: 'soviet',
      phase: 'movement',
      air: { ...w.state.air, segmentDone: true },
      units: { ...w.state.units, nk: unitWith(w.state.units.nk!, { where: 'off-map', hex: hexId('1005'), leftMapTurn: 1, box: 'soviet' as OffMapBox }) },
    };
    const issues = checkSubmission(w.ctx, state, { side: asSide('soviet'), orders: [CtsOrderSchema.parse({ rail: { unit: 'nk', path: ['1005', '1004', '1003'] } })] });
    expect(issues.map((i) => i.code)).toEqual(['nkvd-city']);
  });
});
