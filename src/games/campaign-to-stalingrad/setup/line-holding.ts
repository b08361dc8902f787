import type { HexId } from '#kernel/ids';
import { intersectingBondHexes } from '#kernel/zoc/bond-map';
import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import { enemyOf, occupancy } from '../rules/occupancy';
import { bondsOf } from '../rules/zones-of-control';

/**
 * CtS 35.1(2), 35.1(3), the line-holding requirement, read precisely: `holder` holds the
 * start line when no enemy unit standing anywhere on its own side of the line (in the
 * hexes `within`) can, in one Movement Phase without combat, reach a hex on the holder's
 * side. A step is barred by a hex the holder occupies or by a holder's bond (6.4: a Hex
 * Bond hex or a Hexside Bond side, with cancellations 6.5, river loops 6.6, map-edge
 * phantoms 6.9 and 6.8b, from bondsOf); an intersecting bond hex (6.8a) may be entered
 * but ends the move. Movement allowance and terrain costs are ignored (a stricter test:
 * any distance over any terrain). Returns the holder's hexes the enemy can reach with
 * one path to the first of them, or nothing when the line holds.
 */
export function lineBreaches(
  ctx: CtsContext,
  state: CtsState,
  holder: CtsSide,
  sideOf: (h: HexId) => CtsSide,
  within: (h: HexId) => boolean,
): { reached: HexId[]; path: HexId[] } {
  const mover = enemyOf(holder);
  const occ = occupancy(ctx, state);
  const bonds = bondsOf(ctx, state, holder, occ);
  const intersecting = new Set(intersectingBondHexes(bonds, bondsOf(ctx, state, mover, occ)));
  const held = (h: HexId): boolean => occ.at(h, holder).length > 0;
  const from = new Map<HexId, HexId | null>();
  const queue: HexId[] = [];
  for (const h of ctx.map.hexIds()) {
    if (!within(h) || sideOf(h) !== mover || held(h) || bonds.hexBondsAt(h).length > 0) continue;
    from.set(h, null);
    queue.push(h);
  }
  const reached: HexId[] = [];
  while (queue.length > 0) {
    const h = queue.shift()!;
    if (sideOf(h) === holder) {
      reached.push(h);
      continue;
    }
    if (from.get(h) !== null && intersecting.has(h)) continue; // CtS 6.8a: entering it ends the move
    for (const n of ctx.map.neighbours(h)) {
      if (from.has(n) || !within(n) || held(n)) continue;
      if (bonds.blocks(h, n) && !intersecting.has(n)) continue;
      from.set(n, h);
      queue.push(n);
    }
  }
  reached.sort();
  const path: HexId[] = [];
  for (let at: HexId | null | undefined = reached[0]; at; at = from.get(at)) path.unshift(at);
  return { reached, path };
}
