import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { releaseKuban, releaseNearAxis } from '#games/campaign-to-stalingrad/rules/frozen-release';
import { occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { GameEvent } from '#kernel/engine/events';
import { hexId } from '#kernel/ids';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

/**
 * The 19.4 release as first written: a pass over every unit for the frozen ones and the
 * Axis hexes, each frozen hex measured to every Axis hex; and the 35.6 release by a pass
 * over every unit. releaseNearAxis now reads both from who stands where, kept per
 * position; it must answer as this does.
 */
function referenceRelease(ctx: CtsContext, state: CtsState): { state: CtsState; events: GameEvent[] } {
  const kuban = referenceKuban(ctx, state);
  state = kuban.state;
  const garrison = new Set(ctx.scenarios.get(state.scenario)?.kuban?.units ?? []);
  const frozen = Object.keys(state.units).filter((id) => {
    const u = state.units[id]!;
    return u.frozen && u.where === 'map' && u.hex !== null && !garrison.has(id);
  });
  const axis = Object.keys(state.units)
    .filter((id) => state.units[id]!.where === 'map' && state.units[id]!.hex !== null && ctx.units.get(id)!.side === 'axis')
    .map((id) => state.units[id]!.hex!);
  const armies = new Set(frozen.filter((id) => axis.some((h) => ctx.map.grid.distance(h, state.units[id]!.hex!) <= 8)).map((id) => ctx.units.get(id)!.army));
  if (armies.size === 0) return kuban;
  const units = { ...state.units };
  for (const [id, u] of Object.entries(units)) if (u.frozen && !garrison.has(id) && armies.has(ctx.units.get(id)!.army)) units[id] = { ...u, frozen: false };
  return {
    state: { ...state, units },
    events: [...kuban.events, ...[...armies].sort().map((a) => ({ type: 'frozen-released', rule: 'CtS 19.4', army: a, text: `an Axis unit within 8 hexes releases the ${a} army` }))],
  };
}

function referenceKuban(ctx: CtsContext, state: CtsState): { state: CtsState; events: GameEvent[] } {
  const kuban = ctx.scenarios.get(state.scenario)?.kuban;
  if (!kuban || !kuban.units.some((id) => state.units[id]?.frozen)) return { state, events: [] };
  const by = Object.entries(state.units).find(([id, u]) => u.where === 'map' && u.hex !== null && kuban.releaseHexes.includes(u.hex) && ctx.units.get(id)!.side === 'axis');
  if (!by) return { state, events: [] };
  const units = { ...state.units };
  for (const id of kuban.units) if (units[id]?.frozen) units[id] = { ...units[id]!, frozen: false };
  return {
    state: { ...state, units },
    events: [{ type: 'frozen-released', rule: 'CtS 35.6', army: 'Kuban garrison', text: `${ctx.units.get(by[0])!.name} at ${by[1].hex} releases the Kuban garrison` }],
  };
}

// rows 09 and 21 lie beyond the fragment's map (10-20): units there are measured, not looked up
const hexArb = fc.record({ r: fc.integer({ min: 9, max: 21 }), c: fc.integer({ min: 1, max: 20 }) }).map(({ r, c }) => `${String(r).padStart(2, '0')}${String(c).padStart(2, '0')}`);

/** Units of both sides, some frozen, in three armies; a Kuban garrison and its release hexes; then a run of changes of one to three units. */
const gameArb = fc.record({
  units: fc.array(fc.record({ side: fc.constantFrom<CtsSide>('axis', 'soviet', 'soviet'), army: fc.constantFrom('a', 'b', 'c'), frozen: fc.boolean(), hex: hexArb }), { minLength: 1, maxLength: 30 }),
  garrison: fc.array(fc.nat(), { maxLength: 3 }),
  releaseHexes: fc.array(hexArb, { maxLength: 4 }),
  /** Release hexes where units of the fragment start. */
  releaseAt: fc.array(fc.nat(), { maxLength: 3 }),
  steps: fc.array(fc.array(fc.record({ unit: fc.nat(), what: fc.constantFrom('move', 'move', 'off', 'freeze', 'mark'), hex: hexArb }), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 }),
  /** Positions the release is not asked of (who stands where is, as the rules ask it between orders). */
  unasked: fc.array(fc.boolean(), { maxLength: 13 }),
});

describe('the 19.4 and 35.6 releases after an Axis order (reference)', () => {
  it('free the armies and the garrison the pass over every unit frees, position after position', () => {
    let released = 0;
    let kubanReleased = 0;
    fc.assert(
      fc.property(gameArb, (g) => {
        const units: TinyUnit[] = g.units.map((u, i) => ({ id: `u${String(i).padStart(2, '0')}`, side: u.side, type: u.side === 'axis' ? 'infantry' : 'rifle', faces: ['3-4-4', '1-2-4'], hex: u.hex, army: u.army, frozen: u.frozen }));
        const garrison = [...new Set(g.garrison.map((n) => units[n % units.length]!.id))];
        const { ctx, state: first } = tinyWorld({ units, scenario: { kuban: { units: garrison, releaseHexes: [...g.releaseHexes, ...g.releaseAt.map((n) => units[n % units.length]!.hex)] } } });
        let state: CtsState = first;
        let n = 0;
        for (const step of [[], ...g.steps]) {
          const changed = { ...state.units };
          for (const c of step) {
            const id = units[c.unit % units.length]!.id;
            const u = changed[id]!;
            changed[id] = c.what === 'move' ? { ...u, where: 'map', hex: hexId(c.hex) } : c.what === 'off' ? { ...u, where: 'off-map' } : c.what === 'freeze' ? { ...u, frozen: !u.frozen } : { ...u, attacked: true };
          }
          state = { ...state, units: changed };
          if (g.unasked[n++] === true) {
            occupancy(ctx, state);
            continue;
          }
          const got = releaseNearAxis(ctx, state);
          expect(got).toEqual(referenceRelease(ctx, state));
          expect(releaseKuban(ctx, state)).toEqual(referenceKuban(ctx, state));
          released += got.events.length;
          kubanReleased += got.events.filter((e) => e.rule === 'CtS 35.6').length;
          state = got.state;
        }
      }),
      { numRuns: 150 },
    );
    expect(released).toBeGreaterThan(0);
    expect(kubanReleased).toBeGreaterThan(0);
  });
});

