import { describe, expect, it } from 'vitest';
import { dropLostMarkers } from '#games/streets-of-stalingrad/markers/interdiction-lost';
import { sideView } from '#games/streets-of-stalingrad/view/side-view';
import { env, fragment } from './bombardment-fixture';

/**
 * SoS 14.04: "If the IF artillery unit is eliminated, remove both the unit and its IF explosion
 * marker." Scenario #2: the mortar companies 8/276 and 4/276 (AF 6 each) interdict 1010 with
 * 12 AF (14.84, E55); the marker of each is its AF (14.03).
 */
const A = 'ger-8-276';
const B = 'ger-4-276';
const placed = (eliminated: string[]) => {
  const s = fragment({ [A]: '1212', [B]: '1212' });
  const pieces = { ...s.pieces };
  for (const id of eliminated) pieces[id] = { ...pieces[id]!, at: null, eliminated: true };
  return { ...s, pieces, interdiction: [{ side: 'german' as const, hex: '1010', af: 12, phase: 2, units: [A, B] }] };
};

describe('SoS 14.04: an eliminated IF unit takes its explosion marker off the hex it interdicts', () => {
  it('8/276 eliminated: its 6 AF leave 1010 (1 MP a hex instead of 2); the marker of 4/276 stays', () => {
    const r = dropLostMarkers(env, placed([A]));
    expect(r.state.interdiction).toEqual([{ side: 'german', hex: '1010', af: 6, phase: 2, units: [B] }]);
    expect(r.events).toEqual([
      { type: 'interdiction-reduced', side: 'german', hex: '1010', af: 6, lifted: false, rule: 'SoS 14.04' },
      { type: 'interdiction-markers-lost', side: 'german', hex: '1010', units: [A], visibleTo: ['german'], rule: 'SoS 14.04' },
    ]);
  });

  it('both eliminated: the interdiction is lifted', () => {
    const r = dropLostMarkers(env, placed([A, B]));
    expect(r.state.interdiction).toEqual([]);
    expect(r.events[0]).toMatchObject({ type: 'interdiction-reduced', af: 0, lifted: true });
  });

  it('none eliminated, or Stukas\' interdiction with no units (15.22): nothing changes', () => {
    const s = placed([]);
    expect(dropLostMarkers(env, s)).toEqual({ state: s, events: [] });
    const stukas = { ...placed([A]), interdiction: [{ side: 'german' as const, hex: '1010', af: 10, phase: 2 }] };
    expect(dropLostMarkers(env, stukas).state.interdiction).toEqual(stukas.interdiction);
  });
});

describe('SoS 7.0, 14.84: the views show the markers, and the units that placed them to their owner only', () => {
  const look = { inLos: () => true, badWeather: false };
  it('the Soviet and the public views see 12 AF on 1010 and no unit; the German view sees his two mortar companies', () => {
    const s = placed([]);
    expect(sideView(env, s, 'soviet', look).interdiction).toEqual([{ side: 'german', hex: '1010', af: 12, phase: 2 }]);
    expect(sideView(env, s, null, look).interdiction).toEqual([{ side: 'german', hex: '1010', af: 12, phase: 2 }]);
    expect(sideView(env, s, 'german', look).interdiction).toEqual([{ side: 'german', hex: '1010', af: 12, phase: 2, units: [A, B] }]);
  });
});
