import type { GameEvent } from '../../../kernel/engine/events';
import type { CtsContext } from '../data/context';
import type { CtsState } from '../state/types';

/** CtS 19.4: a frozen army is released at once when an Axis unit comes within 8 hexes of any of its units. */
export function releaseNearAxis(ctx: CtsContext, state: CtsState): { state: CtsState; events: GameEvent[] } {
  const axisHexes = Object.entries(state.units)
    .filter(([id, u]) => u.where === 'map' && u.hex !== null && ctx.units.get(id)!.side === 'axis')
    .map(([, u]) => u.hex!);
  const armies = new Set<string>();
  for (const [id, u] of Object.entries(state.units)) {
    if (!u.frozen || u.where !== 'map' || u.hex === null) continue;
    if (axisHexes.some((h) => ctx.map.grid.distance(h, u.hex!) <= 8)) armies.add(ctx.units.get(id)!.army);
  }
  if (armies.size === 0) return { state, events: [] };
  const units = { ...state.units };
  for (const [id, u] of Object.entries(units)) if (u.frozen && armies.has(ctx.units.get(id)!.army)) units[id] = { ...u, frozen: false };
  return {
    state: { ...state, units },
    events: [...armies].sort().map((a) => ({ type: 'frozen-released', rule: 'CtS 19.4', army: a, text: `an Axis unit within 8 hexes releases the ${a} army` })),
  };
}
