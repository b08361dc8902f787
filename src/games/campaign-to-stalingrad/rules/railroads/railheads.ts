import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import { railNeighbours } from './rail-links';

/**
 * CtS 15.5 Railheads: on each rail line, the farthest friendly-controlled, repaired rail
 * hex from the friendly map edge joined to it by an unblocked, repaired line: the
 * Connecting Rail Hexes (`connecting`) from which a railway leads on into a hex that is
 * not one (unrepaired, enemy-held, blocked or cut). The markers of 15.5 show these hexes.
 */
export function railheads(ctx: CtsContext, connecting: ReadonlySet<HexId>): HexId[] {
  return [...connecting].filter((h) => railNeighbours(ctx, h).some((n) => !connecting.has(n))).sort();
}
