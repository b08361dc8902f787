import { hexId } from '#kernel/ids';
import { stepCost } from '../movement/step-cost';
import { isBox } from '../orders/places';
import type { SosState } from '../state/types';
import type { PhaseContext } from '../windows/phase';
import { stepPlace } from '../windows/movement/places';
import { movePosition, pathEntry } from '../windows/movement/position';

/**
 * SoS 17.15: "Any hex adjacent to the balka hex where the bridge will be located must be
 * accessible to a towed or motorized unit (MP = 12 or higher). Vehicles transported the
 * materials and equipment to build bridges." Its example: no bridge at 1825 "if the only route
 * to a German unit with MP of 12 or higher is across the balka in hexes 1824 and 1925". Read:
 * a unit of the side with MP of 12 or higher on the map can reach a hex adjacent to the bridge
 * hex by steps a vehicle may make (8.12: across a balka only where a road, railroad, bridge or
 * break crosses it), never through the bridge hex itself nor a hex an enemy holds; MP, ZOC and
 * the phase are not counted: a trace, not a move.
 */
export function bridgeSupplied(ctx: PhaseContext, state: SosState, hex: string): boolean {
  const env = ctx.env;
  const pos = movePosition(env, state, ctx.side);
  const vehicles = new Set<string>();
  for (const [id, p] of Object.entries(state.pieces)) {
    const c = env.counter(id);
    if (c.side === ctx.side && !p.eliminated && p.at !== null && !isBox(p.at) && typeof c.mp === 'number' && c.mp >= 12 && c.type !== 'armoredTrain') vehicles.add(p.at);
  }
  const start = env.map.grid.neighbours(hexId(hex)).filter((h) => env.map.hex(h) && !pos.enemyHeld.has(h));
  const seen = new Set<string>([hex, ...start]);
  const queue: string[] = [...start];
  while (queue.length > 0) {
    const h = queue.shift()!;
    if (vehicles.has(h)) return true;
    for (const n of env.map.grid.neighbours(hexId(h))) {
      if (seen.has(n) || !env.map.hex(n) || pos.enemyHeld.has(n)) continue;
      // the vehicle comes from n to h: the step as it would make it
      const e = pathEntry(env, pos, n, h, 0);
      const from = stepPlace(env.map, state, n);
      if (!e || !from) continue;
      const { adjacent: _a, enemyCombatUnit: _e, fromZoc: _f, intoZoc: _i, ...facts } = e;
      const v = stepCost(env.tec, { ...facts, mover: 'vehicle', side: ctx.side, phase: ctx.window.phase, availableMp: 99, from });
      if (!v.ok) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return false;
}
