import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import type { ShortAxisLead } from '../setup/game-options';
import { isIsolated } from './communication';
import { enemyOf, occupancy } from './occupancy';
import { southExitPoints } from './south-exit-points';
import { isHq, isNonCombat, isSmall } from './unit-kind';
import { bondsOf } from './zones-of-control';
import { cityHoldPoints } from './city-holds';
import { sovietCityHexes } from './city-points';
import { axisUnitsOnTheVolga } from './volga-hold';

/**
 * CtS 35.8 Fall Blau victory points at the end of turn 15. Axis: 1/2 per Soviet division,
 * corps or HQ in the Cadre Box, 1/4 per brigade or regiment, double for lost cadres; 12
 * for three Axis units next to a Volga hexside in supply with a LOC to the Axis edge.
 * Soviet: 10 per Major City hex and 5 per Minor City hex held with a LOC to a Soviet
 * edge; 1 per German division and 1/2 per allied division in the Cadre Box, halves for
 * brigades, double for lost cadres (no Axis HQ scores: C-E name divisions, brigades and
 * regiments, where the Axis's A names Soviet HQs). Units Isolated at the end count as cadre-lost
 * (Section IV). Axis exits off the south edge at a road hex (35.8 D): rules/south-exit-points.ts.
 */
export function victoryPoints(ctx: CtsContext, state: CtsState): Record<CtsSide, number> {
  const occ = occupancy(ctx, state);
  const bonds: Record<CtsSide, ReturnType<typeof bondsOf>> = { axis: bondsOf(ctx, state, 'axis', occ), soviet: bondsOf(ctx, state, 'soviet', occ) };
  const vp: Record<CtsSide, number> = { axis: 0, soviet: 0 };
  for (const [id, u] of Object.entries(state.units)) {
    const spec = ctx.units.get(id)!;
    const isolatedNow = u.where === 'map' && u.hex !== null && isIsolated(ctx, state, occ, spec.side, u.hex, bonds[enemyOf(spec.side)]);
    const lost = u.where === 'cadre-lost' || isolatedNow;
    if (u.where !== 'cadre' && !lost) continue;
    const factor = lost ? 2 : 1;
    if (spec.side === 'soviet') vp.axis += factor * (isSmall(spec) && !isHq(spec) ? 0.25 : 0.5);
    // 35.8 C-E: the Soviet scores Axis divisions, brigades and regiments only; unlike the Axis's A, no Axis HQ counts
    else if (!isHq(spec) && !isNonCombat(spec)) vp.soviet += factor * (spec.nationality === 'german' ? 1 : 0.5) * (isSmall(spec) ? 0.5 : 1);
  }
  // 35.8 A-B; A: "If playing with the Major City Battle rules, the Soviet Player must control the entire city hex"
  const cities = sovietCityHexes(ctx, state, occ, bonds.axis);
  vp.soviet += 10 * cities.major.length + 5 * cities.minor.length;
  const volga = axisUnitsOnTheVolga(ctx, state, occ, bonds.soviet); // 35.8 E
  const victory = ctx.scenarios.get(state.scenario)?.victory;
  // 35.8 E and D are Fall Blau's; 36.8 (the scenario whose Soviet needs a margin) scores the Axis's city holds instead
  const fallBlauPoints = victory?.sovietMargin === undefined;
  if (fallBlauPoints && volga.length >= 3) vp.axis += 12;
  if (fallBlauPoints) vp.axis += southExitPoints(ctx, state, occ, bonds.soviet).points; // 35.8 D
  else vp.axis += cityHoldPoints(ctx, state, occ, bonds.soviet, victory.axis); // 36.8 SPECIAL
  return vp;
}

/**
 * CtS 35.8 [Change]: "to win, the Axis Player must have at least twenty more Victory
 * Points than the Soviet Player", and "The player with the most Victory Points wins": short
 * of that margin nobody wins unless the Soviet has more points (undefined: a draw); with the
 * game option `shortAxisLead: soviet` the Soviet wins then.
 */
export function winnerOf(vp: Record<CtsSide, number>, axisMargin: number, shortLead: ShortAxisLead = 'draw', sovietMargin?: number): CtsSide | undefined {
  if (sovietMargin !== undefined) return uranusWinner(vp, sovietMargin);
  if (vp.axis >= vp.soviet + axisMargin) return 'axis';
  return shortLead === 'soviet' || vp.soviet > vp.axis ? 'soviet' : undefined;
}

/**
 * CtS 36.8: "The player with the most Victory Points wins. [Change] Exception To win, the
 * Soviet Player must earn at least ten more Victory Points than the Axis." A shorter Soviet
 * lead, or equal points, has nobody win (the literal reading, as 35.8's `draw`).
 */
function uranusWinner(vp: Record<CtsSide, number>, sovietMargin: number): CtsSide | undefined {
  if (vp.soviet >= vp.axis + sovietMargin) return 'soviet';
  return vp.axis > vp.soviet ? 'axis' : undefined;
}
