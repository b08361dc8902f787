import type { CaucasusDisplay } from '#games/campaign-to-stalingrad/data/caucasus-display';
import type { UnitSpec } from '#games/campaign-to-stalingrad/data/schema';
import type { CaucasusMarkers } from '#games/campaign-to-stalingrad/state/caucasus-markers';
import { isMotorized, isSmall, isHq } from '../unit-kind';
import { axisControls, KRASNODAR } from './track';

/** CtS 34.4: the non-motorized divisional units each side may move between the Caucasus and Black Sea Coast boxes in a turn. */
export const COAST_MOVE_LIMIT = { soviet: 6, axis: 2 } as const;

/** A move refused, with the rule. */
export interface Refusal {
  code: 'coast-closed' | 'coast-trapped' | 'coast-limit' | 'coast-entire-ma';
  rule: string;
  message: string;
}

/** 34.4: a non-motorized unit of divisional size, the kind the per-turn limit counts. */
export const countsAgainstCoastLimit = (u: UnitSpec): boolean => !isMotorized(u) && !isSmall(u) && !isHq(u);

/**
 * CtS 34.3, 34.4 whether `unit` may move between the Caucasus Box and the Black Sea Coast Box
 * (`into` the coast box, or out of it back to the Caucasus Box: its only way in or out).
 * The move takes the unit's entire Movement Allowance, so it must not have moved this phase.
 * The Axis enters the coast box only while he controls Krasnodar, and his units there may not
 * leave it while the Soviet holds Krasnodar (trapped). Each turn at most six Soviet and two Axis
 * non-motorized divisional units move between the boxes (`countedThisTurn`: those already
 * moved); motorized units without limit. Null: the move is legal.
 */
export function coastMoveRefusal(
  display: CaucasusDisplay,
  markers: CaucasusMarkers,
  unit: UnitSpec,
  direction: 'into-coast' | 'out-of-coast',
  movedThisPhase: boolean,
  countedThisTurn: number,
): Refusal | null {
  if (movedThisPhase) return { code: 'coast-entire-ma', rule: 'CtS 34.4', message: `${unit.id} has moved: moving between the Caucasus and Black Sea Coast boxes costs the entire Movement Allowance` };
  const krasnodar = axisControls(display, markers, 'caucasus', KRASNODAR);
  if (unit.side === 'axis' && direction === 'into-coast' && !krasnodar) {
    return { code: 'coast-closed', rule: 'CtS 34.3', message: 'the Axis may not enter the Black Sea Coast Box before he controls Krasnodar' };
  }
  if (unit.side === 'axis' && direction === 'out-of-coast' && !krasnodar) {
    return { code: 'coast-trapped', rule: 'CtS 34.3', message: `${unit.id} is trapped in the Black Sea Coast Box while the Soviet holds Krasnodar` };
  }
  const limit = COAST_MOVE_LIMIT[unit.side];
  if (countsAgainstCoastLimit(unit) && countedThisTurn >= limit) {
    return { code: 'coast-limit', rule: 'CtS 34.4', message: `${unit.side === 'axis' ? 'the Axis' : 'the Soviet'} has moved ${limit} non-motorized divisional units between the Caucasus and Black Sea Coast boxes this turn` };
  }
  return null;
}
