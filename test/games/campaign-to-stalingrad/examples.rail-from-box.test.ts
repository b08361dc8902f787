import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { hexId, side as asSide } from '#kernel/ids';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { OffMapBox } from '#games/campaign-to-stalingrad/state/off-map-box';
import { applyOrder } from '#games/campaign-to-stalingrad/windows/apply-order';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { templateFor } from '#games/campaign-to-stalingrad/template';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { tinyWorld, type TinyUnit } from './support/tiny-world';
import { boxes, edges, inf, SECTION_III } from './support/box-fragment';

/**
 * CtS 15.2 (1) "A unit wishing to move by Rail Movement, must start the Movement Phase on a
 * railroad hex, or in an Off Map Box, or be a Reinforcement." On the Off Map Box fragment
 * (support/box-fragment.ts: column 20 the west edge, the Axis box beyond it), a railway runs
 * along row 15 from the edge hex 1520 east to 1510, Axis-controlled and repaired.
 */
const world = (units: TinyUnit[], engine = 'cts-7') => {
  const hexsides: Record<string, string[]> = {};
  const control: Record<string, 'axis'> = {};
  for (let c = 20; c >= 10; c--) {
    control[`15${c}`] = 'axis';
    if (c > 10) hexsides[`15${c - 1}|15${c}`] = ['rail-primary'];
  }
  const w = tinyWorld({ edges, offMapBoxes: boxes, scenario: SECTION_III, units, hexsides, control, engine });
  return { ...w, state: { ...w.state, phase: 'movement' as const, air: { ...w.state.air, segmentDone: true } } };
};
/** The unit in `box`, having left the map on turn 1 by `hex`; the state of turn 2, the Axis to move. */
const inBox = (state: CtsState, id: string, box: OffMapBox, hex: string, turn = 2): CtsState => ({
  ...state,
  turn,
  phasing: 'axis',
  units: { ...state.units, [id]: unitWith(state.units[id]!, { where: 'off-map', hex: hexId(hex), leftMapTurn: 1, box }) },
});
const dice = new FixedDice([]);
const rail = (unit: string, path: string[]) => ({ rail: { unit, path } });
const railed = (units: TinyUnit[], path: string[], engine = 'cts-7', tweak: (s: CtsState) => CtsState = (s) => s) => {
  const { ctx, state } = world(units, engine);
  const s = tweak(inBox(state, 'ger', 'axis', '1520'));
  return { ctx, state: s, r: applyOrder(ctx, s, 'axis', rail('ger', path), 0, dice, 't') };
};
const LINE = ['1520', '1519', '1518', '1517', '1516', '1515', '1514', '1513', '1512'];

describe('CtS 15.2 (1): rail movement from an Off Map Box (engine cts-7)', () => {
  it('a German division that starts the Movement Phase in the Axis Off Map Box comes on by rail at 1520 and rides the railway to 1512', () => {
    const { r } = railed([inf('ger', 'axis', '1519')], LINE);
    expect(r.events).toMatchObject([{ type: 'rail-move', rule: 'CtS 15.2', unit: 'ger', path: LINE, text: 'ger moves by rail from the Axis Off Map Box by 1520 -> 1512' }]);
    expect(r.state.units.ger).toMatchObject({ where: 'map', hex: '1512' });
    expect(r.state.units.ger!.box).toBeUndefined();
    expect(r.state.movedThisPhase).toContain('ger');
  });
  it('15.3: it counts against the side\'s rail capacity as any rail move (one division of the Axis two)', () => {
    const { r } = railed([inf('ger', 'axis', '1519')], LINE);
    expect(r.state.railUse.axis).toMatchObject({ divisions: 1, motorized: 0 });
  });
  it('15.3: with the capacity used up it stays in the box', () => {
    const { r } = railed([inf('ger', 'axis', '1519')], LINE, 'cts-7', (s) => ({ ...s, railUse: { ...s.railUse, axis: { divisions: 2, motorized: 0, secondary: {} } } }));
    expect(r.events).toMatchObject([{ type: 'order-skipped' }]);
    expect(r.state.units.ger!.where).toBe('off-map');
  });
  it('33.3: it comes on only by a rail hex among its box\'s entry hexes (1620 is an entry hex, not a rail hex)', () => {
    const { ctx, state } = railed([inf('ger', 'axis', '1519')], LINE);
    const issues = checkSubmission(ctx, state, { side: asSide('axis'), orders: [rail('ger', ['1620', '1619'])] });
    expect(issues.map((i) => i.code)).toEqual(['not-rail']);
  });
  it('17.1: not on the turn it went into the box', () => {
    const { r } = railed([inf('ger', 'axis', '1519')], LINE, 'cts-7', (s) => ({ ...s, turn: 1 }));
    expect(r.events).toMatchObject([{ type: 'order-skipped' }]);
  });
  it('17.2: never onto an enemy unit at the entry hex', () => {
    const { r } = railed([inf('ger', 'axis', '1519'), inf('sov', 'soviet', '1520')], LINE);
    expect(r.events).toMatchObject([{ type: 'order-skipped', text: expect.stringContaining('enemy') }]);
  });
  it('15.2: not along a railway next to an enemy unit', () => {
    const { r } = railed([inf('ger', 'axis', '1519'), inf('sov', 'soviet', '1415')], LINE);
    expect(r.events).toMatchObject([{ type: 'order-skipped', text: expect.stringContaining('next to an enemy unit') }]);
  });
  it('its options list the rail hexes it may reach, each path beginning at the entry hex; the template says how', () => {
    const { ctx, state } = world([inf('ger', 'axis', '1519')]);
    const s = inBox(state, 'ger', 'axis', '1520');
    const o = unitOptions(ctx, s, 'axis').find((u) => u.unit === 'ger')!;
    expect(o.rail?.map((d) => d.hex)).toEqual(['1510', '1511', '1512', '1513', '1514', '1515', '1516', '1517', '1518', '1519', '1520']);
    expect(o.rail?.find((d) => d.hex === '1512')?.path).toEqual(LINE);
    expect(templateFor(ctx, s, 'axis').notes.join('\n')).toContain('comes on by rail with {rail: {unit: ID, path: [ENTRY, ...]}}');
  });
});

describe('CtS 15.2 (1) in a game of engine cts-6: as it was played', () => {
  it('a unit in an Off Map Box does not move by rail (it comes back on foot)', () => {
    const { ctx, state, r } = railed([inf('ger', 'axis', '1519')], LINE, 'cts-6');
    expect(r.events).toMatchObject([{ type: 'order-skipped', text: expect.stringContaining('is not on the map') }]);
    expect(unitOptions(ctx, state, 'axis').find((u) => u.unit === 'ger')!.rail).toBeUndefined();
  });
});
