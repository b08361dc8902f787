import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { GERMAN, sideName, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import { airSideOf } from '#games/drive-on-stalingrad/scenario-rules/uranus/air-side';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { problem, type OrderProblem } from '../problem';
import { planesLeft } from './planes';

/**
 * The `air` of an attack order (DoS 11.25): German only, and no more planes than remain
 * this game turn (each plane once per game turn; none after the Schwerpunkt, 9.27, or the
 * sea block, 9.18; none in a scenario without them).
 */
export function airProblems(ctx: DosContext, state: DosState, side: DosSide, air: number | undefined): OrderProblem[] {
  if (air === undefined) return [];
  const owner = airSideOf(ctx, state) ?? GERMAN; // DoS Uranus U-7: the Soviet has them there
  if (side !== owner) return [problem(['attack', 'air'], 'not-german', `only the ${sideName(owner)} player has ground-support aircraft`, 'DoS 11.25')];
  const left = planesLeft(ctx, state);
  if (air > left) {
    return [problem(['attack', 'air'], 'no-aircraft', `${air} plane${air > 1 ? 's' : ''} asked for, ${left} left this game turn (each flies once per game turn)`, 'DoS 11.25')];
  }
  return [];
}
