import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import { caucasusPoints, type CaucasusPoints } from './caucasus-points';
import { sovietCityHexes } from './city-points';
import { occupancy } from './occupancy';
import { axisUnitsOnTheVolga } from './volga-hold';
import { bondsOf } from './zones-of-control';

/** The Campaign Game's count at the end of turn 62 (37.4), part by part. */
export interface CampaignCount {
  vp: Record<CtsSide, number>;
  /** Axis A: the Caucasus Display. */
  caucasus: CaucasusPoints;
  /** Axis B: the units next to a Volga hexside, in Supply, with a LOC (12 points for three). */
  volga: { units: string[]; points: number };
  /** Soviet A and B: the city hexes held with a LOC. */
  cities: { major: string[]; minor: string[] };
}

/**
 * CtS 37.4-37.6, counted at the conclusion of turn 62. Axis: A, the Caucasus Display
 * (rules/caucasus-points.ts); B, 12 for at least three Axis units adjacent to a Volga River
 * hexside, in Supply and tracing a LOC to the Axis friendly map edge. Soviet: A, 10 for each
 * Major City hex 100% controlled with a LOC to a friendly map edge; B, 5 for each Minor City
 * hex so held. 37.6: "Victory Points are not awarded for eliminated units" (nor for Isolated
 * ones, which the scenarios count as eliminated, Section Four): no unit scores.
 */
export function campaignCount(ctx: CtsContext, state: CtsState): CampaignCount {
  const victory = ctx.scenarios.get(state.scenario)?.victory;
  const occ = occupancy(ctx, state);
  const sovietBonds = bondsOf(ctx, state, 'soviet', occ);
  const volgaUnits = axisUnitsOnTheVolga(ctx, state, occ, sovietBonds);
  const volga = { units: volgaUnits, points: volgaUnits.length >= (victory?.axis['volgaUnits'] ?? 3) ? (victory?.axis['volgaPoints'] ?? 12) : 0 };
  const cities = sovietCityHexes(ctx, state, occ, bondsOf(ctx, state, 'axis', occ));
  const caucasus = caucasusPoints(ctx, state, occ, sovietBonds);
  const soviet = (victory?.soviet['majorCity'] ?? 10) * cities.major.length + (victory?.soviet['minorCity'] ?? 5) * cities.minor.length;
  return { vp: { axis: caucasus.points + volga.points, soviet }, caucasus, volga, cities };
}

/** CtS 37.4: "The player with the most Victory Points wins. If players have the same amount of Victory Points, it is a tie" (undefined). */
export function campaignWinner(vp: Record<CtsSide, number>): CtsSide | undefined {
  return vp.axis > vp.soviet ? 'axis' : vp.soviet > vp.axis ? 'soviet' : undefined;
}

/** The count as a sentence for the game-over event and the report. */
export function campaignCountText(count: CampaignCount, turn: number): string {
  const { vp, caucasus, volga, cities } = count;
  const winner = campaignWinner(vp);
  return (
    `end of turn ${turn}: Axis ${vp.axis} VP (A. Caucasus Display ${caucasus.points}: ${caucasus.reason}; B. Volga ${volga.points}: ${volga.units.length} unit${volga.units.length === 1 ? '' : 's'} next to a Volga hexside in Supply with a LOC), ` +
    `Soviet ${vp.soviet} VP (A. ${cities.major.length} Major City hex${cities.major.length === 1 ? '' : 'es'} held whole with a LOC; B. ${cities.minor.length} Minor City hex${cities.minor.length === 1 ? '' : 'es'} with a LOC); ` +
    `no points for eliminated or Isolated units (37.6); the most points wins (CtS 37.4)${winner === undefined ? ': a tie' : ''}`
  );
}
