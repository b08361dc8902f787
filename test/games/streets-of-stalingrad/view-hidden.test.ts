import { describe, expect, it } from 'vitest';
import { side } from '#kernel/ids';
import { sosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosStateView } from '#games/streets-of-stalingrad/view/side-view';
import { sideView } from '#games/streets-of-stalingrad/view/side-view';
import { data, fragment, HEX, losOf, rulesetWith } from './view-fixture';

/**
 * SoS 7.0-7.6: what each side's view shows of the enemy. Each case is a fragment: the pieces
 * named, where they stand, the lines of sight listed (a stand-in for the city's LOS), and the
 * view of the side that looks.
 */
const env = sosEnv(data);
const view = (game: ReturnType<typeof fragment>, who: 'german' | 'soviet' | null, pairs: [string, string][] = []): SosStateView =>
  (rulesetWith({ inLos: losOf(pairs) }).view(game, who === null ? null : side(who)) as { state: SosStateView }).state;

describe('a side sees the enemy units in clear hexes within its line of sight (SoS 7.1, 7.3)', () => {
  it('SoS 7.1: a German company in a clear hex that the Soviet militia sees is shown, with the rule', () => {
    const g = fragment({ 'ger-71-5-191': HEX.clear, 'sov-militia': HEX.city });
    const v = view(g, 'soviet', [[HEX.city, HEX.clear]]);
    expect(v.pieces['ger-71-5-191']?.at).toBe(HEX.clear);
    expect(v.seen['ger-71-5-191']).toEqual({ why: 'in a clear hex within line of sight', rule: 'SoS 7.1' });
    expect(v.hidden).toEqual([]);
  });

  it('SoS 7.3: the same company where no Soviet unit sees the hex is hidden: a face-down stack, no id', () => {
    const g = fragment({ 'ger-71-5-191': HEX.clear, 'sov-militia': HEX.city });
    const v = view(g, 'soviet');
    expect(v.pieces['ger-71-5-191']).toBeUndefined();
    expect(v.hidden).toEqual([{ hex: HEX.clear, side: 'german', count: 1, top: env.counter('ger-71-5-191').back }]);
    expect(JSON.stringify(v)).not.toContain('ger-71-5-191');
  });

  it('SoS 7.0: a side sees its own units, wherever they are, and never the enemy reinforcements or eliminated units', () => {
    const g = fragment({ 'ger-71-5-191': HEX.clear, 'sov-militia': HEX.city, 'sov-1-42g': 'EB-C' }, { 'ger-71-6-191': { eliminated: true } });
    const v = view(g, 'german');
    expect(v.pieces['ger-71-5-191']?.at).toBe(HEX.clear);
    expect(v.pieces['ger-71-6-191']?.eliminated).toBe(true);
    expect(v.pieces['sov-tank-repair']).toBeUndefined();
    expect(Object.keys(v.pieces).filter((id) => id.startsWith('sov-'))).toEqual([]);
  });
});

describe('units in hexes that hide them show only a stack and the top counter\'s back (SoS 7.2, 7.5, 7.6)', () => {
  it('SoS 7.2: two German companies in a city hex the Soviet sees: a stack of 2, the first counter\'s back, no id', () => {
    const g = fragment({ 'ger-71-5-191': HEX.city2, 'ger-71-6-191': HEX.city2, 'sov-militia': HEX.city });
    const v = view(g, 'soviet', [[HEX.city, HEX.city2]]);
    expect(v.hidden).toEqual([{ hex: HEX.city2, side: 'german', count: 2, top: { mark: 'flag', flag: '71' } }]);
    const json = JSON.stringify(v);
    expect(json).not.toContain('ger-71-5-191');
    expect(json).not.toContain('ger-71-6-191');
  });

  it('SoS 7.5: a unit revealed by its fire is seen in the same city hex while it stays revealed (7.6)', () => {
    const g = fragment({ 'ger-71-5-191': HEX.city2, 'sov-militia': HEX.city }, { 'ger-71-5-191': { revealed: true, pinned: true } });
    const v = view(g, 'soviet', [[HEX.city, HEX.city2]]);
    expect(v.pieces['ger-71-5-191']).toMatchObject({ at: HEX.city2, revealed: true, pinned: true });
    expect(v.seen['ger-71-5-191']!.rule).toBe('SoS 7.5, 7.6');
  });

  it('SoS 7.2, 8.13: in a balka the StuG is seen within LOS, the infantry with it is not', () => {
    const g = fragment({ 'ger-stug-244': HEX.balka, 'ger-71-5-191': HEX.balka, 'sov-militia': HEX.city });
    const v = view(g, 'soviet', [[HEX.city, HEX.balka]]);
    expect(Object.keys(v.pieces).filter((id) => id.startsWith('ger-'))).toEqual(['ger-stug-244']);
    expect(v.hidden).toEqual([{ hex: HEX.balka, side: 'german', count: 1, top: env.counter('ger-71-5-191').back }]);
  });
});

describe('the Luftwaffe\'s view, the Volga and the boxes (SoS 7.3, 7.4)', () => {
  it('SoS 7.4: a Soviet unit in a clear hex is seen by the German with no line of sight at all', () => {
    const g = fragment({ 'sov-militia': HEX.clear, 'ger-71-5-191': HEX.city });
    const v = view(g, 'german');
    expect(v.seen['sov-militia']!.rule).toBe('SoS 7.4');
  });

  it('SoS 7.4: on a bad weather turn, only from a German unit within 4 hexes with a clear LOS', () => {
    const far = data.map.hexes.find((h) => h.river === 'land' && data.map.grid.distance(h.id, HEX.clear as never) > 4)!.id as string;
    const near = data.map.grid.neighbours(HEX.clear as never).find((h) => data.map.hex(h)?.river === 'land')! as string;
    const sees = (at: string) => {
      const g = fragment({ 'sov-militia': HEX.clear, 'ger-71-5-191': at });
      return 'sov-militia' in sideView(env, g.state, 'german', { inLos: losOf([[at, HEX.clear]]), badWeather: true }).pieces;
    };
    expect([sees(near), sees(far)]).toEqual([true, false]);
  });

  it('SoS 7.3: Soviet units crossing the Volga are hidden where the German sees the river hex; a box shows nothing', () => {
    const g = fragment({ 'sov-militia': HEX.volga, 'sov-1-42g': 'EB-C', 'ger-71-5-191': HEX.clear });
    const v = view(g, 'german', [[HEX.clear, HEX.volga]]);
    expect(v.hidden).toEqual([{ hex: HEX.volga, side: 'soviet', count: 1, top: env.counter('sov-militia').back }]);
    expect(JSON.stringify(v)).not.toMatch(/sov-militia|sov-1-42g|EB-C/);
  });

  it('SoS 7.3: German units in an off-map box are hidden until they enter the map', () => {
    const g = fragment({ 'ger-stug-244': 'GB-2', 'sov-militia': HEX.city });
    const v = view(g, 'soviet', [[HEX.city, HEX.clear]]);
    expect(JSON.stringify(v)).not.toMatch(/ger-stug-244|GB-2/);
    expect(view(g, 'german').pieces['ger-stug-244']?.at).toBe('GB-2');
  });

  it('SoS 7.3, 7.5: an East Bank unit that has fired is seen in its box', () => {
    const g = fragment({ 'sov-62-howitzer': 'EB-C', 'ger-71-5-191': HEX.clear }, { 'sov-62-howitzer': { revealed: true } });
    expect(view(g, 'german').pieces['sov-62-howitzer']?.at).toBe('EB-C');
  });
});

describe('the public view (SoS 7.0)', () => {
  it('shows the units each side sees of the other, no face-down stack, and the markers', () => {
    const g = fragment({ 'ger-71-5-191': HEX.clear, 'ger-71-6-191': HEX.city2, 'sov-militia': HEX.city, 'sov-1-270-nkvd': HEX.clear2 });
    const withMarkers = { ...g, state: { ...g.state, markers: { attack: [HEX.city], breakthru: [] } } };
    const v = view(withMarkers, null, [[HEX.city, HEX.clear]]);
    expect(Object.keys(v.pieces)).toEqual(['ger-71-5-191', 'sov-1-270-nkvd']);
    expect(v.hidden).toEqual([]);
    expect(v.markers.attack).toEqual([HEX.city]);
  });
});
