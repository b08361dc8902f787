import type { HexId } from '../../../../kernel/ids';
import type { CtsContext } from '../../data/context';
import type { CtsSide } from '../../data/schema';

/** Which map edge a hex lies on (8.0), for 17.1's "the same edge it left by"; null inside the map. */
export function edgeOf(ctx: CtsContext, h: HexId): 'north' | 'south' | 'east' | 'west' | null {
  const g = ctx.map.data.grid;
  const row = Number(h.slice(0, 2));
  const col = Number(h.slice(2));
  if (col === g.secondRange[1]) return 'west';
  if (col === g.secondRange[0]) return 'east';
  if (row === g.firstRange[0]) return 'north';
  if (row === g.firstRange[1]) return 'south';
  return null;
}

/** CtS 17.1: a unit leaves the map from a hex of its own side's friendly map edge, for 1 MP. */
export function mayExitFrom(ctx: CtsContext, side: CtsSide, h: HexId): boolean {
  return ctx.edges[side].has(h);
}

/**
 * CtS 17.1-17.2: a unit off the map comes back no earlier than the following friendly
 * player turn, through a friendly edge hex of the same edge it left by.
 */
export function entryProblem(ctx: CtsContext, side: CtsSide, left: { hex: HexId; turn: number }, turn: number, entry: HexId): string | null {
  if (turn <= left.turn) return 'a unit that left the map comes back no earlier than the next friendly player turn';
  if (!ctx.edges[side].has(entry)) return `${entry} is not a friendly map edge hex`;
  if (edgeOf(ctx, entry) !== edgeOf(ctx, left.hex)) return `${entry} is not on the edge the unit left by (${edgeOf(ctx, left.hex)})`;
  return null;
}
