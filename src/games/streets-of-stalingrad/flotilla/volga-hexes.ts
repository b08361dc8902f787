import type { HexId } from '#kernel/ids';
import type { SosEnv } from '../game/env';

/** SoS 16.53: a solid blue Volga River hex (not a river bank hex), where River Flotilla units are placed. */
export const isSolidVolga = (env: SosEnv, hex: string): boolean => env.map.hex(hex as HexId)?.river === 'volga';

/**
 * SoS 16.55: a Volga River cliff hex (e.g. 0172, not 0272): a cliff hex beside a solid Volga
 * River hex, the only hexes River Flotilla units fire at.
 */
export function isVolgaCliff(env: SosEnv, hex: string): boolean {
  const h = env.map.hex(hex as HexId);
  return h !== undefined && h.cliff && env.map.gameMap.adjacent(hex as HexId).some((n) => isSolidVolga(env, n));
}
