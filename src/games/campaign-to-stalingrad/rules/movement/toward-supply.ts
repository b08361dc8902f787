import type { HexId } from '#kernel/ids';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { OutOfSupplyMove } from '#games/campaign-to-stalingrad/setup/game-options';
import type { Occupancy } from '../occupancy';
import { generalSupplySources, inGeneralSupply, type SupplySourceSet } from '../supply/general-supply';
import { supplyArea } from '../supply/supply-area';

/**
 * A side's General Supply Sources as a move reads them (16.5): the sets, every source hex,
 * and, when asked for (`everyHex`, for the many ends of a whole side's moves), every map
 * hex in General Supply found at once (supplyArea, which agrees with a trace from each hex).
 */
export interface SupplyBoard {
  sources: SupplySourceSet[];
  hexes: HexId[];
  area?: ReadonlySet<HexId>;
}

export function supplyBoard(ctx: CtsContext, state: CtsState, occ: Occupancy, side: CtsSide, enemyBonds: BondMap, opts: { everyHex?: boolean } = {}): SupplyBoard {
  const sources = generalSupplySources(ctx, state, occ, side, enemyBonds);
  const hexes = [...new Set(sources.flatMap((s) => [...s.hexes]))].sort();
  return opts.everyHex ? { sources, hexes, area: supplyArea(ctx, occ, side, enemyBonds, sources) } : { sources, hexes };
}

/**
 * CtS 16.4: "if an Out of Supply unit is moved, it must move towards the closest General
 * Supply Source or end its move in General Supply." The move ends in General Supply (a Line
 * of Supply from its last hex, 16.2), or it ends nearer, in hexes (the measure of 16.2), to
 * the General Supply Source (16.5: Connecting Rail Hex, Depot, Army HQ not Isolated) fewest
 * hexes from where it began, any one of them when several are as close. `reading`
 * `no-farther` (a game option) lets it end as many hexes away. Returns why the move breaks
 * the rule, or null.
 */
export function towardSupplyProblem(
  ctx: CtsContext,
  occ: Occupancy,
  side: CtsSide,
  enemyBonds: BondMap,
  board: SupplyBoard,
  start: HexId,
  end: HexId,
  reading: OutOfSupplyMove,
): string | null {
  const supplied = board.area && ctx.map.has(end) ? board.area.has(end) : inGeneralSupply(ctx, occ, side, enemyBonds, end, board.sources);
  if (supplied) return null;
  if (board.hexes.length === 0) return `an Out Of Supply unit must end its move in General Supply or move towards the closest General Supply Source, and ${side} has none`;
  const d = (a: HexId, b: HexId): number => ctx.map.grid.distance(a, b);
  let nearest = Infinity;
  for (const h of board.hexes) nearest = Math.min(nearest, d(start, h));
  const closest = board.hexes.filter((h) => d(start, h) === nearest);
  const ok = closest.some((h) => (reading === 'closer' ? d(end, h) < nearest : d(end, h) <= nearest));
  if (ok) return null;
  const source = closest[0]!;
  return `an Out Of Supply unit must end its move in General Supply or move towards the closest General Supply Source (${source}, ${nearest} hexes from ${start}); ${end} is ${d(end, source)} hexes from it${reading === 'no-farther' ? ', farther' : ''}`;
}
