import type { CaucasusDisplay, ControlTrack } from '#games/campaign-to-stalingrad/data/caucasus-display';
import type { CaucasusMarkers } from '#games/campaign-to-stalingrad/state/caucasus-markers';
import { markerIndex, spacesOf } from './track';

/** CtS 37.4 A: the Axis Victory Points of the Caucasus Campaign Display at the end of turn 62. */
export interface CaucasusVictory {
  caucasus: number;
  blackSeaCoast: number;
  total: number;
  text: string;
}

/** The VP of a track's marker space and every space to its left (none off the track). */
export function trackPoints(display: CaucasusDisplay, markers: CaucasusMarkers, track: ControlTrack): number {
  return spacesOf(display, track)
    .slice(0, markerIndex(display, markers, track) + 1)
    .reduce((s, x) => s + x.vp, 0);
}

/**
 * CtS 37.4 A: the Axis receives the Victory Points of the space of each of his Control Markers
 * and of every space to its left (E30: Mozdok and Novorossiysk, 5), only with a Line Of
 * Communication to a road hex of the south edge at the end of turn 62 (`locToSouthRoadHex`,
 * computed by the caller); without the Oil Brigade in the Caucasus Box, the points of the
 * Caucasus track are halved, rounded down (those of the Black Sea Coast track are not).
 */
export function caucasusVictoryPoints(display: CaucasusDisplay, markers: CaucasusMarkers, at: { locToSouthRoadHex: boolean; oilBrigadeInCaucasusBox: boolean }): CaucasusVictory {
  if (!at.locToSouthRoadHex) return { caucasus: 0, blackSeaCoast: 0, total: 0, text: 'no Axis LOC to a road hex of the south edge: no Caucasus Display points (CtS 37.4 A)' };
  const full = trackPoints(display, markers, 'caucasus');
  const caucasus = at.oilBrigadeInCaucasusBox ? full : Math.floor(full / 2);
  const blackSeaCoast = trackPoints(display, markers, 'blackSeaCoast');
  const total = caucasus + blackSeaCoast;
  const halved = at.oilBrigadeInCaucasusBox ? '' : ` (${full} halved: the Oil Brigade is not in the Caucasus Box)`;
  return { caucasus, blackSeaCoast, total, text: `Caucasus track ${caucasus}${halved}, Black Sea Coast track ${blackSeaCoast}: ${total} VP (CtS 37.4 A)` };
}
