import { describe, expect, it } from 'vitest';
import { allocateAirPoints, placeInterdiction } from '#games/kharkov-battles/preparation/air-points';
import { KbPrepError } from '#games/kharkov-battles/preparation/errors';
import { weatherPhase } from '#games/kharkov-battles/preparation/weather';
import { d10, issuesOf, prep, withBox } from './preparation-fixtures';

describe('Weather Phase (KB 4.1 A.1, 19.0, 19.1)', () => {
  it('reads the weather off the TRT with no roll when there is no MUD? (19.0)', () => {
    const { data, state } = prep({ turn: 3 });
    const dice = d10([]);
    const r = weatherPhase(withBox(data, { turn: 3, weather: 'freeze' }), state, dice);
    expect(r.state.weather).toBe('freeze');
    expect(r.events[0]).toMatchObject({ type: 'kb-weather', rule: 'KB 19.0', roll: null });
    expect(dice.transcript()).toEqual([]);
  });

  it("Clear with MUD? 0-2: the Soviet player's 2 makes this turn Mud, and this turn only (19.11)", () => {
    const { data, state } = prep({ turn: 4 });
    const r = weatherPhase(withBox(data, { turn: 4, weather: 'clear', mudOn: 2 }), state, d10({ 'T04/weather/mud': 2 }));
    expect(r.state.weather).toBe('mud');
    expect(r.state.mudForRest).toBe(false);
    expect(r.events[0]).toMatchObject({ rule: 'KB 19.11', roll: { label: 'T04/weather/mud', by: 'soviet', die: 2, mudOn: [0, 2] }, forRest: false });
  });

  it('Clear with MUD? 0-2: a 3 leaves it Clear', () => {
    const { data, state } = prep({ turn: 4 });
    const r = weatherPhase(withBox(data, { turn: 4, weather: 'clear', mudOn: 2 }), state, d10({ 'T04/weather/mud': 3 }));
    expect(r.state.weather).toBe('clear');
  });

  it('Freeze with MUD? 0-1: a 0 turns Freeze to Mud for the remainder of the game; later MUD? boxes are not rolled and later Freeze reads Mud (19.11, digest A34)', () => {
    const { data, state } = prep({ turn: 12 });
    const first = weatherPhase(withBox(data, { turn: 12, weather: 'freeze', mudOn: 1 }), state, d10({ 'T12/weather/mud': 0 }));
    expect(first.state).toMatchObject({ weather: 'mud', mudForRest: true });
    const later = { ...first.state, at: { ...first.state.at, turn: 13 } };
    const dice = d10([]);
    const next = weatherPhase(withBox(data, { turn: 13, weather: 'freeze', mudOn: 5 }), later, dice);
    expect(next.state.weather).toBe('mud');
    expect(dice.transcript()).toEqual([]);
  });

  it('Freeze with MUD? 0-1: a 2 keeps Freeze', () => {
    const { data, state } = prep({ turn: 12 });
    const r = weatherPhase(withBox(data, { turn: 12, weather: 'freeze', mudOn: 1 }), state, d10({ 'T12/weather/mud': 2 }));
    expect(r.state).toMatchObject({ weather: 'freeze', mudForRest: false });
  });

  it('changes nothing in the state it was given', () => {
    const { data, state } = prep({ turn: 12 });
    const before = structuredClone(state);
    weatherPhase(withBox(data, { turn: 12, weather: 'freeze', mudOn: 1 }), state, d10({ 'T12/weather/mud': 0 }));
    expect(state).toEqual(before);
  });
});

describe('Air Allocation Phase (KB 4.1 A.2, 5.1, 5.3, 19.15)', () => {
  const box = { turn: 7, air: { axis: 5, soviet: 3 }, airMud: { axis: 2, soviet: 1 } };

  it('puts the TRT Air Points in each side\u2019s Available for Sortie box (5.11)', () => {
    const { data, state } = prep({ turn: 7, state: { weather: 'freeze' } });
    const r = allocateAirPoints(withBox(data, box), state);
    expect(r.state.airPoints).toEqual({ axis: 5, soviet: 3 });
  });

  it('under Mud, the reduced numbers printed on the TRT (19.15)', () => {
    const { data, state } = prep({ turn: 7, state: { weather: 'mud' } });
    const r = allocateAirPoints(withBox(data, box), state);
    expect(r.state.airPoints).toEqual({ axis: 2, soviet: 1 });
    expect(r.events[0]).toMatchObject({ rule: 'KB 5.11, 19.15' });
  });

  it('Interdiction: one Axis Air Point per road hex, Soviet-occupied hexes too, taken from the sortie box (5.3, 5.31)', () => {
    const { data, state } = prep({ turn: 7, at: { '3520': ['sov-25-tc-kb'] }, state: { airPoints: { axis: 3, soviet: 2 } } });
    const r = placeInterdiction(data, state, { hexes: ['KB3520', 'KB3512'] });
    expect(r.state.markers.interdicted).toEqual(['3512', '3520']);
    expect(r.state.airPoints).toEqual({ axis: 1, soviet: 2 });
    expect(r.events[0]).toMatchObject({ type: 'kb-interdiction', hexes: ['KB3520', 'KB3512'] });
  });

  it('refuses a railroad-only hex, a hex named twice, a hex off the map and more hexes than Air Points, changing nothing', () => {
    const { data, state } = prep({ turn: 7, state: { airPoints: { axis: 3, soviet: 0 } } });
    expect(issuesOf(() => placeInterdiction(data, state, { hexes: ['KB3710', 'KB3512', 'KB3512', 'KB9999'] }))).toEqual([
      ['interdiction.hexes[0]', 'no-road', 'KB 5.3'],
      ['interdiction.hexes[2]', 'hex-twice', 'KB 5.31'],
      ['interdiction.hexes[3]', 'hex-not-in-play', 'KB 5.3'],
      ['interdiction.hexes', 'not-enough-air-points', 'KB 5.12'],
    ]);
    try {
      placeInterdiction(data, state, { hexes: ['KB3710'] });
    } catch (e) {
      expect((e as KbPrepError).issues[0]).toEqual({ path: ['interdiction', 'hexes', 0], code: 'no-road', message: 'KB3710 is not traversed by a road (railroads do not count)', rule: 'KB 5.3' });
    }
    expect(state.markers.interdicted).toEqual([]);
  });
});
