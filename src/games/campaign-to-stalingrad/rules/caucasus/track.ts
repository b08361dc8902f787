import type { CaucasusDisplay, ControlTrack, TrackSpace } from '#games/campaign-to-stalingrad/data/caucasus-display';
import type { CaucasusMarkers } from '#games/campaign-to-stalingrad/state/caucasus-markers';

/** The spaces of one Control Track, left (the Axis's first) to right (34.0). */
export function spacesOf(display: CaucasusDisplay, track: ControlTrack): readonly TrackSpace[] {
  return track === 'caucasus' ? display.caucasus : display.blackSeaCoast;
}

/** Where a track's Axis Control Marker stands: the index of its space, -1 when it is off the track (every space Soviet). */
export function markerIndex(display: CaucasusDisplay, markers: CaucasusMarkers, track: ControlTrack): number {
  const id = markers[track];
  if (id === undefined) return -1;
  const i = spacesOf(display, track).findIndex((s) => s.id === id);
  if (i < 0) throw new Error(`no space ${id} on the ${track} track`);
  return i;
}

/** The space the Axis marker stands on, or undefined off the track. */
export function markerSpace(display: CaucasusDisplay, markers: CaucasusMarkers, track: ControlTrack): TrackSpace | undefined {
  return spacesOf(display, track)[markerIndex(display, markers, track)];
}

/** The Axis controls a space when his marker stands on it or to its right (34.1: the marker moves right as he gains). */
export function axisControls(display: CaucasusDisplay, markers: CaucasusMarkers, track: ControlTrack, spaceId: string): boolean {
  const at = spacesOf(display, track).findIndex((s) => s.id === spaceId);
  if (at < 0) throw new Error(`no space ${spaceId} on the ${track} track`);
  return markerIndex(display, markers, track) >= at;
}

/** CtS 34.3: Krasnodar, whose Axis control opens the Black Sea Coast Box to the Axis. */
export const KRASNODAR = 'krasnodar';
/** CtS 34.3: Pyatigorsk, whose Axis control closes the south map edge to the Soviet's Caucasus Box. */
export const PYATIGORSK = 'pyatigorsk';

/**
 * CtS 34.3: when Axis forces first enter the Caucasus Box (or enter it again after a
 * complete Soviet capture, 34.5), the Axis Control Marker goes on Kuban Steppes, the
 * track's first space, free of any attack. A marker already on the track stays.
 */
export function axisEntersCaucasus(display: CaucasusDisplay, markers: CaucasusMarkers): CaucasusMarkers {
  if (markers.caucasus !== undefined) return markers;
  return { ...markers, caucasus: display.caucasus[0]!.id };
}
