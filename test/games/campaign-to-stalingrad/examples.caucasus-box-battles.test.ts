import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import type { GameEvent } from '#kernel/engine/events';
import { side as asSide } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { OffMapBox } from '#games/campaign-to-stalingrad/state/off-map-box';
import type { CaucasusMarkers } from '#games/campaign-to-stalingrad/state/caucasus-markers';
import { applyOrder } from '#games/campaign-to-stalingrad/windows/apply-order';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { tinyWorld, type TinySpec, type TinyUnit } from './support/tiny-world';

/**
 * CtS 34.1, 34.5, 34.8, 34.9: the box battles of the Caucasus Campaign Display, played by
 * orders in a Campaign fragment (Sections II and III) of engine cts-6. The fragment's south
 * edge is row 20; its Axis gates (4737-4728 on the printed map) are 2008-2012. Units are put
 * in their boxes, and the markers set, directly.
 */
const SECTION_III = { sections: [2, 3] } as TinySpec['scenario'];
const GATES = ['2008', '2009', '2010', '2011', '2012'];

const ger = (id: string, extra: Partial<TinyUnit> = {}): TinyUnit => ({ id, side: 'axis', type: 'infantry', faces: ['8-7-4', '4-4-4'], hex: '2010', ...extra });
const rifle = (id: string, extra: Partial<TinyUnit> = {}): TinyUnit => ({ id, side: 'soviet', type: 'rifle', faces: ['3-4-4', '1-2-4'], hex: '2005', ...extra });
const guards = (id: string): TinyUnit => ({ id, side: 'soviet', type: 'rifle', faces: ['8-6-4', '4-3-4'], hex: '2005' });
const axisHq = (extra: Partial<TinyUnit> = {}): TinyUnit => ({ id: 'hq', side: 'axis', type: 'army-hq', faces: ['0-1-6'], hex: '2010', activated: true, ...extra });
const guardsHq: TinyUnit = { id: 'ghq', side: 'soviet', type: 'army-hq', branch: 'guard', faces: ['0-1-6'], hex: '2005', activated: true };

/** A Campaign fragment in the Combat Phase of turn 5, `boxes` giving each unit's box (the others on the map), the markers as given. */
function world(units: TinyUnit[], boxes: Record<string, OffMapBox>, opts: { markers?: CaucasusMarkers; phasing?: 'axis' | 'soviet'; engine?: string } = {}): { ctx: CtsContext; state: CtsState } {
  const w = tinyWorld({ units, scenario: SECTION_III, engine: opts.engine ?? 'cts-6' });
  const display = w.ctx.caucasusDisplay!;
  const ctx: CtsContext = { ...w.ctx, caucasusDisplay: { ...display, caucasus: display.caucasus.map((s, i) => (i === 0 ? { ...s, axisHexes: GATES } : s)) } };
  const placed = Object.fromEntries(Object.entries(w.state.units).map(([id, u]) => [id, boxes[id] ? unitWith(u, { where: 'off-map', leftMapTurn: 1, box: boxes[id] }) : u]));
  const state: CtsState = { ...w.state, units: placed, turn: 5, phasing: opts.phasing ?? 'axis', phase: 'combat', caucasusMarkers: opts.markers ?? { caucasus: 'kuban-steppes' } };
  return { ctx, state };
}
/** Two white dice, a black die (the order is the file's first: label t/1). */
const dice = (w1: number, w2: number, black: number) => new FixedDice({ 't/1/white#1': w1, 't/1/white#2': w2, 't/1/black': black });
const attack = (box: 'caucasus' | 'black-sea-coast', attackers: string[], maximumEffort: 0 | 1 | 2 = 0) => ({ boxAttack: { box, attackers, maximumEffort } });
const advance = (box: 'caucasus' | 'black-sea-coast') => ({ boxAdvance: { box } });
const of = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);
const check = (ctx: CtsContext, state: CtsState, orders: unknown[]) => checkSubmission(ctx, state, { side: asSide(state.phasing), orders });

describe('CtS 34.1 a box attack by order, in the Combat Phase', () => {
  const caucasus = { gi1: 'caucasus', gi2: 'caucasus', hq: 'caucasus', rd1: 'caucasus', rd2: 'caucasus' } as const;
  const units = [ger('gi1'), ger('gi2'), axisHq(), rifle('rd1'), rifle('rd2')];

  it('every enemy unit in the box defends the attackers named; a success (an advance) moves the marker one space right and records the losses', () => {
    const { ctx, state } = world(units, caucasus);
    expect(check(ctx, state, [attack('caucasus', ['gi1', 'gi2'])])).toEqual([]);
    const r = applyOrder(ctx, state, 'axis', attack('caucasus', ['gi1', 'gi2']), 0, dice(4, 4, 3), 't');
    const [battle] = of(r.events, 'box-battle');
    // 16 (two 8s, Attack Supply from the Activated Army HQ in the box) against 8 (two 4s): 2-1; white 4 4 = D1 + D1, black 3 = Advance 1
    expect(battle).toMatchObject({ rule: 'CtS 34.1', box: 'caucasus', attackers: ['gi1', 'gi2'], defenders: ['rd1', 'rd2'], attack: 16, defense: 8, column: '2-1', supply: { source: 'army-hq' }, losses: { attacker: 0, defender: 2 }, advance: 1, success: true });
    expect(of(r.events, 'step-loss').map((e) => e.unit)).toEqual(['rd1', 'rd2']); // 10.5: no second step before every unit has lost one
    expect(of(r.events, 'marker-move')).toMatchObject([{ rule: 'CtS 34.1', track: 'caucasus', moved: 1, space: 'krasnodar' }]);
    expect(r.state.caucasusMarkers).toMatchObject({ caucasus: 'krasnodar', blackSeaCoast: 'taman-peninsula' }); // 34.3: Krasnodar opens the coast
    expect([r.state.units.gi1!.attacked, r.state.units.rd1!.defended, r.state.units.rd1!.steps]).toEqual([true, true, 1]);
  });

  it('no advance, no success: the marker stays', () => {
    const { ctx, state } = world(units, caucasus);
    const r = applyOrder(ctx, state, 'axis', attack('caucasus', ['gi1', 'gi2']), 0, dice(4, 4, 2), 't');
    expect(of(r.events, 'box-battle')).toMatchObject([{ advance: 0, success: false }]);
    expect(of(r.events, 'marker-move')).toEqual([]);
    expect(r.state.caucasusMarkers).toEqual({ caucasus: 'kuban-steppes' });
  });

  it('34.1 (3): the defender\'s Determined Defense that takes the advance to 0 leaves the marker where it is', () => {
    const { ctx, state } = world(units, caucasus);
    const held = { ...state, standing: { soviet: { defender: { determinedDefense: { policy: 'hold' as const, maxLevel: 2 as const }, lossOrder: [] } } } };
    const r = applyOrder(ctx, held, 'axis', attack('caucasus', ['gi1', 'gi2']), 0, dice(4, 4, 3), 't');
    expect(of(r.events, 'box-battle')).toMatchObject([{ determinedDefense: 1, advance: 0, success: false, losses: { defender: 4 } }]);
    expect(r.state.caucasusMarkers!.caucasus).toBe('kuban-steppes');
  });

  it('only one attack a box each player turn: a second in the same file, or after the first, is refused', () => {
    const { ctx, state } = world(units, caucasus);
    expect(check(ctx, state, [attack('caucasus', ['gi1']), attack('caucasus', ['gi2'])])).toMatchObject([{ path: ['orders', 1, 'boxAttack', 'box'], code: 'box-fought', rule: 'CtS 34.1' }]);
    const after = applyOrder(ctx, state, 'axis', attack('caucasus', ['gi1']), 0, dice(4, 4, 2), 't').state;
    expect(check(ctx, after, [attack('caucasus', ['gi2'])])).toMatchObject([{ code: 'box-fought', rule: 'CtS 34.1' }]);
    expect(applyOrder(ctx, after, 'axis', attack('caucasus', ['gi2']), 1, dice(4, 4, 2), 't').events).toMatchObject([{ type: 'order-skipped' }]);
  });

  it('34.1 (1): units in the Black Sea Coast box may not assist those in the Caucasus; a unit on the map may not either', () => {
    const { ctx, state } = world([...units, ger('coast'), ger('onmap', { hex: '1510' })], { ...caucasus, coast: 'black-sea-coast' });
    expect(check(ctx, state, [attack('caucasus', ['gi1', 'coast', 'onmap'])])).toMatchObject([
      { path: ['orders', 0, 'boxAttack', 'attackers', 1], code: 'not-in-box', rule: 'CtS 34.1' },
      { path: ['orders', 0, 'boxAttack', 'attackers', 2], code: 'not-in-box', rule: 'CtS 34.1' },
    ]);
  });

  it('10.1.4: a unit that attacked this turn may not attack again; a box order is a Combat Phase order', () => {
    const { ctx, state } = world([ger('gi1', { attacked: true }), ...units.slice(1)], caucasus);
    expect(check(ctx, state, [attack('caucasus', ['gi1'])])).toMatchObject([{ code: 'attacked-twice', rule: 'CtS 10.1.4' }]);
    expect(check(ctx, { ...state, phase: 'movement', air: { ...state.air, segmentDone: true } }, [attack('caucasus', ['gi2'])])).toMatchObject([{ code: 'wrong-window' }]);
  });

  it('34.2: without a Depot or Activated Army HQ in the box the attackers go at half strength', () => {
    const { ctx, state } = world([...units.filter((u) => u.id !== 'hq'), axisHq({ activated: false })], caucasus);
    const r = applyOrder(ctx, state, 'axis', attack('caucasus', ['gi1', 'gi2']), 0, dice(4, 4, 2), 't');
    expect(of(r.events, 'box-battle')).toMatchObject([{ attack: 8, supply: { source: 'none', halved: true, rule: 'CtS 34.2' } }]);
  });

  it('34.1 (3), 11.6: Maximum Effort shifts the column and doubles the attacker\'s losses', () => {
    const { ctx, state } = world(units, caucasus);
    const r = applyOrder(ctx, state, 'axis', attack('caucasus', ['gi1', 'gi2'], 1), 0, dice(5, 4, 2), 't');
    const [b] = of(r.events, 'box-battle');
    expect(b).toMatchObject({ column: '3-1', maximumEffort: 1 });
    expect((b!.shifts as { rule: string }[]).map((s) => s.rule)).toEqual(['CtS 11.6']);
    expect((b!.losses as { attacker: number }).attacker).toBe(3); // 3-1 white 5 = A1/D2, its A1 doubled; white 4 = D1, its 0 made 1 (11.6)
  });

  it('a Soviet success pushes the Axis marker one space left', () => {
    const { ctx, state } = world([ger('gi1'), guards('gd1'), guards('gd2'), guardsHq], { gi1: 'caucasus', gd1: 'caucasus', gd2: 'caucasus', ghq: 'caucasus' }, { markers: { caucasus: 'pyatigorsk' }, phasing: 'soviet' });
    const r = applyOrder(ctx, state, 'soviet', attack('caucasus', ['gd1', 'gd2']), 0, dice(4, 4, 4), 't');
    expect(of(r.events, 'box-battle')).toMatchObject([{ side: 'soviet', supply: { source: 'guards-army-hq' }, success: true }]);
    expect(r.state.caucasusMarkers!.caucasus).toBe('maykop');
  });
});

describe('CtS 34.8 the terrain of the space just right of the Axis marker', () => {
  it('with the marker on Krasnodar the attack is fought over Maykop (*): one column left, shown with its reason', () => {
    const { ctx, state } = world([ger('gi1'), ger('gi2'), axisHq(), rifle('rd1'), rifle('rd2')], { gi1: 'caucasus', gi2: 'caucasus', hq: 'caucasus', rd1: 'caucasus', rd2: 'caucasus' }, { markers: { caucasus: 'krasnodar', blackSeaCoast: 'taman-peninsula' } });
    const r = applyOrder(ctx, state, 'axis', attack('caucasus', ['gi1', 'gi2']), 0, dice(4, 4, 2), 't');
    expect(of(r.events, 'box-battle')).toMatchObject([{ column: '1 1/2-1', shifts: [{ value: -1, rule: 'CtS 34.8', reason: 'Maykop (*) on the Control Track' }] }]);
  });
});

describe('CtS 34.8 with 11.1: a Soviet box attack is fought over the Axis marker\'s own space, which the Axis defends', () => {
  it('with the marker on Pyatigorsk (*) the Soviet attack takes one column left for Pyatigorsk; an Axis attack from there is fought over Mozdok (no mark)', () => {
    const soviet = world([ger('gi1'), guards('gd1'), guards('gd2'), guardsHq], { gi1: 'caucasus', gd1: 'caucasus', gd2: 'caucasus', ghq: 'caucasus' }, { markers: { caucasus: 'pyatigorsk' }, phasing: 'soviet' });
    const r = applyOrder(soviet.ctx, soviet.state, 'soviet', attack('caucasus', ['gd1', 'gd2']), 0, dice(4, 4, 4), 't');
    expect((of(r.events, 'box-battle')[0]!.shifts as { rule: string; reason: string }[]).filter((m) => m.rule === 'CtS 34.8')).toMatchObject([{ value: -1, reason: 'Pyatigorsk (*) on the Control Track' }]);
    const axis = world([ger('gi1'), ger('gi2'), axisHq(), rifle('rd1'), rifle('rd2')], { gi1: 'caucasus', gi2: 'caucasus', hq: 'caucasus', rd1: 'caucasus', rd2: 'caucasus' }, { markers: { caucasus: 'pyatigorsk', blackSeaCoast: 'taman-peninsula' } });
    const a = applyOrder(axis.ctx, axis.state, 'axis', attack('caucasus', ['gi1', 'gi2']), 0, dice(4, 4, 2), 't');
    expect((of(a.events, 'box-battle')[0]!.shifts as { rule: string }[]).filter((m) => m.rule === 'CtS 34.8')).toEqual([]);
  });
});

describe('CtS 34.1 (3) with 11.5: the Axis "may" reroll his 1s in a box battle, as his standing order says', () => {
  const units = [ger('gi1'), ger('gi2'), axisHq(), rifle('rd1'), rifle('rd2')];
  const boxes = { gi1: 'caucasus', gi2: 'caucasus', hq: 'caucasus', rd1: 'caucasus', rd2: 'caucasus' } as const;
  it('by default a white 1 is rerolled; with `rerollOnes: false` it is kept', () => {
    const { ctx, state } = world(units, boxes);
    const rolled = new FixedDice({ 't/1/white#1': 1, 't/1/white#1/reroll': 4, 't/1/white#2': 4, 't/1/black': 2 });
    const r = applyOrder(ctx, state, 'axis', attack('caucasus', ['gi1', 'gi2']), 0, rolled, 't');
    expect((of(r.events, 'box-battle')[0]!.dice as { white: { value: number }[] }).white.map((d) => d.value)).toEqual([4, 4]);
    const keeps = { ...state, standing: { ...state.standing, axis: { ...state.standing.axis, attacker: { ...state.standing.axis?.attacker, rerollOnes: false } } } } as CtsState;
    const k = applyOrder(ctx, keeps, 'axis', attack('caucasus', ['gi1', 'gi2']), 0, new FixedDice({ 't/1/white#1': 1, 't/1/white#2': 4, 't/1/black': 2 }), 't');
    expect((of(k.events, 'box-battle')[0]!.dice as { white: { value: number }[] }).white.map((d) => d.value)).toEqual([1, 4]);
  });
});

describe('CtS 34.5 complete capture', () => {
  it('the Axis holding every space, his success records only step losses: the marker stays on the last space', () => {
    const { ctx, state } = world([ger('gi1'), ger('gi2'), axisHq(), rifle('rd1'), rifle('rd2')], { gi1: 'caucasus', gi2: 'caucasus', hq: 'caucasus', rd1: 'caucasus', rd2: 'caucasus' }, { markers: { caucasus: 'grozny', blackSeaCoast: 'taman-peninsula' } });
    const r = applyOrder(ctx, state, 'axis', attack('caucasus', ['gi1', 'gi2']), 0, dice(4, 4, 6), 't');
    expect(of(r.events, 'box-battle')).toMatchObject([{ success: true, losses: { defender: 2 } }]);
    expect(of(r.events, 'marker-move')).toMatchObject([{ rule: 'CtS 34.5', moved: 0 }]);
    expect(r.state.caucasusMarkers!.caucasus).toBe('grozny');
    expect(r.state.units.rd1!.box).toBe('caucasus'); // the Soviet units stay in the box
  });

  const coast = (caucasusMarker: string) =>
    world([ger('gi1'), ger('coastal'), guards('gd1'), guards('gd2'), guardsHq], { gi1: 'black-sea-coast', coastal: 'black-sea-coast', gd1: 'black-sea-coast', gd2: 'black-sea-coast', ghq: 'black-sea-coast' }, { markers: { caucasus: caucasusMarker, blackSeaCoast: 'taman-peninsula' }, phasing: 'soviet' });

  it('the Soviet taking every Black Sea Coast space sends the Axis units there to the Caucasus Box while the Axis holds Krasnodar', () => {
    const { ctx, state } = coast('krasnodar');
    const r = applyOrder(ctx, state, 'soviet', attack('black-sea-coast', ['gd1', 'gd2']), 0, dice(2, 2, 5), 't');
    expect(r.state.caucasusMarkers!.blackSeaCoast).toBeUndefined();
    expect(of(r.events, 'box-retreat').map((e) => e.unit)).toEqual(['coastal', 'gi1']);
    expect([r.state.units.gi1!.box, r.state.units.coastal!.box]).toEqual(['caucasus', 'caucasus']);
  });

  it('with Krasnodar Soviet they are removed from play across the Kerch Straits: not eliminated, no Victory Points', () => {
    const { ctx, state } = coast('kuban-steppes');
    const r = applyOrder(ctx, state, 'soviet', attack('black-sea-coast', ['gd1', 'gd2']), 0, dice(2, 2, 5), 't');
    expect(of(r.events, 'removed-from-play')).toMatchObject([{ rule: 'CtS 34.5', unit: 'coastal' }, { rule: 'CtS 34.5', unit: 'gi1' }]);
    expect(r.state.units.coastal).toMatchObject({ where: 'withdrawn', hex: null, steps: 2 });
    expect(r.state.units.coastal!.returnTurn).toBeUndefined();
    expect(of(r.events, 'eliminated')).toEqual([]);
  });

  it('the Soviet taking every Caucasus space expels the Axis two hexes north through 4737-4728, with the Axis units standing on those hexes', () => {
    const { ctx, state } = world([ger('gi1'), ger('gi2'), ger('gate', { hex: '2011' }), guards('gd1'), guards('gd2'), guardsHq], { gi1: 'caucasus', gi2: 'caucasus', gd1: 'caucasus', gd2: 'caucasus', ghq: 'caucasus' }, { phasing: 'soviet' });
    const r = applyOrder(ctx, state, 'soviet', attack('caucasus', ['gd1', 'gd2']), 0, dice(3, 3, 5), 't');
    expect(r.state.caucasusMarkers!.caucasus).toBeUndefined();
    const retreats = of(r.events, 'retreat');
    expect(retreats.map((e) => [(e.units as string[])[0], e.rule])).toEqual([['gi1', 'CtS 34.5'], ['gi2', 'CtS 34.5'], ['gate', 'CtS 34.5']]);
    for (const id of ['gi1', 'gi2', 'gate']) {
      const u = r.state.units[id]!;
      expect(u.where).toBe('map');
      expect(u.box).toBeUndefined();
      expect(u.hex!.slice(0, 2)).toBe('18'); // two hexes north of row 20
    }
    expect(r.state.units.gate!.hex).toBe('1811');
  });
});

describe('CtS 34.9 [Change] no opposition', () => {
  it('with no enemy unit in the box the marker moves four spaces in the Combat Phase, by {boxAdvance: {box}}', () => {
    const { ctx, state } = world([ger('gi1'), rifle('rd1')], { gi1: 'caucasus' });
    expect(check(ctx, state, [advance('caucasus')])).toEqual([]);
    const r = applyOrder(ctx, state, 'axis', advance('caucasus'), 0, dice(1, 1, 1), 't');
    expect(of(r.events, 'marker-move')).toMatchObject([{ rule: 'CtS 34.9', moved: 4, space: 'mozdok' }]);
    expect(r.state.caucasusMarkers).toEqual({ caucasus: 'mozdok', blackSeaCoast: 'taman-peninsula' });
    expect(check(ctx, r.state, [advance('caucasus')])).toMatchObject([{ code: 'box-fought' }]); // once a player turn
  });
  it('not while enemy units are in the box; and an attack needs enemy units to attack', () => {
    const { ctx, state } = world([ger('gi1'), rifle('rd1')], { gi1: 'caucasus', rd1: 'caucasus' });
    expect(check(ctx, state, [advance('caucasus')])).toMatchObject([{ path: ['orders', 0, 'boxAdvance', 'box'], code: 'enemy-in-box', rule: 'CtS 34.1' }]);
    const alone = world([ger('gi1'), rifle('rd1')], { gi1: 'caucasus' });
    expect(check(alone.ctx, alone.state, [attack('caucasus', ['gi1'])])).toMatchObject([{ path: ['orders', 0, 'boxAttack', 'box'], code: 'no-defenders', rule: 'CtS 34.9' }]);
  });
  it('nor without own units in the box, nor with every space already held', () => {
    const none = world([ger('gi1'), rifle('rd1')], {});
    expect(check(none.ctx, none.state, [advance('caucasus')])).toMatchObject([{ code: 'no-units', rule: 'CtS 34.9' }]);
    const held = world([ger('gi1'), rifle('rd1')], { gi1: 'caucasus' }, { markers: { caucasus: 'grozny' } });
    expect(check(held.ctx, held.state, [advance('caucasus')])).toMatchObject([{ code: 'nothing-to-take', rule: 'CtS 34.5' }]);
  });
});

describe('options() offer only what check() takes (34.1, 34.9)', () => {
  it('a unit in a box with enemy units is offered boxAttack, one in a box without is offered boxAdvance; check() takes both', () => {
    const { ctx, state } = world([ger('gi1'), ger('coast'), rifle('rd1')], { gi1: 'caucasus', rd1: 'caucasus', coast: 'black-sea-coast' }, { markers: { caucasus: 'krasnodar', blackSeaCoast: 'taman-peninsula' } });
    const opts = unitOptions(ctx, state, 'axis');
    expect(opts.find((o) => o.unit === 'gi1')!.boxCombat).toEqual({ box: 'caucasus', order: 'boxAttack' });
    expect(opts.find((o) => o.unit === 'coast')!.boxCombat).toEqual({ box: 'black-sea-coast', order: 'boxAdvance' });
    expect(check(ctx, state, [attack('caucasus', ['gi1']), advance('black-sea-coast')])).toEqual([]);
    const fought = applyOrder(ctx, state, 'axis', advance('black-sea-coast'), 0, dice(1, 1, 1), 't').state;
    expect(unitOptions(ctx, fought, 'axis').find((o) => o.unit === 'coast')!.boxCombat).toBeUndefined();
  });
});

describe('a Campaign game of engine cts-5 is unchanged (34.0 read by the engine, data/readings.ts)', () => {
  it('refuses the box orders, skips them unchanged, and offers none', () => {
    const { ctx, state } = world([ger('gi1'), ger('gi2'), axisHq(), rifle('rd1'), rifle('rd2')], { gi1: 'caucasus', gi2: 'caucasus', hq: 'caucasus', rd1: 'caucasus', rd2: 'caucasus' }, { engine: 'cts-5' });
    expect(check(ctx, state, [attack('caucasus', ['gi1', 'gi2']), advance('black-sea-coast')])).toMatchObject([
      { path: ['orders', 0, 'boxAttack', 'box'], code: 'caucasus-not-played', rule: 'CtS 34.0' },
      { path: ['orders', 1, 'boxAdvance', 'box'], code: 'caucasus-not-played', rule: 'CtS 34.0' },
    ]);
    const r = applyOrder(ctx, state, 'axis', attack('caucasus', ['gi1', 'gi2']), 0, dice(4, 4, 3), 't');
    expect(r.events).toMatchObject([{ type: 'order-skipped' }]);
    expect(r.state).toBe(state);
    expect(unitOptions(ctx, state, 'axis').some((o) => o.boxCombat !== undefined)).toBe(false);
  });
});
