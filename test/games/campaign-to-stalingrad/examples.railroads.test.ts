import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { checkRailMove } from '#games/campaign-to-stalingrad/rules/movement/rail';
import { railDestinations } from '#games/campaign-to-stalingrad/rules/movement/rail-reach';
import { enemyOf, occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { railRepair } from '#games/campaign-to-stalingrad/rules/railroads/repair';
import { initialUnrepaired, isRepaired } from '#games/campaign-to-stalingrad/rules/railroads/repair-state';
import { railSections } from '#games/campaign-to-stalingrad/rules/railroads/sections';
import { bondsOf } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import { initialState } from '#games/campaign-to-stalingrad/setup/initial-state';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { hexId, side, type HexId } from '#kernel/ids';
import { realBundle } from './support/real-bundle';
import { StepDice } from '#kernel/dice';
import { sha256Hex } from '#kernel/canonical/hash';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

const ctx = createContext(realBundle);
const h = (x: string): HexId => hexId(x);

describe('rail sections (CtS 15.6 [Change], E21)', () => {
  const sections = railSections(ctx);
  const sectionOf = (hex: string) => sections.find((s) => s.hexes.includes(h(hex)));
  it('E21: Kastornoye - Stary Oskol is one section', () => {
    expect(sections.some((s) => [...s.ends].sort().join('-') === '1541-2042')).toBe(true);
  });
  it('E21: 2048, 2148 and 2248 lie in one section, between Kursk and Belgorod', () => {
    const s = sectionOf('2148')!;
    expect([...s.ends].sort()).toEqual(['1650', '2648']);
    expect(s.hexes).toEqual(expect.arrayContaining(['2048', '2148', '2248']));
    expect(sectionOf('2048')).toBe(s);
    expect(sectionOf('2248')).toBe(s);
  });
  it('E21: the section of hex 3141 ends at a town or junction on each side (Valuyki and the Kupyansk junction on this map)', () => {
    expect(sectionOf('3141')!.ends).toEqual(expect.arrayContaining(['3041']));
  });
  it('E21: the Axis, holding Kursk and Belgorod repaired, repairs the section between them - 2048, 2148, 2248 among it - automatically', () => {
    const s0 = initialState(ctx, 'fall-blau');
    const between = sectionOf('2148')!.hexes;
    const start = initialUnrepaired(ctx, ctx.scenarios.get('fall-blau')!);
    const state: CtsState = { ...s0, unrepairedRail: { axis: [...start.axis, ...between].sort(), soviet: start.soviet } };
    expect(isRepaired(ctx, state, 'axis', h('2148'))).toBe(false);
    const r = railRepair(ctx, state, 'axis');
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'rail-section-repaired', hexes: expect.arrayContaining(['2048', '2148', '2248']) }));
    for (const x of between) expect(isRepaired(ctx, r.state, 'axis', x)).toBe(true);
  });
});

describe('Fall Blau rail at the start (CtS 35.3)', () => {
  const s = initialState(ctx, 'fall-blau');
  it('the Axis railheads 2947, 3448 and 3648 are repaired; the lines beyond them, 2946-3444, 3447-3444 and 3647-3845, are not', () => {
    for (const x of ['2947', '3448', '3648']) expect(isRepaired(ctx, s, 'axis', h(x)), x).toBe(true);
    for (const x of ['2946', '3045', '3444', '3447', '3446', '3647', '3844', '3845']) expect(isRepaired(ctx, s, 'axis', h(x)), x).toBe(false);
  });
  it('all rail behind each side\'s start line is repaired for it, and the rail beyond it is not', () => {
    expect(isRepaired(ctx, s, 'axis', h('2148'))).toBe(true);
    expect(isRepaired(ctx, s, 'soviet', h('1736'))).toBe(true); // Voronezh
    expect(isRepaired(ctx, s, 'axis', h('1736'))).toBe(false);
    expect(isRepaired(ctx, s, 'soviet', h('3250'))).toBe(false); // Kharkov
  });
  it('in the first Axis Supply Phase the Volchansk railhead (2947) moves forward to 2946; the state keeps only the hexes repaired in play', () => {
    expect(s.unrepairedRail).toBeUndefined();
    const r = railRepair(ctx, s, 'axis');
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'rail-repaired', hex: '2946', railhead: '2947' }));
    expect(r.state.unrepairedRail).toBeUndefined();
    expect(r.state.repairedRail?.axis).toContain('2946');
    expect(isRepaired(ctx, r.state, 'axis', h('2946'))).toBe(true);
    expect(isRepaired(ctx, r.state, 'axis', h('3045'))).toBe(false);
  });
  it('the view shows each side\'s railheads and unrepaired rail', () => {
    const v = cts.view(s, side('axis')) as { rail: { railheads: Record<string, string[]>; unrepaired: Record<string, string[]> } };
    expect(v.rail.unrepaired.axis).toContain('2946');
    expect(v.rail.railheads.soviet?.length ?? 0).toBeGreaterThan(0);
    expect(v.rail.railheads.axis).toContain('2947');
  });
  it('35.3 with 15.7: once Kharkov holds two Axis steps, 3648 is an Axis railhead too', () => {
    const inf = Object.keys(s.units).find((id) => id.startsWith('ger-') && ctx.units.get(id)!.type === 'infantry' && s.units[id]!.where === 'map' && s.units[id]!.steps >= 2)!;
    const held: CtsState = { ...s, units: { ...s.units, [inf]: { ...s.units[inf]!, hex: h('3250') } } };
    const v = cts.view(held, side('axis')) as { rail: { railheads: Record<string, string[]> } };
    expect(v.rail.railheads.axis).toEqual(expect.arrayContaining(['2947', '3648']));
  });
});

/** A railway along row 15 from 1520 to 1510, Axis-controlled. */
function railWorld(units: TinyUnit[], unrepaired: string[] = []) {
  const hexsides: Record<string, string[]> = {};
  const control: Record<string, 'axis'> = {};
  for (let c = 20; c >= 10; c--) {
    control[`15${c}`] = 'axis';
    if (c > 10) hexsides[`15${c - 1}|15${c}`] = ['rail-primary'];
  }
  return tinyWorld({ hexsides, control, units, unrepaired: { axis: unrepaired } });
}
const inf = (id: string, hex: string): TinyUnit => ({ id, side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex });

describe('rail moves in the options (CtS 15.1-15.4)', () => {
  it('lists every hex a unit may reach by rail, each a legal rail order, stopping short of unrepaired track', () => {
    const { ctx: c, state } = railWorld([inf('inf', '1519')], ['1513', '1512', '1511', '1510']);
    const occ = occupancy(c, state);
    const dest = railDestinations(c, state, occ, bondsOf(c, state, enemyOf('axis'), occ), 'inf');
    expect(dest.map((d) => d.hex)).toEqual(['1514', '1515', '1516', '1517', '1518', '1520']);
    for (const d of dest) expect(checkRailMove(c, state, 'inf', d.path), d.hex).toEqual([]);
  });
  it('lists nothing when the rail capacity is used up, or the unit is next to the enemy', () => {
    const { ctx: c, state } = railWorld([inf('inf', '1519'), inf('i2', '1514'), { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1413' }]);
    const occ = occupancy(c, state);
    const bonds = bondsOf(c, state, 'soviet', occ);
    const full = { ...state, railUse: { ...state.railUse, axis: { divisions: 2, motorized: 0, secondary: {} } } };
    expect(railDestinations(c, full, occ, bonds, 'inf')).toEqual([]);
    expect(railDestinations(c, state, occ, bonds, 'i2')).toEqual([]);
    expect(railDestinations(c, state, occ, bonds, 'inf').map((d) => d.hex)).not.toContain('1514');
  });
  it('units that start from one hex are given the same lines, which no one may change', () => {
    const { ctx: c, state } = railWorld([inf('inf', '1519'), inf('i2', '1519')]);
    const occ = occupancy(c, state);
    const bonds = bondsOf(c, state, enemyOf('axis'), occ);
    const [a, b] = [railDestinations(c, state, occ, bonds, 'inf'), railDestinations(c, state, occ, bonds, 'i2')];
    expect(a.map((d) => d.path)).toEqual(b.map((d) => d.path));
    expect(a[0]!.path).toBe(b[0]!.path);
    expect(() => a[0]!.path.push(hexId('1510'))).toThrow(TypeError);
    expect(railDestinations(c, state, occ, bonds, 'inf')).toEqual(a);
  });
});

describe('depot and repair orders are checked as the file is sent (CtS 16.10, 15.6)', () => {
  it('a Depot order belongs to the Combat window; one the Supply Track cannot pay for is refused', () => {
    const s = cts.setup('fall-blau');
    const axis = side('axis');
    expect(cts.check(s, { side: axis, orders: [{ depot: { create: '2950' } }] }).map((i) => i.code)).toEqual(['wrong-window']);
    const combat = { ...s, phase: 'combat' as const, supplyPoints: { ...s.supplyPoints, axis: 0 } };
    expect(cts.check(combat, { side: axis, orders: [{ depot: { create: '2950' } }] }).map((i) => i.code)).toEqual(['no-supply-points']);
    expect(cts.check(combat, { side: axis, orders: [{ repair: { hex: '1010' } }] }).map((i) => i.code)).toEqual(['not-rail']);
    expect(cts.check(combat, { side: axis, orders: [{ repair: { hex: '2946' } }] })).toEqual([]);
    expect(cts.check(combat, { side: axis, orders: [{ repair: { hex: '2947' } }] }).map((i) => i.code)).toEqual(['already-repaired']);
  });
});

describe('the Supply Phase carries out the Combat window file\'s depot orders and moves the railheads (CtS 16.11)', () => {
  it('a Depot created on a Connecting Rail Hex, then the railhead at Volchansk repairs 2946', () => {
    const s = cts.setup('fall-blau');
    const axis = side('axis');
    const combat = { ...s, phase: 'combat' as const };
    const orders = [{ depot: { create: '1652' } }];
    expect(cts.check(combat, { side: axis, orders })).toEqual([]);
    const r = cts.adjudicate(combat, [{ side: axis, orders }], new StepDice({ seedHex: sha256Hex('depots'), ctxHex: sha256Hex('T01/axis-combat') }));
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('depot-created')).toBeGreaterThan(types.indexOf('supply-phase'));
    expect(types.indexOf('rail-repaired')).toBeGreaterThan(types.indexOf('depot-created'));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'depot-created', hex: '1652', tp: 0 }));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'rail-repaired', hex: '2946', railhead: '2947' }));
    const after = r.state as CtsState;
    expect(after.depots).toContainEqual({ side: 'axis', hex: '1652' });
  });
});
