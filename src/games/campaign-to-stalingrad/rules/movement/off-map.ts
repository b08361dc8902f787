import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { BondMap } from '#kernel/zoc/bond-map';
import { friendlyEdge } from '../friendly-edge';
import { enemyOf, type Occupancy } from '../occupancy';
import { isMotorized } from '../unit-kind';
import type { OffMapBox } from '../../state/off-map-box';
import { adjacentBoxes } from '../off-map-boxes/box-move';
import { boxBehind, boxEdgeHexes, boxName, playsOffMapBoxes } from '../off-map-boxes/box-edges';
import { caucasusEdgeHexes } from '../caucasus/edge-hexes';
import { garrisonProblem } from '../caucasus/garrison';
import { hexColumn, hexRow } from '../hex-coordinates';
import { caucasusPlay } from '../caucasus/plays';

/** Which map edge a hex lies on (8.0), for 17.1's "the same edge it left by"; null inside the map. */
export function edgeOf(ctx: CtsContext, h: HexId): 'north' | 'south' | 'east' | 'west' | null {
  const g = ctx.map.data.grid;
  const row = hexRow(h);
  const col = hexColumn(h);
  if (col === g.secondRange[1]) return 'west';
  if (col === g.secondRange[0]) return 'east';
  if (row === g.firstRange[0]) return 'north';
  if (row === g.firstRange[1]) return 'south';
  return null;
}

/**
 * CtS 17.1, 17.3: a unit leaves the map from a hex of its own side's friendly map edge (as 8.2
 * leaves it), for 1 MP; 35.8 D: an Axis unit also from a south-edge road hex; 33.3: in a
 * Campaign Game, an Axis unit also by the Caucasus Box's hexes 4737-4728.
 */
export function mayExitFrom(ctx: CtsContext, state: CtsState, side: CtsSide, h: HexId): boolean {
  return friendlyEdge(ctx, state, side).has(h) || (side === 'axis' && southExits(ctx, state).has(h)) || (playsOffMapBoxes(ctx, state) && boxBehind(ctx, state, side, h) !== null);
}

/**
 * CtS 35.8 D: the road hexes of the south map's south edge, off which Axis divisions
 * exit for Victory Points (the scenario's list; empty where it has none). A unit that
 * exits there does not come back (entryProblem).
 */
export function southExits(ctx: CtsContext, state: Pick<CtsState, 'scenario'>): ReadonlySet<string> {
  return new Set(ctx.scenarios.get(state.scenario)?.southExits ?? []);
}

/**
 * CtS 17.1-17.2: a unit off the map comes back no earlier than the following friendly
 * player turn, through a friendly edge hex of the same edge it left by; 33.3: a unit in an
 * Off Map Box, through that box's entry hexes for its side; 34.7: not a Soviet unit of the
 * Caucasus garrison before turn 21.
 */
export function entryProblem(ctx: CtsContext, state: CtsState, side: CtsSide, left: { hex: HexId; turn: number; box?: OffMapBox | undefined }, entry: HexId): string | null {
  if (side === 'axis' && southExits(ctx, state).has(left.hex) && !friendlyEdge(ctx, state, side).has(left.hex) && left.box === undefined) return 'an Axis unit exited off the south edge does not come back (CtS 35.8 D)';
  if (state.turn <= left.turn) return 'a unit that left the map comes back no earlier than the next friendly player turn';
  if (left.box !== undefined) return garrisonProblem(ctx, state, side, left.box, 'map') ?? boxEntryProblem(ctx, state, side, left.box, entry);
  if (!friendlyEdge(ctx, state, side).has(entry)) return `${entry} is not a friendly map edge hex`;
  if (edgeOf(ctx, entry) !== edgeOf(ctx, left.hex)) return `${entry} is not on the edge the unit left by (${edgeOf(ctx, left.hex)})`;
  return null;
}

/**
 * CtS 17.1-17.2: where a unit off the map may come back this turn and what its first hex
 * costs: the friendly edge hexes of the edge it left by, free of enemy units and of enemy
 * Hex Bonds, each costing its terrain (and 4.6's +1 next to the enemy). Empty before the
 * following friendly player turn.
 */
export function entryHexes(ctx: CtsContext, state: CtsState, occ: Occupancy, enemyBonds: BondMap, unit: string): { hex: HexId; cost: number }[] {
  const u = state.units[unit];
  const spec = ctx.units.get(unit);
  if (!u || !spec || u.where !== 'off-map' || u.hex === null) return [];
  const left = { hex: u.hex, turn: u.leftMapTurn ?? state.turn, box: u.box };
  const enemy = enemyOf(spec.side);
  const t = ctx.tables.terrain;
  const i = isMotorized(spec) ? 1 : 0;
  const out: { hex: HexId; cost: number }[] = [];
  for (const h of [...(u.box === undefined ? friendlyEdge(ctx, state, spec.side) : boxEdgeHexes(ctx, state, u.box, spec.side))].sort()) {
    if (entryProblem(ctx, state, spec.side, left, h) !== null || occ.enemyIn(h, spec.side) || enemyBonds.hexBondsAt(h).length > 0) continue;
    const cost = (t.enter[ctx.map.hex(h)!.terrain] ?? t.enter.clear!)[i] + (ctx.map.neighbours(h).some((n) => occ.at(n, enemy).length > 0) ? t.combatZone : 0);
    out.push({ hex: h, cost });
  }
  return out;
}

/** CtS 33.3: why a unit in `box` may not come back on at `entry` (not one of the box's hexes for its side; the Caspian and Black Sea Coast boxes have none), or null. */
function boxEntryProblem(ctx: CtsContext, state: CtsState, side: CtsSide, box: OffMapBox, entry: HexId): string | null {
  const hexes = boxEdgeHexes(ctx, state, box, side);
  if (hexes.has(entry)) return null;
  const play = box === 'caucasus' ? caucasusPlay(ctx, state) : null;
  if (play) return `${entry} is not a ${side} entry hex of the Caucasus Box: ${caucasusEdgeHexes(play.display, play.markers, side).text} (CtS 34.3)`;
  if (hexes.size === 0) return `the ${boxName(box)} has no map edge: its units leave it by the ${adjacentBoxes(box).map(boxName).join(' or the ')} (CtS 33.3)`;
  return `${entry} is not an entry hex of the ${boxName(box)} for ${side} units (CtS 33.3)`;
}
