import type { Modifier } from '#kernel/engine/events';
import type { CaucasusDisplay, ControlTrack, TrackSpace } from '#games/campaign-to-stalingrad/data/caucasus-display';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CaucasusMarkers } from '#games/campaign-to-stalingrad/state/caucasus-markers';
import { markerIndex, spacesOf } from './track';

/**
 * CtS 34.8: the space whose terrain (* or **) a box battle is fought over, the defender's:
 * "always assume there is a Soviet Control marker just to the right of the Axis Control
 * marker". An Axis attack (the default) is fought over that Soviet space, the first right of
 * the Axis marker (the first space when the marker is off the track; none when the Axis holds
 * every space, 34.5). A Soviet attack is fought over the Axis marker's own space, which the
 * Axis defends (11.1 "beneficial to the defender"), the last one when he holds every space;
 * none when the marker is off the track.
 */
export function contestedSpace(display: CaucasusDisplay, markers: CaucasusMarkers, track: ControlTrack, attacker: CtsSide = 'axis'): TrackSpace | undefined {
  const at = markerIndex(display, markers, track);
  return spacesOf(display, track)[attacker === 'axis' ? at + 1 : at];
}

/** CtS 34.8, 11.1: the defender's column shift for the contested space's terrain when `attacker` attacks (default the Axis); null without a mark. */
export function trackTerrainShift(display: CaucasusDisplay, markers: CaucasusMarkers, track: ControlTrack, attacker: CtsSide = 'axis'): Modifier | null {
  const space = contestedSpace(display, markers, track, attacker);
  if (!space?.terrain) return null;
  return { value: display.terrain[space.terrain] ?? 0, kind: 'column-shift', reason: `${space.name} (${space.terrain}) on the Control Track`, rule: 'CtS 34.8' };
}
