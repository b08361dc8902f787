import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { UnitsThen } from '#games/campaign-to-stalingrad/state/unit-writes';
import { airHqMode } from './hq-support';

/** CtS 23.7: an Air HQ on its non-mobile side may not move. */
export function fixedAirHqProblem(ctx: CtsContext, state: CtsState, unit: string): string | null {
  if (ctx.units.get(unit)?.type !== 'air-hq' || airHqMode(state, unit) !== 'fixed') return null;
  return `${ctx.units.get(unit)!.name} is on its non-mobile side and may not move (CtS 23.7)`;
}

/** CtS 23.7: an Air HQ on its non-mobile side that is forced to retreat (or leaves the map) is flipped to its mobile side. `before`: the units before the order (state/unit-writes.ts unitsThen). */
export function mobileAfterRetreat(ctx: CtsContext, before: UnitsThen, after: CtsState): { state: CtsState; events: GameEvent[] } {
  const fixed = after.air?.hqFixed ?? [];
  const moved = fixed.filter((id) => {
    const a = before.get(id);
    const b = after.units[id];
    return !a || !b || a.hex !== b.hex || a.where !== b.where;
  });
  if (moved.length === 0) return { state: after, events: [] };
  return {
    state: { ...after, air: { ...after.air, hqFixed: fixed.filter((id) => !moved.includes(id)) } },
    events: moved.map((id) => ({ type: 'air-hq-flipped', rule: 'CtS 23.7', unit: id, side: 'mobile', text: `${ctx.units.get(id)!.name} is forced from its hex and turns to its mobile side` })),
  };
}
