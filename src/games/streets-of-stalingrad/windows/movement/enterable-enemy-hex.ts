import type { CounterType } from '../../data/counters';
import type { SosEnv } from '../../game/env';
import type { SosSide } from '../../sequence/phases';
import { occupancy } from '../../state/occupancy';
import type { SosState } from '../../state/types';
import { isHex } from '../attack/battlefield';

/**
 * SoS 8.08: "Units may never move into or through a hex that contains an enemy combat unit.
 * They may move into a hex that contains only an enemy minefield unit, enemy leader units, OP
 * units, bridges, or fortifications." One rule for the enemy pieces of a place a move meets,
 * read with the rules that say what entering does to each kind (their own files):
 *
 * - a leader with no combat unit of his side goes to the nearest unit of his command (18.31,
 *   `leader-displaced.ts`);
 * - a Soviet transport with no Soviet combat unit is eliminated (16.48, `transport-overrun.ts`);
 * - the Soviet tank repair unit is eliminated (16.73, `tank-repair-overrun.ts`);
 * - an OP left alone is eliminated (14.97, `op-overrun.ts`), after the others have gone;
 * - a Soviet mine dog alone goes to the nearest Soviet unit when German units enter (16.25,
 *   printed 16.15 under 16.2, `mine-dog-displaced.ts`), though a mine dog is a combat unit (9.81);
 * - a fortification alone is removed (17.32, `engineering/fortification-entered.ts`), a
 *   minefield stops the move (17.22, `walk-path.ts`), a bridge is crossed (17.12): works are
 *   no pieces of a place here (state/engineering.ts) and bar nothing.
 *
 * Passing through: no enemy combat unit (9.81's, AF or none: a sniper, an immobilized tank, a
 * River Flotilla unit bar it), a lone mine dog excepted for a German move that holds a German combat unit (`barsMove`,
 * read by the walk as `enemyCombatUnit`; position.ts `againstMovers`). Ending: a move that holds a combat unit ends in a map hex
 * whose enemy pieces are all of the kinds above, in any mix (an OP with a leader, a transport
 * with the tank repair unit), since entering clears them all; a move without a combat unit
 * (leaders, OPs, transports alone) clears nothing and so, as read, ends in no hex where an
 * enemy piece stands (`mayEnd`). A box holding enemy pieces is no end either.
 */

/** SoS 9.81: the movers hold a combat unit (AF or none), the unit whose entering 14.97, 16.25, 16.48, 16.73 and 18.31 name. */
export const withCombatUnit = (env: SosEnv, movers: readonly string[]): boolean => movers.some((id) => env.facts(id).combatUnit);

/** The kinds of enemy piece a move with a combat unit may end among: each leaves the hex or is eliminated as the move enters it (18.31, 16.48, 16.73, 14.97). */
const CLEARED_ON_ENTRY: ReadonlySet<CounterType> = new Set(['leader', 'transport', 'tankRepair', 'op']);

/** SoS 16.25: the only piece at the place (the movers aside) is a Soviet mine dog, and `side` is the German. */
function loneMineDogFor(env: SosEnv, ids: readonly string[], side: SosSide, movers: readonly string[]): boolean {
  const there = ids.filter((id) => !movers.includes(id));
  return side === 'german' && there.length === 1 && env.counter(there[0]!).side === 'soviet' && env.counter(there[0]!).type === 'mineDog';
}

/**
 * SoS 8.08, 9.81, 16.25: the pieces at a place bar `side`'s moves into or through it when one is
 * an enemy combat unit, AF or none (a sniper, an immobilized tank, a mine dog); a place held by
 * Soviet mine dogs alone lets German units in, the dogs giving way (16.25), when the move holds a
 * German combat unit (`combatMovers`): printed 16.15 under 16.2 speaks of "German combat units",
 * so a leader or OP moving alone meets 8.08's bar there.
 */
export function barsMove(env: SosEnv, ids: readonly string[], side: SosSide, combatMovers = true): boolean {
  const enemy = ids.filter((id) => env.facts(id).side !== side && env.facts(id).combatUnit);
  if (enemy.length === 0) return false;
  return side !== 'german' || !combatMovers || !ids.every((id) => env.facts(id).side === side || env.counter(id).type === 'mineDog');
}

/** SoS 8.08, 9.81, 16.15 (under 16.2): a place only a move with a German combat unit may enter or pass: Soviet mine dogs alone stand there. */
export const barsOnlyNonCombatMove = (env: SosEnv, ids: readonly string[], side: SosSide): boolean => barsMove(env, ids, side, false) && !barsMove(env, ids, side);

/** SoS 8.08 with its entry rules (above): whether a move of `movers` of `side` may end at `place`, where the pieces `ids` stand before it. */
export function mayEnd(env: SosEnv, place: string, ids: readonly string[], side: SosSide, movers: readonly string[]): boolean {
  const enemy = ids.filter((id) => env.facts(id).side !== side);
  if (enemy.length === 0) return true;
  if (!isHex(env, place) || !withCombatUnit(env, movers) || barsMove(env, ids, side)) return false;
  if (loneMineDogFor(env, ids, side, movers)) return true;
  return enemy.every((id) => CLEARED_ON_ENTRY.has(env.counter(id).type));
}

/** SoS 8.08: the places of `enemyHeld` (those holding an enemy piece) a move of `movers` may not end in. */
export function enemyHeldAgainst(env: SosEnv, state: SosState, enemyHeld: ReadonlySet<string>, side: SosSide, movers: readonly string[], at: ReadonlyMap<string, readonly string[]> = occupancy(state)): ReadonlySet<string> {
  if (!withCombatUnit(env, movers)) return enemyHeld;
  return new Set([...enemyHeld].filter((h) => !mayEnd(env, h, at.get(h) ?? [], side, movers)));
}
