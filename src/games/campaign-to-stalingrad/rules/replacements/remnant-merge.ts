import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { UnitSpec } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState, UnitState } from '#games/campaign-to-stalingrad/state/types';
import { copyUnits, unitWith } from '#games/campaign-to-stalingrad/state/unit-record';

/** 10.6, 21.8: a Soviet rifle division on its third step shows its Remnant. */
export const isRemnant = (spec: UnitSpec, u: UnitState): boolean => spec.side === 'soviet' && spec.type === 'rifle' && spec.faces.length === 3 && u.where === 'map' && u.steps === 1;

/**
 * CtS 21.7 in the Soviet Supply Phase: two Remnants stacked together may merge into one
 * rifle division at its second step; the other division goes to the Cadre Box. A choice:
 * done when the Soviet's standing `mergeRemnants` says yes (default no). Pairs are taken
 * in id order within each hex; the lower id stays on the map.
 */
export function mergeRemnants(ctx: CtsContext, state: CtsState): { state: CtsState; events: GameEvent[] } {
  if (state.standing.soviet?.mergeRemnants !== true) return { state, events: [] };
  const byHex = new Map<string, string[]>();
  for (const id of Object.keys(state.units).sort()) {
    const u = state.units[id]!;
    if (u.hex !== null && isRemnant(ctx.units.get(id)!, u)) byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), id]);
  }
  const units = copyUnits(state.units);
  const events: GameEvent[] = [];
  for (const [hex, ids] of byHex) {
    for (let i = 0; i + 1 < ids.length; i += 2) {
      const [keep, spare] = [ids[i]!, ids[i + 1]!];
      units[keep] = unitWith(units[keep]!, { steps: 2 });
      units[spare] = unitWith(units[spare]!, { where: 'cadre', hex: null, steps: 0 });
      events.push({ type: 'remnants-merged', rule: 'CtS 21.7', unit: keep, into: keep, spare, hex, text: `the Remnants of ${ctx.units.get(keep)!.name} and ${ctx.units.get(spare)!.name} merge at ${hex}: ${ctx.units.get(keep)!.name} at its second step, ${ctx.units.get(spare)!.name} to the Cadre Box` });
    }
  }
  return { state: { ...state, units }, events };
}
