import type { CaucasusDisplay, ControlTrack } from '#games/campaign-to-stalingrad/data/caucasus-display';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CaucasusMarkers } from '#games/campaign-to-stalingrad/state/caucasus-markers';
import { completeCapture, type CompleteCapture } from './complete-capture';
import { KRASNODAR, markerIndex, spacesOf } from './track';

/** What moving a Control Track marker did. */
export interface MarkerMove {
  markers: CaucasusMarkers;
  /** Spaces the marker moved (0: it could go no further, 34.5). */
  moved: number;
  /** 34.3: the Axis has just taken Krasnodar and his Black Sea Coast marker went on Taman Peninsula. */
  coastOpened: boolean;
  /** 34.5: the move completed one side's capture of every space of the track. */
  completeCapture: CompleteCapture | null;
  text: string;
}

/**
 * CtS 34.1 a successful attack moves the track's marker one space, right for the Axis and
 * left for the Soviet; 34.9 [Change] with no opposition, up to four (`spaces`). The marker
 * never goes beyond the last space (34.5: the Axis holding every space, a success records
 * only losses) and leaves the track when the Soviet retakes the first space (every space
 * Soviet: 34.5). 34.3: the Axis taking Krasnodar places his Black Sea Coast marker on Taman
 * Peninsula when it is not on its track.
 */
export function moveMarker(display: CaucasusDisplay, markers: CaucasusMarkers, track: ControlTrack, by: CtsSide, spaces = 1): MarkerMove {
  const list = spacesOf(display, track);
  const from = markerIndex(display, markers, track);
  const to = by === 'axis' ? Math.min(list.length - 1, from + spaces) : Math.max(-1, from - spaces);
  let next: CaucasusMarkers = { ...markers };
  if (to < 0) delete next[track];
  else next[track] = list[to]!.id;
  const krasnodar = display.caucasus.findIndex((s) => s.id === KRASNODAR);
  const coastOpened = track === 'caucasus' && by === 'axis' && from < krasnodar && to >= krasnodar && next.blackSeaCoast === undefined;
  if (coastOpened) next = { ...next, blackSeaCoast: display.blackSeaCoast[0]!.id };
  const moved = Math.abs(to - from);
  const capture = moved > 0 || (by === 'axis' && to === list.length - 1) ? completeCapture(display, next, track, by) : null;
  const where = to < 0 ? 'off the track (every space Soviet)' : `on ${list[to]!.name}`;
  const text =
    moved === 0
      ? `the ${trackName(track)} marker cannot move further${by === 'axis' ? ': the Axis holds every space, only losses are recorded (CtS 34.5)' : ''}`
      : `the ${trackName(track)} marker moves ${moved} space${moved > 1 ? 's' : ''} ${by === 'axis' ? 'right' : 'left'}, ${where}` +
        (coastOpened ? `; Krasnodar taken: an Axis marker goes on ${display.blackSeaCoast[0]!.name} (CtS 34.3)` : '');
  return { markers: next, moved, coastOpened, completeCapture: capture, text };
}

export const trackName = (track: ControlTrack): string => (track === 'caucasus' ? 'Caucasus Control Track' : 'Black Sea Coast Control Track');
