import type { HexId } from '#kernel/ids';
import type { KbSide } from '../data/ids';
import type { MoveQueries } from '../rules/movement/queries';
import { inEnemyZoc } from '../rules/zoc/enemy-zoc';
import { completedFzOf, hasOwnZoc, isCity, stackZoc } from '../rules/zoc/exerts';
import type { KbContext } from '../state/context';
import { enemyOf, occupancy } from '../state/occupancy';
import type { KbState } from '../state/types';
import { isCadre, isHq } from '../state/unit-status';

/**
 * The movement questions (rules/movement/queries.ts) answered from the game state for a
 * unit of `side`: ZOC in the movement reading (7.24), occupancy, markers. Built afresh for
 * each order, so that every change made earlier in the phase counts.
 */
export function stateMoveQueries(ctx: KbContext, state: KbState, side: KbSide): MoveQueries {
  const occ = occupancy(ctx, state);
  const enemy = enemyOf(side);
  const has = (xs: readonly HexId[], h: HexId) => xs.includes(h);
  return {
    enemyZoc: (h) => inEnemyZoc(ctx, state, side, h, 'movement'),
    enemyOccupied: (h) => occ.at(h, enemy).length > 0,
    exertsZoc: (h) => stackZoc(ctx, state, occ.at(h, enemy)).exerts,
    // KB 11.31: one lone enemy HQ, cadre, or other unit without a ZOC (none in an FZ, 18.12)
    overrunTarget: (h) => {
      const stack = occ.at(h, enemy);
      if (stack.length !== 1 || stackZoc(ctx, state, stack).exerts) return false;
      const p = stack[0]!;
      return isHq(p.def) || isCadre(p.def, p.state) || !hasOwnZoc(p.def, p.state) || isCity(ctx, h);
    },
    friendlyOccupied: (h) => occ.at(h, side).length > 0,
    enemyUnitHexes: () => occ.hexesOf(enemy),
    enemyFortifiedZone: (h) => completedFzOf(state, h, enemy), // KB 18.11, 18.13: a completed FZ, not a Building marker (18.14)
    interdicted: (h) => has(state.markers.interdicted, h),
    rubble: (h) => has(state.markers.rubble, h),
    pontoon: (a, b) => state.markers.pontoons.some((p) => (p.hex === a && p.across === b) || (p.hex === b && p.across === a)),
    // KB 20.3: a hex out of the play area has no owner in the state (setup/initial-state.ts)
    inPlay: (h) => state.owner[h] !== undefined,
  };
}
