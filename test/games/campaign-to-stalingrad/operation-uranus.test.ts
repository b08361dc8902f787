import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createCampaignToStalingradEngines } from '#games/campaign-to-stalingrad/engines';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { playsSection } from '#games/campaign-to-stalingrad/rules/sections';
import { isRepaired, railLine } from '#games/campaign-to-stalingrad/rules/railroads/repair-state';
import { railHexes } from '#games/campaign-to-stalingrad/rules/railroads/rail-links';
import { victoryPoints, winnerOf } from '#games/campaign-to-stalingrad/rules/victory';
import { cityHoldPoints } from '#games/campaign-to-stalingrad/rules/city-holds';
import { occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { bondsOf } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import { accessHexes, quartersHeld } from '#games/campaign-to-stalingrad/rules/city/display-sections';
import { monthOf } from '#games/campaign-to-stalingrad/rules/weather/table';
import { startLineSide } from '#games/campaign-to-stalingrad/setup/start-line';
import { lineBreaches } from '#games/campaign-to-stalingrad/setup/line-holding';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { hexId, side } from '#kernel/ids';
import { FixedDice } from '#kernel/dice';
import { realBundle } from './support/real-bundle';

const ctx = createContext(realBundle);
const uranus = realBundle.scenarios.find((s) => s.id === 'operation-uranus')!;
const start: CtsState = cts.setup('operation-uranus');
const spec = (id: string) => ctx.units.get(id)!;
const onMap = Object.values(start.units).filter((u) => u.where === 'map' && u.hex !== null);
const isRail = (h: string): boolean => railHexes(ctx).includes(hexId(h));

describe('the bundle compiles with the three scenarios', () => {
  it('lists Fall Blau (35.0), Operation Uranus (36.0) and the Campaign Game (37.0), each playable by the title', () => {
    expect(realBundle.scenarios.map((s) => s.id)).toEqual(['fall-blau', 'operation-uranus', 'campaign']);
    expect(cts.scenarios.map((s) => [s.id, s.turns])).toEqual([['fall-blau', 15], ['operation-uranus', 14], ['campaign', 62]]);
  });
  it("a Fall Blau game holds none of Uranus's own counters, so its states stay as they were", () => {
    const fb = cts.setup('fall-blau');
    expect(Object.keys(fb.units).filter((id) => spec(id).scenarios !== undefined)).toEqual([]);
    expect(Object.keys(start.units).some((id) => id === 'rum-3A-hq')).toBe(true);
  });
});

/** Each fact the text states about the Operation Uranus start, with its rule, checked on the initial state. */
const FACTS: [rule: string, fact: string, holds: () => void][] = [
  ['36.7', 'turns 49 to 62, "14 turns long"', () => expect([uranus.firstTurn, uranus.lastTurn, start.turn]).toEqual([49, 62, 49])],
  ['1.0, 36.0', 'plays Section II', () => expect([playsSection(ctx, start, 2), playsSection(ctx, start, 3)]).toEqual([true, false])],
  ['36.6', 'the game starts in the Soviet Combat Phase of turn 49 (no Axis Player Turn, no Soviet Movement Phase)', () =>
    expect(cts.window(start)).toMatchObject({ id: 'T49/soviet-combat', waitingFor: ['soviet'] })],
  ['36.5', 'the first turn is Overcast, the weather rules played', () => expect([start.weather, start.rules?.weather]).toEqual(['overcast', 'rolled'])],
  ['25.0', 'turns 49-62 have months on the Weather Table (November, December)', () =>
    expect([monthOf(ctx, 49), monthOf(ctx, 52), monthOf(ctx, 53), monthOf(ctx, 62)]).toEqual(['November', 'November', 'December', 'December'])],
  ['36.1', 'the Axis sets up first, then the Soviet', () => expect(uranus.playerSetup?.order).toEqual(['axis', 'soviet'])],
  ['36.1(1)', 'every Soviet unit starts east of, every Axis unit west of the November 19th Start Line (but the 62nd Army in 4209)', () => {
    const inCity = new Set(uranus.cityBattles![0]!.soviet.units);
    const wrong = onMap.filter((u) => startLineSide(uranus.startLine.rows, u.hex!) !== spec(u.id).side && !inCity.has(u.id)).map((u) => u.id);
    expect(wrong).toEqual([]);
  }],
  ['36.1', 'the November 19th line is reconstructed, with a note', () => expect([uranus.startLine.provenance, uranus.startLine.note.length > 200]).toEqual(['reconstructed', true])],
  ['36.1(2), (3)', 'the line-holding duty does not apply on the south map', () => expect(uranus.lineHolding).toEqual({ exceptSouthMap: true })],
  ['36.1(4) [Change]', 'the Soviet has lost 30 steps, no unit more than one, no army more than three', () => {
    const reduced = onMap.filter((u) => spec(u.id).side === 'soviet' && u.steps < spec(u.id).faces.length);
    expect(reduced).toHaveLength(30);
    expect(reduced.every((u) => u.steps === spec(u.id).faces.length - 1)).toBe(true);
    const perArmy = new Map<string, number>();
    for (const u of reduced) perArmy.set(spec(u.id).army, (perArmy.get(spec(u.id).army) ?? 0) + 1);
    expect(Math.max(...perArmy.values())).toBeLessThanOrEqual(3);
  }],
  ['36.1 STALINGRAD', 'the Soviet holds 1/4 of 4209 with three divisions of the 62nd Army, Access by the Volga', () => {
    const battle = uranus.cityBattles?.[0];
    expect(battle).toMatchObject({ hex: '4209', city: 'Stalingrad', soviet: { share: 0.25, access: 'volga' }, axis: { share: 0.75 } });
    expect(battle!.soviet.units.map((id) => [spec(id).army, spec(id).size])).toEqual([['62A', 'XX'], ['62A', 'XX'], ['62A', 'XX']]);
  }],
  ['36.1 STALINGRAD, 24.1', 'the game opens with a Major City Battle for 4209: the Soviet 1/4 (two sections), the Axis the rest', () => {
    expect(start.cityBattles).toEqual({ '4209': { attacker: 'soviet', quarters: 1, since: 49, sections: ['soviet', 'soviet', 'axis', 'axis', 'axis', 'axis'] } });
    expect(quartersHeld(start.cityBattles!['4209']!)).toEqual({ axis: 3, soviet: 1 });
    expect(start.control['4209']).toBe('axis'); // 7.0: the Axis's until he loses the whole hex (24.7)
  }],
  ['36.1 STALINGRAD, 24.5', 'his Access Hexsides are those adjacent to the Volga: the river hexside and the one meeting it at its corner', () => {
    const city = hexId('4209');
    const access = accessHexes(ctx, city, start.cityBattles!['4209']!, 'soviet');
    expect(access).toEqual(['4208', '4309']);
    expect(ctx.map.hexside(city, hexId('4208'))).toContain('volga');
    expect(ctx.map.hexside(hexId('4208'), hexId('4309'))).toContain('volga');
    expect(accessHexes(ctx, city, start.cityBattles!['4209']!, 'axis').some((h) => ctx.map.hexside(city, h).includes('volga'))).toBe(false);
  }],
  ['36.1 STALINGRAD', 'the three 62nd Army divisions start in 4209 (on the display), with the Axis units that hold the rest', () => {
    const ids = uranus.cityBattles![0]!.soviet.units;
    expect(ids.map((id) => start.units[id]!.hex)).toEqual(['4209', '4209', '4209']);
    expect(onMap.some((u) => u.hex === '4209' && spec(u.id).side === 'axis')).toBe(true);
  }],
  ['36.2', 'Supply Points: Soviet 12, Axis 6, and no Depots', () => {
    expect(start.supplyPoints).toEqual({ axis: 6, soviet: 12 });
    expect(start.depots).toEqual([]);
  }],
  ['36.3', 'the Axis railheads are 1541, 3041, 4334, 4130, 4535, 4515 and 4812, each on repaired Axis rail', () => {
    expect(uranus.railheads.axis).toEqual(['1541', '3041', '4334', '4130', '4535', '4515', '4812']);
    for (const h of uranus.railheads.axis) expect([h, isRail(h), isRepaired(ctx, start, 'axis', hexId(h))]).toEqual([h, true, true]);
  }],
  ['36.3', 'the line from 1541 to Voroshilovgrad (4334) is repaired for the Axis, and runs behind the Axis line', () => {
    const legs = uranus.railheads.repaired!.axis.slice(0, 4);
    expect([legs[0]![0], legs[3]![1], ctx.map.hex(hexId(legs[3]![1]))?.name]).toEqual(['1541', '4334', 'Voroshilovgrad']);
    for (let i = 1; i < legs.length; i++) expect(legs[i]![0]).toBe(legs[i - 1]![1]);
    const line = legs.flatMap(([a, b]) => railLine(ctx, hexId(a), hexId(b)));
    expect(line.length).toBeGreaterThan(10);
    expect(line.filter((h) => !isRepaired(ctx, start, 'axis', h) || startLineSide(uranus.startLine.rows, h) !== 'axis')).toEqual([]);
  }],
  ['36.3', 'all south-map rail is repaired for the Axis, and the north-map rail west of the June 28th line', () => {
    const rail = [...railHexes(ctx)];
    expect(rail.filter((h) => ctx.map.hex(h)?.section === 'south' && !isRepaired(ctx, start, 'axis', h))).toEqual([]);
    const fallBlau = realBundle.scenarios.find((s) => s.id === 'fall-blau')!;
    expect(rail.filter((h) => ctx.map.hex(h)?.section !== 'south' && startLineSide(fallBlau.startLine.rows, h) === 'axis' && !isRepaired(ctx, start, 'axis', h))).toEqual([]);
    expect(rail.some((h) => !isRepaired(ctx, start, 'axis', h))).toBe(true); // the rail behind the Soviet line is not
  }],
  ['36.3', 'all rail east of the Nov. 19th line is repaired for the Soviet', () => {
    const rail = [...railHexes(ctx)];
    expect(rail.filter((h) => startLineSide(uranus.startLine.rows, h) === 'soviet' && !isRepaired(ctx, start, 'soviet', h))).toEqual([]);
  }],
  ['36.4', 'all Replacement units start in the Replacement Pool', () => {
    expect(start.replacementsOnMap).toEqual([]);
    expect(start.replacementPool).toEqual({ axis: ctx.tables.replacements.pool.axis ?? {}, soviet: ctx.tables.replacements.pool.soviet ?? {} });
  }],
  ['36.6 [Change]', 'the 5th Tank Army: a free Artillery Barrage Shift and 10 attack factors in one combat of turn 49', () =>
    expect(uranus.bonuses).toEqual([{ army: '5TA', turn: 49, artilleryShift: 1, attackFactors: 10, rule: '36.6' }])],
  ['Errata 2', 'the first-turn Soviet reinforcement starts on a friendly rail hex not adjacent to an enemy unit', () => {
    const r = uranus.firstTurnReinforcement!;
    expect(r.side).toBe('soviet');
    const hex = hexId(r.hex);
    expect([isRail(hex), start.control[hex]]).toEqual([true, 'soviet']);
    const enemyNext = onMap.filter((u) => spec(u.id).side === 'axis' && ctx.map.neighbours(hex).includes(u.hex!));
    expect(enemyNext).toEqual([]);
    for (const id of r.units) expect(start.units[id]).toMatchObject({ where: 'map', hex });
  }],
  ['Errata 3A, 3C', 'the 6th Mechanized Corps arrives on turn 59; the 19th Panzer Division returns on turn 61', () => {
    const turnOf = (id: string) => uranus.reinforcements.find((r) => r.units.includes(id))?.turn;
    expect([turnOf('sov-6mc'), turnOf('ger-19pz')]).toEqual([59, 61]);
  }],
  ['36.8', 'Soviet starts holding 20 VP of cities; the Axis holds Stalingrad (4109 whole, 3/4 of 4209) and Rostov with a LOC (20 + 20)', () => {
    // the three 62nd Army divisions in 4209 are not Isolated at the start: their way out, the Volga
    // hexside to 4208, is kept open by the Soviet units on the east bank in 4108 and 4208
    // (36.1(2)), so the Axis scores none of them (36.8 as 35.8 A)
    expect(victoryPoints(ctx, start)).toEqual({ axis: 40, soviet: 20 });
  }],
  ['36.8 [Change]', 'to win the Soviet must earn at least ten more VP than the Axis; a shorter lead wins nobody the game', () => {
    expect(uranus.victory.sovietMargin).toBe(10);
    expect([winnerOf({ axis: 10, soviet: 20 }, 0, 'draw', 10), winnerOf({ axis: 11, soviet: 20 }, 0, 'draw', 10), winnerOf({ axis: 21, soviet: 20 }, 0, 'draw', 10)]).toEqual(['soviet', undefined, 'axis']);
  }],
  ['reconstructed data', 'the order of battle, set-up and Turn Record Track say they are reconstructed', () => {
    expect(uranus.provenance.map((p) => p.item)).toEqual(expect.arrayContaining(['start line', 'army set-up areas', 'reinforcements', 'repaired rail lines', 'first-turn reinforcement']));
  }],
];

describe('Operation Uranus: the initial state honours every fact the text states (36.0-36.8)', () => {
  it.each(FACTS)('%s: %s', (_rule, _fact, holds) => holds());
});

describe('25.0: the weather option per scenario', () => {
  it('Uranus rolls its weather by default; a club that chooses weather: clear plays every turn Clear, turn 49 too', () => {
    const clear = cts.setup('operation-uranus', { weather: 'clear' });
    expect([clear.weather, clear.rules?.weather]).toEqual(['clear', undefined]);
    expect(cts.setup('fall-blau').rules?.weather).toBeUndefined(); // Fall Blau keeps its default (digest A17)
  });
});

describe('36.1(4): the Soviet names his own thirty set-up losses', () => {
  it('in the first window, the Soviet Combat Phase of turn 49, his list replaces the default losses', () => {
    const byArmy = new Map<string, string[]>();
    for (const u of onMap) if (spec(u.id).side === 'soviet' && spec(u.id).type === 'rifle') byArmy.set(spec(u.id).army, [...(byArmy.get(spec(u.id).army) ?? []), u.id]);
    const chosen = [...byArmy.values()].flatMap((ids) => [...ids].sort().reverse().slice(0, 3)).slice(0, 30);
    expect(chosen).toHaveLength(30);
    const r = cts.adjudicate(start, [{ side: side('soviet'), orders: [], standing: { setupLosses: chosen } }], new FixedDice(Array.from({ length: 60 }, () => 3)));
    expect(r.events.find((e) => e.type === 'setup-losses')).toMatchObject({ rule: 'CtS 35.1', units: chosen });
    for (const id of chosen) expect(r.state.units[id]!.steps).toBe(spec(id).faces.length - 1);
  });
});

describe("36.1: the players' set-up (game option setup: players)", () => {
  it('the Axis sets up first, then the Soviet, and the game opens in the Soviet Combat Phase of turn 49 as without the option', () => {
    const dice = () => new FixedDice([]);
    const s0 = cts.setup('operation-uranus', { setup: 'players' });
    expect(cts.window(s0)).toMatchObject({ waitingFor: ['axis'], accepts: ['place'] });
    const s1 = cts.adjudicate(s0, [{ side: side('axis'), orders: [] }], dice()).state;
    expect(cts.window(s1)).toMatchObject({ waitingFor: ['soviet'], accepts: ['place'] });
    const s2 = cts.adjudicate(s1, [{ side: side('soviet'), orders: [] }], dice()).state;
    expect(cts.window(s2)?.id).toBe('T49/soviet-combat');
    const { setupLossesTaken, ...position } = s2;
    expect(position).toEqual(start);
    expect(setupLossesTaken).toHaveLength(30);
  });
  it.each(['axis', 'soviet'] as const)('36.1(2), 36.1(3): on the north map the shipped %s set-up holds the November 19th line, so a player who moves one unit is not refused for the rest', (holder) => {
    const breach = lineBreaches(ctx, start, holder, (h) => startLineSide(uranus.startLine.rows, h), (h) => ctx.map.hex(h)?.section !== 'south');
    expect(breach).toEqual({ reached: [], path: [] });
  });
  it('36.1: each side may place a unit in its shipped hex without a refusal', () => {
    const s0 = cts.setup('operation-uranus', { setup: 'players' });
    const first = (who: 'axis' | 'soviet', s: CtsState) => Object.values(s.units).find((u) => u.where === 'map' && spec(u.id).side === who && spec(u.id).army === (who === 'axis' ? 'Hun2A' : '38A') && !spec(u.id).type.endsWith('-hq'))!;
    const a = first('axis', s0);
    expect(cts.check(s0, { side: side('axis'), orders: [{ place: { units: [a.id], hex: a.hex } }] })).toEqual([]);
    const s1 = cts.adjudicate(s0, [{ side: side('axis'), orders: [] }], new FixedDice([])).state;
    const b = first('soviet', s1);
    expect(cts.check(s1, { side: side('soviet'), orders: [{ place: { units: [b.id], hex: b.hex } }] })).toEqual([]);
  });
});

describe('36.8 SPECIAL: Stalingrad counts for the Axis while he holds at least 1/4 of each hex (24.0)', () => {
  const city = hexId('4209');
  const axisIn4209 = onMap.filter((u) => u.hex === city && spec(u.id).side === 'axis').map((u) => u.id);
  const moved = (s: CtsState, ids: readonly string[], hex: string): CtsState['units'] =>
    ({ ...s.units, ...Object.fromEntries(ids.map((id) => [id, { ...s.units[id]!, hex: hexId(hex) }])) });

  const occ = occupancy(ctx, start);
  const holds = (s: CtsState): number => cityHoldPoints(ctx, s, occupancy(ctx, s), bondsOf(ctx, s, 'soviet'), uranus.victory.axis);

  it('the Axis at 3/4 of 4209 (the start): 20 for Stalingrad, 20 for Rostov', () => {
    expect(occ.at(city, 'axis').length).toBeGreaterThan(0);
    expect(holds(start)).toBe(40);
  });
  it('the Axis at 1/4 of a hex the Soviet controlled: still 20 (a quarter is enough); the Soviet scores no part of it (35.8 A)', () => {
    const quarter: CtsState = { ...start, control: { ...start.control, [city]: 'soviet' }, cityBattles: { [city]: { attacker: 'axis', quarters: 1, since: 49, sections: ['axis', 'axis', 'soviet', 'soviet', 'soviet', 'soviet'] } } };
    expect(holds(quarter)).toBe(40);
    expect(victoryPoints(ctx, quarter).soviet).toBe(20);
  });
  it('the Axis at 0 (the Soviet took 4209 whole, 24.7): no points for Stalingrad', () => {
    const { cityBattles: _gone, ...rest } = start;
    const lost: CtsState = { ...rest, units: moved(start, axisIn4209, '4210'), control: { ...start.control, [city]: 'soviet' } };
    expect(holds(lost)).toBe(20); // Rostov alone
  });
  it('Rostov needs 100%: a battle there, whatever its quarters, scores the Axis nothing for it', () => {
    const rostov = ctx.map.hexIds().find((h) => ctx.map.hex(h)?.name === 'Rostov' && ctx.map.hasFeature(h, 'major-city'))!;
    const fought: CtsState = { ...start, cityBattles: { ...start.cityBattles, [rostov]: { attacker: 'soviet', quarters: 1, since: 49, sections: ['soviet', 'soviet', 'axis', 'axis', 'axis', 'axis'] } } };
    expect(holds(fought)).toBe(20); // Stalingrad alone
  });
});

describe('engines: a Uranus game of engine cts-3 keeps the set-up it was created with, so its archive replays', () => {
  const engines = createCampaignToStalingradEngines(realBundle);
  it('a new game (cts-4) holds both lines; a cts-3 game sets up as the first Uranus games did, whose line had gaps', () => {
    const cts4 = engines.setup('operation-uranus', {}, 'cts-4');
    const cts3 = engines.setup('operation-uranus', {}, 'cts-3');
    expect([cts4.engineVersion, cts3.engineVersion]).toEqual(['cts-4', 'cts-3']);
    const breach = (s: CtsState) => lineBreaches(ctx, s, 'soviet', (h) => startLineSide(uranus.startLine.rows, h), (h) => ctx.map.hex(h)?.section !== 'south').reached.length;
    expect([breach(cts4), breach(cts3) > 0]).toEqual([0, true]);
    const moved = Object.keys(cts4.units).filter((id) => cts4.units[id]!.hex !== cts3.units[id]!.hex);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((id) => uranus.setupBefore!.setup.find((p) => p.unit === id)!.hex === cts3.units[id]!.hex)).toBe(true);
  });
  it('a new game (cts-5) has the counters of 28-30: three Artillery Divisions on their non-mobile side, Comp E in Stalingrad, the three regiments off the map; a cts-4 game has none of them', () => {
    const cts5 = engines.setup('operation-uranus', {}, 'cts-5');
    const cts4 = engines.setup('operation-uranus', {}, 'cts-4');
    const specials = ['sov-1ad', 'sov-2ad', 'sov-3ad', 'ger-comp-e', 'ger-inf-reg-1', 'ger-inf-reg-2', 'ger-inf-reg-3'];
    expect(specials.map((id) => cts5.units[id]?.where)).toEqual(['map', 'map', 'map', 'map', 'withdrawn', 'withdrawn', 'withdrawn']);
    expect(['sov-1ad', 'sov-2ad', 'sov-3ad'].map((id) => cts5.units[id]!.mobile)).toEqual([undefined, undefined, undefined]);
    expect(cts5.units['ger-comp-e']!.hex).toBe('4209');
    expect(specials.filter((id) => id in cts4.units)).toEqual([]);
    // the other units stand where a cts-4 game sets them up
    expect(Object.keys(cts4.units).filter((id) => cts4.units[id]!.hex !== cts5.units[id]!.hex)).toEqual([]);
  });
  it("Errata 2 in the players' set-up is read as written from cts-4 on; a cts-3 game keeps its army's area", () => {
    expect([createContext(realBundle, 'cts-4').readings.firstTurnReinforcementOnAnyRailHex, createContext(realBundle, 'cts-3').readings.firstTurnReinforcementOnAnyRailHex]).toEqual([true, false]);
  });
});
