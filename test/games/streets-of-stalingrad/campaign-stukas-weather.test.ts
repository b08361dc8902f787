import { beforeEach, describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { Submission } from '#kernel/engine/ruleset';
import { side } from '#kernel/ids';
import { stukasLeft, stukasOfTurn } from '#games/streets-of-stalingrad/air/availability';
import { runAutomatic } from '#games/streets-of-stalingrad/game/automatic';
import { setupGame } from '#games/streets-of-stalingrad/game/setup';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import type { SosScenarioId } from '#games/streets-of-stalingrad/sequence/scenarios';
import { dayOfTurn } from '#games/streets-of-stalingrad/sequence/scenarios';
import type { SosWindowName } from '#games/streets-of-stalingrad/sequence/steps';
import { turnPlan, type WindowEntry } from '#games/streets-of-stalingrad/sequence/windows';
import { freshPiece, type SosState } from '#games/streets-of-stalingrad/state/types';
import { sideView } from '#games/streets-of-stalingrad/view/side-view';
import { attackRules } from '#games/streets-of-stalingrad/windows/attack/index';
import { bombardmentRules } from '#games/streets-of-stalingrad/windows/bombardment/index';
import type { PhaseContext } from '#games/streets-of-stalingrad/windows/phase';
import { blockedLos, env, hexAt } from './bombardment-fixture';
import { sosRuleset } from './game-fixture';
import { HEX } from './view-fixture';

// The campaign, scenario #3: 13 September is turn 1, so turn 2 is 14 September, turn 38 is
// 20 October and turn 39 is 21 October (dayOfTurn). A Soviet rifle battalion of #2 in 1010.
const T = '1010';
const ADMIN = '1.server';
const label = (turn: number, what: string) => `T${String(turn).padStart(2, '0')}/${ADMIN}/${what}`;
/** A campaign position on `turn`: only the pieces named are in play. */
const position = (turn: number, at: Record<string, string> = {}, scenario: SosScenarioId = 'scenario-3'): SosState => {
  const s = setupGame(env, scenario, {}).state;
  return { ...s, turn, pieces: Object.fromEntries(Object.keys(s.pieces).map((id) => [id, freshPiece(at[id] ?? null)])) };
};
/** The server step of the Administrative Phase of `turn`, with the dice by label; the ammunition rolls (14.71) get a 1 when due. */
const admin = (state: SosState, turn: number, dice: Record<string, number> = {}, scenario: SosScenarioId = 'scenario-3') =>
  runAutomatic({ env, scenario, standing: { german: null, soviet: null } }, state, { kind: 'automatic', step: ADMIN, phase: 1, rule: '', notes: [], turn }, new FixedDice({ [label(turn, 'ammunition/german')]: 1, [label(turn, 'ammunition/soviet')]: 1, ...dice }));
const of = (events: { type: string }[], type: string) => events.filter((e) => e.type === type);
const ctxOf = (name: SosWindowName, turn: number, scenario: SosScenarioId = 'scenario-3'): PhaseContext => {
  const entry = turnPlan(scenario, turn)!.find((e): e is WindowEntry => e.kind === 'window' && e.name === name)!;
  return { env, scenario, turn, window: entry, side: entry.side, standing: { german: null, soviet: null }, options: {} };
};
const bombard = (b: object): SosOrder => ({ bombard: b }) as SosOrder;

beforeEach(() => blockedLos.clear());

describe('the campaign\'s Stuka roll (SoS 15.5, 15.52)', () => {
  it('turn 1 of the campaign has the card\'s 14 Stukas and no roll; the roll is the campaign\'s only', () => {
    expect(stukasOfTurn(env, 'scenario-3', 1, {})).toBe(14);
    // FixedDice with no value for the label throws: no die is rolled on turn 1, nor in #1 or #2
    expect(of(admin(position(1), 1).events, 'stukas-rolled')).toEqual([]);
    expect(of(admin(position(2, {}, 'scenario-2'), 2, {}, 'scenario-2').events, 'stukas-rolled')).toEqual([]);
    expect(stukasOfTurn(env, 'scenario-2', 2, { campaignStukas: { turn: 2, die: 1, units: 21 } })).toBe(6);
  });

  it('E58: the rulebook\'s example: on turn 2 the German rolls a 5 in the Administrative Phase and uses only 17 of the 21 Stuka units in turn two', () => {
    const r = admin(position(2), 2, { [label(2, 'stukas')]: 5 });
    expect(of(r.events, 'stukas-rolled')).toEqual([{ type: 'stukas-rolled', phase: 1, side: 'german', turn: 2, label: 'T02/1.server/stukas', die: 5, base: 22, units: 17, rule: 'SoS 15.52' }]);
    expect(r.state.campaignStukas).toEqual({ turn: 2, die: 5, units: 17 });
    expect(stukasOfTurn(env, 'scenario-3', 2, r.state)).toBe(17);
    expect(stukasLeft(env, 'scenario-3', 2, { ...r.state, stukasUsed: 3 })).toBe(14);
  });

  it('a 1 gives all 21 units, a 10 gives 12; each turn after the first rolls again, and a turn not yet rolled for has none', () => {
    expect(admin(position(20), 20, { [label(20, 'stukas')]: 1 }).state.campaignStukas).toEqual({ turn: 20, die: 1, units: 21 });
    const ten = admin(position(21), 21, { [label(21, 'stukas')]: 10 });
    expect(ten.state.campaignStukas).toEqual({ turn: 21, die: 10, units: 12 });
    expect(stukasOfTurn(env, 'scenario-3', 22, ten.state)).toBe(0);
  });

  it('the German bombardment window refuses more Stukas than this turn\'s roll gave, and its notes say the roll', () => {
    const s = { ...position(2, { 'sov-1-1045': T }), campaignStukas: { turn: 2, die: 9, units: 13 }, stukasUsed: 12 };
    const ctx = ctxOf('german-bombardment-2', 2);
    expect(bombardmentRules.check(ctx, s, [bombard({ target: T, table: 'crt', stukas: { count: 2 } })]).map((i) => [i.code, i.rule, i.message])).toEqual([
      ['no-stukas-left', 'SoS 15.11, 15.52', "2 Stukas named: 1 of this turn's 13 are left (each flies once a turn)"],
    ]);
    expect(bombardmentRules.notes!(ctx, s)).toEqual([expect.stringMatching(/^Stukas left this turn: 1 of 13, 22 less this turn's roll of 9 \(SoS 15.52\)/)]);
  });
});

describe('bad weather (SoS 15.53)', () => {
  it('no weather roll before the 21 October turn (turn 38 is 20 October); from turn 39, every turn', () => {
    expect(dayOfTurn('scenario-3', 38)).toEqual({ month: 10, day: 20 });
    expect(dayOfTurn('scenario-3', 39)).toEqual({ month: 10, day: 21 });
    expect(of(admin(position(38), 38, { [label(38, 'stukas')]: 4 }).events, 'weather')).toEqual([]);
    const fair = admin(position(39), 39, { [label(39, 'stukas')]: 4, [label(39, 'weather')]: 3 });
    expect(of(fair.events, 'weather')).toEqual([{ type: 'weather', phase: 1, side: 'soviet', turn: 39, date: '10-21', label: 'T39/1.server/weather', die: 3, weather: 'fair', rule: 'SoS 15.53' }]);
    expect(fair.state.badWeather).toBeUndefined();
    expect(stukasOfTurn(env, 'scenario-3', 39, fair.state)).toBe(18);
    const later = admin(position(67), 67, { [label(67, 'stukas')]: 4, [label(67, 'weather')]: 10 });
    expect(of(later.events, 'weather').map((e) => (e as { date?: string }).date)).toEqual(['11-18']);
  });

  it('E78: a 1 or a 2 is bad weather for the whole turn: the turn is marked in the state, and no Stuka unit is available in it', () => {
    for (const die of [1, 2]) {
      const r = admin(position(45), 45, { [label(45, 'stukas')]: 4, [label(45, 'weather')]: die });
      expect(of(r.events, 'weather')).toEqual([expect.objectContaining({ die, weather: 'bad', rule: 'SoS 15.53' })]);
      expect(r.state.badWeather).toEqual([45]);
      expect(stukasOfTurn(env, 'scenario-3', 45, r.state)).toBe(0);
      // the marker stays on its turn space: the next turn is decided by its own roll
      const next = admin({ ...r.state, turn: 46 }, 46, { [label(46, 'stukas')]: 4, [label(46, 'weather')]: 7 });
      expect(next.state.badWeather).toEqual([45]);
      expect(stukasOfTurn(env, 'scenario-3', 46, next.state)).toBe(18);
    }
  });

  it('on a bad weather turn Stuka orders are refused in the bombardment and attack windows (SoS 15.53), and the German\'s notes say so', () => {
    const s = { ...position(45, { 'sov-1-1045': T }), campaignStukas: { turn: 45, die: 4, units: 18 }, badWeather: [45] };
    const bomb = ctxOf('german-bombardment-6', 45);
    expect(bombardmentRules.check(bomb, s, [bombard({ target: T, table: 'crt', stukas: { count: 1 } })]).map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([
      ['orders.0.bombard.stukas', 'bad-weather', 'SoS 15.53'],
    ]);
    expect(bombardmentRules.notes!(bomb, s)).toEqual(['Bad weather this turn: no Stuka unit may be used in any phase (SoS 15.53)']);
    const attack = ctxOf('german-attack', 45);
    const issues = attackRules.check(attack, s, [{ attack: { target: T, units: [], stukas: { count: 2 } } } as unknown as SosOrder]);
    expect(issues.filter((i) => i.rule === 'SoS 15.53').map((i) => [i.path.join('.'), i.code])).toEqual([['orders.0.attack.stukas', 'bad-weather']]);
  });

  it('the roll and the bad weather are public: both sides\' views and the public view show the marked turns and the campaign\'s Stukas', () => {
    const s = { ...position(45), campaignStukas: { turn: 45, die: 4, units: 18 }, badWeather: [45] };
    const look = { inLos: () => true, badWeather: false };
    for (const looker of ['german', 'soviet', null] as const) {
      const v = sideView(env, s, looker, look);
      expect(v.badWeather).toEqual([45]);
      expect(v.campaignStukas).toEqual({ turn: 45, die: 4, units: 18 });
    }
  });

  it('E78, 7.4: on a bad weather turn the German sees a Soviet unit in a clear hex only from a unit within 4 hexes; in fair weather, from the air', () => {
    const clear = HEX.clear;
    const far = hexAt(clear, 8);
    const s = position(45, { 'sov-1-1045': clear, 'ger-5-276': far });
    const look = { inLos: () => true, badWeather: false };
    expect(sideView(env, s, 'german', look).pieces['sov-1-1045']).toBeDefined();
    expect(sideView(env, { ...s, badWeather: [45] }, 'german', look).pieces['sov-1-1045']).toBeUndefined();
  });

  it('7.4 with 7.5, 7.6: on a bad weather turn a Soviet unit in a clear hex that revealed itself by fire is seen within the German\'s LOS beyond 4 hexes, not out of it', () => {
    const clear = HEX.clear;
    const far = hexAt(clear, 8);
    const base = position(45, { 'sov-1-1045': clear, 'ger-5-276': far });
    const s = { ...base, badWeather: [45], pieces: { ...base.pieces, 'sov-1-1045': { ...base.pieces['sov-1-1045']!, revealed: true } } };
    expect(sideView(env, s, 'german', { inLos: () => true, badWeather: false }).seen['sov-1-1045']).toEqual({ why: expect.any(String), rule: 'SoS 7.4, 7.5, 7.6' });
    expect(sideView(env, s, 'german', { inLos: () => false, badWeather: false }).pieces['sov-1-1045']).toBeUndefined();
  });
});

describe('the rolls through the game\'s dice (replays give the same rolls)', () => {
  const sub = (s: string): Submission => ({ side: side(s), orders: [] });
  /** A campaign game at the German Administrative window of `turn`. */
  const at = (turn: number): SosGame => {
    const g = sosRuleset().setup('scenario-3');
    return { ...g, setup: null, position: { turn, entry: 0 }, state: { ...g.state, turn } } as SosGame;
  };
  it('the Administrative Phase of the 21 October turn rolls the Stukas and the weather, labelled, announced in the events', () => {
    const ruleset = sosRuleset();
    let g = at(39);
    expect(ruleset.window(g)!.id).toBe('T39/german-administrative');
    const events: { type: string }[] = [];
    const dice = { 'T39/1.server/stukas': 6, 'T39/1.server/weather': 2, 'T39/1.server/ammunition/german': 1, 'T39/1.server/ammunition/soviet': 1 };
    while (ruleset.window(g)!.id.endsWith('administrative')) {
      const r = ruleset.adjudicate(g, [sub(ruleset.window(g)!.waitingFor[0]!)], FixedDice.mixed(dice, Array(40).fill(10)));
      events.push(...r.events);
      g = r.state;
    }
    expect(of(events, 'stukas-rolled')).toEqual([expect.objectContaining({ die: 6, units: 16 })]);
    expect(of(events, 'weather')).toEqual([expect.objectContaining({ die: 2, weather: 'bad' })]);
    expect(g.state.badWeather).toEqual([39]);
    expect((ruleset.view(g, side('soviet')) as { state: object }).state).toMatchObject({ badWeather: [39] });
  });
});
