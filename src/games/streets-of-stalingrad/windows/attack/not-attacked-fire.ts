import type { HexId } from '#kernel/ids';
import type { Issue } from '#kernel/engine/issues';
import { isClearHex } from '../../hidden/hidden-status';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import type { AttackBody } from './check-attack';

/**
 * SoS 9.601: "Units not being attacked may fire defensively at attacking enemy units on clear
 * hexes within range and unblocked LOS that can be seen by the units that DF." A defensive fire
 * group names `from`, the hex of such units, beside the attacked hex's own units. What this
 * file checks of the place; each unit's range, sight and markers are read as the attacked
 * hex's firers are (defense-plan.ts `firesAt`: 9.23, 9.31, 9.53, 9.54).
 */

/** A defensive fire group: its units, the attacking hex it fires at and, for units not attacked (9.601), the hex they fire from. */
export interface DefenseFireGroup {
  units: string[];
  at: string;
  from?: string;
}

/** The hex the group fires from: its `from`, else the attacked hex. */
export const fireFrom = (g: { from?: string | undefined }, hex: string): string => g.from ?? hex;

/** SoS 9.15, 9.601: the group is of units not attacked, firing from another hex than the attacked `hex`: each fires once in the phase. */
export const firesFromOutside = (g: { from?: string | undefined }, hex: string): boolean => fireFrom(g, hex) !== hex;

/**
 * SoS 9.601, 14.23 and the play note after 9.602: the hexes whose units are "being attacked"
 * this phase: those with an "attack" marker and every hex a declared attack of the phase aims at.
 */
export const attackedHexes = (state: SosState, attacks: readonly AttackBody[]): Set<string> => new Set([...state.markers.attack, ...attacks.map((a) => a.target)]);

/**
 * SoS 9.601: the problems of the place of a group of units not attacked, at `path` (the
 * group's `from` or `at`): its hex is not attacked this phase ("an 'attack' marker on a hex
 * means that the enemy units in that hex may only spot and DF against the units that are
 * attacking them"), and the attacking hex it fires at is a clear hex (7.1: units there are
 * seen within LOS; hidden units are never fired at defensively).
 */
export function notAttackedPlaceProblems(ctx: PhaseContext, from: string, at: string, attacked: ReadonlySet<string>): Issue[] {
  const out: Issue[] = [];
  if (attacked.has(from)) out.push({ path: ['from'], code: 'being-attacked', message: `${from} is attacked this phase: its units fire defensively only at the units attacking it`, rule: 'SoS 9.601, 14.23' });
  const terrain = ctx.env.map.hex(at as HexId)?.terrain ?? [];
  if (!isClearHex(ctx.env.tec, terrain)) out.push({ path: ['at'], code: 'not-clear', message: `${at} is not a clear hex: units not attacked fire defensively only at attackers on clear hexes, where they are seen`, rule: 'SoS 9.601, 7.1' });
  return out;
}
