import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { OffMapBox } from '#games/campaign-to-stalingrad/state/off-map-box';
import type { CtsState, UnitState } from '#games/campaign-to-stalingrad/state/types';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { writeUnits } from '#games/campaign-to-stalingrad/state/unit-writes';
import { occupancy } from '../occupancy';
import { unitsInBox } from './box-units';
import type { CompleteCapture } from './complete-capture';
import { hexColumn, hexRow } from '../hex-coordinates';
import { expelAsRetreat } from './expulsion-retreat';

/**
 * CtS 34.5 what a complete Soviet capture does to the Axis units (an Axis one moves no unit:
 * the Soviet units stay in the box, and only losses are recorded):
 * - every Black Sea Coast space: the Axis units in the Black Sea Coast Box retreat to the
 *   Caucasus Box; with Krasnodar Soviet they are removed from play, across the Kerch Straits
 *   (`withdrawn` with no Return turn: not eliminated, no Victory Points);
 * - every Caucasus space: the Axis units in the Caucasus Box, and those on the map in
 *   4737-4728, retreat two hexes north onto the map through 4737-4728: from engine cts-7 as a
 *   retreat (expulsion-retreat.ts); before, displaced straight north, the nearer column first.
 */
export function applyCompleteCapture(ctx: CtsContext, state: CtsState, capture: CompleteCapture): { state: CtsState; events: GameEvent[] } {
  if (capture.by === 'axis') return { state, events: [] };
  const events: GameEvent[] = [];
  const written = new Map<string, UnitState>();
  const axisIn = (box: OffMapBox): string[] => unitsInBox(ctx, state, box, 'axis').map((u) => u.spec.id);
  if (capture.track === 'blackSeaCoast') {
    for (const id of axisIn('black-sea-coast')) {
      const name = ctx.units.get(id)!.name;
      if (capture.axisUnits === 'retreat-to-caucasus-box') {
        written.set(id, unitWith(state.units[id]!, { box: 'caucasus' }));
        events.push({ type: 'box-retreat', rule: 'CtS 34.5', unit: id, from: 'black-sea-coast', to: 'caucasus', text: `${name} retreats from the Black Sea Coast Box to the Caucasus Box: the Soviet holds every space of the Black Sea Coast track` });
      } else {
        written.set(id, unitWith(state.units[id]!, { where: 'withdrawn', hex: null, box: undefined, leftMapTurn: undefined }));
        events.push({ type: 'removed-from-play', rule: 'CtS 34.5', unit: id, text: `${name} is removed from play across the Kerch Straits: the Soviet holds every Black Sea Coast space and Krasnodar; not eliminated, no Victory Points` });
      }
    }
    return { state: { ...state, units: writeUnits(state, written) }, events };
  }
  // every Caucasus space: two hexes north through 4737-4728
  const gates = capture.hexes as HexId[];
  const occ = occupancy(ctx, state);
  const onGates = Object.keys(state.units).sort().filter((id) => ctx.units.get(id)?.side === 'axis' && state.units[id]!.where === 'map' && gates.includes(state.units[id]!.hex!));
  if (ctx.readings.expulsionAsRetreat) return expelAsRetreat(ctx, state, gates, axisIn('caucasus'), onGates); // 12.1-12.2, 5.1
  const free = (h: HexId): boolean => occ.at(h, 'soviet').length === 0;
  for (const id of [...axisIn('caucasus'), ...onGates]) {
    const u = state.units[id]!;
    const own = u.hex ?? gates[0]!; // a unit in the box: the edge hex it left the map by
    const name = ctx.units.get(id)!.name;
    // "through any hex from 4737 to 4728": the gate nearest its own first; 12.1 "never Retreat into or through enemy units"
    const way = gatesByNearness(own, gates).map((gate) => ({ gate, path: clearPathNorth(ctx, gate, free) })).find((w) => w.path !== null);
    if (!way) {
      // a reading of 12.1: a retreat with no hex it may take eliminates the unit
      written.set(id, unitWith(u, { where: 'cadre', hex: null, steps: 0, box: undefined, leftMapTurn: undefined }));
      events.push({ type: 'eliminated', rule: 'CtS 34.5', unit: id, to: 'cadre', text: `${name} cannot retreat two hexes north through any hex from 4737 to 4728 without entering or passing Soviet units: eliminated to the Cadre Box (CtS 12.1)` });
      continue;
    }
    const [first, to] = way.path!;
    written.set(id, unitWith(u, { where: 'map', hex: to!, box: undefined, leftMapTurn: undefined }));
    events.push({ type: 'retreat', rule: 'CtS 34.5', units: [id], from: way.gate, path: [first!, to!], text: `${name} is expelled from the Caucasus: it retreats two hexes north through ${way.gate} to ${to} (the Soviet holds every space of the Caucasus track)` });
  }
  return { state: { ...state, units: writeUnits(state, written) }, events };
}

/** The gates, the one nearest `own` first (by column), then the lower id. */
function gatesByNearness(own: HexId, gates: readonly HexId[]): HexId[] {
  return [...gates].sort((a, b) => Math.abs(hexColumn(a) - hexColumn(own)) - Math.abs(hexColumn(b) - hexColumn(own)) || (a < b ? -1 : 1));
}

/** Two hexes north of `gate`, each a row north of the one before, neither holding Soviet units (12.1); the nearer columns first; null when there is none. */
function clearPathNorth(ctx: CtsContext, gate: HexId, free: (h: HexId) => boolean): [HexId, HexId] | null {
  for (const first of northward(ctx, gate).filter(free)) {
    const second = northward(ctx, first).find(free);
    if (second) return [first, second];
  }
  return null;
}

/** The neighbours of `h` one row north (the lower row number), the nearer column first, then the lower id. */
function northward(ctx: CtsContext, h: HexId): HexId[] {
  return ctx.map.neighbours(h).filter((n) => hexRow(n) < hexRow(h)).sort((a, b) => Math.abs(hexColumn(a) - hexColumn(h)) - Math.abs(hexColumn(b) - hexColumn(h)) || (a < b ? -1 : 1));
}
