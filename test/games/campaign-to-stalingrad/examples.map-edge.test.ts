import { describe, expect, it } from 'vitest';
import { initialState } from '#games/campaign-to-stalingrad/setup/initial-state';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { supplyPhase } from '#games/campaign-to-stalingrad/phases/supply-phase';
import { retreatDefenders } from '#games/campaign-to-stalingrad/rules/combat/retreat-defenders';
import { friendlyEdge } from '#games/campaign-to-stalingrad/rules/friendly-edge';
import { isIsolated } from '#games/campaign-to-stalingrad/rules/communication';
import { occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { checkMove } from '#games/campaign-to-stalingrad/rules/movement/walk';
import { bondsOf } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import type { CtsState, UnitState } from '#games/campaign-to-stalingrad/state/types';
import type { GameEvent } from '#kernel/engine/events';
import { hexId } from '#kernel/ids';
import { realBundle } from './support/real-bundle';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { FixedDice } from '#kernel/dice';
import { side } from '#kernel/ids';
import { tinyWorld } from './support/tiny-world';
import { DefenseStandingSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { unitOptions } from '#games/campaign-to-stalingrad/options';

const ctx = createContext(realBundle);
const start = initialState(ctx, 'fall-blau');

/** The real north map with only the named units on it (the rest set aside) and no hex controlled yet. */
function fragment(placed: Record<string, string>, extra: Partial<CtsState> = {}): CtsState {
  const units: Record<string, UnitState> = {};
  for (const [id, u] of Object.entries(start.units)) {
    units[id] = id in placed ? { ...u, where: 'map', hex: hexId(placed[id]!), frozen: false, disrupted: false } : { ...u, where: 'pending', hex: null };
  }
  return { ...start, units, control: {}, depots: [], phasing: 'soviet', phase: 'combat', ...extra };
}

const codes = (r: { problems: { code: string }[] }) => r.problems.map((p) => p.code);

describe('the Axis north-edge extension in play (CtS 8.2)', () => {
  it('E3: an Axis unit in 1027, in General Supply with a LOC to the west edge, moves the Axis north edge to 1037 in the Soviet Supply Phase', () => {
    const s = fragment({ 'ger-377': '1027', 'ger-2A-hq': '1129' });
    const r = supplyPhase(ctx, s, 'soviet');
    expect(r.state.axisNorthEdge).toBe(37);
    expect(r.events.find((e) => e.type === 'north-edge')).toMatchObject({ rule: 'CtS 8.2', axisNorthEdge: 37, unit: 'ger-377' });
    const axis = friendlyEdge(ctx, r.state, 'axis');
    const soviet = friendlyEdge(ctx, r.state, 'soviet');
    for (let c = 37; c <= 52; c++) expect([c, axis.has(hexId(`10${c}`))]).toEqual([c, true]);
    for (let c = 28; c <= 36; c++) expect([c, soviet.has(hexId(`10${c}`)), axis.has(hexId(`10${c}`))]).toEqual([c, true, false]);
    expect(soviet.has(hexId('1037'))).toBe(false);
    expect(soviet.has(hexId('1045'))).toBe(false);
  });

  it('E3 through the Ruleset: closing the Soviet Combat window runs the Soviet Supply Phase, which sets the marker, and the next Axis turn opens with it', () => {
    const s = fragment({ 'ger-377': '1027', 'ger-2A-hq': '1129' }, { turn: 2 });
    const r = cts.adjudicate(s, [{ side: side('soviet'), orders: [] }], new FixedDice({ 'T03/axis-movement/replacements': 1 })); // the Axis roll opens his Movement Phase (ESoP A1)
    expect(r.events.find((e) => e.type === 'north-edge')).toMatchObject({ axisNorthEdge: 37 });
    expect(cts.window(r.state)).toMatchObject({ id: 'T03/axis-movement' });
    expect(r.state.axisNorthEdge).toBe(37);
  });

  it('E3: the Axis Supply Phase does not move the marker; neither does a unit only nine hexes east of 1045 (1036)', () => {
    expect(supplyPhase(ctx, fragment({ 'ger-377': '1027', 'ger-2A-hq': '1129' }), 'axis').state.axisNorthEdge).toBeUndefined();
    const r = supplyPhase(ctx, fragment({ 'ger-377': '1036', 'ger-2A-hq': '1137' }), 'soviet');
    expect(r.state.axisNorthEdge).toBeUndefined();
    expect(r.events.filter((e) => e.type === 'north-edge')).toEqual([]);
  });

  it('8.2: out of General Supply, or with no LOC to the west edge, the unit does not move the edge', () => {
    // no Army HQ, Depot or Connecting Rail Hex in reach
    expect(supplyPhase(ctx, fragment({ 'ger-377': '1027' }), 'soviet').state.axisNorthEdge).toBeUndefined();
  });

  it('8.2: the easternmost qualifying unit sets the marker; when it goes, the marker comes off in the next Soviet Supply Phase', () => {
    const s = fragment({ 'ger-377': '1027', 'ger-340': '1020', 'ger-2A-hq': '1124' });
    const r = supplyPhase(ctx, s, 'soviet');
    expect(r.state.axisNorthEdge).toBe(30);
    const gone = fragment({ 'ger-2A-hq': '1124' }, { axisNorthEdge: 30 });
    const back = supplyPhase(ctx, gone, 'soviet');
    expect(back.state.axisNorthEdge).toBeUndefined();
    expect(back.events.find((e) => e.type === 'north-edge')).toMatchObject({ axisNorthEdge: null });
    expect(friendlyEdge(ctx, back.state, 'soviet').has(hexId('1045'))).toBe(true);
  });

  it('E3: with the marker at 1037, Soviet units come back on only through 1028-1036 and east of them (the Axis garrisons 1028-1036)', () => {
    const s: CtsState = {
      ...fragment({ 'ger-377': '1027' }, { axisNorthEdge: 37, phasing: 'soviet', phase: 'movement', turn: 3 }),
    };
    s.units['sov-15rd'] = { ...start.units['sov-15rd']!, where: 'off-map', hex: hexId('1040'), leftMapTurn: 2, frozen: false };
    expect(codes(checkMove(ctx, s, { unit: 'sov-15rd', path: ['1040'] }))).toEqual(['bad-entry']);
    expect(codes(checkMove(ctx, s, { unit: 'sov-15rd', path: ['1033'] }))).toEqual([]);
    // an Axis ZOC unit in every other hex blocks the entry (8.1): a bond over 1031
    const held: CtsState = { ...s, units: { ...s.units, 'ger-340': { ...start.units['ger-340']!, where: 'map', hex: hexId('1030') }, 'ger-377': { ...s.units['ger-377']!, hex: hexId('1032') } } };
    expect(codes(checkMove(ctx, held, { unit: 'sov-15rd', path: ['1031'] }))).toEqual(['entry-blocked']);
  });

  it('E3: a Soviet unit west of 1037 forced to retreat off the north edge there is eliminated (17.3)', () => {
    // Axis units in every neighbour of 1040: no retreat is open on the map
    const s = fragment({ 'sov-15rd': '1040', 'ger-377': '1140', 'ger-340': '1041', 'ger-9pz': '1039', 'ger-11pz': '1141', 'ger-2A-hq': '1242' }, { axisNorthEdge: 37, phasing: 'axis' });
    const events: GameEvent[] = [];
    const after = retreatDefenders(ctx, s, [hexId('1040')], 'soviet', events);
    expect(events.find((e) => e.type === 'retreat')).toMatchObject({ rule: 'CtS 17.3', opponentEdge: true, units: ['sov-15rd'] });
    expect(events.some((e) => e.type === 'eliminated' || e.type === 'step-loss')).toBe(true);
    expect(after.units['sov-15rd']!.where).not.toBe('map');
    expect(after.units['sov-15rd']!.where).not.toBe('off-map');
    // without the extension 1040 is the Soviet's own edge: off the map, back next turn
    const own = retreatDefenders(ctx, { ...s, axisNorthEdge: undefined }, [hexId('1040')], 'soviet', []);
    expect(own.units['sov-15rd']).toMatchObject({ where: 'off-map', hex: '1040' });
  });

  it('8.2, 9.2: the extended edge counts for isolation: a Soviet unit whose only way out is the north edge at 1037-1045 is Isolated', () => {
    const s = fragment({ 'sov-15rd': '1041', 'ger-377': '1140', 'ger-340': '1142', 'ger-9pz': '1240', 'ger-2A-hq': '1242' });
    const occ = occupancy(ctx, s);
    expect(isIsolated(ctx, s, occ, 'soviet', hexId('1041'), bondsOf(ctx, s, 'axis', occ))).toBe(false);
    const ext = { ...s, axisNorthEdge: 37 };
    const occ2 = occupancy(ctx, ext);
    expect(isIsolated(ctx, ext, occ2, 'soviet', hexId('1041'), bondsOf(ctx, ext, 'axis', occ2))).toBe(true);
  });
});

describe('the standing order for retreats off the map (CtS 17.0)', () => {
  const rifle = (hex: string) => ({ id: 'rd', side: 'soviet' as const, type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex });
  const axis = (id: string, hex: string) => ({ id, side: 'axis' as const, type: 'infantry', faces: ['6-7-4', '3-4-4'], hex });
  const standing = (retreatOffMap: 'default' | 'prefer' | 'avoid') => ({ determinedDefense: { policy: 'never' as const, maxLevel: 2 as const }, lossOrder: [], retreatOffMap });
  it('17.0 prefer: a stack on its friendly edge leaves the map although an open on-map path crosses no bond', () => {
    const { ctx, state } = tinyWorld({ units: [rifle('1501'), axis('a2', '1502')] });
    expect(retreatDefenders(ctx, state, [hexId('1501')], 'soviet', []).units.rd!.where).toBe('map');
    const events: GameEvent[] = [];
    const after = retreatDefenders(ctx, state, [hexId('1501')], 'soviet', events, standing('prefer'));
    expect(after.units.rd).toMatchObject({ where: 'off-map', hex: '1501' });
    expect(events.find((e) => e.type === 'retreat')).toMatchObject({ rule: 'CtS 17.0', offMap: '1501' });
  });
  it('17.0 avoid: the edge only when no on-map path is open', () => {
    const { ctx, state } = tinyWorld({ units: [rifle('1501'), axis('a1', '1401'), axis('a2', '1502'), axis('a3', '1601')] });
    expect(retreatDefenders(ctx, state, [hexId('1501')], 'soviet', [], standing('avoid')).units.rd).toMatchObject({ where: 'off-map' });
    const open = tinyWorld({ units: [rifle('1501'), axis('a2', '1502')] });
    expect(retreatDefenders(open.ctx, open.state, [hexId('1501')], 'soviet', [], standing('avoid')).units.rd!.where).toBe('map');
  });
  it('17.0: the standing order is read from the turn file', () => {
    expect(DefenseStandingSchema.parse({ retreatOffMap: 'prefer' }).retreatOffMap).toBe('prefer');
    expect(DefenseStandingSchema.safeParse({ retreatOffMap: 'always' }).success).toBe(false);
  });
});

describe('units off the map in the options (CtS 17.1)', () => {
  it('17.1: a unit off the map is listed with the friendly edge hexes of the edge it left by, from its following player turn', () => {
    const north = Array.from({ length: 20 }, (_, i) => `10${String(i + 1).padStart(2, '0')}`);
    const west = Array.from({ length: 11 }, (_, i) => `${10 + i}20`);
    const { ctx, state } = tinyWorld({
      edges: { axis: [...west, ...north.slice(10)] },
      units: [{ id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1519' }, { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1419' }],
    });
    const off: CtsState = { ...state, turn: 2, phase: 'movement', scenario: 'fragment', units: { ...state.units, inf: { ...state.units.inf!, where: 'off-map', hex: hexId('1520'), leftMapTurn: 1 } } };
    const o = unitOptions(ctx, off, 'axis').find((x) => x.unit === 'inf')!;
    expect(o.entries!.map((e) => e.hex)).toEqual(west.slice().sort());
    expect(o.notes![0]).toMatch(/off the map/);
    // 4.6: the first hex costs 1 more next to the Soviet unit in 1419
    expect(o.entries!.find((e) => e.hex === '1420')!.cost).toBe(2);
    expect(o.entries!.find((e) => e.hex === '2020')!.cost).toBe(1);
    const sameTurn = unitOptions(ctx, { ...off, turn: 1 }, 'axis').find((x) => x.unit === 'inf')!;
    expect(sameTurn.entries).toEqual([]);
  });
});
