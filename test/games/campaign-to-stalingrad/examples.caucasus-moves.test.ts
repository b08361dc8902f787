import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { FixedDice } from '#kernel/dice';
import { hexId, side as asSide } from '#kernel/ids';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CaucasusMarkers } from '#games/campaign-to-stalingrad/state/caucasus-markers';
import type { OffMapBox } from '#games/campaign-to-stalingrad/state/off-map-box';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { checkMove } from '#games/campaign-to-stalingrad/rules/movement/walk';
import { retreatDefenders } from '#games/campaign-to-stalingrad/rules/combat/retreat-defenders';
import { withoutCoastMoves } from '#games/campaign-to-stalingrad/rules/caucasus/coast-count';
import { applyOrder } from '#games/campaign-to-stalingrad/windows/apply-order';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { templateFor } from '#games/campaign-to-stalingrad/template';
import { orderChoices } from '#games/campaign-to-stalingrad/order-choices';
import { boxReplacementRefusal } from '#games/campaign-to-stalingrad/rules/caucasus/replacements';
import { supplyPhase as runSupplyPhase } from '#games/campaign-to-stalingrad/phases/supply-phase';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { tinyWorld, type TinySpec, type TinyUnit } from './support/tiny-world';
import { boxes, display, edges, inf, range, SECTION_III } from './support/box-fragment';

/**
 * CtS 34.3, 34.4, 34.7 the Caucasus Campaign Display's movement, on a Campaign fragment
 * (Sections II and III) played by engine cts-6. The fragment's row 20 is the south map's
 * south edge (every hex 2002-2019 Soviet, as 4741-4701), its Caucasus Control Track a
 * stand-in for the printed one with the same shape: Kuban Steppes 2008-2012 (as 4737-4728),
 * Krasnodar 2007-2013, Maykop 2006-2014 (as 4741-4725), Pyatigorsk and on to the west edge.
 */
const pz = (id: string, hex: string): TinyUnit => ({ id, side: 'axis', type: 'panzer', faces: ['8-6-8', '4-3-8'], hex });
/** The fragment on `engine` (cts-6 plays the display), the Axis to move on `turn` with the markers given. */
const world = (units: TinyUnit[], o: { engine?: string; markers?: CaucasusMarkers; turn?: number; phasing?: CtsSide; spec?: Partial<TinySpec> } = {}) => {
  const w = tinyWorld({ edges, offMapBoxes: boxes, scenario: SECTION_III, units, engine: o.engine ?? 'cts-6', caucasusDisplay: display, ...o.spec });
  const played = (o.engine ?? 'cts-6') === 'cts-6';
  const state: CtsState = { ...w.state, turn: o.turn ?? 30, phasing: o.phasing ?? 'axis', phase: 'movement', air: { ...w.state.air, segmentDone: true }, ...(played ? { caucasusMarkers: o.markers ?? {} } : {}) };
  return { ctx: w.ctx, state };
};
/** Units moved into `box` on the turn before (17.1: they may come back now). */
const inBox = (state: CtsState, box: OffMapBox, hex: string, ...ids: string[]): CtsState => ({
  ...state,
  units: { ...state.units, ...Object.fromEntries(ids.map((id) => [id, unitWith(state.units[id]!, { where: 'off-map', hex: hexId(hex), leftMapTurn: state.turn - 1, box })])) },
});
const dice = new FixedDice([]);
const codes = (r: { problems: { code: string }[] }) => r.problems.map((p) => p.code);
const move = (unit: string, path: string[], exit = false) => ({ move: { unit, path, ...(exit ? { exit: true } : {}) } });
const boxMove = (unit: string, to: OffMapBox) => ({ boxMove: { unit, to } });
const check = (ctx: ReturnType<typeof world>['ctx'], state: CtsState, side: CtsSide, orders: unknown[]) => checkSubmission(ctx, state, { side: asSide(side), orders });

describe('CtS 34.3 the Campaign Game begins with every Caucasus space Soviet', () => {
  it('a cts-6 Campaign Game sets up with both Axis markers off their tracks; a cts-5 one keeps no member (its states hash as before)', () => {
    expect(cts.setup('campaign', {}, 'cts-6').caucasusMarkers).toEqual({});
    expect(cts.setup('campaign', {}, 'cts-5')).not.toHaveProperty('caucasusMarkers');
    expect(cts.setup('fall-blau', {}, 'cts-6')).not.toHaveProperty('caucasusMarkers');
  });
});

describe('CtS 34.3 Entering and Exiting the Caucasus Box', () => {
  it('"When Axis forces first enter the Caucasus Box an Axis Control Marker is placed on the Kuban Steppes box", free, once', () => {
    const { ctx, state } = world([inf('ger', 'axis', '1910'), inf('ger2', 'axis', '1911')]);
    const r = applyOrder(ctx, state, 'axis', move('ger', ['2010'], true), 0, dice, 't');
    expect(r.state.units.ger!.box).toBe('caucasus');
    expect(r.state.caucasusMarkers).toEqual({ caucasus: 'kuban-steppes' });
    expect(r.events).toMatchObject([{ type: 'move' }, { type: 'caucasus-marker', rule: 'CtS 34.3', track: 'caucasus', space: 'kuban-steppes' }]);
    const again = applyOrder(ctx, r.state, 'axis', move('ger2', ['2011'], true), 1, dice, 't');
    expect(again.events.map((e) => e.type)).toEqual(['move']);
  });
  it('a retreat into the box is an entry too: the marker goes on Kuban Steppes', () => {
    const { ctx, state } = world([inf('ger', 'axis', '2010'), inf('r1', 'soviet', '1910'), inf('r2', 'soviet', '1909'), inf('r3', 'soviet', '2009'), inf('r4', 'soviet', '2011'), inf('r5', 'soviet', '1911')]);
    const events: { type: string }[] = [];
    const after = retreatDefenders(ctx, { ...state, phasing: 'soviet', phase: 'combat' }, [hexId('2010')], 'axis', events as never[]);
    expect(after.units.ger).toMatchObject({ where: 'off-map', box: 'caucasus' });
    expect(after.caucasusMarkers).toEqual({ caucasus: 'kuban-steppes' });
    expect(events.map((e) => e.type)).toContain('caucasus-marker');
  });
  it('example (E29): the marker on Maykop, the Axis enters and exits through 4741-4725, the Soviet through the rest', () => {
    const { ctx, state } = world([inf('ger', 'axis', '1906'), inf('r1', 'soviet', '1911'), inf('r2', 'soviet', '1904'), inf('gin', 'axis', '2010'), inf('rin', 'soviet', '2004')], { markers: { caucasus: 'maykop' } });
    expect(codes(checkMove(ctx, state, move('ger', ['2006'], true).move))).toEqual([]); // outside 4737-4728, on Maykop's hexes
    expect(applyOrder(ctx, state, 'axis', move('ger', ['2006'], true), 0, dice, 't').state.units.ger!.box).toBe('caucasus');
    expect(checkMove(ctx, state, move('r1', ['2011'], true).move).problems).toMatchObject([{ code: 'caucasus-edge', rule: 'CtS 34.3', message: expect.stringContaining('Maykop') }]);
    expect(codes(checkMove(ctx, state, move('r2', ['2004'], true).move))).toEqual([]);
    const boxed = inBox(inBox(state, 'caucasus', '2010', 'gin'), 'caucasus', '2004', 'rin');
    expect(codes(checkMove(ctx, boxed, move('gin', ['2014']).move))).toEqual([]);
    expect(checkMove(ctx, { ...boxed, phasing: 'soviet' }, move('rin', ['2010']).move).problems).toMatchObject([{ code: 'bad-entry', rule: 'CtS 34.3' }]);
    expect(unitOptions(ctx, { ...boxed, phasing: 'soviet' }, 'soviet', 'rin')[0]!.entries!.map((e) => e.hex)).toEqual([...range(20, 2, 5), ...range(20, 15, 19)]);
  });
  it('"Once the Axis Player controls the Pyatigorsk box, Soviet units may only enter and exit the Caucasus Box from the Caspian or Black Sea Coast"', () => {
    const { ctx, state } = world([inf('r1', 'soviet', '1903'), inf('rin', 'soviet', '2003')], { markers: { caucasus: 'pyatigorsk' }, phasing: 'soviet' });
    expect(codes(checkMove(ctx, state, move('r1', ['2003'], true).move))).toEqual(['caucasus-edge']);
    const boxed = inBox(state, 'caucasus', '2003', 'rin');
    expect(codes(checkMove(ctx, boxed, move('rin', ['2003']).move))).toEqual(['bad-entry']);
    const o = unitOptions(ctx, boxed, 'soviet', 'rin')[0]!;
    expect(o.entries).toEqual([]);
    expect(o.boxMoves).toEqual(['caspian', 'black-sea-coast']);
  });
  it('a cts-5 Campaign Game is unchanged: no marker on entry, the Axis by 4737-4728 only whatever the markers', () => {
    const { ctx, state } = world([inf('ger', 'axis', '1910'), inf('ger2', 'axis', '1906')], { engine: 'cts-5' });
    const r = applyOrder(ctx, state, 'axis', move('ger', ['2010'], true), 0, dice, 't');
    expect(r.events.map((e) => e.type)).toEqual(['move']);
    expect(r.state).not.toHaveProperty('caucasusMarkers');
    expect(codes(checkMove(ctx, { ...state, caucasusMarkers: { caucasus: 'maykop' } }, move('ger2', ['2006'], true).move))).toEqual(['not-friendly-edge']);
  });
});

describe('CtS 34.4 Entry and Exit of the Black Sea Coast Box', () => {
  const axis = (markers: CaucasusMarkers) => {
    const w = world([inf('g1', 'axis', '2010'), inf('g2', 'axis', '2010'), inf('g3', 'axis', '2010'), pz('p1', '2010'), pz('p2', '2010'), pz('p3', '2010'), inf('gm', 'axis', '1910')], { markers });
    return { ctx: w.ctx, state: inBox(w.state, 'caucasus', '2010', 'g1', 'g2', 'g3', 'p1', 'p2', 'p3') };
  };
  it('34.3: the Axis may not enter the Black Sea Coast Box before he has captured Krasnodar; options() offers no such move', () => {
    const { ctx, state } = axis({ caucasus: 'kuban-steppes' });
    expect(check(ctx, state, 'axis', [boxMove('g1', 'black-sea-coast')])).toMatchObject([{ path: ['orders', 0, 'boxMove', 'to'], code: 'coast-closed', rule: 'CtS 34.3' }]);
    expect(unitOptions(ctx, state, 'axis', 'g1')[0]!.boxMoves).toBeUndefined();
  });
  it('with Krasnodar his, Axis units move from the Caucasus Box to the coast for their entire Movement Allowance; not on to the Caspian (33.1.1)', () => {
    const { ctx, state } = axis({ caucasus: 'krasnodar', blackSeaCoast: 'taman-peninsula' });
    expect(unitOptions(ctx, state, 'axis', 'g1')[0]!.boxMoves).toEqual(['black-sea-coast']);
    const r = applyOrder(ctx, state, 'axis', boxMove('g1', 'black-sea-coast'), 0, dice, 't');
    expect(r.events).toMatchObject([{ type: 'box-move', rule: 'CtS 34.4', unit: 'g1', from: 'caucasus', to: 'black-sea-coast' }]);
    expect(r.state.units.g1!.box).toBe('black-sea-coast');
    expect(r.state.coastMoves).toEqual({ axis: 1 });
    expect(check(ctx, state, 'axis', [boxMove('g1', 'caspian')])).toMatchObject([{ code: 'soviet-only' }]);
    expect(check(ctx, state, 'axis', [move('gm', ['2010'], true), boxMove('gm', 'black-sea-coast')]).map((i) => i.code)).toEqual(['coast-entire-ma']);
  });
  it('"The Axis Player may move a maximum of two non-motorized divisional size units per turn"; "no limit to the number of motorized units"', () => {
    const { ctx, state } = axis({ caucasus: 'maykop', blackSeaCoast: 'taman-peninsula' });
    const orders = [boxMove('g1', 'black-sea-coast'), boxMove('p1', 'black-sea-coast'), boxMove('g2', 'black-sea-coast'), boxMove('p2', 'black-sea-coast'), boxMove('p3', 'black-sea-coast'), boxMove('g3', 'black-sea-coast')];
    expect(check(ctx, state, 'axis', orders)).toMatchObject([{ path: ['orders', 5, 'boxMove', 'unit'], code: 'coast-limit', rule: 'CtS 34.4' }]);
    let s = state;
    orders.slice(0, 5).forEach((o, i) => (s = applyOrder(ctx, s, 'axis', o, i, dice, 't').state));
    expect(s.coastMoves).toEqual({ axis: 2 });
    expect(unitOptions(ctx, s, 'axis', 'g3')[0]!.boxMoves).toBeUndefined();
    expect(withoutCoastMoves(s)).not.toHaveProperty('coastMoves'); // the count starts again next turn
  });
  it('34.3: Axis units in the coast box are trapped there while the Soviet holds Krasnodar', () => {
    const w = world([inf('g1', 'axis', '2010')], { markers: { caucasus: 'kuban-steppes', blackSeaCoast: 'taman-peninsula' } });
    const s = inBox(w.state, 'black-sea-coast', '2010', 'g1');
    expect(check(w.ctx, s, 'axis', [boxMove('g1', 'caucasus')])).toMatchObject([{ code: 'coast-trapped', rule: 'CtS 34.3' }]);
    expect(codes(checkMove(w.ctx, s, move('g1', ['2010']).move))).toEqual(['bad-entry']); // 34.4: only via the Caucasus Box
  });
  it('"The Soviet Player may move a maximum of six": six Soviet divisions go to the coast in one turn, beyond 33.1.1 (2)\'s two', () => {
    const ids = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'];
    const w = world(ids.map((id) => inf(id, 'soviet', '2004')), { phasing: 'soviet' });
    const s = inBox(w.state, 'caucasus', '2004', ...ids);
    const issues = check(w.ctx, s, 'soviet', ids.map((id) => boxMove(id, 'black-sea-coast')));
    expect(issues).toMatchObject([{ path: ['orders', 6, 'boxMove', 'unit'], code: 'coast-limit', rule: 'CtS 34.4' }]);
  });
  it('the turn file template tells both sides of the coast moves', () => {
    const { ctx, state } = axis({ caucasus: 'krasnodar', blackSeaCoast: 'taman-peninsula' });
    expect(templateFor(ctx, state, 'axis').notes.join('\n')).toContain('(CtS 34.3, 34.4)');
  });
});

describe('CtS 34.7 Soviet Caucasus Garrison', () => {
  const garrison = (turn: number, engine = 'cts-6') => {
    const w = world([inf('r1', 'soviet', '2004')], { turn, phasing: 'soviet', engine });
    return { ctx: w.ctx, state: inBox(w.state, 'caucasus', '2004', 'r1') };
  };
  it('"No Soviet unit may ever leave these two Off Map Boxes before Turn 21": not onto the map, not to the Caspian; to the coast box it may', () => {
    const { ctx, state } = garrison(20);
    expect(checkMove(ctx, state, move('r1', ['2004']).move).problems).toMatchObject([{ code: 'garrison', rule: 'CtS 34.7' }]);
    expect(check(ctx, state, 'soviet', [boxMove('r1', 'caspian')])).toMatchObject([{ path: ['orders', 0, 'boxMove', 'to'], code: 'garrison', rule: 'CtS 34.7' }]);
    const o = unitOptions(ctx, state, 'soviet', 'r1')[0]!;
    expect(o.entries).toEqual([]);
    expect(o.boxMoves).toEqual(['black-sea-coast']);
  });
  it('"Soviet units may exit the Caucasus Box at any time on or after turn 21" (Errata 1)', () => {
    const { ctx, state } = garrison(21);
    expect(codes(checkMove(ctx, state, move('r1', ['2004']).move))).toEqual([]);
    expect(check(ctx, state, 'soviet', [boxMove('r1', 'caspian')])).toEqual([]);
  });
  it('a cts-5 Campaign Game holds no garrison', () => {
    const { ctx, state } = garrison(20, 'cts-5');
    expect(codes(checkMove(ctx, state, move('r1', ['2004']).move))).toEqual([]);
  });
});

describe('CtS 34.2 Supply: an Army HQ activated in a Caucasus box', () => {
  /** An Axis rail line along row 15 from the west edge (1520) to its railhead at 1512, Axis-controlled (as the activation examples). */
  const rail = (): Partial<TinySpec> => {
    const hexsides: Record<string, string[]> = {};
    const control: Record<string, 'axis'> = {};
    for (let c = 20; c >= 12; c--) {
      control[`15${c}`] = 'axis';
      if (c > 12) hexsides[`15${c - 1}|15${c}`] = ['rail-primary'];
    }
    return { hexsides, control };
  };
  const hq = (id: string, side: CtsSide): TinyUnit => ({ id, side, type: 'army-hq', faces: ['1-2-10'], hex: '2010' });
  const supplyPhase = (state: CtsState, side: CtsSide): CtsState => ({ ...state, phasing: side, phase: 'combat', supplyPoints: { axis: 5, soviet: 5 }, transport: { axis: 3, soviet: 3 } });
  it('"The Soviet Player may always assume there is a friendly Connecting Rail Hex in each of his Off Map Boxes": 1 SP, no TP', () => {
    const w = world([hq('shq', 'soviet')], { phasing: 'soviet' });
    const s = supplyPhase(inBox(w.state, 'black-sea-coast', '2010', 'shq'), 'soviet');
    const r = applyOrder(w.ctx, s, 'soviet', { activate: { hq: 'shq' } }, 0, dice, 't');
    expect(r.events).toMatchObject([{ type: 'activated', rule: 'CtS 34.2', sp: 1, tp: 0 }]);
    expect(r.state.units.shq!.activated).toBe(true);
    expect(orderChoices(w.ctx, s, 'soviet').filter((c) => c.kind === 'activate')).toMatchObject([{ order: { activate: { hq: 'shq' } }, rule: 'CtS 34.2' }]);
  });
  it('E28: the Axis pays the Transport Points of a Line of Supply from his railhead one hex off the south edge through an entry hex, and the SP', () => {
    const w = world([hq('ahq', 'axis')], { markers: { caucasus: 'kuban-steppes' }, spec: rail() });
    const s = supplyPhase(inBox(w.state, 'caucasus', '2010', 'ahq'), 'axis');
    const length = Math.min(...range(20, 8, 12).map((h) => w.ctx.map.grid.distance(hexId('1512'), hexId(h))));
    const r = applyOrder(w.ctx, s, 'axis', { activate: { hq: 'ahq' } }, 0, dice, 't');
    expect(length).toBe(5); // five hexes to the edge, six to one hex off it, as from Rostov in E28
    expect(r.events).toMatchObject([{ type: 'activated', rule: 'CtS 34.2', sp: 1, tp: 2 }]);
    expect(check(w.ctx, s, 'axis', [{ activate: { hq: 'ahq', depot: '1512' } }])).toMatchObject([{ code: 'no-box-delivery', rule: 'CtS 34.2' }]);
  });
  it('with no Line of Supply to an Axis entry hex the HQ is not activated, and no choice offers it', () => {
    const w = world([hq('ahq', 'axis')], { markers: { caucasus: 'kuban-steppes' } });
    const s = supplyPhase(inBox(w.state, 'caucasus', '2010', 'ahq'), 'axis');
    expect(check(w.ctx, s, 'axis', [{ activate: { hq: 'ahq' } }])).toMatchObject([{ code: 'no-box-delivery', rule: 'CtS 34.2' }]);
    expect(orderChoices(w.ctx, s, 'axis').filter((c) => c.kind === 'activate')).toEqual([]);
  });
  it('in a cts-5 Campaign Game an HQ in a box is not on the map and is not activated (as before)', () => {
    const w = world([hq('shq', 'soviet')], { phasing: 'soviet', engine: 'cts-5' });
    const s = supplyPhase(inBox(w.state, 'caucasus', '2010', 'shq'), 'soviet');
    expect(check(w.ctx, s, 'soviet', [{ activate: { hq: 'shq' } }])).toMatchObject([{ code: 'not-on-map' }]);
  });
});

describe('CtS 34.6 Soviet Replacements', () => {
  const counters = [
    { side: 'soviet' as const, type: 'soviet-infantry', hex: '1505' },
    { side: 'soviet' as const, type: 'soviet-naval', hex: '1506' },
    { side: 'soviet' as const, type: 'soviet-armor', hex: '1507' },
  ];
  const soviet = (engine = 'cts-6') => {
    const w = world([inf('r1', 'soviet', '2004', { steps: 1 })], { phasing: 'soviet', engine, spec: { replacements: counters } });
    return { ctx: w.ctx, state: inBox(w.state, 'caucasus', '2004', 'r1') };
  };
  const enter = (type: string, from: string, to: 'caucasus' | 'black-sea-coast') => ({ boxReplacement: { type, from, to } });
  it('"one infantry type replacement per turn in the Caucasus Box", from those the roll made available; a unit there absorbs it in the Supply Phase (21.4)', () => {
    const { ctx, state } = soviet();
    const r = applyOrder(ctx, state, 'soviet', enter('soviet-infantry', '1505', 'caucasus'), 0, dice, 't');
    expect(r.events).toMatchObject([{ type: 'box-replacement', rule: 'CtS 34.6', replacement: 'soviet-infantry', box: 'caucasus' }]);
    expect(r.state.replacementsOnMap.map((c) => c.type)).toEqual(['soviet-naval', 'soviet-armor']);
    expect(r.state.boxReplacements).toEqual([{ type: 'soviet-infantry', box: 'caucasus' }]);
    const supplied = runSupplyPhase(ctx, { ...r.state, phase: 'combat' }, 'soviet', {});
    expect(supplied.events.find((e) => e.type === 'replacement-absorbed')).toMatchObject({ rule: 'CtS 34.6', unit: 'r1', box: 'caucasus' });
    expect(supplied.state.units.r1!.steps).toBe(2);
    expect(supplied.state).not.toHaveProperty('boxReplacements');
  });
  it('one a turn across both boxes; not an armor replacement; a Naval one into the Black Sea Coast Box, no other; none not on the map', () => {
    const { ctx, state } = soviet();
    expect(check(ctx, state, 'soviet', [enter('soviet-infantry', '1505', 'caucasus'), enter('soviet-naval', '1506', 'black-sea-coast')])).toMatchObject([{ path: ['orders', 1, 'boxReplacement', 'to'], code: 'box-replacement-spent', rule: 'CtS 34.6' }]);
    expect(check(ctx, state, 'soviet', [enter('soviet-armor', '1507', 'caucasus')])).toMatchObject([{ code: 'not-infantry-type', rule: 'CtS 34.6' }]);
    expect(check(ctx, state, 'soviet', [enter('soviet-infantry', '1505', 'black-sea-coast')])).toMatchObject([{ code: 'not-infantry-type', rule: 'CtS 34.6' }]);
    expect(check(ctx, state, 'soviet', [enter('soviet-naval', '1506', 'black-sea-coast')])).toEqual([]);
    expect(boxReplacementRefusal('nkvd', 'caucasus', 1, 0)).toBeNull(); // NKVD is infantry type (21.5), by the tables' id
    expect(check(ctx, state, 'soviet', [enter('soviet-infantry', '1508', 'caucasus')])).toMatchObject([{ path: ['orders', 0, 'boxReplacement', 'from'], code: 'no-replacement' }]);
  });
  it('the choices offer exactly the box entries check() takes, and none once one has entered this turn', () => {
    const { ctx, state } = soviet();
    const entries = orderChoices(ctx, state, 'soviet').filter((c) => 'boxReplacement' in (c.order as object));
    expect(entries.map((c) => c.order)).toEqual([enter('soviet-infantry', '1505', 'caucasus'), enter('soviet-naval', '1506', 'caucasus'), enter('soviet-naval', '1506', 'black-sea-coast')]);
    for (const c of entries) expect(check(ctx, state, 'soviet', [c.order])).toEqual([]);
    const after = applyOrder(ctx, state, 'soviet', enter('soviet-naval', '1506', 'black-sea-coast'), 0, dice, 't').state;
    expect(orderChoices(ctx, after, 'soviet').filter((c) => 'boxReplacement' in (c.order as object))).toEqual([]);
    expect(templateFor(ctx, state, 'soviet').notes.join('\n')).toContain('{boxReplacement:');
  });
  it('not in a cts-5 Campaign Game', () => {
    const { ctx, state } = soviet('cts-5');
    expect(check(ctx, state, 'soviet', [enter('soviet-infantry', '1505', 'caucasus')])).toMatchObject([{ code: 'no-caucasus', rule: 'CtS 34.0' }]);
  });
});
