import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { checkRailMove } from '#games/campaign-to-stalingrad/rules/movement/rail';
import { side } from '#kernel/ids';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

/** A railway along row 15 from 1520 to 1510, Axis-controlled; `secondary` makes it a secondary line. */
function railWorld(units: TinyUnit[], secondary = false) {
  const hexsides: Record<string, string[]> = {};
  const control: Record<string, 'axis'> = {};
  for (let c = 20; c >= 10; c--) {
    control[`15${c}`] = 'axis';
    if (c > 10) hexsides[`15${c - 1}|15${c}`] = [secondary ? 'rail-secondary' : 'rail-primary'];
  }
  return tinyWorld({ hexsides, control, units });
}
const inf = (hex: string): TinyUnit => ({ id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex });
const codes = (ps: { code: string }[]) => ps.map((p) => p.code);
const row = (from: number, to: number) => Array.from({ length: from - to }, (_, i) => `15${from - i - 1}`);

describe('rail movement (CtS 15.1-15.4)', () => {
  it('15.1: any length along friendly, repaired rail hexes', () => {
    const { ctx, state } = railWorld([inf('1519')]);
    expect(codes(checkRailMove(ctx, state, 'inf', row(19, 12)))).toEqual([]);
  });
  it('15.1: only along the railway', () => {
    const { ctx, state } = railWorld([inf('1519')]);
    expect(codes(checkRailMove(ctx, state, 'inf', ['1418']))).toEqual(['not-rail']);
  });
  it('15.2: never into a hex next to an enemy unit', () => {
    const { ctx, state } = railWorld([inf('1519'), { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1410' }]);
    expect(codes(checkRailMove(ctx, state, 'inf', row(19, 10)))).toContain('rail-near-enemy');
  });
  it('15.2: never through an enemy-controlled hex', () => {
    const { ctx, state } = railWorld([inf('1519')]);
    expect(codes(checkRailMove(ctx, { ...state, control: { ...state.control, '1515': 'soviet' } }, 'inf', row(19, 12)))).toContain('rail-unusable');
  });
  it('15.3: the Axis moves two divisions a turn by rail, one of them motorized', () => {
    const { ctx, state } = railWorld([inf('1519'), { id: 'mot', side: 'axis', type: 'motorized', faces: ['7-6-10', '4-3-10'], hex: '1518' }]);
    const full = { ...state, railUse: { ...state.railUse, axis: { divisions: 2, motorized: 0, secondary: {} } } };
    expect(codes(checkRailMove(ctx, full, 'inf', ['1518']))).toEqual(['rail-capacity']);
    const oneMot = { ...state, railUse: { ...state.railUse, axis: { divisions: 1, motorized: 1, secondary: {} } } };
    expect(codes(checkRailMove(ctx, oneMot, 'mot', ['1517']))).toEqual(['rail-capacity-motorized']);
    expect(codes(checkRailMove(ctx, oneMot, 'inf', ['1518']))).toEqual([]);
  });
  it('15.4: one Axis division a turn through each hex of a secondary line', () => {
    const { ctx, state } = railWorld([inf('1519')], true);
    const used = { ...state, railUse: { ...state.railUse, axis: { divisions: 1, motorized: 0, secondary: { '1516': 1 } } } };
    expect(codes(checkRailMove(ctx, used, 'inf', row(19, 14)))).toEqual(['rail-secondary-full']);
  });
});

describe('one move a unit a phase (CtS 4.2)', () => {
  it('a second move order for the same unit is refused', () => {
    const s = cts.setup('fall-blau');
    const hun = cts.options(s, side('axis')).find((u) => u.unit === 'hun-7')!;
    const m = hun.moves![0]!;
    const orders = [{ move: { unit: 'hun-7', path: m.path } }, { move: { unit: 'hun-7', path: m.path } }];
    expect(cts.check(s, { side: side('axis'), orders }).map((i) => i.code)).toEqual(['moved-twice']);
  });
});
