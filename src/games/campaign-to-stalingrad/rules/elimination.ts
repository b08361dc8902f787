import type { HexId } from '#kernel/ids';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import { isIsolated } from './communication';
import type { Occupancy } from './occupancy';

/**
 * CtS 18.0-18.2: a unit that loses its last step goes to the Cadre Box, unless it is
 * Isolated at that moment (9.3.2): then it loses its cadre. [Change] exception: not when
 * a vacant adjacent hex would not be isolated (the one-hex test).
 */
export function eliminatedTo(ctx: CtsContext, state: CtsState, occ: Occupancy, side: CtsSide, hex: HexId, enemyBonds: BondMap): 'cadre' | 'cadre-lost' {
  if (!isIsolated(ctx, state, occ, side, hex, enemyBonds)) return 'cadre';
  const vacant = ctx.map.neighbours(hex).filter((n) => occ.at(n, 'axis').length === 0 && occ.at(n, 'soviet').length === 0);
  return vacant.some((n) => !isIsolated(ctx, state, occ, side, n, enemyBonds)) ? 'cadre' : 'cadre-lost';
}
