import type { GameMap } from '#kernel/map/game-map';
import type { TrtTurn } from '#games/kharkov-battles/data/trt';
import type { KbScenarioId } from '#games/kharkov-battles/data/ids';
import { describePath } from '#kernel/engine/issues';
import { KbPrepError } from '#games/kharkov-battles/preparation/errors';
import type { PrepData } from '#games/kharkov-battles/preparation/step';
import type { KbState, KbUnitState } from '#games/kharkov-battles/state/types';
import { loadScenarioForces } from '../../../scenarios/kharkov-battles/compile/setup';
import { loadTrts } from '../../../scenarios/kharkov-battles/compile/trt';
import { tables } from './combat-tables-fixture';
import { freshUnit, gridMap, position, UNITS, type Piece } from './state-fixtures';
import bundleJson from '../../../scenarios/kharkov-battles/dist/kharkov-battles.json';
import { KbBundleSchema } from '#games/kharkov-battles/data/bundle';

export { d10 } from './combat-tables-fixture';

const TRTS = loadTrts();
const TABLES = tables();

/** A clear map, rows 30-40 and columns 10-30, with a road along row 35 from 3510 to 3520 (5.3). */
export const MAP: GameMap = gridMap({
  rows: [30, 40],
  cols: [10, 30],
  hexes: { '3515': { terrain: 'clear', features: ['town'] }, '3612': { terrain: 'clear', features: ['city'] } },
  hexsides: Array.from({ length: 10 }, (_, i) => [`35${10 + i}`, `35${11 + i}`, ['road']] as [string, string, string[]]).concat([['3710', '3711', ['railroad']]]),
});

/**
 * A scenario's game at turn `turn`'s Preparation Stage: the units at their hexes (map
 * columns 20 and east Soviet-owned), `off` units in their boxes, and the scenario's
 * forces, TRT and charts to read.
 */
export function prep(o: {
  scenario?: KbScenarioId;
  turn: number;
  at?: Record<string, Piece[]>;
  off?: Record<string, Partial<KbUnitState>>;
  state?: Partial<KbState>;
}): { data: PrepData; state: KbState } {
  const scenario = o.scenario ?? 'operation-star';
  const { ctx, state: placed } = position(MAP, o.at ?? {});
  const units = { ...placed.units };
  for (const [id, st] of Object.entries(o.off ?? {})) {
    units[id] = { ...blank(id), ...st, id };
  }
  const state: KbState = { ...placed, scenario, map: scenario === 'second-kharkov' ? 'KH' : 'KB', at: { turn: o.turn, stage: 'preparation', phase: 'weather' }, units, ...(o.state ?? {}) };
  return { data: { ctx, forces: loadScenarioForces(scenario, UNITS), trt: TRTS[scenario], tables: TABLES, entryAreas: entryAreasOn(scenario) }, state };
}

/** The scenario map's Entry Areas (17.0), with only the entry hexes this small test map has. */
function entryAreasOn(scenario: KbScenarioId): PrepData['entryAreas'] {
  const areas = KbBundleSchema.parse(bundleJson).maps[scenario === 'second-kharkov' ? 'KH' : 'KB'].entryAreas;
  return areas.map((a) => ({ ...a, hexes: a.hexes.filter((h) => MAP.has(h)) }));
}

/** A unit off the map as set-up leaves it (Operational, full strength). */
export function blank(id: string): KbUnitState {
  return freshUnit(id, UNITS.find((u) => u.id === id)?.steps ?? 1);
}

/** The data with the TRT's box for `turn` replaced by the test's own (the rulebook's "the TRT shows ..."). */
export function withBox(data: PrepData, box: Partial<TrtTurn> & { turn: number }): PrepData {
  const base: TrtTurn = { turn: box.turn, dates: 'test', weather: 'clear', air: { axis: 0, soviet: 0 }, airMud: { axis: 0, soviet: 0 }, supportPoints: 0, sovietReplacements: { mech: 0, nonMech: 0 } };
  return { ...data, trt: { ...data.trt, turns: [...data.trt.turns.filter((t) => t.turn !== box.turn), { ...base, ...box }] } };
}

/** The issues a refused input raised, as [path, code, rule]; fails when nothing was refused. */
export function issuesOf(f: () => unknown): [string, string, string | undefined][] {
  try {
    f();
  } catch (e) {
    if (e instanceof KbPrepError) return e.issues.map((i) => [describePath(i.path), i.code, i.rule]);
    throw e;
  }
  throw new Error('the input was not refused');
}
