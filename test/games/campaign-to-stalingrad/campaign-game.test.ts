import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { playsSection } from '#games/campaign-to-stalingrad/rules/sections';
import { withdrawalsDue } from '#games/campaign-to-stalingrad/rules/withdrawals/withdraw';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { side } from '#kernel/ids';
import { realBundle } from './support/real-bundle';

const ctx = createContext(realBundle);
const scenario = (id: string) => realBundle.scenarios.find((s) => s.id === id)!;
const campaign = scenario('campaign');
const fallBlau = scenario('fall-blau');
const uranus = scenario('operation-uranus');
const start: CtsState = cts.setup('campaign');
const arrivalTurn = (unit: string): number | undefined => campaign.reinforcements.find((r) => r.units.includes(unit))?.turn;
const withdrawalOn = (turn: number) => campaign.withdrawals.filter((w) => w.turn === turn);

/** Each fact the rulebook states about the Campaign Game's data, with its rule. */
const facts: [rule: string, fact: string, check: () => void][] = [
  ['37.3', 'the game begins on turn 1 and continues until turn 62', () => expect([campaign.firstTurn, campaign.lastTurn]).toEqual([1, 62])],
  ['37.0', 'the Campaign plays Sections II and III', () => expect(campaign.sections).toEqual([2, 3])],
  ['37.2, 35.5, 25.0', 'turn 1 is Clear, the weather is rolled after', () => expect([campaign.firstWeather, campaign.weather]).toEqual(['clear', 'rolled'])],
  ['37.1', "Fall Blau's set-up: the same units on the same hexes", () => expect(campaign.setup).toEqual(fallBlau.setup)],
  ['37.1, 35.1', "Fall Blau's start line, set-up order and set-up card", () => expect([campaign.startLine, campaign.playerSetup]).toEqual([fallBlau.startLine, fallBlau.playerSetup])],
  ['37.1, 35.1(4)', "Fall Blau's Soviet set-up losses", () => expect(campaign.setupLosses).toEqual(fallBlau.setupLosses)],
  ['37.2, 35.2, 35.3', "Fall Blau's supply, depots and railheads", () => expect([campaign.supply, campaign.depots, campaign.railheads]).toEqual([fallBlau.supply, fallBlau.depots, fallBlau.railheads])],
  ['37.2, 35.4', "Fall Blau's replacements (the two with the 6th Army)", () => expect(campaign.replacements).toEqual(fallBlau.replacements)],
  ['37.2, 35.6, 19.4', "Fall Blau's special rules: the frozen armies and the Kuban Garrison", () => expect([campaign.frozen, campaign.kuban]).toEqual([fallBlau.frozen, fallBlau.kuban])],
  ['37.2, 23.14', "Fall Blau's Air Reinforcement Schedule", () => expect(campaign.airReinforcements).toEqual(fallBlau.airReinforcements)],
  ['19.0', "turns 1-15 of the Turn Record Track are Fall Blau's", () => expect(campaign.reinforcements.filter((r) => r.turn <= 15)).toEqual(fallBlau.reinforcements)],
  ['Errata 3B', 'the 4th Tank Army HQ arrives on turn 11 (not turn 26)', () => expect(arrivalTurn('sov-4TA-hq')).toBe(11)],
  ['Errata 3A', 'the 6th Mechanized Corps arrives on turn 59', () => expect(arrivalTurn('sov-6mc')).toBe(59)],
  ['Errata 3A', 'no withdrawal on turn 44 (its graphic is deleted)', () => expect(withdrawalOn(44)).toEqual([])],
  ['Errata 3C', 'the 19th Panzer Division withdraws on turn 22 and returns on turn 61', () => expect(withdrawalOn(22)).toEqual([{ turn: 22, side: 'axis', unit: 'ger-19pz', steps: 2, returns: 61 }])],
  ['Errata 3C', 'the 19th Panzer Division is in play before turn 22 and is not a turn-61 reinforcement (it Returns)', () => expect(arrivalTurn('ger-19pz')).toBeLessThan(22)],
  ['Errata 3D', 'the German 95th Infantry Division withdraws on turn 29', () => expect(withdrawalOn(29)).toEqual([{ turn: 29, side: 'axis', unit: 'ger-95', steps: 2 }])],
  ['Errata 3E', 'the turn-25 withdrawal is any Soviet Tank Corps', () => expect(withdrawalOn(25)).toEqual([{ turn: 25, side: 'soviet', type: 'tank', size: 'XXX', steps: 2 }])],
  ['37.0, 36.0', "turns 49-62 are Operation Uranus's Turn Record Track, less the 19th Panzer's return", () =>
    expect(campaign.reinforcements.filter((r) => r.turn >= 49)).toEqual(uranus.reinforcements.map((r) => ({ ...r, units: r.units.filter((u) => u !== 'ger-19pz') })).filter((r) => r.units.length > 0))],
  ['37.0, 36.1', "the armies of Operation Uranus's set-up arrive during turns 16-48", () => {
    const uranusOwn = uranus.setup.map((p) => p.unit).filter((u) => ctx.units.get(u)!.scenarios !== undefined);
    expect(uranusOwn.length).toBeGreaterThan(50);
    for (const u of uranusOwn) expect([u, arrivalTurn(u)! >= 16 && arrivalTurn(u)! <= 48]).toEqual([u, true]);
  }],
  ['19.0, 22.3, 30.0, 34.7', 'every counter of the Campaign order of battle is set up (on the map or, 34.7, in the Caucasus Box) or arrives, but the Guard Pool (32.1) and the German regiments, created in play (30.0)', () => {
    const regiments = realBundle.units.filter((u) => u.nationality === 'german' && u.type === 'infantry' && u.size === 'III').map((u) => u.id);
    const inPlay = new Set([...campaign.setup.map((p) => p.unit), ...(campaign.boxSetup ?? []).map((p) => p.unit), ...campaign.reinforcements.flatMap((r) => r.units), ...(campaign.guardPool ?? []), ...regiments]);
    expect(Object.keys(start.units).filter((u) => !inPlay.has(u))).toEqual([]);
  }],
  ['37.4', 'Axis B: 12 points for three units next to the Volga; the most points wins', () => expect(campaign.victory).toMatchObject({ reckoning: 'campaign-game', axisMargin: 0, axis: { volgaUnits: 3, volgaPoints: 12 } })],
  ['37.4', 'Soviet A and B: 10 a Major City hex, 5 a Minor City hex', () => expect(campaign.victory.soviet).toEqual({ majorCity: 10, minorCity: 5 })],
  ['reconstructed', 'the Turn Record Track says it is reconstructed', () => expect(campaign.provenance.find((p) => p.item === 'reinforcements')?.note).toMatch(/reconstructed/)],
];

describe('the Campaign Game scenario data (CtS 37.0-37.3, Errata 3)', () => {
  it.each(facts)('%s: %s', (_rule, _fact, check) => check());
});

describe('the Campaign Game starts as Fall Blau (CtS 37.1, 37.2, 35.6)', () => {
  const fb = cts.setup('fall-blau');
  it('37.1: the same units on the same hexes with the same steps, the same frozen units, turn 1 Clear', () => {
    const placed = (s: CtsState) => Object.values(s.units).filter((u) => u.where === 'map').map((u) => [u.id, u.hex, u.steps, u.frozen]);
    expect(placed(start)).toEqual(placed(fb));
    expect([start.turn, start.weather, start.phasing, start.phase, start.supplyPoints]).toEqual([1, 'clear', 'axis', 'movement', fb.supplyPoints]);
  });
  it('37.0: the scenario plays the rules of Sections II and III', () => expect([playsSection(ctx, start, 2), playsSection(ctx, start, 3)]).toEqual([true, true]));
  it('35.6 (37.2): on turn 1 only the German divisions at Kursk and the Hungarians at Oboyan may move', () => {
    const movers = cts.options(start, side('axis')).filter((o) => (o.moves ?? []).length > 0).map((o) => o.unit).sort();
    expect(movers).toEqual(['ger-340', 'ger-377', 'hun-1pz', 'hun-7', 'hun-9']);
    expect(cts.check(start, { side: side('axis'), orders: [{ move: { unit: 'ger-9pz', path: ['2846'] } }] }).map((i) => i.code)).toEqual(['no-movement-phase']);
  });
  it('19.0: the Uranus counters wait off the map for their turn', () => expect([start.units['sov-5TA-hq']?.where, start.units['rum-3A-hq']?.where]).toEqual(['pending', 'pending']));
  it('GET /api/scenarios lists the Campaign Game, 62 turns, with its game options', () => {
    const s = cts.scenarios.find((x) => x.id === 'campaign')!;
    expect([s.name, s.turns]).toEqual(['Campaign Game', 62]);
    const names = s.options!.map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['setup', 'weather', 'rivers', 'artilleryBarrage', 'commandControl']));
    expect(s.options!.find((o) => o.name === 'weather')?.default).toBe('rolled');
    // 37.4: the most points wins, so 35.8's reading of the Axis's twenty-point margin is no choice here; 24.0 is played (Section II)
    expect(names.filter((n) => n === 'shortAxisLead' || n === 'majorCityBattles')).toEqual([]);
  });
});

describe('Withdrawals of the Campaign Turn Record Track (CtS 20.1, Errata 3E)', () => {
  const onTurn = { ...start, turn: 25, phasing: 'soviet' as const };
  const gone = (s: CtsState) => withdrawalsDue(ctx, s, 'soviet').events.map((e) => [e.type, (e as { unit?: string }).unit]);
  it('3E: on turn 25 a Soviet Tank Corps goes', () => {
    const [[type, unit]] = gone(onTurn) as [[string, string]];
    expect([type, ctx.units.get(unit)!.type, ctx.units.get(unit)!.size]).toEqual(['withdrawal', 'tank', 'XXX']);
  });
  it('3E: a fragment with no Tank Corps on the map: no Tank Brigade goes in its place', () => {
    const units = { ...onTurn.units };
    for (const id of Object.keys(units)) if (ctx.units.get(id)!.type === 'tank' && ctx.units.get(id)!.size === 'XXX') units[id] = { ...units[id]!, where: 'cadre-lost', hex: null };
    expect(Object.values(units).some((u) => u.where === 'map' && ctx.units.get(u.id)!.type === 'tank')).toBe(true);
    expect(gone({ ...onTurn, units })).toEqual([['withdrawal-impossible', undefined]]);
  });
});
