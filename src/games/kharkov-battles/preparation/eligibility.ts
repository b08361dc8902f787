import type { HexId } from '#kernel/ids';
import type { KbSide } from '../data/ids';
import type { KbContext } from '../state/context';
import { enemyOf, occupancy } from '../state/occupancy';
import type { KbState } from '../state/types';

/** KB 16.1, 16.32: an enemy unit stands in a hex next to `hex`. */
export function adjacentToEnemy(ctx: KbContext, state: KbState, side: KbSide, hex: HexId): boolean {
  const occ = occupancy(ctx, state);
  return ctx.map.adjacent(hex).some((n) => occ.occupant(n) === enemyOf(side));
}

/**
 * Where a unit returning or arriving off the map may be put: one of its side's Entry Areas
 * (an id), or a city hex its side owns with no enemy in it (16.33). The reason, when it may
 * not. `as` says which of the two `to` names, when the order says it.
 */
export function returnPlace(ctx: KbContext, state: KbState, areas: readonly { id: string; side: KbSide }[], side: KbSide, to: string, as?: 'area' | 'hex'): { area: string } | { hex: HexId } | { refused: string } {
  const area = as === 'hex' ? undefined : areas.find((a) => a.id === to);
  if (area) return area.side === side ? { area: area.id } : { refused: `Entry Area ${to} is not a ${side} Entry Area` };
  if (as === 'area') return { refused: `${to} is not an Entry Area of this map (${areas.filter((a) => a.side === side).map((a) => a.id).join(', ')} are ${side})` };
  const hex = ctx.map.resolve(to);
  if (hex === null || state.owner[hex] === undefined) return { refused: `${to} is neither an Entry Area nor a hex in play` };
  if (!ctx.map.hasFeature(hex, 'city')) return { refused: `${to} is not a city hex` };
  if (state.owner[hex] !== side) return { refused: `${to} is not ${side}-owned` };
  if (occupancy(ctx, state).occupant(hex) === enemyOf(side)) return { refused: `enemy units stand in ${to}` };
  return { hex };
}
