import { issue, type Issue } from '#kernel/engine/issues';
import type { HexId } from '#kernel/ids';
import type { KbSide } from '../data/ids';
import { airPointIssues } from '../combat/air';
import type { Assault } from '../combat/strength';
import type { KbContext } from '../state/context';
import { enemyOf } from '../state/occupancy';
import type { KbState } from '../state/types';
import { done, refused, type RuleOutcome } from '../issues/outcome';

/** KB 5.21: the Air Points each side gives one combat, the phasing side first. */
export interface GroundSupport {
  assault: Assault;
  /** The attacking (phasing) side. */
  attacker: KbSide;
  attackerPoints: number;
  defenderPoints: number;
  /** The defender's hex (for Rubble, 5.41). */
  defenderHex: HexId;
}

export type AirEvent =
  | { kind: 'ground-support'; side: KbSide; role: 'attacker' | 'defender'; points: number; left: number; rule: 'KB 5.21' }
  | { kind: 'rubble-placed'; hex: HexId; rule: 'KB 5.41' }
  | { kind: 'air-points-removed'; axis: number; soviet: number; interdicted: HexId[]; rule: 'KB 5.12' };

/** KB 5.41: the attacker's Air Points that turn a city hex to Rubble. */
export const RUBBLE_AIR_POINTS = 2;

/**
 * KB 5.21, 5.22: after an attack is designated, the phasing player, then the other, give
 * Air Points from 'Available for Sortie' to the combat; they are used up (5.12: one
 * mission a turn). Refused, changing nothing: more than the limits (a Prepared Assault two
 * for the attacker and one for the defender, a Mobile Assault one a side), or more than
 * the side has available.
 */
export function allotGroundSupport(state: KbState, g: GroundSupport): RuleOutcome<AirEvent> {
  const out: Issue[] = [...airPointIssues(g.assault, g.attackerPoints, g.defenderPoints)];
  const defender = enemyOf(g.attacker);
  for (const [role, side, n] of [['attacker', g.attacker, g.attackerPoints], ['defender', defender, g.defenderPoints]] as const) {
    if (Number.isInteger(n) && n > state.airPoints[side]) {
      out.push(issue(['air', role], 'air-points-unavailable', `the ${role} has ${state.airPoints[side]} Air Point${state.airPoints[side] === 1 ? '' : 's'} available for sortie, not ${n}`, 'KB 5.12'));
    }
  }
  if (out.length > 0) return refused(out);
  const airPoints = { ...state.airPoints };
  airPoints[g.attacker] -= g.attackerPoints;
  airPoints[defender] -= g.defenderPoints;
  const events: AirEvent[] = [];
  if (g.attackerPoints > 0) events.push({ kind: 'ground-support', side: g.attacker, role: 'attacker', points: g.attackerPoints, left: airPoints[g.attacker], rule: 'KB 5.21' });
  if (g.defenderPoints > 0) events.push({ kind: 'ground-support', side: defender, role: 'defender', points: g.defenderPoints, left: airPoints[defender], rule: 'KB 5.21' });
  return done({ ...state, airPoints }, events);
}

/**
 * KB 5.41, 5.42 (digest A43): right after a combat in which the attacker gave two Air
 * Points against a stack in a city hex, a Rubble marker is placed there for good; it did
 * not affect that combat. Nothing changes for a hex that is not a city or already Rubble.
 */
export function rubbleAfterCombat(ctx: KbContext, state: KbState, g: Pick<GroundSupport, 'attackerPoints' | 'defenderHex'>): { state: KbState; events: AirEvent[] } {
  const hex = g.defenderHex;
  if (g.attackerPoints < RUBBLE_AIR_POINTS || !ctx.map.hasFeature(hex, 'city') || state.markers.rubble.includes(hex)) return { state, events: [] };
  const rubble = [...state.markers.rubble, hex].sort();
  return { state: { ...state, markers: { ...state.markers, rubble } }, events: [{ kind: 'rubble-placed', hex, rule: 'KB 5.41' }] };
}

/**
 * KB 5.12 (4.1 D): at the end of the End Turn Phase every Air Point, used or not, leaves
 * the map and the boxes: none is left available and no hex stays interdicted.
 */
export function removeAirPoints(state: KbState): { state: KbState; events: AirEvent[] } {
  const { axis, soviet } = state.airPoints;
  const interdicted = state.markers.interdicted;
  if (axis === 0 && soviet === 0 && interdicted.length === 0) return { state, events: [] };
  return {
    state: { ...state, airPoints: { axis: 0, soviet: 0 }, markers: { ...state.markers, interdicted: [] } },
    events: [{ kind: 'air-points-removed', axis, soviet, interdicted, rule: 'KB 5.12' }],
  };
}
