import type { HexId, UnitId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import type { DosSide } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { controllerOf } from '../control';
import { supplyAt, supplyOf as supplyOfUnit } from '../supply/supply-of';

/**
 * Where the arrival rules ask the supply rules (DoS 7.x). Two seams:
 *
 * - `supplyOf`: a unit's supply state (8.7: only overland-supplied divisions may be
 *   withdrawn; GD on coastal or aerial supply, or out of supply, is replaced).
 * - `supplyOfHex`: the state a unit of `side` would have in `hex` (8.1-8.3: an entry hex
 *   must be a *functioning* source, one linked to an ultimate source; digest E45).
 *
 * Both are the supply engine's (rules/supply/supply-of.ts `supplyOf`, `supplyAt`);
 * everything else in the arrival rules reads these two.
 */
export type ArrivalSupply = 'regular' | 'aerial' | 'coastal' | 'oos';

export function supplyOf(ctx: DosContext, state: DosState, unit: UnitId | string): ArrivalSupply {
  return supplyOfUnit(ctx, state, unit);
}

export function supplyOfHex(ctx: DosContext, state: DosState, side: DosSide, hex: HexId): ArrivalSupply {
  return supplyAt(ctx, state, side, hex);
}

/** A hex's map sheet (DoS 1.4): the map data's `section`, else rows 01-33 north, 34-51 south. */
export function sheetOf(ctx: DosContext, hex: HexId): 'north' | 'south' {
  const s = ctx.map.hex(hex)?.section;
  if (s === 'north' || s === 'south') return s;
  return ctx.map.grid.coords(hex).first <= 33 ? 'north' : 'south';
}

/**
 * Whether `hex` is one of `side`'s supply sources now (DoS 7.3, 7.8, 7.10, 7.14, 7.18):
 * an ultimate source of that side (map feature `ultimate-<side>`; Taman only through 8.2)
 * or a town or city of its network (its own side of the start line, or marked, 7.14),
 * held by the side (7.14: an enemy-held source gives nothing), and functioning.
 */
export function isFunctioningSource(ctx: DosContext, state: DosState, side: DosSide, hex: HexId): boolean {
  if (controllerOf(ctx, state, hex) !== side) return false;
  const ultimate = ctx.map.hasFeature(hex, `ultimate-${side}`) && !ctx.map.hasFeature(hex, 'taman');
  const town = ctx.map.hasFeature(hex, 'town') || ctx.map.hasFeature(hex, 'city');
  const own = scenarioOf(ctx, state.scenario).initialControl.get(hex) === side;
  const marked = (state.supply?.markers?.[side] ?? []).includes(hex);
  if (!ultimate && !(town && (own || marked))) return false;
  return supplyOfHex(ctx, state, side, hex) === 'regular';
}
