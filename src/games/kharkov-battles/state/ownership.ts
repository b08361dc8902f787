import type { HexId } from '#kernel/ids';
import type { KbSide } from '../data/ids';
import type { KbState } from './types';

/** KB 2.3: who owns the hex now; null for a hex not in play. */
export const ownerOf = (state: KbState, hex: HexId): KbSide | null => state.owner[hex] ?? null;

/**
 * KB 2.3: a hex switches owner at once when a ground unit of the other side enters it,
 * as often as that happens; supply has nothing to do with it. `hexes` are the hexes the
 * side's units entered (by any move, retreat or advance, digest GEN-6). A Fortified Zone
 * of the other side in a hex entered is removed from the map (18.16). The same state when
 * nothing changes. A Fortified Zone printed on the map stays (18.1: it "may never be
 * destroyed"). Hexes not in play are refused, and nothing is changed.
 */
export function enterHexes(state: KbState, side: KbSide, hexes: readonly HexId[]): KbState {
  let owner: Record<string, KbSide> | null = null;
  for (const h of hexes) {
    const was = state.owner[h];
    if (was === undefined) throw new Error(`hex ${h} is not in play (2.3)`);
    if (was === side) continue;
    owner ??= { ...state.owner };
    owner[h] = side;
  }
  const entered = new Set<string>(hexes);
  const fz = state.markers.fortifiedZones;
  const kept = fz.filter((f) => f.side === side || f.printed === true || !entered.has(f.hex)); // KB 18.16; KB 18.1
  if (!owner && kept.length === fz.length) return state;
  return { ...state, ...(owner ? { owner } : {}), ...(kept.length !== fz.length ? { markers: { ...state.markers, fortifiedZones: kept } } : {}) };
}
