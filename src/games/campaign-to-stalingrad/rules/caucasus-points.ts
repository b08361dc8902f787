import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '../data/context';
import type { CtsState } from '../state/types';
import { caucasusVictoryPoints } from './caucasus/victory-points';
import type { Occupancy } from './occupancy';
import { axisLocToSouthRoadHex } from './south-exit-points';

/** The Axis's Victory Points from the Caucasus Display (37.4 Axis A), with why they are what they are. */
export interface CaucasusPoints {
  points: number;
  reason: string;
}

/**
 * CtS 37.4 Axis A: "The Caucasus Display Victory Points are awarded to the Axis Player for his
 * gains in the Caucasus and Black Sea Coast Tracks. He receives all the Victory Points which
 * are located in the box of his Control Marker and all boxes to the left of the Control
 * Marker", only with a Line Of Communication to any road hex on the south edge of the map at
 * the end of turn 62, and only half (rounded down) of the Caucasus track's if the Oil Brigade
 * is not in the Caucasus Box (rules/caucasus/victory-points.ts). No marker on either track
 * (the Axis never entered the Caucasus Box, 34.3): none. The LOC is the one 35.8 D asks for
 * (`axisLocToSouthRoadHex`).
 */
export function caucasusPoints(ctx: CtsContext, state: CtsState, occ: Occupancy, sovietBonds: BondMap): CaucasusPoints {
  const markers = state.caucasusMarkers ?? {};
  const display = ctx.caucasusDisplay;
  if (!display || (markers.caucasus === undefined && markers.blackSeaCoast === undefined)) {
    return { points: 0, reason: 'no Axis Control Marker on the Caucasus or Black Sea Coast track' };
  }
  const locToSouthRoadHex = axisLocToSouthRoadHex(ctx, state, occ, sovietBonds);
  const oilBrigadeInCaucasusBox = Object.values(state.units).some((u) => ctx.units.get(u.id)?.type === 'oil' && u.where === 'off-map' && u.box === 'caucasus');
  const v = caucasusVictoryPoints(display, markers, { locToSouthRoadHex, oilBrigadeInCaucasusBox });
  return { points: v.total, reason: v.text };
}
