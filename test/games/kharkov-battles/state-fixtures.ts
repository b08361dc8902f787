import { hexId, type HexId } from '#kernel/ids';
import { hexsideKey } from '#kernel/hex/hexside';
import { createMap, type GameMap } from '#kernel/map/game-map';
import type { HexData, MapData } from '#kernel/map/types';
import type { UnitDef } from '#games/kharkov-battles/data/units';
import type { KbScenarioId, KbSide } from '#games/kharkov-battles/data/ids';
import { kbContext, type KbContext } from '#games/kharkov-battles/state/context';
import { noMarks, type FortifiedZone, type KbState, type KbUnitState } from '#games/kharkov-battles/state/types';
import type { SetupMap } from '#games/kharkov-battles/setup/initial-state';
import { loadUnits } from '../../../scenarios/kharkov-battles/compile/units';

/** The counter mix (units.yaml), loaded once. */
export const UNITS: readonly UnitDef[] = loadUnits().units;

export { gridMap } from './grid-map-fixture';


/** The set-up view of a synthetic map: Soviet east of `sovietFrom` (a column), rows `playRows` in play. */
export function setupMap(map: GameMap, id: 'KB' | 'KH', o: { sovietFrom?: number; playRows?: Partial<Record<KbScenarioId, [number, number]>> } = {}): SetupMap {
  return {
    data: { id },
    map,
    startOwner: (_s, h) => (Number(h.slice(2)) >= (o.sovietFrom ?? 20) ? 'soviet' : 'axis'),
    inPlay: (s, h) => {
      const rows = o.playRows?.[s];
      const row = Number(h.slice(0, 2));
      return map.has(h) && (!rows || (row >= rows[0] && row <= rows[1]));
    },
  };
}

/** A unit in a position: its id, and optionally the steps it has left (a cadre: 1). */
export type Piece = string | { id: string; steps?: number };

/**
 * A position on `map`: the units at their hexes, everything else as at the start of play,
 * every hex Axis-owned west of column 20 and Soviet from it.
 */
export function position(map: GameMap, at: Record<string, Piece[]>, o: { fortifiedZones?: FortifiedZone[]; pontoons?: { hex: string; across: string }[]; units?: readonly UnitDef[] } = {}): { ctx: KbContext; state: KbState } {
  const ctx = kbContext(o.units ?? UNITS, map);
  const units: Record<string, KbUnitState> = {};
  for (const [hex, pieces] of Object.entries(at)) {
    for (const p of pieces) {
      const id = typeof p === 'string' ? p : p.id;
      const def = ctx.unit(id);
      units[id] = freshUnit(id, typeof p === 'string' ? def.steps : (p.steps ?? def.steps), hexId(hex));
    }
  }
  const owner: Record<string, KbSide> = {};
  for (const h of map.hexIds()) owner[h] = Number(h.slice(2)) >= 20 ? 'soviet' : 'axis';
  const state: KbState = {
    scenario: 'operation-star',
    map: 'KB',
    at: { turn: 1, stage: 'axis', phase: 'movement' },
    weather: 'clear',
    mudForRest: false,
    units,
    owner,
    markers: {
      fortifiedZones: o.fortifiedZones ?? [],
      pontoons: (o.pontoons ?? []).map((p) => ({ hex: hexId(p.hex), across: hexId(p.across) })),
      rubble: [],
      interdicted: [],
      frontlines: [],
    },
    chitPools: { axis: [], soviet: [] },
    airPoints: { axis: 0, soviet: 0 },
    supportPoints: 0,
    replacementPoints: { axis: { mech: 0, nonMech: 0 }, soviet: { mech: 0, nonMech: 0 } },
    pontoonsToPlace: 0,
  };
  return { ctx, state };
}

/** A unit as set-up leaves it: Operational, committed, no chit and no markers; on `hex`, or on the reinforcement chart without one. */
export function freshUnit(id: string, steps: number, hex: HexId | null = null): KbUnitState {
  return {
    id,
    where: hex === null ? 'reinforcement-chart' : 'map',
    hex,
    entryArea: null,
    steps,
    chit: null,
    supply: 'operational',
    committed: true,
    hqSupported: false,
    outOfGas: false,
    marks: noMarks(),
    returnTurn: null,
  };
}
