import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { enemyOf, occupancy } from '../occupancy';

/**
 * CtS 21.3: a replacement counter caught alone by an enemy unit goes at once to its
 * owner's Replacement Pool; the enemy goes on moving (it never impedes him). `hexes` are
 * those the moving side's unit entered.
 */
export function catchReplacements(ctx: CtsContext, state: CtsState, side: CtsSide, hexes: readonly HexId[]): { state: CtsState; events: GameEvent[] } {
  const owner = enemyOf(side);
  const entered = new Set<string>(hexes);
  const caught = state.replacementsOnMap.filter((r) => r.side === owner && entered.has(r.hex) && occupancy(ctx, state).at(r.hex, owner).length === 0);
  if (caught.length === 0) return { state, events: [] };
  const pool = { ...state.replacementPool[owner] };
  for (const r of caught) pool[r.type] = (pool[r.type] ?? 0) + 1;
  return {
    state: { ...state, replacementsOnMap: state.replacementsOnMap.filter((r) => !caught.includes(r)), replacementPool: { ...state.replacementPool, [owner]: pool } },
    events: caught.map((r) => ({ type: 'replacement-caught', rule: 'CtS 21.3', side: owner, replacement: r.type, hex: r.hex, text: `a ${owner} ${r.type} replacement caught alone at ${r.hex} goes back to the Pool` })),
  };
}
