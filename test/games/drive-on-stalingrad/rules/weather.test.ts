import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { hexId } from '#kernel/ids';
import { createContext } from '#games/drive-on-stalingrad/data/context';
import type { MoveClass } from '#games/drive-on-stalingrad/state/units';
import { enterCost } from '#games/drive-on-stalingrad/rules/terrain-costs';
import { monthOfTurn } from '#games/drive-on-stalingrad/rules/weather/calendar';
import { determineWeather, initialWeather } from '#games/drive-on-stalingrad/rules/weather/determine';
import { TEST_WEATHER, tinyBundle } from '../support/tiny-bundle';
import { tinyGame } from '../support/tiny-game';

describe('the game-turn calendar: one week a game turn from the scenario start (DoS 1.1, 1.2)', () => {
  it.each([
    ['1942-06-28', 1, 6],
    ['1942-06-28', 2, 7],
    ['1942-06-28', 10, 8],
    ['1942-06-28', 11, 9],
    ['1942-11-19', 2, 11],
    ['1942-11-19', 3, 12],
    ['1942-11-19', 6, 12],
  ])('%s, game turn %i falls in month %i', (start, turn, month) => expect(monthOfTurn(start, turn)).toBe(month));
});

const spec = {
  hexes: { '2624': 'clear', '2625': 'marsh', '2626': 'hills', '2627': 'clear' },
  hexsides: { '2624|2625': ['river'], '2626|2627': ['river', 'manych'] },
  units: {},
  position: {},
  startDate: '1942-11-19',
};
const ctx = createContext(tinyBundle(spec));
const w = TEST_WEATHER.states;

describe('terrain costs by weather (DoS 9.9-9.21 in normal weather; 10.0 reconstructed) and the flooded Manych (9.32)', () => {
  // from -> to, class, weather state, expected cost or prohibition code
  it.each<[string, string, MoveClass, keyof typeof w | null, number | string]>([
    ['2624', '2625', 'mech', null, 4], // marsh 2 (tiny chart) + river 2
    ['2624', '2625', 'nonMech', null, 3], // marsh 2 + river 1
    ['2624', '2625', 'mech', 'freezing', 2], // frozen marsh 1 + frozen river 1
    ['2624', '2625', 'nonMech', 'freezing', 1], // frozen marsh 1 + frozen river 0
    ['2624', '2625', 'mech', 'snow', 3], // frozen 1 + river 1 + snow 1
    ['2624', '2625', 'mountain', 'snow', 2],
    ['2627', '2626', 'mech', 'mud', 7], // hills 4 + river 2 + mud 1
    ['2627', '2626', 'nonMech', 'mud', 3], // hills 2 + river 1
    ['2625', '2624', 'mech', 'normal', 3], // clear 1 + river 2
  ])('%s -> %s, %s, %s: %s', (from, to, cls, state, want) => {
    const v = enterCost(ctx, cls, 'german', hexId(from), hexId(to), { weather: state ? w[state] : null });
    expect('cost' in v ? v.cost : v.code).toBe(want);
  });
  it('the flooded Manych is impassable in any weather; unflooded it is a river', () => {
    expect(enterCost(ctx, 'nonMech', 'soviet', hexId('2627'), hexId('2626'), { manychFlooded: true })).toMatchObject({ prohibited: true, code: 'manych-flooded', rule: 'DoS 9.32' });
    expect(enterCost(ctx, 'nonMech', 'soviet', hexId('2627'), hexId('2626'), { weather: w.freezing, manychFlooded: true })).toMatchObject({ code: 'manych-flooded' });
    expect(enterCost(ctx, 'nonMech', 'soviet', hexId('2627'), hexId('2626'), { manychFlooded: false })).toEqual({ cost: 3 });
  });
});

describe('weather determination (DoS 5.2 III, 10.0)', () => {
  it('game turn 1 takes the initial state of its month; no table, no weather', () => {
    expect(initialWeather(ctx, 'test')).toBe('normal');
    const plain = createContext(tinyBundle({ ...spec, startDate: undefined as unknown as string }));
    expect(initialWeather(plain, 'test')).toBeUndefined();
  });
  it.each([
    [1, 'normal'],
    [2, 'normal'],
    [3, 'mud'],
    [4, 'freezing'],
    [5, 'snow'],
    [6, 'snow'],
  ])('die %i gives %s, with the die in the event', (die, weather) => {
    const { state } = tinyGame(spec, { turn: 4 });
    const dice = new FixedDice({ 'T04/weather': die });
    const e = determineWeather(ctx, state, dice);
    expect(state.weather).toBe(weather);
    expect(e).toMatchObject({ type: 'weather', turn: 4, month: 12, weather, die: { label: 'T04/weather', value: die } });
  });
  it('rolls nothing without a start date', () => {
    const plain = { ...spec, startDate: undefined as unknown as string };
    const c = createContext(tinyBundle(plain));
    const { state } = tinyGame(plain, { turn: 4 });
    expect(determineWeather(c, state, new FixedDice([]))).toBeNull();
    expect(state.weather).toBeUndefined();
  });
});
