import type { SosEnv } from '../game/env';
import type { SosState } from '../state/types';
import { engineeringOf } from '../state/engineering';
import { minefieldEntry } from '../engineering/minefield-movement';
import { occupancy } from '../state/occupancy';
import { movePosition } from '../windows/movement/position';

/**
 * What an infiltration walk reads of the position, gathered once (13.2, 17.22): the hexes
 * holding German pieces (a minefield the German built counted), the German ZOC hexes (6.1,
 * 6.2: zoc/zoc-hexes.ts, as the movement windows read them) and the hexes of Soviet
 * minefields that stop a Soviet move: not those a Soviet combat unit holds at the start of
 * the phase, which any Soviet move passes (17.22: engineering/minefield-movement.ts
 * `minefieldEntry`; the walk has no MP, so its +2 MP do not apply). The walk is the phase's
 * first move (13.4), so the position given is the phase's start. Herman and the infantry unit
 * moving change none of them.
 */
export interface WalkBoard {
  german: ReadonlySet<string>;
  germanZoc: ReadonlySet<string>;
  sovietMines: ReadonlySet<string>;
}

// SoS 13.2: the German units and minefields the walk passes or stops on
export function walkBoard(env: SosEnv, state: SosState): WalkBoard {
  const pos = movePosition(env, state, 'soviet');
  const german = new Set(pos.enemyHeld);
  const sovietMines = new Set<string>();
  for (const m of engineeringOf(state).minefields) {
    if (m.side === 'german') german.add(m.hex);
    // SoS 17.22: "If a friendly combat unit is already in that hex at the start of a phase, units may move through a hex containing a friendly minefield unit"
    else if (minefieldEntry(env, state, 'soviet', m.hex) === 'stop') sovietMines.add(m.hex);
  }
  for (const [hex, ids] of occupancy(state)) if (ids.some((id) => env.counter(id).side === 'soviet' && env.counter(id).type === 'minefield')) sovietMines.add(hex);
  return { german, germanZoc: pos.enemyZoc, sovietMines };
}
