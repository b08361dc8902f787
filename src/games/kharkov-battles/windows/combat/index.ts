import type { Issue } from '#kernel/engine/issues';
import type { AssaultEnv } from '../../assault/attack';
import type { KbSide } from '../../data/ids';
import type { KbOrder } from '../../orders/schema';
import type { KbState } from '../../state/types';
import { prepareCombat } from './check';
import type { SupportJudge } from './support';

export type { SupportJudge } from './support';

export { adjudicateCombat, resumeCombat } from './adjudicate';
export type { AdvanceAsk, AirDefenseAsk, ParticipantsAsk, AdvanceWay, CombatAnswer, CombatAsk, CombatPause, LossesAnswer, LossesAsk, RetreatAnswer, RetreatAsk, RetreatWay } from './pause';
export { wayAllowsBreakout, wayPathIndex } from './pause';

/**
 * The Combat windows (KB 4.1 B.3 `axis-combat`, C.4 `soviet-combat`): every problem of the
 * file at once, against the position the window opened on: the kinds the window takes, the
 * hexes, the removals before the first attack, the designation of every attack (12.0-12.2,
 * 12.1, 7.26 and the rest of assault/designation.ts), and what each attack's own choices
 * name whatever the dice (Air Points 5.21, `follow` 12.23, `losses` 12.63, `tigers` 15.3,
 * `advance` 12.8). [] when the file may be carried out.
 * `fullySupported` (added, optional): the game's judge of an Axis unit's full support when
 * the Combat Phase begins (9.1, 9.3, 12.0); without it only the 'Limited Support' marker is
 * read, and every other Axis unit counts as fully supported.
 */
export function checkCombat(env: AssaultEnv, state: KbState, side: KbSide, orders: readonly KbOrder[], fullySupported?: SupportJudge): Issue[] {
  return prepareCombat(env, state, side, orders, fullySupported).issues;
}
