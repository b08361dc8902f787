import { describe, expect, it } from 'vitest';
import { isolatedUnits } from '#games/streets-of-stalingrad/supply/isolation';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { around, env, fragment, placed, serverStep } from './isolation-fixture';

/**
 * SoS 19.0 Isolation.
 * SoS 19.2: "A Soviet unit is considered isolated only if all possible paths of hexes from that
 * unit to a Volga River hex are blocked by German units or German ZOCs, including German
 * minefields. If a Soviet unit can trace a route of any length unblocked by German
 * units/ZOCs/minefields to any Volga River hex, that Soviet unit is not considered isolated.
 * The presence of a friendly unit in an enemy ZOC hex negates the ZOC for determining isolation."
 * SoS 19.4: "At the start of any Administrative Phase Soviet units are/ remain isolated,
 * place/replace an 'Out of Supply' marker with one indicating the number of consecutive turns
 * of isolation. These 'Out of Supply' markers are removed immediately as soon as a supply line
 * is reestablished or when the Soviet units are eliminated and removed due to isolation or combat."
 */

const GERMANS_2 = ['ger-1-276', 'ger-2-276', 'ger-3-276', 'ger-5-276', 'ger-6-276', 'ger-7-276'];
const SOVIETS_2 = ['sov-42rb-1', 'sov-42rb-2', 'sov-42rb-3', 'sov-92nib-1', 'sov-92nib-2', 'sov-92nib-3'];
/** A suburb hex in the south-west of the city, three hexes deep in suburb every way: a German ZOC enters all its neighbours (6.2). */
const X = '1332';
/** A West Bank city hex on the river: 0329 and 0330 (the Volga) beside it, 0428, 0529, 0530 and 0430 (city) the land side. */
const BANK = '0429';
const within = null;

/** The position with `units` taken off the map (eliminated, or drawn off: out of play). */
const without = (s: SosState, units: readonly string[], eliminated = false): SosState => ({ ...s, pieces: { ...s.pieces, ...Object.fromEntries(units.map((u) => [u, { ...s.pieces[u]!, at: null, eliminated }])) } });

/** A scenario #2 position of 15 September (turn 3): `unit` at X, a German combat unit on each hex around it. */
const surrounded = (unit: string, more: Record<string, string> = {}): SosState => fragment('scenario-2', 3, { [unit]: X, ...placed(GERMANS_2, around(X)), ...more });

describe('SoS 19.2: a Soviet unit is isolated when every path to a Volga River hex is blocked', () => {
  it('a German unit on every hex around it isolates it; so do five, the sixth hex in their ZOC', () => {
    expect(isolatedUnits(env, surrounded('sov-42rb-1'), 'soviet', within)).toEqual(['sov-42rb-1']);
    const open = fragment('scenario-2', 3, { 'sov-42rb-1': X, ...placed(GERMANS_2.slice(0, 5), around(X).slice(0, 5)) });
    // the sixth hex is in the ZOC of the Germans beside it (suburb), so the trace is still blocked
    expect(isolatedUnits(env, open, 'soviet', within)).toEqual(['sov-42rb-1']);
  });

  it('German ZOC blocks the trace; a Soviet unit in the ZOC hex negates it for isolation (not for movement, 6.8)', () => {
    const gap = around(X)[5]!;
    const five = { 'sov-42rb-1': X, ...placed(GERMANS_2.slice(0, 5), around(X).slice(0, 5)) };
    expect(isolatedUnits(env, fragment('scenario-2', 3, five), 'soviet', within)).toEqual(['sov-42rb-1']);
    const held = fragment('scenario-2', 3, { ...five, 'sov-42rb-2': gap });
    expect(isolatedUnits(env, held, 'soviet', within)).toEqual([]);
  });

  it('the ZOC reaches into the Volga River hexes (6.2): on the bank, with German units on its land side, a Soviet unit is isolated; a Soviet unit on the river reopens the trace', () => {
    const land = { 'ger-1-276': '0428', 'ger-2-276': '0529', 'ger-3-276': '0530', 'ger-5-276': '0430' };
    const s = fragment('scenario-2', 3, { 'sov-42rb-1': BANK, ...land });
    expect(isolatedUnits(env, s, 'soviet', within)).toEqual(['sov-42rb-1']);
    expect(isolatedUnits(env, fragment('scenario-2', 3, { 'sov-42rb-1': BANK, ...land, 'sov-42rb-2': '0330' }), 'soviet', within)).toEqual([]);
  });

  it('the ZOC does not enter city hexes (6.2): an empty city hex beside the German units leaves the trace open', () => {
    const s = fragment('scenario-2', 3, { 'sov-42rb-1': BANK, 'ger-1-276': '0428', 'ger-2-276': '0529', 'ger-5-276': '0430' });
    expect(isolatedUnits(env, s, 'soviet', within)).toEqual([]);
  });

  it('a unit on a Volga River hex, in an East Bank box or not yet arrived is never isolated', () => {
    const s = fragment('scenario-2', 3, { 'sov-42rb-1': '0330', 'sov-42rb-2': 'EB-S', ...placed(GERMANS_2, around('0330')) });
    expect(isolatedUnits(env, s, 'soviet', within)).toEqual([]);
  });
});

describe('SoS 19.1, 19.4: "Out of Supply" markers and elimination after consecutive Administrative Phases', () => {
  it('E66, E69: isolated in the 15 September German Exploit Attack Phase 8, "Out of Supply 1" at the start of the 16 September Administrative Phase, eliminated at the start of 17 September\'s', () => {
    const s16 = serverStep('scenario-2', surrounded('sov-42rb-1'), 4, '1.server');
    expect(s16.state.outOfSupply).toEqual({ 'sov-42rb-1': 1 });
    expect(s16.events).toContainEqual({ type: 'out-of-supply', phase: 1, side: 'soviet', units: [{ unit: 'sov-42rb-1', count: 1 }], visibleTo: ['soviet'], rule: 'SoS 19.4' });
    const s17 = serverStep('scenario-2', s16.state, 5, '1.server');
    expect(s17.state.pieces['sov-42rb-1']).toMatchObject({ at: null, eliminated: true });
    expect(s17.state.outOfSupply).toBeUndefined();
    expect(s17.events).toContainEqual({ type: 'isolation-eliminated', phase: 1, side: 'soviet', units: [{ unit: 'sov-42rb-1', hex: X, phases: 2, threshold: 2 }], rule: 'SoS 19.1, 19.3, 4.2' });
  });

  it('Guards, Marines and units stacked with a commissar last four consecutive Administrative Phases before 26 September', () => {
    for (const [unit, more] of [['sov-35g-1-101', {}], ['sov-92nib-1', {}], ['sov-42rb-1', { 'sov-commissar-1': X }]] as const) {
      let s = surrounded(unit, more);
      for (const [turn, count] of [[4, 1], [5, 2], [6, 3]] as const) {
        s = serverStep('scenario-2', s, turn, '1.server').state;
        expect(s.outOfSupply?.[unit]).toBe(count);
      }
      const r = serverStep('scenario-2', s, 7, '1.server');
      expect(r.state.pieces[unit]!.eliminated).toBe(true);
      expect(r.events).toContainEqual(expect.objectContaining({ type: 'isolation-eliminated', units: expect.arrayContaining([expect.objectContaining({ unit, phases: 4, threshold: 4 })]) }));
    }
  });

  it('19.3: isolation counts only in consecutive phases; a phase not isolated removes the marker and the count starts again', () => {
    const s16 = serverStep('scenario-2', surrounded('sov-42rb-1'), 4, '1.server').state;
    // the German units draw off: at the start of 17 September the unit traces to the Volga
    const freed = without(s16, GERMANS_2);
    const s17 = serverStep('scenario-2', freed, 5, '1.server');
    expect(s17.state.outOfSupply).toBeUndefined();
    expect(s17.events).toContainEqual({ type: 'out-of-supply-removed', phase: 1, side: 'soviet', units: ['sov-42rb-1'], visibleTo: ['soviet'], rule: 'SoS 19.4' });
    // isolated again: "Out of Supply 1" on 18 September, not eliminated
    const again: SosState = { ...s17.state, pieces: { ...s17.state.pieces, ...Object.fromEntries(GERMANS_2.map((u, i) => [u, { ...s17.state.pieces[u]!, at: around(X)[i]! }])) } };
    const s18 = serverStep('scenario-2', again, 6, '1.server');
    expect(s18.state.pieces['sov-42rb-1']!.eliminated).toBe(false);
    expect(s18.state.outOfSupply).toEqual({ 'sov-42rb-1': 1 });
  });

  it('19.4: the marker is removed as soon as the supply line is reestablished (at the end of the step that reopened it), not at the next Administrative Phase', () => {
    const s16 = serverStep('scenario-2', surrounded('sov-42rb-1'), 4, '1.server').state;
    // the German units around it are gone: the next step the server takes finds the line open
    const r = serverStep('scenario-2', without(s16, GERMANS_2, true), 4, '2.resolve');
    expect(r.state.outOfSupply).toBeUndefined();
    expect(r.events).toContainEqual({ type: 'out-of-supply-removed', phase: 2, side: 'soviet', units: ['sov-42rb-1'], visibleTo: ['soviet'], rule: 'SoS 19.4' });
  });
});

describe('SoS 16.85: isolated NKVD units with an "Out of Supply" marker roll a d10 in the Administrative Phase', () => {
  const GERMANS_1 = ['ger-71-5-191', 'ger-71-6-191', 'ger-295-1-516', 'ger-295-2-516', 'ger-295-hiwi', 'ger-16pg-1'];
  const nkvd = (more: Record<string, string> = {}) => fragment('scenario-1', 3, { 'sov-1-270-nkvd': X, ...placed(GERMANS_1, around(X)), ...more });
  const label = 'T04/1.server/isolated-nkvd/sov-1-270-nkvd';

  it('on 5-10 the NKVD unit is removed', () => {
    const r = serverStep('scenario-1', nkvd(), 4, '1.server', { [label]: 5 });
    expect(r.state.pieces['sov-1-270-nkvd']).toMatchObject({ at: null, eliminated: true });
    expect(r.state.outOfSupply).toBeUndefined();
    expect(r.events).toContainEqual({ type: 'isolated-nkvd-roll', phase: 1, unit: 'sov-1-270-nkvd', outOfSupply: 1, label, die: 5, result: 'removed', visibleTo: ['soviet'], rule: 'SoS 16.85' });
    expect(r.events).toContainEqual({ type: 'isolated-nkvd-removed', phase: 1, side: 'soviet', units: [{ unit: 'sov-1-270-nkvd', hex: X, die: 5 }], rule: 'SoS 16.85' });
  });

  it('on 1-4 it stays, with its "Out of Supply 1"', () => {
    const r = serverStep('scenario-1', nkvd(), 4, '1.server', { [label]: 4 });
    expect(r.state.pieces['sov-1-270-nkvd']!.at).toBe(X);
    expect(r.state.outOfSupply).toEqual({ 'sov-1-270-nkvd': 1 });
    expect(r.dice).toEqual([{ label, sides: 10, value: 4 }]);
  });

  it('an NKVD unit in a hex with a leader does not roll: only the isolation rules remove it', () => {
    const r = serverStep('scenario-1', nkvd({ 'sov-commissar-1': X }), 4, '1.server');
    expect(r.dice).toEqual([]);
    expect(r.state.outOfSupply).toEqual({ 'sov-1-270-nkvd': 1, 'sov-commissar-1': 1 });
  });
});

describe('SoS 19.6: German units are never eliminated by isolation; cut off from the off-map boxes they have "Out of Supply 1"', () => {
  const cutOff = () => fragment('scenario-2', 3, { 'ger-1-276': X, ...placed(SOVIETS_2, around(X)) });

  it('a German unit surrounded by Soviet units gets "Out of Supply 1", and keeps it, never more, phase after phase', () => {
    let s = cutOff();
    for (const turn of [4, 5, 6, 7]) {
      const r = serverStep('scenario-2', s, turn, '1.server');
      expect(r.state.pieces['ger-1-276']!.at).toBe(X);
      expect(r.state.outOfSupply).toEqual({ 'ger-1-276': 1 });
      s = r.state;
    }
  });

  it('the marker goes when the unit traces to an off-map box again', () => {
    const s = serverStep('scenario-2', cutOff(), 4, '1.server').state;
    const r = serverStep('scenario-2', without(s, SOVIETS_2, true), 4, '3.end');
    expect(r.state.outOfSupply).toBeUndefined();
    expect(r.events).toContainEqual({ type: 'out-of-supply-removed', phase: 3, side: 'german', units: ['ger-1-276'], visibleTo: ['german'], rule: 'SoS 19.6' });
  });
});

describe('SoS 19.1, 19.3 in the campaign (scenario #3), from 26 September: four consecutive Administrative Phases for every Soviet unit', () => {
  /** A campaign position of `turn` (26 September is turn 14): an ordinary rifle battalion at X, German units all around. */
  const campaign = (turn: number): SosState => fragment('scenario-3', turn, { 'sov-42rb-1': X, ...placed(GERMANS_2, around(X)) });
  // the Administrative Phase's other rolls of those days: ammunition (14.71) and the campaign's Stukas (15.52)
  const rolls = (turn: number) => Object.fromEntries(['ammunition/german', 'ammunition/soviet', 'stukas'].map((r) => [`T${turn}/1.server/${r}`, 5]));
  const admin = (s: SosState, turn: number) => serverStep('scenario-3', s, turn, '1.server', rolls(turn));

  it('E67 (19.1 example 2): isolated in the 26 September turn, counted on the 27th, 28th and 29th, removed in the Administrative Phase of 30 September', () => {
    let s = campaign(14);
    for (const [turn, count] of [[15, 1], [16, 2], [17, 3]] as const) {
      s = admin(s, turn).state;
      expect(s.outOfSupply?.['sov-42rb-1'], `turn ${turn}`).toBe(count);
    }
    const r = admin(s, 18);
    expect(r.state.pieces['sov-42rb-1']).toMatchObject({ at: null, eliminated: true });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'isolation-eliminated', units: [expect.objectContaining({ unit: 'sov-42rb-1', phases: 4, threshold: 4 })] }));
  });

  it('E68 (19.3): isolated on 26 September, not on 28 September, isolated again on 29 September: not eliminated until the Administrative Phase of 3 October', () => {
    const s27 = admin(campaign(14), 15).state;
    expect(s27.outOfSupply?.['sov-42rb-1']).toBe(1);
    // the German units draw off: not isolated on 28 September, nor at the start of the 29th
    const s28 = admin(without(s27, GERMANS_2), 16).state;
    expect(s28.outOfSupply).toBeUndefined();
    const s29 = admin(s28, 17).state;
    // isolated again in the 29 September turn: counted from the 30th
    let s: SosState = { ...s29, pieces: { ...s29.pieces, ...Object.fromEntries(GERMANS_2.map((u, i) => [u, { ...s29.pieces[u]!, at: around(X)[i]!, eliminated: false }])) } };
    for (const [turn, count] of [[18, 1], [19, 2], [20, 3]] as const) {
      s = admin(s, turn).state;
      expect(s.outOfSupply?.['sov-42rb-1'], `turn ${turn}`).toBe(count);
    }
    expect(admin(s, 21).state.pieces['sov-42rb-1']).toMatchObject({ at: null, eliminated: true });
  });
});
