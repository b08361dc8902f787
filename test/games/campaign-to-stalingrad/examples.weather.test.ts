import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { hexId } from '#kernel/ids';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState, Weather } from '#games/campaign-to-stalingrad/state/types';
import { checkMove } from '#games/campaign-to-stalingrad/rules/movement/walk';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { checkReplacementMove } from '#games/campaign-to-stalingrad/rules/replacements/counter-move';
import { activationCost } from '#games/campaign-to-stalingrad/rules/supply/activation-cost';
import { depotAction } from '#games/campaign-to-stalingrad/rules/depots/depot-order';
import { unitAdvance } from '#games/campaign-to-stalingrad/rules/combat/advance-limit';
import { battleOdds } from '#games/campaign-to-stalingrad/rules/combat/odds';
import { placementProblems } from '#games/campaign-to-stalingrad/rules/air/placement';
import { airFlies } from '#games/campaign-to-stalingrad/rules/air/flying-weather';
import { monthOf, weatherOf } from '#games/campaign-to-stalingrad/rules/weather/table';
import { rollWeather } from '#games/campaign-to-stalingrad/rules/weather/roll';
import { twoTurnsInARow } from '#games/campaign-to-stalingrad/rules/weather/history';
import { withGameOptions } from '#games/campaign-to-stalingrad/setup/game-options';
import { tinyWorld, type TinySpec } from './support/tiny-world';
import { realBundle } from './support/real-bundle';

/** A German infantry division of allowance 5 in 1515, the Soviet far off; the Axis Movement Phase. */
const walker = (weather: Weather, extra: Partial<TinySpec> = {}) => {
  const w = tinyWorld({ weather, units: [{ id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-5', '3-4-5'], hex: '1515' }], ...extra });
  return { ...w, state: { ...w.state, phase: 'movement' as const } };
};
const west = (n: number) => Array.from({ length: n }, (_, i) => `15${String(14 - i).padStart(2, '0')}`); // 1514, 1513, ... one clear hex after another

describe('CtS 25.0 RAIN and SNOW STORM: "All units have their Movement Allowance reduced by half (rounded UP)"', () => {
  it.each([
    ['clear', 5],
    ['overcast', 5],
    ['rain', 3],
    ['snow', 3],
  ] as const)('%s: an allowance of 5 is %i', (weather, want) => {
    const { ctx, state } = walker(weather);
    expect(checkMove(ctx, state, { unit: 'inf', path: west(1) }).allowance).toBe(want);
  });
  it('in rain the division may move three clear hexes, not four', () => {
    const { ctx, state } = walker('rain');
    expect(checkMove(ctx, state, { unit: 'inf', path: west(3) }).problems).toEqual([]);
    expect(checkMove(ctx, state, { unit: 'inf', path: west(4) }).problems.map((p) => p.code)).toContain('over-budget');
    expect(checkMove(ctx, { ...state, weather: 'clear' }, { unit: 'inf', path: west(4) }).problems).toEqual([]);
  });
  it('the destinations listed for a move in rain are those checkMove allows: three hexes at most', () => {
    const far = (weather: Weather) => {
      const { ctx, state } = walker(weather);
      return Math.max(...unitOptions(ctx, state, 'axis').find((o) => o.unit === 'inf')!.moves!.map((m) => m.cost));
    };
    expect(far('clear')).toBe(5);
    expect(far('rain')).toBe(3);
    expect(far('snow')).toBe(3);
  });
  it('"Rain has no effect on Roads": a road hex still costs 1/2, so in rain the division goes six hexes along a road', () => {
    const path = ['1515', ...west(6)];
    const hexsides = Object.fromEntries(path.slice(1).map((h, i) => [`${h}|${path[i]}`, ['road']]));
    const { ctx, state } = walker('rain', { hexsides });
    const r = checkMove(ctx, state, { unit: 'inf', path: west(6) });
    expect(r.problems).toEqual([]);
    expect(r.steps.map((s) => s.cost)).toEqual([0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
  });
  it('a unit coming back onto the map (17.1) has its halved allowance: in rain an allowance of 4 pays the entry hex and one more, not two', () => {
    const { ctx, state } = tinyWorld({ weather: 'rain', units: [{ id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1519' }] });
    const back: CtsState = { ...state, turn: 2, phase: 'movement', units: { ...state.units, inf: { ...state.units.inf!, where: 'off-map', hex: hexId('1520'), leftMapTurn: 1 } } };
    expect(checkMove(ctx, back, { unit: 'inf', path: ['1420', '1419'] }).problems).toEqual([]);
    expect(checkMove(ctx, back, { unit: 'inf', path: ['1420', '1419', '1418'] }).problems.map((p) => p.code)).toContain('over-budget');
    expect(checkMove(ctx, { ...back, weather: 'clear' }, { unit: 'inf', path: ['1420', '1419', '1418'] }).problems).toEqual([]);
  });
  it('a Replacement counter, which moves "normally" (21.2), is halved too: a German infantry replacement (4) goes two hexes in rain', () => {
    const { ctx, state } = walker('rain', { replacements: [{ side: 'axis', type: 'german-infantry', hex: '1510' }] });
    const move = (path: string[], s: CtsState = state) => checkReplacementMove(ctx, s, 'axis', { type: 'german-infantry', from: '1510', path }).problems;
    expect(move(['1509', '1508'])).toEqual([]);
    expect(move(['1509', '1508', '1507']).map((p) => p.code)).toContain('over-budget');
    expect(move(['1509', '1508', '1507'], { ...state, weather: 'clear' })).toEqual([]);
  });
});

/** A rail line along row 15 from the Axis edge (1520) east to 1512, all Axis-controlled; an Army HQ at `hq`. */
function railWorld(hq: string, weather: Weather) {
  const hexsides: Record<string, string[]> = {};
  const control: Record<string, 'axis'> = {};
  for (let c = 20; c >= 12; c--) {
    control[`15${c}`] = 'axis';
    if (c > 12) hexsides[`15${c - 1}|15${c}`] = ['rail-primary'];
  }
  return tinyWorld({ weather, hexsides, control, units: [{ id: 'hq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: hq }] });
}

describe('CtS 25.0 [Change] "Each Transport Point has a length of three hexes (roads count as half a hex)" in rain', () => {
  it.each([
    ['1509', 3, 1, 1],
    ['1508', 4, 1, 2],
    ['1507', 5, 1, 2],
    ['1506', 6, 2, 2],
    ['1505', 7, 2, 3],
  ])('an Army HQ at %s, %i hexes from the railhead, is activated for %i TP in clear weather and %i in rain (16.9)', (hq, length, clear, rain) => {
    expect(activationCost(railWorld(hq, 'clear').ctx, railWorld(hq, 'clear').state, 'axis', hexId(hq))).toEqual({ sp: 1, tp: clear, length });
    expect(activationCost(railWorld(hq, 'rain').ctx, railWorld(hq, 'rain').state, 'axis', hexId(hq))).toEqual({ sp: 1, tp: rain, length });
  });
  it('snow and overcast leave the Transport Point at five hexes', () => {
    for (const weather of ['snow', 'overcast'] as const) expect(activationCost(railWorld('1508', weather).ctx, railWorld('1508', weather).state, 'axis', hexId('1508'))).toMatchObject({ tp: 1 });
  });
  it('a Depot created four hexes from the railhead costs 2 Transport Points in rain, 1 in clear weather (16.10)', () => {
    const create = (weather: Weather) => {
      const { ctx, state } = railWorld('1514', weather);
      const r = depotAction(ctx, state, 'axis', { create: '1508' });
      return 'event' in r ? r.event : r.problems;
    };
    expect(create('clear')).toMatchObject({ type: 'depot-created', tp: 1 });
    expect(create('rain')).toMatchObject({ type: 'depot-created', tp: 2 });
  });
});

describe('CtS 25.0 [Change] "All Advance After Combat values are halved (rounded up)" in rain only', () => {
  const adv = (weather: Weather) => unitAdvance(5, { weather, acrossMajor: false, kind: 'motorized', outOfSupply: false }).value;
  it('an Advance of 5 is 3 in rain and stays 5 in clear weather, snow and overcast', () => {
    expect([adv('clear'), adv('rain'), adv('snow'), adv('overcast')]).toEqual([5, 3, 5, 5]);
  });
});

describe('CtS 11.8, 25.0: an attack in rain or snow shifts one column left; not in overcast', () => {
  const shifts = (weather: Weather) => {
    const { ctx, state } = tinyWorld({
      weather,
      units: [
        { id: 'hq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true },
        { id: 'i1', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510' },
        { id: 'i2', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510' },
        { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509' },
      ],
    });
    return battleOdds(ctx, state, { attackers: ['i1', 'i2'], targets: ['1509'], maximumEffort: 0 }).shifts.filter((s) => s.rule === 'CtS 11.8').map((s) => s.value);
  };
  it.each([
    ['rain', [-1]],
    ['snow', [-1]],
    ['overcast', []],
    ['clear', []],
  ] as const)('%s: shifts %j', (weather, want) => expect(shifts(weather)).toEqual(want));
});

describe('CtS 25.0, 23.17: "Air units cannot be used" in rain, snow storm and overcast', () => {
  it.each(['rain', 'snow', 'overcast'] as const)('%s: no air unit may be placed', (weather) => {
    const { ctx, state } = tinyWorld({ weather, units: [], air: [{ id: 'ju87', side: 'axis', type: 'GS', bombing: 3 }] });
    expect(airFlies(state)).toBe(false);
    expect(placementProblems(ctx, { ...state, phase: 'movement' }, 'axis', 'ju87', '1510', 'offensive').map((p) => p.code)).toEqual(['no-flying-weather']);
  });
  it('clear: the weather does not stop it (here its range does)', () => {
    const { ctx, state } = tinyWorld({ units: [], air: [{ id: 'ju87', side: 'axis', type: 'GS', bombing: 3 }] });
    expect(airFlies(state)).toBe(true);
    expect(placementProblems(ctx, { ...state, phase: 'movement' }, 'axis', 'ju87', '1510', 'offensive').map((p) => p.code)).toEqual(['out-of-range']);
  });
});

describe('CtS 25.0 the Weather Table (reconstructed, tables.yaml): one die "under the appropriate month"', () => {
  const ctx = createContext(realBundle);
  it.each([
    [1, 'June'],
    [2, 'July'],
    [12, 'July'],
    [13, 'August'],
    [15, 'August'],
    [27, 'September'],
    [33, 'October'],
    [45, 'November'],
    [49, 'November'],
    [62, 'December'],
  ])('turn %i reads the %s column', (turn, month) => expect(monthOf(ctx, turn)).toBe(month));
  it('a 6 in July is Rain, a 1 Clear', () => {
    expect(weatherOf(ctx, 2, 6)).toBe('rain');
    expect(weatherOf(ctx, 2, 1)).toBe('clear');
  });
});

describe('CtS 25.0 the roll at the start of a Game Turn (ESoP Admin Phase step 2)', () => {
  const { ctx, state } = tinyWorld({ units: [] });
  const rolled = withGameOptions({ ...state, turn: 2 }, { weather: 'rolled' });
  it('weather: rolled: one die labelled T02/admin/weather, the month, the result and the rule in an event; the log keeps turn 1 (Clear, 35.5) and turn 2', () => {
    const dice = new FixedDice({ 'T02/admin/weather': 6 });
    const r = rollWeather(ctx, rolled, dice);
    expect(r.events).toEqual([{ type: 'weather', rule: 'CtS 25.0', turn: 2, month: 'July', roll: 6, weather: 'rain', text: 'turn 2 (July): weather roll 6 gives Rain (CtS 25.0)' }]);
    expect(r.state.weather).toBe('rain');
    expect(r.state.weatherLog).toEqual([{ turn: 1, weather: 'clear' }, { turn: 2, weather: 'rain', roll: 6 }]);
    const next = rollWeather(ctx, { ...r.state, turn: 3 }, new FixedDice({ 'T03/admin/weather': 1 }));
    expect(next.state.weatherLog).toEqual([{ turn: 1, weather: 'clear' }, { turn: 2, weather: 'rain', roll: 6 }, { turn: 3, weather: 'clear', roll: 1 }]);
    expect(next.state.weather).toBe('clear');
  });
  it('the default (clear, digest A17): no die, no event, the state untouched', () => {
    const dice = new FixedDice([]);
    const r = rollWeather(ctx, { ...state, turn: 2 }, dice);
    expect(r).toEqual({ state: { ...state, turn: 2 }, events: [] });
    expect(dice.transcript()).toEqual([]);
  });
  it('31.1 will read "two turns in a row" from the log: Rain on turns 27 and 28', () => {
    const log = [{ turn: 26, weather: 'clear' as const }, { turn: 27, weather: 'rain' as const, roll: 6 }, { turn: 28, weather: 'rain' as const, roll: 5 }];
    expect(twoTurnsInARow({ turn: 28, weatherLog: log }, ['rain'])).toBe(true);
    expect(twoTurnsInARow({ turn: 27, weatherLog: log }, ['rain'])).toBe(false);
    expect(twoTurnsInARow({ turn: 28, weatherLog: undefined }, ['rain'])).toBe(false);
  });
});

describe('Fall Blau with the game option weather: rolled (CtS 25.0, 35.5)', () => {
  /** Turn 1 played with empty files; the dice: 6 for turn 2's weather, 3 for every other roll. */
  const playTurnOne = (options?: Record<string, unknown>) => {
    let state = cts.setup('fall-blau', options);
    const dice = FixedDice.mixed({ 'T02/admin/weather': 6 }, Array(400).fill(3));
    const events: { type: string }[] = [];
    for (let n = 0; n < 4; n++) {
      const r = cts.adjudicate(state, [], dice);
      state = r.state;
      events.push(...r.events);
    }
    return { state, events, dice };
  };
  it('turn 1 is Clear (35.5); turn 2 (July) rolls a 6: Rain; the Axis moves at half allowance and no air flies; the headline says so', () => {
    const { state, events, dice } = playTurnOne({ weather: 'rolled' });
    expect(state.weatherLog?.[0]).toEqual({ turn: 1, weather: 'clear' });
    expect([state.turn, state.phasing, state.phase, state.weather]).toEqual([2, 'axis', 'movement', 'rain']);
    expect(events.filter((e) => e.type === 'weather')).toEqual([expect.objectContaining({ rule: 'CtS 25.0', turn: 2, month: 'July', roll: 6, weather: 'rain' })]);
    expect(dice.unusedLabels()).toEqual([]);
    const ctx = createContext(realBundle);
    const inf = Object.keys(state.units).find((id) => ctx.units.get(id)!.side === 'axis' && ctx.units.get(id)!.type === 'infantry' && state.units[id]!.where === 'map' && !state.units[id]!.frozen)!;
    const full = ctx.units.get(inf)!.faces[ctx.units.get(inf)!.faces.length - state.units[inf]!.steps]!.move;
    expect(checkMove(ctx, state, { unit: inf, path: [] }).allowance).toBe(Math.ceil(full / 2));
    expect(airFlies(state)).toBe(false);
    expect(cts.headline(state)).toMatch(/^T02 axis-movement, Rain \(CtS 25\.0\), SP/);
    expect(cts.template!(state, 'axis' as never).notes).toContainEqual(expect.stringMatching(/^Turn 2, Rain \(CtS 25\.0\); Supply Points: /));
  });
  it('without the option (the default) nothing is rolled and turn 2 is Clear, as before', () => {
    const { state, events, dice } = playTurnOne();
    expect(state.weather).toBe('clear');
    expect(state.weatherLog).toBeUndefined();
    expect(events.some((e) => e.type === 'weather')).toBe(false);
    expect(dice.unusedLabels()).toEqual(['T02/admin/weather']);
    expect(dice.transcript().some((d) => d.label.includes('weather'))).toBe(false);
    expect(cts.headline(state)).toMatch(/^T02 axis-movement, SP/);
  });
  it('the option is listed for Fall Blau with its rule, kept in the state only when not the default, and a bad value is refused', () => {
    expect(cts.scenarios.find((s) => s.id === 'fall-blau')?.options).toContainEqual(expect.objectContaining({ name: 'weather', values: ['clear', 'rolled'], default: 'clear', rule: 'CtS 25.0' }));
    expect(cts.setup('fall-blau', { weather: 'clear' }).rules).toBeUndefined();
    expect(cts.setup('fall-blau', { weather: 'rolled' }).rules).toEqual({ weather: 'rolled' });
    expect(() => cts.setup('fall-blau', { weather: 'rain' })).toThrow(/weather.*CtS 25\.0/);
  });
});
