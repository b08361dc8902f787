import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { side } from '#kernel/ids';
import { createContext } from '#games/drive-on-stalingrad/data/context';
import { checkHexStack } from '#games/drive-on-stalingrad/rules/stacking';
import { occupancy, sideOf } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { tinyBundle, type TinySpec } from './support/tiny-bundle';
import { submission, tinyGame } from './support/tiny-game';

// A 5 x 6 patch of mixed terrain with a river; Germans set up in the west, Soviets in the east.
const HEXES: TinySpec['hexes'] = {};
const TERRAIN: TinySpec['hexes'][string][] = ['clear', 'clear', 'hills', 'forest', 'clear', 'marsh', 'desert-steppe', 'clear', 'mountain', { terrain: 'clear', features: ['city', 'vp'] }];
let k = 0;
for (let r = 24; r <= 28; r++) for (let c = 20; c <= 25; c++) HEXES[`${r}${c}`] = TERRAIN[k++ % TERRAIN.length]!;
const WEST = Object.keys(HEXES).filter((h) => Number(h.slice(2)) >= 23);
const EAST = Object.keys(HEXES).filter((h) => Number(h.slice(2)) <= 22);
const UNITS: TinySpec['units'] = {
  g1: { nat: 'german', type: 'panzer', steps: 2, full: '8-8-6', reduced: '4-4-6' },
  g2: { nat: 'german', type: 'motorized-infantry', steps: 2, full: '6-6-6', reduced: '3-3-6' },
  g3: { nat: 'german', type: 'infantry', steps: 2, full: '7-7-4', reduced: '3-3-4' },
  g4: { nat: 'german', type: 'infantry', full: '4-4-4' },
  g5: { nat: 'german', type: 'flak', full: '4-4-6' },
  g6: { nat: 'german', type: 'infantry', full: '5-5-4' },
  s1: { nat: 'soviet', type: 'rifle', full: '2-3-4' },
  s2: { nat: 'soviet', type: 'rifle', full: '3-3-4', untried: true },
  s3: { nat: 'soviet', type: 'tank-corps', full: '6-4-8' },
  s4: { nat: 'soviet', type: 'artillery', full: '5-2-3' },
  s5: { nat: 'soviet', type: 'rifle', full: '2-2-4' },
  s6: { nat: 'soviet', type: 'cavalry-corps', full: '4-3-8' },
};
const HEXSIDES = { '2522|2523': ['river'], '2622|2623': ['river'] };
const ctx = createContext(tinyBundle({ hexes: HEXES, hexsides: HEXSIDES, units: UNITS, position: {} }));

const position = fc.record(
  Object.fromEntries(Object.keys(UNITS).map((id) => [id, fc.constantFrom(...(id.startsWith('g') ? WEST : EAST))])),
) as fc.Arbitrary<Record<string, string>>;
const windowArb = fc.constantFrom<Partial<DosState>>(
  { turn: 3, at: { side: 'german', step: 1 }, phaseOrder: 'movement-first' },
  { turn: 3, at: { side: 'german', step: 1 }, phaseOrder: 'combat-first' },
  { turn: 3, at: { side: 'soviet', step: 0 } },
  { turn: 3, at: { side: 'soviet', step: 1 }, phaseOrder: 'combat-first' },
  { turn: 4, at: { side: 'german', step: 0 } },
);

function invariantsHold(state: DosState): void {
  for (const [hex, ids] of occupancy(state)) {
    expect(ctx.map.has(hex), `${hex} on the map`).toBe(true);
    const defs = ids.map((id) => ctx.units.get(id)!);
    expect(new Set(defs.map(sideOf)).size, `one side in ${hex}`).toBe(1);
    expect(checkHexStack(defs), `stacking in ${hex}`).toEqual({ ok: true });
  }
  for (const [id, u] of Object.entries(state.units)) {
    if (u.status === 'eliminated') expect([id, u.hex, u.steps]).toEqual([id, null, 0]);
    else expect(u.steps >= 1 && u.steps <= ctx.units.get(id)!.steps, id).toBe(true);
  }
}

describe('invariants after any adjudication (DoS 6.1-6.4, 9.4, 11.33-11.38)', () => {
  it('no hex holds both sides, stacking holds, and adjudication is pure and deterministic', () => {
    const seen = { battle: 0, move: 0, retreat: 0, advance: 0 };
    fc.assert(
      fc.property(position, windowArb, fc.array(fc.nat(), { minLength: 12, maxLength: 12 }), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 60, maxLength: 60 }), (pos, win, picks, dice) => {
        const { ruleset, state } = tinyGame({ hexes: HEXES, hexsides: HEXSIDES, units: UNITS, position: pos }, win);
        invariantsHold(state);
        const w = ruleset.window(state)!;
        const me = w.waitingFor[0]!;
        const opts = ruleset.options(state, me);
        const orders: unknown[] = [];
        const usedTargets = new Set<string>();
        opts.forEach((o, i) => {
          const p = picks[i % picks.length]!;
          if (w.accepts.includes('attack') && (!w.accepts.includes('declare') || me === 'soviet') && o.attacks && o.attacks.length > 0) {
            const t = o.attacks[p % o.attacks.length]!.target;
            const existing = orders.find((x) => (x as { attack: { target: string } }).attack.target === t) as { attack: { units: string[] } } | undefined;
            if (existing) existing.attack.units.push(o.unit);
            else if (!usedTargets.has(t)) {
              usedTargets.add(t);
              orders.push({ attack: { target: t, units: [o.unit], advance: p % 2 === 0 ? 'all' : 'none' } });
            }
          } else if (!w.accepts.includes('declare') && o.moves && o.moves.length > 0 && p % 3 !== 0) {
            orders.push({ move: { unit: o.unit, path: o.moves[p % o.moves.length]!.path } });
          }
        });
        const before = structuredClone(state);
        const sub = [submission(me, orders)];
        const a = ruleset.adjudicate(state, sub, new FixedDice(dice));
        for (const e of a.events) {
          if (e.type === 'battle' || e.type === 'move') seen[e.type]++;
          if (e.type === 'battle') {
            seen.retreat += (e.retreats as unknown[]).length;
            seen.advance += (e.advances as unknown[]).length;
          }
        }
        expect(state).toEqual(before);
        invariantsHold(a.state);
        const b = ruleset.adjudicate(state, sub, new FixedDice(dice));
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      }),
      { numRuns: 300 },
    );
    // the generator reaches every kind of consequence, so the property is not vacuous
    expect(Object.values(seen).every((n) => n > 0), JSON.stringify(seen)).toBe(true);
  });

  it('every legal option, carried out alone, leaves a legal position', () => {
    fc.assert(
      fc.property(position, (pos) => {
        const { ruleset, state } = tinyGame({ hexes: HEXES, hexsides: HEXSIDES, units: UNITS, position: pos }, { turn: 3, at: { side: 'german', step: 1 }, phaseOrder: 'movement-first' });
        for (const o of ruleset.options(state, side('german'))) {
          for (const t of o.attacks ?? []) {
            const sub = submission('german', [{ attack: { target: t.target, units: [o.unit], advance: 'all' } }]);
            expect(ruleset.check(state, sub)).toEqual([]);
            invariantsHold(ruleset.adjudicate(state, [sub], new FixedDice([3, 3, 3, 3])).state);
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
