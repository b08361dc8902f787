import { hexId, type HexId } from '#kernel/ids';
import { boxEdgeKey, type CtsContext } from '../../data/context';
import type { CtsSide, UnitSpec } from '../../data/schema';
import type { CtsState } from '../../state/types';
import { OFF_MAP_BOXES, type OffMapBox } from '../../state/off-map-box';
import { friendlyEdge } from '../friendly-edge';
import { playsSection } from '../sections';
import { caucasusEdgeHexes } from '../caucasus/edge-hexes';
import { caucasusPlay } from '../caucasus/plays';
import type { CaucasusDisplay } from '../../data/caucasus-display';

const NONE: ReadonlySet<HexId> = new Set();

/** CtS 33.0: whether a unit that leaves the map goes into an Off Map Box: in the Campaign Game (Section III) only. */
export function playsOffMapBoxes(ctx: CtsContext, state: Pick<CtsState, 'scenario'>): boolean {
  return playsSection(ctx, state, 3);
}

/**
 * CtS 33.3: the map edge hexes through which `side`'s units enter and leave `box` as things
 * stand: the printed ones (the bundle's `offMapBoxes`) that are still a friendly edge of the
 * side (8.2 moves the north edge), except the Caucasus Box's Axis hexes, which lie on the
 * Soviet south edge. Empty for the Caspian and Black Sea Coast boxes, reached only from
 * another box. 34.3: where the Caucasus Display is played (cts-6 on), "Once the Axis Player has
 * units in the Caucasus Box, entry and exit for both sides are determined by the position of
 * the Control Marker on the Caucasus Control Track" (`caucasusEdgeHexes`).
 */
export function boxEdgeHexes(ctx: CtsContext, state: CtsState, box: OffMapBox, side: CtsSide): ReadonlySet<HexId> {
  const printed = ctx.boxEdges.get(boxEdgeKey(box, side)) ?? NONE;
  if (box === 'caucasus') {
    const play = caucasusPlay(ctx, state);
    return play ? trackHexes(play.display, play.markers.caucasus, side) : printed;
  }
  const friendly = friendlyEdge(ctx, state, side);
  return new Set([...printed].filter((h) => friendly.has(h)));
}

/** The Caucasus Box's hexes by display, marker space and side, read once (a move's checks ask for them hex by hex). */
const TRACK_HEXES = new WeakMap<CaucasusDisplay, Map<string, ReadonlySet<HexId>>>();
function trackHexes(display: CaucasusDisplay, space: string | undefined, side: CtsSide): ReadonlySet<HexId> {
  let bySpace = TRACK_HEXES.get(display);
  if (!bySpace) TRACK_HEXES.set(display, (bySpace = new Map()));
  const key = `${space ?? ''}|${side}`;
  let hexes = bySpace.get(key);
  if (!hexes) bySpace.set(key, (hexes = new Set(caucasusEdgeHexes(display, space === undefined ? {} : { caucasus: space }, side).hexes.map(hexId))));
  return hexes;
}

/** CtS 33.3: the box a unit of `side` enters by leaving the map from `hex`, or null when no box lies beyond it for that side. */
export function boxBehind(ctx: CtsContext, state: CtsState, side: CtsSide, hex: HexId): OffMapBox | null {
  return OFF_MAP_BOXES.find((b) => boxEdgeHexes(ctx, state, b, side).has(hex)) ?? null;
}

/**
 * CtS 33.1.1 (1): only German units enter the Axis Off Map Box; only Soviet units the
 * Soviet Off Map Box and the three Caucasus Transit Boxes; both sides the Caucasus and
 * Black Sea Coast boxes.
 */
export function mayEnterBox(spec: UnitSpec, box: OffMapBox): boolean {
  if (box === 'axis') return spec.side === 'axis' && spec.nationality === 'german';
  if (box === 'caucasus' || box === 'black-sea-coast') return true;
  return spec.side === 'soviet';
}

/** The name of a box as the rulebook prints it. */
export function boxName(box: OffMapBox): string {
  const names: Record<OffMapBox, string> = {
    axis: 'Axis Off Map Box',
    soviet: 'Soviet Off Map Box',
    'trans-volga': 'Trans-Volga Box',
    astrakhan: 'Astrakhan Box',
    caspian: 'Caspian Box',
    caucasus: 'Caucasus Box',
    'black-sea-coast': 'Black Sea Coast Box',
  };
  return names[box];
}

/**
 * CtS 33.1.1 (1), 33.3: the hexes a unit of `spec` may leave the map by into a box it may
 * enter, in a Campaign Game; null in a game without boxes (17.0's friendly edge then).
 */
export function boxExitHexes(ctx: CtsContext, state: CtsState, specs: readonly UnitSpec[], side: CtsSide): ReadonlySet<HexId> | null {
  if (!playsOffMapBoxes(ctx, state)) return null;
  const out = new Set<HexId>();
  for (const b of OFF_MAP_BOXES) if (specs.every((s) => mayEnterBox(s, b))) for (const h of boxEdgeHexes(ctx, state, b, side)) out.add(h);
  return out;
}

/** Why a unit may not leave the map by `hex` into a box (33.3: none beyond it for its side; 33.1.1 (1): not one it may enter), or null. */
export function boxExitProblem(ctx: CtsContext, state: CtsState, spec: UnitSpec, hex: HexId): { code: string; message: string; rule: string } | null {
  if (!playsOffMapBoxes(ctx, state)) return null;
  const box = boxBehind(ctx, state, spec.side, hex);
  const play = box === null ? caucasusPlay(ctx, state) : null;
  if (play && play.display.southEdge.includes(hex)) {
    // 34.3: a south-edge hex the Caucasus Control Track gives the other side (or, from Pyatigorsk, the Soviet none)
    return { code: 'caucasus-edge', message: `${hex} is not a ${spec.side} exit hex of the Caucasus Box: ${caucasusEdgeHexes(play.display, play.markers, spec.side).text}`, rule: 'CtS 34.3' };
  }
  if (box === null) return { code: 'no-box', message: `no Off Map Box lies beyond ${hex} for ${spec.side} units`, rule: 'CtS 33.3' };
  if (!mayEnterBox(spec, box)) return { code: 'box-closed', message: `${spec.name} may not enter the ${boxName(box)}`, rule: 'CtS 33.1.1' };
  return null;
}

/**
 * CtS 33.0, 33.2: what leaving the map by `hex` writes on a unit's record in a Campaign Game:
 * the box it is now in, and General Supply ("All units are automatically in General Supply
 * while in an OMB"); nothing in a game without boxes.
 */
export function intoBox(ctx: CtsContext, state: CtsState, side: CtsSide, hex: HexId): { box?: OffMapBox; outOfSupply?: false } {
  if (!playsOffMapBoxes(ctx, state)) return {};
  const box = boxBehind(ctx, state, side, hex);
  return box === null ? {} : { box, outOfSupply: false };
}
