import { describe, expect, it } from 'vitest';
import { bombardLosses } from '#games/streets-of-stalingrad/windows/bombardment/bombard-losses';
import { bombardedWorks, workLosses } from '#games/streets-of-stalingrad/engineering/bombarded-works';
import { firerOf, targetOf } from '#games/streets-of-stalingrad/windows/attack/fire-units';
import { engineeringOf, minefieldAt, type SosEngineering } from '#games/streets-of-stalingrad/state/engineering';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { sideView } from '#games/streets-of-stalingrad/view/side-view';
import { NO_LOS } from '#games/streets-of-stalingrad/view/sight';
import { adjudicate, check, codes, env, fragment, ring, runPhases, stepTo } from './engineering-fixture';

/**
 * SoS 17.21-17.27: minefields. 17.24: "an engineer unit must start a movement phase adjacent to
 * the hex where the minefield will be placed", with the restrictions of fortifications; "An
 * engineer unit may also remove minefields in the same way". 17.25: one complete turn. 17.26:
 * "extended another phase". 17.27: the engineer moves in the next movement phase after. 17.21:
 * hidden but on clear hexes; revealed when an enemy combat unit moves adjacent. 17.22: they stop
 * units that move into their hex. 17.23: the DRMs. 14.81: the first loss to bombardment.
 */
const H = '3130';
const ENG = 'ger-16pg-pioneer';
const M = ring(H, 1)[0]!;
const mine = (units: string[], hex = M, more: Record<string, unknown> = {}) => ({ build: { units, kind: 'minefield', hex, ...more } });
const withWorks = (s: SosState, e: Partial<SosEngineering>): SosState => ({ ...s, engineering: { tasks: [], fortifications: [], minefields: [], bridges: [], ...e } });

describe('SoS 17.24, 17.25, 17.26: building and removing a minefield', () => {
  it('an engineer adjacent to the hex starts it; due one complete turn on (17.25); the event is the builder\'s alone', () => {
    const s = fragment({ [ENG]: H });
    expect(check(1, 'german-movement', s, [mine([ENG])])).toEqual([]);
    const r = adjudicate(1, 'german-movement', s, [mine([ENG])]);
    expect(engineeringOf(r.state).tasks[0]).toMatchObject({ hex: M, kind: 'minefield', due: { turn: 2, phase: 3 } });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'engineering-started', rule: 'SoS 17.24', visibleTo: ['german'] }));
    const placed = runPhases(r.state, { turn: 1, phase: 3 }, { turn: 2, phase: 3 });
    expect(minefieldAt(placed.state, M)).toEqual({ hex: M, side: 'german', revealed: false });
  });

  it('17.24: not from the minefield\'s own hex; nor in an enemy ZOC hex', () => {
    expect(codes(check(1, 'german-movement', fragment({ [ENG]: M }), [mine([ENG])]))).toEqual([['not-adjacent', 'orders.0.build.units.0']]);
    const zoc = ring(M, 1).find((h) => h !== H && env.map.grid.distance(h as never, H as never) === 2)!;
    const issues = check(1, 'german-movement', fragment({ [ENG]: H, 'sov-1-42g': zoc }), [mine([ENG])]);
    expect(issues.map((i) => i.code)).toContain('enemy-zoc');
  });

  it('17.24 note: a minefield is removed the same way; never one in an enemy ZOC hex', () => {
    const s = withWorks(fragment({ [ENG]: H }), { minefields: [{ hex: M, side: 'soviet', revealed: true }] });
    const r = adjudicate(1, 'german-movement', s, [mine([ENG], M, { remove: true })]);
    expect(engineeringOf(r.state).tasks[0]).toMatchObject({ remove: true, due: { turn: 2, phase: 3 } });
    expect(minefieldAt(runPhases(r.state, { turn: 1, phase: 3 }, { turn: 2, phase: 3 }).state, M)).toBeUndefined();
    expect(check(1, 'german-movement', fragment({ [ENG]: H }), [mine([ENG], M, { remove: true })])).toEqual([expect.objectContaining({ code: 'nothing-to-remove' })]);
  });

  it('17.26: pinned in Simultaneous Bombardment Phase 13, the minefield is placed one phase later (as printed: "another phase")', () => {
    const started = adjudicate(1, 'german-movement', fragment({ [ENG]: H }), [mine([ENG])]).state;
    const pin = (s: SosState, at: { turn: number; phase: number }) => (at.turn === 1 && at.phase === 13 ? { ...s, pieces: { ...s.pieces, [ENG]: { ...s.pieces[ENG]!, pinned: true } } } : s);
    const r = runPhases(started, { turn: 1, phase: 3 }, { turn: 2, phase: 3 }, pin);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'engineering-delayed', due: { turn: 2, phase: 4 }, rule: 'SoS 17.26' }));
    expect(minefieldAt(r.state, M)).toBeUndefined();
    expect(minefieldAt(runPhases(r.state, { turn: 2, phase: 3 }, { turn: 2, phase: 4 }).state, M)).toBeDefined();
  });
});

describe('SoS 17.21, 17.22: minefields and movement, and who sees them', () => {
  const path = (from: string) => {
    const beyond = ring(M, 1).find((h) => env.map.grid.distance(h as never, from as never) === 2)!;
    return [M, beyond];
  };

  it('17.22: an enemy minefield stops the units that move into its hex', () => {
    const s = withWorks(fragment({ 'ger-71-5-191': H }), { minefields: [{ hex: M, side: 'soviet', revealed: false }] });
    expect(codes(check(1, 'german-movement', s, [{ move: { units: ['ger-71-5-191'], path: path(H) } }]))).toEqual([['stopped-on-minefield', 'orders.0.move.path.1']]);
    const r = adjudicate(1, 'german-movement', s, [{ move: { units: ['ger-71-5-191'], path: path(H) } }]);
    expect(r.state.pieces['ger-71-5-191']!.at).toBe(M);
  });

  it('17.22: a friendly minefield held by a friendly combat unit is passed at +2 MP; one the unit begins its move on is left freely', () => {
    const s = withWorks(fragment({ 'ger-71-5-191': H, 'ger-71-6-191': M }), { minefields: [{ hex: M, side: 'german', revealed: false }] });
    expect(check(1, 'german-movement', s, [{ move: { units: ['ger-71-5-191'], path: path(H) } }])).toEqual([]);
    const r = adjudicate(1, 'german-movement', s, [{ move: { units: ['ger-71-5-191'], path: path(H) } }]);
    const moved = r.events.find((e) => e.type === 'moved') as unknown as { steps: { parts: { mp: number; rule: string }[] }[] };
    expect(moved.steps[0]!.parts).toContainEqual(expect.objectContaining({ mp: 2, rule: 'SoS 17.22' }));
    expect(r.state.pieces['ger-71-5-191']!.at).toBe(path(H)[1]);
    const starts = withWorks(fragment({ 'ger-71-5-191': M }), { minefields: [{ hex: M, side: 'soviet', revealed: true }] });
    expect(check(1, 'german-movement', starts, [{ move: { units: ['ger-71-5-191'], path: [H, ring(H, 1).find((h) => h !== M)!] } }])).toEqual([]);
  });

  it('17.21: hidden from the enemy until one of his combat units stands adjacent (a hex with no friendly combat unit); its owner always sees it', () => {
    const s = withWorks(fragment({}), { minefields: [{ hex: M, side: 'soviet', revealed: false }] });
    const clear = env.map.hex(M as never)!.terrain.every((t) => t === 'clear');
    expect(sideView(env, s, 'soviet', NO_LOS).engineering!.minefields).toHaveLength(1);
    // 17.21: "Minefields on clear hexes are not hidden"
    expect(sideView(env, s, 'german', NO_LOS).engineering!.minefields).toHaveLength(clear ? 1 : 0);
    const near = { ...s, pieces: { ...s.pieces, 'ger-71-5-191': { ...s.pieces['ger-71-5-191']!, at: H } } };
    const r = stepTo(s, near, { turn: 1, phase: 3 });
    expect(minefieldAt(r.state, M)!.revealed).toBe(true);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'minefield-revealed', rule: 'SoS 17.21' }));
    expect(sideView(env, r.state, 'german', NO_LOS).engineering!.minefields).toHaveLength(1);
  });

  it('17.21, 5.6: one combat unit may be stacked with a friendly minefield: a second ending its move there is refused', () => {
    const s = withWorks(fragment({ 'ger-71-5-191': H, 'ger-71-6-191': M }), { minefields: [{ hex: M, side: 'german', revealed: false }] });
    expect(check(1, 'german-movement', s, [{ move: { units: ['ger-71-5-191'], path: [M] } }]).map((i) => i.code)).toContain('minefield-stack');
  });

  it('17.21: a minefield off the clear hexes is not shown to the enemy before it is revealed', () => {
    const hex = env.map.hexes.find((h) => h.terrain.includes('suburb'))!.id;
    const s = withWorks(fragment({}), { minefields: [{ hex, side: 'soviet', revealed: false }] });
    expect(sideView(env, s, 'german', NO_LOS).engineering!.minefields).toEqual([]);
    expect(sideView(env, s, null, NO_LOS).engineering!.minefields).toEqual([]);
    expect(sideView(env, s, 'referee', NO_LOS).engineering!.minefields).toHaveLength(1);
  });
});

describe('SoS 17.23, 14.81: minefields in combat', () => {
  it('17.23: a target in a hex with the firer\'s minefield; an attacker standing on an enemy minefield', () => {
    const s = withWorks(fragment({ 'sov-1-42g': M, 'ger-71-5-191': H }), { minefields: [{ hex: M, side: 'german', revealed: true }, { hex: H, side: 'soviet', revealed: true }] });
    expect(targetOf(env, s, M, 'soviet', ['sov-1-42g']).firersMinefield).toBe(true);
    expect(firerOf(env, s, 'ger-71-5-191', H, M, false)!.onEnemyMinefield).toBe(true);
    const own = withWorks(fragment({ 'ger-71-5-191': H }), { minefields: [{ hex: H, side: 'german', revealed: true }] });
    expect(firerOf(env, own, 'ger-71-5-191', H, M, false)!.onEnemyMinefield).toBeUndefined();
  });

  it('14.81: the owner\'s minefield is the first loss to a bombardment of its hex', () => {
    const s = withWorks(fragment({ 'sov-1-42g': M }), { minefields: [{ hex: M, side: 'soviet', revealed: true }] });
    const works = bombardedWorks(s, M, 'soviet');
    const u = targetOf(env, s, M, 'soviet', ['sov-1-42g']).units;
    const l = bombardLosses([...works, ...u], 1, []);
    expect(l.eliminated).toEqual([`minefield@${M}`]);
    const w = workLosses(env, s, M, 'soviet', l.eliminated, [], []);
    expect(minefieldAt(w.state, M)).toBeUndefined();
    expect(w.events).toContainEqual(expect.objectContaining({ type: 'works-eliminated', works: ['minefield'], rule: 'SoS 14.81' }));
    // a minefield of the bombarding side is no target
    expect(bombardedWorks(s, M, 'german')).toEqual([]);
  });
});
