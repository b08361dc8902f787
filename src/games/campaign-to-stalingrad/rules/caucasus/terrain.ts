import type { Modifier } from '#kernel/engine/events';
import type { CaucasusDisplay, ControlTrack, TrackSpace } from '#games/campaign-to-stalingrad/data/caucasus-display';
import type { CaucasusMarkers } from '#games/campaign-to-stalingrad/state/caucasus-markers';
import { markerIndex, spacesOf } from './track';

/**
 * CtS 34.8: the space whose terrain (* or **) a box battle is fought over: assume a Soviet
 * Control Marker just to the right of the Axis marker, so the first space to its right
 * (the first space when the Axis marker is off the track). None when the Axis holds every
 * space (34.5).
 */
export function contestedSpace(display: CaucasusDisplay, markers: CaucasusMarkers, track: ControlTrack): TrackSpace | undefined {
  return spacesOf(display, track)[markerIndex(display, markers, track) + 1];
}

/** CtS 34.8, 11.1: the defender's column shift for the contested space's terrain; null without a mark. */
export function trackTerrainShift(display: CaucasusDisplay, markers: CaucasusMarkers, track: ControlTrack): Modifier | null {
  const space = contestedSpace(display, markers, track);
  if (!space?.terrain) return null;
  return { value: display.terrain[space.terrain] ?? 0, kind: 'column-shift', reason: `${space.name} (${space.terrain}) on the Control Track`, rule: 'CtS 34.8' };
}
