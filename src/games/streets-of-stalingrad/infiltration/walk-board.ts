import type { SosEnv } from '../game/env';
import type { SosState } from '../state/types';
import { engineeringOf } from '../state/engineering';
import { occupancy } from '../state/occupancy';
import { movePosition } from '../windows/movement/position';

/**
 * What an infiltration walk reads of the position, gathered once (13.2, 17.22): the hexes
 * holding German pieces (a minefield the German built counted), the German ZOC hexes (6.1,
 * 6.2: zoc/zoc-hexes.ts, as the movement windows read them) and the hexes of Soviet
 * minefields. Herman and the infantry unit moving change none of them.
 */
export interface WalkBoard {
  german: ReadonlySet<string>;
  germanZoc: ReadonlySet<string>;
  sovietMines: ReadonlySet<string>;
}

export function walkBoard(env: SosEnv, state: SosState): WalkBoard {
  const pos = movePosition(env, state, 'soviet');
  const german = new Set(pos.enemyHeld);
  const sovietMines = new Set<string>();
  for (const m of engineeringOf(state).minefields) (m.side === 'german' ? german : sovietMines).add(m.hex);
  for (const [hex, ids] of occupancy(state)) if (ids.some((id) => env.counter(id).side === 'soviet' && env.counter(id).type === 'minefield')) sovietMines.add(hex);
  return { german, germanZoc: pos.enemyZoc, sovietMines };
}
