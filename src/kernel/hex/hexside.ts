import type { HexId } from '../ids';
import type { HexsideKey } from '../map/types';

/** The key of the side shared by two hexes: both ids sorted and joined by "|" ("2618|2619"). */
export function hexsideKey(a: HexId, b: HexId): HexsideKey {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/** The two hexes of a hexside key, or null when the key is not "a|b". */
export function hexsideHexes(key: HexsideKey): [HexId, HexId] | null {
  const parts = key.split('|');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  return [parts[0] as HexId, parts[1] as HexId];
}
