import { describe, expect, it } from 'vitest';
import { buildTurns } from '#games/streets-of-stalingrad/engineering/build-time';
import { targetOf } from '#games/streets-of-stalingrad/windows/attack/fire-units';
import { attackModifiers } from '#games/streets-of-stalingrad/combat/attack-modifiers';
import { engineeringOf, fortificationAt } from '#games/streets-of-stalingrad/state/engineering';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { adjudicate, check, codes, env, fragment, ring, runPhases, stepTo } from './engineering-fixture';

/**
 * SoS 17.34: "To build a fortification unit, an engineer unit must start a movement phase in the
 * hex where the fortification will be placed": not pinned or spent, not in an enemy ZOC hex nor
 * within the range of a direct fire enemy combat unit with an unblocked LOS to that hex, no
 * switch, not in a phase it moves. 17.35: two complete turns (30 phases), one with two
 * engineers. 17.36: a phase pinned, spent or in combat adds a movement phase. 17.37: the
 * engineer moves again in the next movement phase after placement. 17.31: +1 to the defenders
 * against bombardments and attacks, not for armored units alone. 17.32, 17.33.
 */
const H = '3130';
const ENG = 'ger-16pg-pioneer';
const build = (units: string[], hex = H, more: Record<string, unknown> = {}) => ({ build: { units, kind: 'fortification', hex, ...more } });
/** A hex two hexes from H that sees it. */
const twoAway = () => ring(H, 2).find((h) => env.los.sees(h as never, H as never) && env.map.hex(h as never)!.terrain.every((t) => t === 'clear'))!;

describe('SoS 17.34: who may start a fortification, where', () => {
  it('a German engineer in the hex, nothing of the enemy near: the task starts, due two complete turns on (17.35)', () => {
    const s = fragment({ [ENG]: H });
    expect(check(1, 'german-movement', s, [build([ENG])])).toEqual([]);
    const r = adjudicate(1, 'german-movement', s, [build([ENG])]);
    expect(engineeringOf(r.state).tasks).toEqual([{ side: 'german', units: [ENG], hex: H, kind: 'fortification', remove: false, started: { turn: 1, phase: 3 }, due: { turn: 3, phase: 3 }, delays: [], done: null }]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'engineering-started', hex: H, kind: 'fortification', rule: 'SoS 17.34' }));
  });

  it('refuses a unit that is not an engineer, one not in the hex, a pinned one, and a fortification where one stands (17.33)', () => {
    const s = fragment({ [ENG]: ring(H, 1)[0]!, 'ger-71-5-191': H }, { pinned: [ENG] });
    expect(codes(check(1, 'german-movement', s, [build(['ger-71-5-191', ENG])]))).toEqual([
      ['not-an-engineer', 'orders.0.build.units.0'],
      ['engineer-pinned', 'orders.0.build.units.1'],
      ['not-in-hex', 'orders.0.build.units.1'],
    ]);
    const fortified: SosState = { ...fragment({ [ENG]: H }), engineering: { tasks: [], fortifications: [{ hex: H, side: 'german' }], minefields: [], bridges: [] } };
    expect(check(1, 'german-movement', fortified, [build([ENG])])).toEqual([expect.objectContaining({ code: 'one-per-hex', rule: 'SoS 17.33' })]);
  });

  it('refuses a hex in an enemy ZOC, and one in the range and line of sight of a seen enemy direct fire unit', () => {
    const zoc = fragment({ [ENG]: H, 'sov-1-42g': ring(H, 1)[0]! });
    expect(codes(check(1, 'german-movement', zoc, [build([ENG])]))).toContainEqual(['enemy-zoc', 'orders.0.build.hex']);
    const fire = fragment({ [ENG]: H, 'sov-1-42g': twoAway() });
    expect(check(1, 'german-movement', fire, [build([ENG])])).toEqual([expect.objectContaining({ code: 'enemy-fire-range', rule: 'SoS 17.34' })]);
  });

  it('17.34: an engineer that starts a fortification may not switch, nor move in the phase', () => {
    const s = fragment({ [ENG]: H });
    const started = adjudicate(1, 'german-movement', s, [build([ENG])]).state;
    expect(check(1, 'german-exploit-movement', started, [{ build: { units: [ENG], kind: 'minefield', hex: ring(H, 1)[0]! } }])).toEqual([expect.objectContaining({ code: 'engineer-busy' })]);
    expect(codes(check(1, 'german-movement', s, [build([ENG]), { move: { units: [ENG], path: [ring(H, 1)[0]!] } }]))).toEqual([['engineer-building', 'orders.1.move.units.0']]);
  });

  it('17.0: a hidden enemy unit in range and sight is not reported to the builder, but prevents the task and is revealed', () => {
    // a Soviet unit the German does not see: in a suburb hex, which hides it (7.2), two hexes from X with a line of sight to it
    const pair = env.map.hexes.filter((h) => h.sections.includes('central') && h.terrain.length === 1 && h.terrain[0] === 'suburb')
      .flatMap((h) => ring(h.id, 2).filter((x) => env.los.sees(h.id, x as never)).map((x) => [h.id as string, x] as const))[0]!;
    const [hide, X] = pair;
    const s = fragment({ [ENG]: X, 'sov-1-42g': hide });
    const build = (units: string[]) => ({ build: { units, kind: 'fortification', hex: X } });
    expect(check(1, 'german-movement', s, [build([ENG])])).toEqual([]);
    const r = adjudicate(1, 'german-movement', s, [build([ENG])]);
    expect(engineeringOf(r.state).tasks).toEqual([]);
    expect(r.state.pieces['sov-1-42g']!.revealed).toBe(true);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'engineering-prevented', revealed: 'sov-1-42g', rule: 'SoS 17.0' }));
  });
});

describe('SoS 17.35-17.37: how long, and when the engineer moves again', () => {
  it('17.35: two turns for one engineer, one for two; more add nothing', () => {
    const t = env.tables.engineering;
    expect([1, 2, 3].map((n) => buildTurns(t, 'fortification', 'german', n))).toEqual([2, 1, 1]);
  });

  it('started in the 13 September German Movement Phase 3, the fortification is placed in the 15 September German Movement Phase 3; the engineer moves again in phase 7', () => {
    const started = adjudicate(1, 'german-movement', fragment({ [ENG]: H }), [build([ENG])]).state;
    const before = runPhases(started, { turn: 1, phase: 3 }, { turn: 3, phase: 2 });
    expect(fortificationAt(before.state, H)).toBeUndefined();
    const placed = runPhases(before.state, { turn: 3, phase: 2 }, { turn: 3, phase: 3 });
    expect(fortificationAt(placed.state, H)).toEqual({ hex: H, side: 'german' });
    expect(placed.events).toContainEqual(expect.objectContaining({ type: 'engineering-built', hex: H, kind: 'fortification', rule: 'SoS 17.35, 17.37' }));
    expect(check(3, 'german-movement', placed.state, [{ move: { units: [ENG], path: [ring(H, 1)[0]!] } }])).toEqual([expect.objectContaining({ code: 'engineer-building' })]);
    const next = runPhases(placed.state, { turn: 3, phase: 3 }, { turn: 3, phase: 7 });
    expect(engineeringOf(next.state).tasks).toEqual([]);
  });

  it('17.36: pinned in the 13 September Simultaneous Bombardment Phase 13, the fortification waits one more German movement phase (phase 7); the pin staying on to phase 15 counts once', () => {
    const started = adjudicate(1, 'german-movement', fragment({ [ENG]: H }), [build([ENG])]).state;
    const pin = (s: SosState, at: { turn: number; phase: number }) => {
      if (at.turn === 1 && at.phase === 13) return { ...s, pieces: { ...s.pieces, [ENG]: { ...s.pieces[ENG]!, pinned: true } } };
      if (at.turn === 1 && at.phase === 15) return { ...s, pieces: { ...s.pieces, [ENG]: { ...s.pieces[ENG]!, pinned: false } } };
      return s;
    };
    const r = runPhases(started, { turn: 1, phase: 3 }, { turn: 3, phase: 3 }, pin);
    expect(r.events.filter((e) => e.type === 'engineering-delayed')).toEqual([expect.objectContaining({ phase: 13, due: { turn: 3, phase: 7 }, rule: 'SoS 17.36' })]);
    expect(fortificationAt(r.state, H)).toBeUndefined();
    expect(fortificationAt(runPhases(r.state, { turn: 3, phase: 3 }, { turn: 3, phase: 7 }).state, H)).toBeDefined();
  });

  it('17.0: the work stops completely when its hex becomes an enemy ZOC', () => {
    const started = adjudicate(1, 'german-movement', fragment({ [ENG]: H }), [build([ENG])]).state;
    const enemy = { ...started, pieces: { ...started.pieces, 'sov-1-42g': { ...started.pieces['sov-1-42g']!, at: ring(H, 1)[0]! } } };
    const r = stepTo(started, enemy, { turn: 1, phase: 10 });
    expect(engineeringOf(r.state).tasks).toEqual([]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'engineering-stopped', rule: 'SoS 17.0' }));
  });
});

describe('SoS 17.31-17.33: what a fortification does', () => {
  const fortified = (s: SosState, side: 'german' | 'soviet' = 'german'): SosState => ({ ...s, engineering: { tasks: [], fortifications: [{ hex: H, side }], minefields: [], bridges: [] } });

  it('17.31: +1 to an attack against the hex for its defenders; not for the enemy of its builder (17.32)', () => {
    const s = fortified(fragment({ 'ger-71-5-191': H }));
    expect(targetOf(env, s, H, 'german', ['ger-71-5-191']).fortification).toBe(true);
    const enemys = fortified(fragment({ 'sov-1-42g': H }));
    expect(targetOf(env, enemys, H, 'soviet', ['sov-1-42g']).fortification).toBeUndefined();
  });

  it('17.31: the DRM is +1 against the attack, but not for armored units alone in the hex', () => {
    const c = (ids: string[]) => {
      const s = fortified(fragment(Object.fromEntries(ids.map((id) => [id, H]))));
      return attackModifiers({ kind: 'attack', date: '09-13', side: 'soviet', firers: [], target: targetOf(env, s, H, 'german', ids) }, env.tables.spotting).filter((d) => d.rule === 'SoS 17.31');
    };
    expect(c(['ger-71-5-191'])).toEqual([{ value: 1, reason: 'a fortification in the target hex', rule: 'SoS 17.31' }]);
    expect(c([ENG])).toEqual([]);
  });

  it('17.32: removed when an enemy unit enters the hex with only the fortification, and when every defending combat unit in it is eliminated', () => {
    const empty = fortified(fragment({}));
    const entered = { ...empty, pieces: { ...empty.pieces, 'sov-1-42g': { ...empty.pieces['sov-1-42g']!, at: H } } };
    const r = stepTo(empty, entered, { turn: 1, phase: 10 });
    expect(fortificationAt(r.state, H)).toBeUndefined();
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'fortification-removed', rule: 'SoS 17.32' }));
    // an enemy moving through the hex within one move removes it too
    const start = ring(H, 1)[0]!;
    const beyond = ring(H, 1).find((h) => env.map.grid.distance(h as never, start as never) === 2)!;
    const through = adjudicate(1, 'german-movement', fortified(fragment({ 'ger-71-5-191': start }), 'soviet'), [{ move: { units: ['ger-71-5-191'], path: [H, beyond] } }]);
    expect(through.state.pieces['ger-71-5-191']!.at).toBe(beyond);
    expect(fortificationAt(through.state, H)).toBeUndefined();
    expect(through.events).toContainEqual(expect.objectContaining({ type: 'fortification-removed', hex: H, rule: 'SoS 17.32' }));
    const held = fortified(fragment({ 'ger-71-5-191': H }));
    const lost = { ...held, pieces: { ...held.pieces, 'ger-71-5-191': { ...held.pieces['ger-71-5-191']!, at: null, eliminated: true } } };
    expect(fortificationAt(stepTo(held, lost, { turn: 1, phase: 5 }).state, H)).toBeUndefined();
  });
});
