import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { automaticVictor } from '#games/campaign-to-stalingrad/rules/automatic-victory';
import { campaignCount, campaignWinner } from '#games/campaign-to-stalingrad/rules/campaign-victory';
import { victoryPoints } from '#games/campaign-to-stalingrad/rules/victory';
import type { CityBattle, CtsState } from '#games/campaign-to-stalingrad/state/types';
import { FixedDice } from '#kernel/dice';
import { hexId } from '#kernel/ids';
import { realBundle } from './support/real-bundle';

const ctx = createContext(realBundle);
const start: CtsState = cts.setup('campaign');
const dice = () => FixedDice.mixed({}, Array(200).fill(4));
const battle = (attacker: 'axis' | 'soviet'): CityBattle => ({ attacker, quarters: 2, since: 40, sections: ['axis', 'axis', 'axis', 'soviet', 'soviet', 'soviet'] }) as CityBattle;

/**
 * A fragment: every Soviet unit eliminated, every hex Axis controlled, and the Axis units
 * given here on the hexes given (all others off the map).
 */
function axisEverywhere(placed: Record<string, string>): CtsState {
  const units = { ...start.units };
  for (const [id, u] of Object.entries(units)) {
    if (ctx.units.get(id)!.side === 'soviet') units[id] = { ...u, where: 'cadre-lost', hex: null };
    else units[id] = id in placed ? { ...u, where: 'map', hex: hexId(placed[id]!), outOfSupply: false } : { ...u, where: 'withdrawn', hex: null };
  }
  const control = Object.fromEntries(Object.keys(start.control).map((h) => [h, 'axis' as const]));
  return { ...start, units, control, turn: 62 };
}

describe('Campaign Game Victory Points (CtS 37.4, 37.6)', () => {
  it('37.4 Soviet A and B: at the start the Soviet holds Voronezh, Stalingrad (two hexes) and Rostov (10 each) and Borisoglebsk, Kamyshin and Voroshilovgrad (5 each) with a LOC: 55', () => {
    const c = campaignCount(ctx, start);
    expect([c.cities.major, c.cities.minor, c.vp]).toEqual([['1736', '4109', '4209', '5632'], ['1922', '3005', '4334'], { axis: 0, soviet: 55 }]);
  });
  it('37.4 Soviet A: a Major City hex in a Major City Battle is not 100% controlled, so it scores nothing', () => {
    const s = { ...start, cityBattles: { [hexId('1736')]: battle('axis') } };
    expect(campaignCount(ctx, s).vp.soviet).toBe(45);
  });
  it('37.4 Soviet B: a Minor City hex the Axis controls scores nothing for the Soviet', () => {
    expect(campaignCount(ctx, { ...start, control: { ...start.control, [hexId('4334')]: 'axis' } }).vp.soviet).toBe(50);
  });
  it('37.4 Axis A: the Caucasus Display is a named part of the count, 0 while no Axis Control Marker is on either track (34.3)', () => {
    expect(campaignCount(ctx, start).caucasus).toEqual({ points: 0, reason: 'no Axis Control Marker on the Caucasus or Black Sea Coast track' });
  });
  describe('37.4 Axis A with the markers on Mozdok and Novorossiysk (E30)', () => {
    const marked = (oilInBox: boolean, s: CtsState = axisEverywhere({ 'ger-9pz': '2020' })): CtsState => ({
      ...s,
      caucasusMarkers: { caucasus: 'mozdok', blackSeaCoast: 'novorossiysk' },
      units: { ...s.units, 'ger-oil': { ...s.units['ger-oil']!, ...(oilInBox ? { where: 'off-map' as const, hex: hexId('6737'), box: 'caucasus' as const } : { where: 'map' as const, hex: hexId('2021') }) } },
    });
    it('the E30 count: each marker\'s space and every space left of it, 5 VP, with an Axis LOC to a south-edge road hex and the Oil Brigade in the Caucasus Box', () => {
      const c = campaignCount(ctx, marked(true));
      expect([c.caucasus.points, c.vp.axis]).toEqual([5, 5]);
      expect(c.caucasus.reason).toContain('CtS 37.4 A');
    });
    it('the Oil Brigade not in the Caucasus Box: the Caucasus track\'s points halved, rounded down (3 = 1 + 2)', () => {
      expect(campaignCount(ctx, marked(false)).caucasus).toMatchObject({ points: 3, reason: expect.stringContaining('halved') });
    });
    it('no Axis LOC to a road hex of the south edge: none (each road hex of the edge held by a Soviet unit)', () => {
      const s = marked(true);
      const exits = ctx.scenarios.get('campaign')!.southExits!;
      const rifles = Object.keys(s.units).filter((id) => ctx.units.get(id)!.type === 'rifle').slice(0, exits.length);
      const units = { ...s.units };
      for (const [k, id] of rifles.entries()) units[id] = { ...units[id]!, where: 'map', hex: hexId(exits[k]!) };
      expect(campaignCount(ctx, { ...s, units }).caucasus).toEqual({ points: 0, reason: 'no Axis LOC to a road hex of the south edge: no Caucasus Display points (CtS 37.4 A)' });
    });
  });
  it('37.4 Axis B: three Axis units next to a Volga hexside, in Supply, with a LOC to the Axis edge: 12', () => {
    const s = axisEverywhere({ 'ger-9pz': '4109', 'ger-11pz': '4008', 'ger-24pz': '3908' });
    const c = campaignCount(ctx, s);
    expect([c.volga, c.vp]).toEqual([{ units: ['ger-11pz', 'ger-24pz', 'ger-9pz'], points: 12 }, { axis: 12, soviet: 0 }]);
  });
  it('37.4 Axis B: two units are not enough; a third out of Supply does not count', () => {
    expect(campaignCount(ctx, axisEverywhere({ 'ger-9pz': '4109', 'ger-11pz': '4008' })).vp.axis).toBe(0);
    const s = axisEverywhere({ 'ger-9pz': '4109', 'ger-11pz': '4008', 'ger-24pz': '3908' });
    const out = { ...s, units: { ...s.units, 'ger-24pz': { ...s.units['ger-24pz']!, outOfSupply: true } } };
    expect(campaignCount(ctx, out).vp.axis).toBe(0);
  });
  it('37.6: no Victory Points for eliminated units (Fall Blau, 35.8, would count every Soviet unit lost)', () => {
    const s = axisEverywhere({ 'ger-9pz': '4109', 'ger-11pz': '4008', 'ger-24pz': '3908' });
    expect(campaignCount(ctx, s).vp.axis).toBe(12);
    expect(victoryPoints(ctx, { ...s, scenario: 'fall-blau' }).axis).toBeGreaterThan(100);
  });
  it('37.4: the most Victory Points wins; the same amount is a tie', () => {
    expect([campaignWinner({ axis: 12, soviet: 10 }), campaignWinner({ axis: 10, soviet: 15 }), campaignWinner({ axis: 12, soviet: 12 })]).toEqual(['axis', 'soviet', undefined]);
  });
});

describe('the Campaign Game ends at the conclusion of turn 62 (CtS 37.3, 37.4)', () => {
  const lastWindow = (turn: number): CtsState => ({ ...start, turn, phasing: 'soviet', phase: 'combat' });
  it('37.4: after the Soviet turn 62 the count ends the game; the event names each part, the Caucasus Display with its reason', () => {
    const r = cts.adjudicate(lastWindow(62), [], dice());
    const over = r.events.find((e) => e.type === 'game-over') as { rule: string; vp: unknown; winner?: string; text: string } | undefined;
    expect([over?.rule, over?.vp, over?.winner]).toEqual(['CtS 37.4', { axis: 0, soviet: 55 }, 'soviet']);
    expect(over?.text).toContain('A. Caucasus Display 0: no Axis Control Marker on the Caucasus or Black Sea Coast track');
    expect(cts.outcome(r.state)).toMatchObject({ ended: true, winner: 'soviet' });
  });
  it('37.3: the end of turn 15 (Fall Blau\'s last) does not end the Campaign: turn 16 begins', () => {
    const r = cts.adjudicate(lastWindow(15), [], dice());
    expect([r.state.result, r.state.turn, r.events.some((e) => e.type === 'game-over')]).toEqual([null, 16, false]);
  });
});

describe('Automatic Victory (CtS 37.5, digest A43)', () => {
  const everyCity = axisEverywhere({ 'ger-9pz': '3250' });
  it('37.5: a player who controls every Major and Minor City hex on the map is the winner', () => {
    expect([automaticVictor(ctx, everyCity), automaticVictor(ctx, start)]).toEqual(['axis', undefined]);
  });
  it('37.5 (A43, full control): a Major City Battle on one hex stops it', () => {
    expect(automaticVictor(ctx, { ...everyCity, cityBattles: { [hexId('4209')]: battle('axis') } })).toBeUndefined();
  });
  it('37.5: only the Campaign Game has the rule', () => expect(automaticVictor(ctx, { ...everyCity, scenario: 'fall-blau' })).toBeUndefined());
  it('37.5 (A43): checked at the end of a phase: the game ends at once with that winner, mid-campaign', () => {
    const s: CtsState = { ...everyCity, turn: 30, phasing: 'axis', phase: 'movement' };
    const r = cts.adjudicate(s, [], dice());
    const over = r.events.find((e) => e.type === 'game-over') as { rule: string; winner?: string; text: string } | undefined;
    expect([over?.rule, over?.winner, r.state.turn]).toEqual(['CtS 37.5', 'axis', 30]);
    expect(over?.text).toContain('end of the Axis Movement Phase of turn 30');
    expect(cts.window(r.state)).toBeNull();
  });
});
