import type { CtsContext } from '../data/context';
import type { CtsState } from '../state/types';

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
 * the end of turn 62, and half (rounded down) if the Oil Brigade is not in the Caucasus Box.
 * The Caucasus Campaign Display (34.0) is not played yet, so this part of the count is 0; the
 * display's rules fill it here, the one place the Campaign's count reads it.
 */
export function caucasusPoints(_ctx: CtsContext, _state: CtsState): CaucasusPoints {
  return { points: 0, reason: 'the Caucasus display (34) is not played yet' };
}
