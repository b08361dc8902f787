import type { CaucasusDisplay } from '#games/campaign-to-stalingrad/data/caucasus-display';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CaucasusMarkers } from '#games/campaign-to-stalingrad/state/caucasus-markers';
import { axisControls, markerSpace, PYATIGORSK } from './track';

/** The south-edge hexes a side may enter or leave the Caucasus Box through, and why. */
export interface EdgeHexes {
  hexes: string[];
  rule: string;
  text: string;
}

/**
 * CtS 34.3 the south-edge hexes through which `side` enters and exits the Caucasus Box.
 * Before the Axis is in the box (no marker on the Caucasus track) the Axis uses 4737-4728
 * and the Soviet every south-edge hex (34.5: the same after a complete Soviet capture).
 * Once the Axis marker is on the track, the Axis uses the hexes printed on its space and the
 * Soviet all the others (example: marker on Maykop, Axis 4741-4725, Soviet 4724-4701); once
 * the Axis controls Pyatigorsk, none for the Soviet, who comes and goes through the Caspian
 * or Black Sea Coast box.
 */
export function caucasusEdgeHexes(display: CaucasusDisplay, markers: CaucasusMarkers, side: CtsSide): EdgeHexes {
  const space = markerSpace(display, markers, 'caucasus');
  const first = display.caucasus[0]!;
  if (!space) {
    return side === 'axis'
      ? { hexes: [...first.axisHexes!], rule: 'CtS 34.3', text: `no Axis marker on the Caucasus track: the Axis enters through ${rangeText(first.axisHexes!)}` }
      : { hexes: [...display.southEdge], rule: 'CtS 34.3', text: 'no Axis marker on the Caucasus track: the Soviet enters through any south-edge hex' };
  }
  const axisHexes = space.axisHexes ?? [];
  if (side === 'axis') return { hexes: [...axisHexes], rule: 'CtS 34.3', text: `Axis marker on ${space.name}: the Axis enters and exits through ${rangeText(axisHexes)}` };
  if (axisControls(display, markers, 'caucasus', PYATIGORSK)) {
    return { hexes: [], rule: 'CtS 34.3', text: `Axis marker on ${space.name}, Pyatigorsk Axis: the Soviet enters and exits the Caucasus Box only from the Caspian or Black Sea Coast box` };
  }
  const axis = new Set(axisHexes);
  return { hexes: display.southEdge.filter((h) => !axis.has(h)), rule: 'CtS 34.3', text: `Axis marker on ${space.name}: the Soviet enters and exits through the south-edge hexes outside ${rangeText(axisHexes)}` };
}

/** "S4737-S4728" for a run of south-edge ids (row 67 is printed row 47 of the south map). */
function rangeText(hexes: readonly string[]): string {
  if (hexes.length === 0) return 'no hex';
  const printed = (id: string): string => `${Number(id.slice(0, 2)) - 20}${id.slice(2)}`;
  return `${printed(hexes[hexes.length - 1]!)}-${printed(hexes[0]!)}`;
}
