import type { HexId } from '#kernel/ids';
import type { SosEnv } from '../game/env';
import type { SosState } from '../state/types';

/** SoS 15.16: the German pieces next to a target that do not bar Stukas. */
const HARMLESS = new Set(['bridge', 'minefield', 'fortification']);

/**
 * SoS 9.104, 15.16: Stukas may not attack Soviet units on a city or industrial/fortified hex with
 * German units adjacent to it (bridges, minefields and fortifications apart). The German
 * units adjacent, or [] when the hex is open to them.
 */
export function stukaBarredBy(env: SosEnv, state: SosState, target: string): string[] {
  const hex = env.map.hex(target as HexId);
  if (!hex || !hex.terrain.some((t) => t === 'city' || t === 'industrial' || t === 'strong-point')) return [];
  const near = new Set(env.map.grid.neighbours(target as HexId).map(String));
  return Object.entries(state.pieces)
    .filter(([id, p]) => p.at !== null && near.has(p.at) && env.counter(id).side === 'german' && !HARMLESS.has(env.counter(id).type))
    .map(([id]) => id)
    .sort();
}
