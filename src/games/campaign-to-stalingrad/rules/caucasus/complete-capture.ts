import type { CaucasusDisplay, ControlTrack } from '#games/campaign-to-stalingrad/data/caucasus-display';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CaucasusMarkers } from '#games/campaign-to-stalingrad/state/caucasus-markers';
import { axisControls, KRASNODAR, markerIndex, spacesOf } from './track';

/** CtS 34.5: what a complete capture of a track means for the units in its box. */
export type CompleteCapture =
  /** The Axis holds every space: the Soviet units may stay, attack and be attacked; an Axis success records only step losses, a Soviet success pushes the marker back one space. */
  | { by: 'axis'; track: ControlTrack; rule: 'CtS 34.5' }
  /** The Soviet holds every Black Sea Coast space: the Axis units there retreat to the Caucasus Box, or, with Krasnodar Soviet, leave play (across the Kerch Straits: not eliminated, no Victory Points). */
  | { by: 'soviet'; track: 'blackSeaCoast'; axisUnits: 'retreat-to-caucasus-box' | 'removed-from-play'; rule: 'CtS 34.5' }
  /**
   * The Soviet holds every Caucasus space: the Axis units in the box, and those on the map in
   * `hexes` (4737-4728), retreat two hexes north onto the map through those hexes; the Soviet
   * may advance onto them. The Axis may enter again through them, his marker back on Kuban Steppes.
   */
  | { by: 'soviet'; track: 'caucasus'; axisUnits: 'retreat-two-hexes-north'; hexes: string[]; rule: 'CtS 34.5' };

/** CtS 34.5: the complete capture a track's markers stand at for `by`, or null. */
export function completeCapture(display: CaucasusDisplay, markers: CaucasusMarkers, track: ControlTrack, by: CtsSide): CompleteCapture | null {
  const at = markerIndex(display, markers, track);
  if (by === 'axis') return at === spacesOf(display, track).length - 1 ? { by, track, rule: 'CtS 34.5' } : null;
  if (at >= 0) return null;
  if (track === 'caucasus') return { by, track, axisUnits: 'retreat-two-hexes-north', hexes: [...display.caucasus[0]!.axisHexes!], rule: 'CtS 34.5' };
  const krasnodarAxis = axisControls(display, markers, 'caucasus', KRASNODAR);
  return { by, track, axisUnits: krasnodarAxis ? 'retreat-to-caucasus-box' : 'removed-from-play', rule: 'CtS 34.5' };
}
