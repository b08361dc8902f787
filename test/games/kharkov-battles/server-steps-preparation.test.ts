import { describe, expect, it } from 'vitest';
import { hexId, type HexId } from '#kernel/ids';
import type { KbState } from '#games/kharkov-battles/state/types';
import { withUnits } from '#games/kharkov-battles/state/update';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { d10Value } from '#kernel/dice/d10';
import { mergeDivisionsAfterMovement } from '#games/kharkov-battles/server-steps/index';
import { fullSupportCheck } from '#games/kharkov-battles/windows/preparation/full-support';
import { d10, everyDie, game, placed, run, TABLES } from './server-steps-fixture';

describe('A.1 Weather Phase (KB 19.0, 19.1, 19.11) and A.2.a Air Allocation (5.11, 19.15)', () => {
  it("Operation Star turn 12: the TRT shows Freeze with MUD? 0-1; the Soviet player rolls 1: Mud for the rest of the game, and the Mud Air Points (Axis 2, Soviet 1) go to 'Available for Sortie'", () => {
    const dice = d10({ 'T12/weather/mud': 1 });
    const weather = run('operation-star', 12, 'A.1', { dice });
    expect(weather.state).toMatchObject({ weather: 'mud', mudForRest: true, at: { turn: 12, stage: 'preparation', phase: 'weather' } });
    expect(weather.events).toMatchObject([{ type: 'kb-weather', rule: 'KB 19.11', roll: { label: 'T12/weather/mud', by: 'soviet', die: 1 } }]);
    const air = run('operation-star', 12, 'A.2.a', { state: weather.state });
    expect(air.state.airPoints).toEqual({ axis: 2, soviet: 1 });
  });

  it('the same roll a 2 (outside 0-1): Freeze holds and the full Air Points (Axis 5, Soviet 3) are available', () => {
    const weather = run('operation-star', 12, 'A.1', { dice: d10({ 'T12/weather/mud': 2 }) });
    expect(weather.state).toMatchObject({ weather: 'freeze', mudForRest: false });
    expect(run('operation-star', 12, 'A.2.a', { state: weather.state }).state.airPoints).toEqual({ axis: 5, soviet: 3 });
  });

  it('turn 0 of Operation Star: no die (no MUD? on the TRT), and one Soviet Air Point (20.1)', () => {
    const dice = d10([]);
    const weather = run('operation-star', 0, 'A.1', { dice });
    expect(weather.state.weather).toBe('freeze');
    expect(run('operation-star', 0, 'A.2.a', { state: weather.state }).state.airPoints).toEqual({ axis: 0, soviet: 1 });
    expect(dice.transcript()).toEqual([]);
  });
});

/** A hex of the real KB map with its six neighbours on the map. */
const CENTRE = hexId('3010');

describe('A.3 Mutual Supply Determination Phase (KB 8.3, 8.4)', () => {
  const { ctx, state: start } = game('operation-star');
  const ring = ctx.map.adjacent(CENTRE);
  const soviets = Object.values(start.units).filter((u) => u.where === 'map' && ctx.unit(u.id).side === 'soviet' && ctx.unit(u.id).kind !== 'hq').map((u) => u.id).slice(0, ring.length);
  /** A one-step German security regiment. */
  const axisUnit = 'ger-213-sich';
  const cut = (supply: KbState['units'][string]['supply']): KbState =>
    placed(start, { [CENTRE]: [axisUnit], ...Object.fromEntries(ring.map((h: HexId, i: number) => [h, [soviets[i]!]])) }, { [axisUnit]: { supply } });

  it('a German unit ringed by Soviet units traces no line: Operational becomes Out of Supply (8.32); every other Axis unit stays Operational', () => {
    expect(ring).toHaveLength(6);
    const out = run('operation-star', 3, 'A.3', { state: cut('operational') });
    expect(out.state.units[axisUnit]!.supply).toBe('out-of-supply');
    const others = Object.values(out.state.units).filter((u) => u.where === 'map' && u.id !== axisUnit && ctx.unit(u.id).side === 'axis');
    expect(others.length).toBeGreaterThan(10);
    expect(others.filter((u) => u.supply !== 'operational').map((u) => u.id)).toEqual([]);
    expect(out.events[0]).toMatchObject({ type: 'kb-supply', changes: [{ unit: axisUnit, from: 'operational', to: 'out-of-supply', rule: 'KB 8.32' }], attrition: [] });
  });

  it('still cut the next turn: Out of Supply becomes Isolated (8.33), and no Pocket Attrition yet', () => {
    const dice = d10([]);
    const out = run('operation-star', 3, 'A.3', { state: cut('out-of-supply'), dice });
    expect(out.state.units[axisUnit]!.supply).toBe('isolated');
    expect(dice.transcript()).toEqual([]);
  });

  it('Isolated on two MSDPs running: one Attrition roll for the hex (T03/supply/attrition/KB3010); a 9 in Freeze is still 9, two steps: the one-step regiment is eliminated (8.4, 19.22)', () => {
    const dice = d10({ 'T03/supply/attrition/KB3010': 9 });
    const freeze = { ...cut('isolated'), weather: 'freeze' as const };
    const out = run('operation-star', 3, 'A.3', { state: freeze, dice });
    expect(dice.transcript().map((r) => r.label)).toEqual(['T03/supply/attrition/KB3010']);
    const roll = out.events.find((e) => e.type === 'kb-pocket-attrition')!;
    expect(roll).toMatchObject({ hex: 'KB3010', roll: { die: 9, modified: 9 }, steps: TABLES.attrition.rows.at(-1)!.result, units: [axisUnit] });
    expect(out.state.units[axisUnit]).toMatchObject({ where: 'permanent-dead', hex: null });
  });

  it('the same hex, a roll of 0: no step lost', () => {
    const out = run('operation-star', 3, 'A.3', { state: cut('isolated'), dice: d10({ 'T03/supply/attrition/KB3010': 0 }) });
    expect(out.state.units[axisUnit]).toMatchObject({ where: 'map', steps: 1, supply: 'isolated' });
  });

  it('a unit that traces again is Operational, its Isolated marker gone (8.31, 8.33)', () => {
    const isolated = withUnits(start, { [axisUnit]: { supply: 'isolated' } });
    expect(run('operation-star', 3, 'A.3', { state: isolated }).state.units[axisUnit]!.supply).toBe('operational');
  });

  it('KB 8.12: the weather never changes a supply line: the same position in Clear, Freeze and Mud gives every unit the same supply state', () => {
    const states = (['clear', 'freeze', 'mud'] as const).map((weather) => {
      const out = run('operation-star', 3, 'A.3', { state: { ...cut('operational'), weather } });
      return Object.fromEntries(Object.values(out.state.units).map((u) => [u.id, u.supply]));
    });
    expect(states[0]![axisUnit]).toBe('out-of-supply');
    expect(states[1]).toEqual(states[0]);
    expect(states[2]).toEqual(states[0]);
  });
});

describe('A.3: the optional Popov fuel roll (KB 20.1)', () => {
  const popov = 'sov-popov-hq';
  it("with the option, turn 6's MSDP opens with the Soviet die (T06/supply/popov): a 4 puts Popov 'Out of Gas'", () => {
    const dice = d10({ 'T06/supply/popov': 4 });
    const out = run('operation-star', 6, 'A.3', { dice, options: { historicalFuel: 'on' } });
    expect(out.state.units[popov]!.outOfGas).toBe(true);
    expect(out.events[0]).toMatchObject({ type: 'kb-popov-fuel', rule: 'KB 20.1', roll: { label: 'T06/supply/popov', die: 4 }, outOfGas: true });
  });

  it('a 5 changes nothing; before turn 6, without the option, or once Out of Gas, no die is rolled', () => {
    expect(run('operation-star', 6, 'A.3', { dice: d10({ 'T06/supply/popov': 5 }), options: { historicalFuel: 'on' } }).state.units[popov]!.outOfGas).toBe(false);
    for (const [turn, options, state] of [
      [5, { historicalFuel: 'on' }, undefined],
      [6, {}, undefined],
      [7, { historicalFuel: 'on' }, withUnits(game('operation-star').state, { [popov]: { outOfGas: true } })],
    ] as const) {
      const dice = d10([]);
      run('operation-star', turn, 'A.3', { dice, options, state });
      expect(dice.transcript()).toEqual([]);
    }
  });
});

describe('A.4.b Support Points (KB 9.2, 20.1-20.3)', () => {
  it('Operation Star turn 2: the Axis rolls on the Support Table (T02/support); a 9 gives 3 Support Points', () => {
    const out = run('operation-star', 2, 'A.4.b/points', { dice: d10({ 'T02/support': 9 }) });
    expect(out.state.supportPoints).toBe(game('operation-star').state.supportPoints + 3);
    expect(out.events[0]).toMatchObject({ type: 'kb-support-points', rule: 'KB 9.2', roll: { label: 'T02/support', by: 'axis', die: 9 }, gained: 3 });
  });

  it("by both players' agreement (supportPoints: trt) the TRT's 1 for turn 2, no die; no roll on turn 1 either (9.2)", () => {
    for (const [turn, options] of [[2, { supportPoints: 'trt' }], [1, {}]] as const) {
      const dice = d10([]);
      const out = run('operation-star', turn, 'A.4.b/points', { dice, options });
      expect(out.state.supportPoints - game('operation-star').state.supportPoints).toBe(1);
      expect(dice.transcript()).toEqual([]);
    }
  });

  it('Second Kharkov turn 4: strictly the TRT, 4 points (20.2); Third Kharkov: none, every German HQ is Supported (20.3)', () => {
    expect(run('second-kharkov', 4, 'A.4.b/points').state.supportPoints - game('second-kharkov').state.supportPoints).toBe(4);
    const l = run('third-kharkov', 12, 'A.4.b/points');
    expect(l.state.supportPoints).toBe(game('third-kharkov').state.supportPoints);
    expect(l.events[0]).toMatchObject({ rule: 'KB 20.3', gained: 0 });
  });
});

describe('A.5 grants before the Preparation windows (KB 16.0, 20.1-20.3)', () => {
  it('Operation Star turn 6: after the Support Points the Axis receives eight mechanized and nine non-mechanized Replacement Points, the Soviet the TRT\u2019s 1 and 2 (20.1)', () => {
    const out = run('operation-star', 6, 'A.4.b/points', { dice: everyDie(0) });
    expect(out.state.replacementPoints).toEqual({ axis: { mech: 8, nonMech: 9 }, soviet: { mech: 1, nonMech: 2 } });
    expect(out.events.map((e) => e.type)).toEqual(['kb-support-points', 'kb-replacement-points']);
  });

  it('Third Kharkov: A.4.c is the last step before the windows, so it makes the grants (the TRT\u2019s 1 and 3 for turn 11); A.4.b does not', () => {
    const points = run('third-kharkov', 11, 'A.4.b/points');
    expect(points.events.map((e) => e.type)).toEqual(['kb-support-points']);
    const full = run('third-kharkov', 11, 'A.4.c', { state: points.state });
    expect(full.state.replacementPoints.soviet).toEqual({ mech: 1, nonMech: 3 });
    expect(full.events.map((e) => e.type)).toContain('kb-replacement-points');
  });

  it('Second Kharkov: no Replacement Points (20.2)', () => {
    const out = run('second-kharkov', 2, 'A.4.b/points');
    expect(out.state.replacementPoints).toEqual({ axis: { mech: 0, nonMech: 0 }, soviet: { mech: 0, nonMech: 0 } });
    expect(out.events.at(-1)).toMatchObject({ type: 'kb-replacement-points', rule: 'KB 20.2' });
  });
});

describe("A.4.c full support and 'Limited Support' (KB 9.3, 9.4): made in the Axis Preparation window", () => {
  const { ctx, data, state: start } = game('operation-star');
  const regiments = Object.values(start.units)
    .filter((u) => u.where === 'map' && ctx.unit(u.id).side === 'axis' && ctx.unit(u.id).nationality === 'german' && ctx.unit(u.id).class === 'mechanized' && ctx.unit(u.id).parent && !ctx.unit(u.id).silhouette)
    .map((u) => u.id)
    .sort();
  const onTurn = (s: KbState, turn: number): KbState => ({ ...s, at: { turn, stage: 'preparation', phase: 'maintenance' } });
  const marked = (s: KbState) => Object.values(s.units).filter((u) => u.marks.limitedSupport).map((u) => u.id).sort();

  it('Third Kharkov lists A.4.c as a step of its own: the step places no marker (the window that follows checks), and makes the grants', () => {
    const l = game('third-kharkov');
    const out = run('third-kharkov', 11, 'A.4.c');
    expect(marked(out.state)).toEqual([]);
    expect(out.events.map((e) => e.type)).toEqual(['kb-replacement-points']);
    expect(out.state.units).toEqual(l.state.units);
  });

  it("Operation Star turn 2, every HQ on its Unsupported side: every Operational German mechanized regiment gets 'Limited Support'", () => {
    expect(regiments.length).toBeGreaterThan(0);
    expect(marked(fullSupportCheck(data, onTurn(start, 2), []).state)).toEqual(regiments);
  });

  it('an Out of Supply regiment gets no marker: it has no support at all (9.3 "Operational", A12)', () => {
    const oos = withUnits(onTurn(start, 2), { [regiments[0]!]: { supply: 'out-of-supply' } });
    expect(fullSupportCheck(data, oos, []).state.units[regiments[0]!]!.marks.limitedSupport).toBe(false);
  });

  it('the XXXXVIII PanzerKorps flipped to its Supported side: the regiments of 6., 11. and 17. Panzer in its Command Range get full support from it, the others Limited Support', () => {
    const out = fullSupportCheck(data, withUnits(onTurn(start, 2), { 'ger-48-pzk': { hqSupported: true } }), []);
    for (const id of ['ger-110-11pz', 'ger-111-11pz', 'ger-114-6pz', 'ger-4-6pz', 'ger-40-17pz', 'ger-63-17pz']) expect(out.state.units[id]!.marks.limitedSupport, id).toBe(false);
    expect(out.state.units['ger-73-19pz']!.marks.limitedSupport).toBe(true);
  });
});

describe('A.3: a Strength Chit drawn for a Pocket Attrition loss is hidden (KB 2.6)', () => {
  it("an Isolated German infantry division at full strength loses one step: its chit is drawn with a hidden draw, the draw's event visible to the Axis alone, then flipped to its reduced side", () => {
    const { ctx, state: start } = game('operation-star');
    const ring = ctx.map.adjacent(CENTRE);
    const soviets = Object.values(start.units).filter((u) => u.where === 'map' && ctx.unit(u.id).side === 'soviet' && ctx.unit(u.id).kind !== 'hq').map((u) => u.id).slice(0, 6);
    const state = placed(start, { [CENTRE]: ['ger-168-id-kb'], ...Object.fromEntries(ring.map((h: HexId, i: number) => [h, [soviets[i]!]])) }, { 'ger-168-id-kb': { supply: 'isolated' } });
    const dice = FixedDice.mixed({ 'T03/supply/attrition/KB3010': d10Value(5) }, [1]);
    const out = run('operation-star', 3, 'A.3', { state, dice });
    expect(dice.transcript().map((r) => [r.label, r.hidden ?? false])).toEqual([['T03/supply/attrition/KB3010', false], ['T03/supply/attrition/KB3010/loss0/chit', true]]);
    const drawn = out.events.find((e) => e.type === 'chit-drawn')!;
    expect(drawn.visibleTo).toEqual(['axis']);
    expect(out.events.find((e) => e.type === 'step-lost')).toMatchObject({ unit: 'ger-168-id-kb', why: 'pocket-attrition', rule: 'KB 8.4', stepsLeft: 2 });
    expect(out.events.filter((e) => e.visibleTo === undefined).some((e) => JSON.stringify(e).includes(String(drawn['chit'])))).toBe(false);
    expect(out.state.units['ger-168-id-kb']).toMatchObject({ steps: 2, chit: { face: 'reduced' } });
  });
});

describe('KB 8.34, for the movement window: stacked units of one mechanized division take the best state', () => {
  it('an Out of Supply regiment of 6. Panzer stacked with its Operational sister regiment at the end of the Axis Movement Phase becomes Operational; a unit of another division does not', () => {
    const { ctx, state: start } = game('operation-star');
    const hex = start.units['ger-4-6pz']!.hex!;
    const state = placed(start, { [hex]: ['ger-4-6pz', 'ger-114-6pz', 'ger-63-17pz'] }, { 'ger-4-6pz': { supply: 'out-of-supply' }, 'ger-63-17pz': { supply: 'isolated' } });
    const out = mergeDivisionsAfterMovement(ctx, state, 'axis');
    expect(out.state.units['ger-4-6pz']!.supply).toBe('operational');
    expect(out.state.units['ger-63-17pz']!.supply).toBe('isolated');
    expect(out.events).toMatchObject([{ type: 'kb-division-supply', rule: 'KB 8.34', changes: [{ unit: 'ger-4-6pz', from: 'out-of-supply', to: 'operational' }] }]);
  });
});

describe("A.3: the owner's standing loss order decides which Isolated unit takes a Pocket Attrition loss (KB 8.4, D22)", () => {
  it('two Isolated Axis units in a pocket, one step rolled: by default the one-step regiment goes; with the Axis lossOrder naming the division, the division loses it', () => {
    const { ctx, state: start } = game('operation-star');
    const ring = ctx.map.adjacent(CENTRE);
    const soviets = Object.values(start.units).filter((u) => u.where === 'map' && ctx.unit(u.id).side === 'soviet' && ctx.unit(u.id).kind !== 'hq').map((u) => u.id).slice(0, 6);
    const state = placed(start, { [CENTRE]: ['ger-168-id-kb', 'ger-brk-kb-1'], ...Object.fromEntries(ring.map((h: HexId, i: number) => [h, [soviets[i]!]])) }, { 'ger-168-id-kb': { supply: 'isolated' }, 'ger-brk-kb-1': { supply: 'isolated' } });
    const face = 5; // one step on the Attrition Table, Freeze or not
    const byDefault = run('operation-star', 3, 'A.3', { state, dice: FixedDice.mixed({ 'T03/supply/attrition/KB3010': d10Value(face) }, [1]) });
    expect(byDefault.events.filter((e) => e.type === 'step-lost').map((e) => e['unit'])).toEqual(['ger-brk-kb-1']);
    const ordered = run('operation-star', 3, 'A.3', { state, dice: FixedDice.mixed({ 'T03/supply/attrition/KB3010': d10Value(face) }, [1]), input: { lossOrders: { axis: ['ger-168-id-kb'] } } });
    expect(ordered.events.filter((e) => e.type === 'step-lost').map((e) => e['unit'])).toEqual(['ger-168-id-kb']);
  });
});
