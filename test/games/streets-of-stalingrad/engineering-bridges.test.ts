import { describe, expect, it } from 'vitest';
import { buildTurns } from '#games/streets-of-stalingrad/engineering/build-time';
import { bombardedWorks, workLosses } from '#games/streets-of-stalingrad/engineering/bombarded-works';
import { mapStep } from '#games/streets-of-stalingrad/movement/map-step';
import { bombardLosses } from '#games/streets-of-stalingrad/windows/bombardment/bombard-losses';
import { bridgeAt, engineeringOf, minefieldAt, type SosEngineering } from '#games/streets-of-stalingrad/state/engineering';
import { freshPiece, type SosState } from '#games/streets-of-stalingrad/state/types';
import { adjudicate, check, codes, env, fragment, ring, runPhases } from './engineering-fixture';

/**
 * SoS 17.11-17.19: bridges. 17.15: "an engineer unit must start a movement phase in the balka
 * hex where the bridge will be placed", with the restrictions of 17.24 and 17.34, and "Any hex
 * adjacent to the balka hex where the bridge will be located must be accessible to a towed or
 * motorized unit (MP = 12 or higher)". 17.16: one turn for a German engineer, two for a Soviet
 * one (one with two). 17.12: any unit crosses the balka over it for 1 MP, not in a pinned hex.
 * 17.13, 17.14: eliminated by bombardment after minefields, with one vehicle of MP 24 or more.
 * 17.17, 17.18: usable in the phase placed; the engineer moves in the next movement phase.
 */
const B = '1825';
const ENG = 'ger-16pg-pioneer';
const TANK = 'ger-stug-244';
const bridge = (units: string[], hex = B) => ({ build: { units, kind: 'bridge', hex } });
const withWorks = (s: SosState, e: Partial<SosEngineering>): SosState => ({ ...s, engineering: { tasks: [], fortifications: [], minefields: [], bridges: [], ...e } });

describe('SoS 17.15, 17.16: building a bridge', () => {
  it('17.11: only on a balka hex', () => {
    const clear = ring(B, 3).find((h) => !env.map.hex(h as never)!.terrain.includes('balka'))!;
    expect(codes(check(1, 'german-movement', fragment({ [ENG]: clear, [TANK]: ring(clear, 1)[0]! }), [bridge([ENG], clear)]))).toContainEqual(['not-balka', 'orders.0.build.hex']);
  });

  it('E62 (17.15): a German engineer may not build a bridge unless a unit with MP of 12 or higher can reach a hex adjacent to it', () => {
    expect(check(1, 'german-movement', fragment({ [ENG]: B }), [bridge([ENG])])).toEqual([expect.objectContaining({ code: 'no-vehicle-access', rule: 'SoS 17.15' })]);
    expect(check(1, 'german-movement', fragment({ [ENG]: B, [TANK]: ring(B, 1)[0]! }), [bridge([ENG])])).toEqual([]);
  });

  it('17.16: one turn for a German engineer, two for a Soviet one, one for two Soviet engineers', () => {
    const t = env.tables.engineering;
    expect([buildTurns(t, 'bridge', 'german', 1), buildTurns(t, 'bridge', 'soviet', 1), buildTurns(t, 'bridge', 'soviet', 2)]).toEqual([1, 2, 1]);
  });

  it('E63 (17.16): started in the 13 September German Reserves Movement Phase 11, the bridge is placed in the 14 September German Reserves Movement Phase 11', () => {
    const s = fragment({ [ENG]: B, [TANK]: ring(B, 1)[0]! });
    const r = adjudicate(1, 'german-reserves', s, [bridge([ENG])]);
    expect(engineeringOf(r.state).tasks[0]).toMatchObject({ kind: 'bridge', started: { turn: 1, phase: 11 }, due: { turn: 2, phase: 11 } });
    expect(bridgeAt(runPhases(r.state, { turn: 1, phase: 11 }, { turn: 2, phase: 10 }).state, B)).toBe(false);
    const placed = runPhases(r.state, { turn: 1, phase: 11 }, { turn: 2, phase: 11 });
    expect(bridgeAt(placed.state, B)).toBe(true);
    expect(placed.events).toContainEqual(expect.objectContaining({ type: 'engineering-built', kind: 'bridge', at: { turn: 2, phase: 11 }, rule: 'SoS 17.16, 17.18' }));
  });

  it('E64, E65 (17.16, 17.18): pinned in the 13 September Simultaneous Bombardment Phase 13, it is placed in the 15 September German Movement Phase 3, and the engineer moves again in the German Exploit Movement Phase 7', () => {
    const s = fragment({ [ENG]: B, [TANK]: ring(B, 1)[0]! });
    const started = adjudicate(1, 'german-reserves', s, [bridge([ENG])]).state;
    const pin = (x: SosState, at: { turn: number; phase: number }) => {
      if (at.turn === 1 && at.phase === 13) return { ...x, pieces: { ...x.pieces, [ENG]: { ...x.pieces[ENG]!, pinned: true } } };
      if (at.turn === 1 && at.phase === 15) return { ...x, pieces: { ...x.pieces, [ENG]: { ...x.pieces[ENG]!, pinned: false } } };
      return x;
    };
    const r = runPhases(started, { turn: 1, phase: 11 }, { turn: 3, phase: 2 }, pin);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'engineering-delayed', phase: 13, due: { turn: 3, phase: 3 }, rule: 'SoS 17.16' }));
    expect(bridgeAt(r.state, B)).toBe(false);
    const placed = runPhases(r.state, { turn: 3, phase: 2 }, { turn: 3, phase: 3 });
    expect(bridgeAt(placed.state, B)).toBe(true);
    const away = ring(B, 1)[1]!;
    expect(codes(check(3, 'german-movement', placed.state, [{ move: { units: [ENG], path: [away] } }]))).toEqual([['engineer-building', 'orders.0.move.units.0']]);
    const free = runPhases(placed.state, { turn: 3, phase: 3 }, { turn: 3, phase: 7 }).state;
    expect(engineeringOf(free).tasks).toEqual([]);
    expect(codes(check(3, 'german-exploit-movement', free, [{ move: { units: [ENG], path: [away] } }])).filter(([c]) => c === 'engineer-building')).toEqual([]);
  });
});

describe('SoS 17.12, 17.17: crossing the balka over a bridge', () => {
  /** A balka hex and a neighbour across a balka hexside no road, railroad or break crosses. */
  const crossing = () => {
    for (const h of env.map.hexes) {
      if (!h.terrain.includes('balka') || !h.sections.includes('central')) continue;
      for (const n of env.map.grid.neighbours(h.id)) {
        const st = env.map.hex(n) ? mapStep(env.map, n, h.id) : null;
        if (st?.hexside?.features.includes('balka') && (st.hexside.crossedBy ?? []).length === 0 && !st.along && env.map.hex(n)!.terrain.every((t) => t === 'clear' || t === 'suburb')) return { bridgeHex: h.id as string, from: n as string };
      }
    }
    throw new Error('no balka hexside on the map');
  };

  it('a vehicle may not cross the balka hexside without a bridge; over a bridge unit any unit crosses for 1 MP', () => {
    const { bridgeHex, from } = crossing();
    const s = fragment({ [TANK]: from });
    const move = [{ move: { units: [TANK], path: [bridgeHex] } }];
    expect(codes(check(1, 'german-movement', s, move))).toEqual([['vehicle-may-not-cross', 'orders.0.move.path.0']]);
    const bridged = withWorks(s, { bridges: [bridgeHex] });
    expect(check(1, 'german-movement', bridged, move)).toEqual([]);
    const r = adjudicate(1, 'german-movement', bridged, move);
    const moved = r.events.find((e) => e.type === 'moved') as unknown as { steps: { mp: number; parts: { rule: string }[] }[] };
    expect(moved.steps[0]).toMatchObject({ mp: 1, parts: [expect.objectContaining({ rule: 'SoS 17.12' })] });
  });

  it('17.12: "A bridge in a pinned hex may not be used to cross a balka"', () => {
    const { bridgeHex, from } = crossing();
    const s = withWorks(fragment({ [TANK]: from, 'ger-71-5-191': bridgeHex }, { pinned: ['ger-71-5-191'] }), { bridges: [bridgeHex] });
    expect(codes(check(1, 'german-movement', s, [{ move: { units: [TANK], path: [bridgeHex] } }]))).toEqual([['vehicle-may-not-cross', 'orders.0.move.path.0']]);
  });
});

describe('SoS 17.13, 17.14: bridges under bombardment', () => {
  it('E61: a D1 in a hex with a bridge eliminates the bridge first, with one vehicle unit of MP 24 or higher; with a minefield too, a D2 takes the minefield, then the bridge', () => {
    const M = '1825';
    const base = withWorks(fragment({}), { bridges: [M] });
    const s: SosState = { ...base, pieces: { ...base.pieces, 'sov-katyusha': freshPiece(M) } };
    const one = bombardLosses(bombardedWorks(s, M, 'soviet'), 1, []);
    expect(one.eliminated).toEqual([`bridge@${M}`]);
    const w = workLosses(env, s, M, 'soviet', one.eliminated, [], []);
    expect(bridgeAt(w.state, M)).toBe(false);
    expect(w.vehicle).toBe('sov-katyusha');
    expect(w.events).toContainEqual(expect.objectContaining({ type: 'units-eliminated', units: ['sov-katyusha'], rule: 'SoS 17.14' }));
    const both = withWorks(s, { bridges: [M], minefields: [{ hex: M, side: 'soviet', revealed: true }] });
    const two = bombardLosses(bombardedWorks(both, M, 'soviet'), 2, []);
    expect(two.eliminated).toEqual([`minefield@${M}`, `bridge@${M}`]);
    const after = workLosses(env, both, M, 'soviet', two.eliminated, [], []).state;
    expect([minefieldAt(after, M), bridgeAt(after, M)]).toEqual([undefined, false]);
  });
});
