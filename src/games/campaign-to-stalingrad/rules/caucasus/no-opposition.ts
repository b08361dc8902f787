import type { CaucasusDisplay, ControlTrack } from '#games/campaign-to-stalingrad/data/caucasus-display';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CaucasusMarkers } from '#games/campaign-to-stalingrad/state/caucasus-markers';
import { moveMarker, type MarkerMove } from './marker-move';

/** CtS 34.9 [Change]: the spaces a marker moves in a Combat Phase when no enemy unit opposes. */
export const UNOPPOSED_SPACES = 4;

/**
 * CtS 34.9 [Change] no opposition: in `side`'s Combat Phase, with his units in the track's box
 * and no enemy unit there, the marker moves up to four spaces his way (instead of an attack).
 * Null when the box holds enemy units or none of his.
 */
export function unopposedAdvance(display: CaucasusDisplay, markers: CaucasusMarkers, track: ControlTrack, side: CtsSide, friendlyUnits: number, enemyUnits: number): MarkerMove | null {
  if (friendlyUnits === 0 || enemyUnits > 0) return null;
  return moveMarker(display, markers, track, side, UNOPPOSED_SPACES);
}
