import { parse } from 'yaml';
import { z } from 'zod';
import { ScenarioForcesSchema, type ScenarioForces } from '../../../src/games/kharkov-battles/data/setup';
import { PrintedHexSchema, rowOf, type KbScenarioId } from '../../../src/games/kharkov-battles/data/ids';
import type { UnitDef } from '../../../src/games/kharkov-battles/data/units';
import { loadUnits, readForcesSource } from './units';

/** The source file of each scenario's forces. */
export const SCENARIO_FORCES_FILES: Record<KbScenarioId, string> = {
  'operation-star': 'operation-star.yaml',
  'second-kharkov': 'second-kharkov.yaml',
  'third-kharkov': 'third-kharkov.yaml',
};

const OffMapBox = z.enum(['replacement-pool', 'breakdown-pool', 'reinforcement-chart']);
const ScenarioFileSchema = z.looseObject({
  setup: z.array(z.tuple([PrintedHexSchema, z.array(z.string()).min(1)])),
  offMap: z.partialRecord(OffMapBox, z.array(z.string())).default({}),
});

/**
 * Compiles one scenario's forces file (text) against the counter mix: expands the set-up rows
 * into one placement per unit and checks every reference. Throws, naming the file and unit,
 * when a unit is unknown, not one of the scenario's counters (3.0), placed twice, set up on the
 * other map, or outside the scenario's rows in play (20.3).
 */
export function compileScenarioForces(source: string, units: readonly UnitDef[]): ScenarioForces {
  const raw = ScenarioFileSchema.parse(parse(source));
  const { setup: rows, offMap, ...rest } = raw;
  const placements = [
    ...rows.flatMap(([hex, ids]) => ids.map((unit) => ({ unit, hex }))),
    ...Object.entries(offMap).flatMap(([box, ids]) => (ids ?? []).map((unit) => ({ unit, box }))),
  ];
  const forces = ScenarioForcesSchema.parse({ ...rest, setup: placements });
  const where = SCENARIO_FORCES_FILES[forces.scenario];
  const byId = new Map(units.map((u) => [u.id, u]));
  const seen = new Set<string>();
  const check = (id: string, what: string): void => {
    const u = byId.get(id);
    if (!u) throw new Error(`${where}: ${what}: unit ${id} is not in units.yaml`);
    if (!u.scenarios.includes(forces.scenario)) throw new Error(`${where}: ${what}: ${id} is not a counter of ${forces.scenario} (3.0)`);
  };
  const once = (id: string, what: string): void => {
    check(id, what);
    if (seen.has(id)) throw new Error(`${where}: ${what}: ${id} appears twice`);
    seen.add(id);
  };
  for (const p of forces.setup) {
    once(p.unit, 'setup');
    if (p.hex !== undefined) {
      if (!p.hex.startsWith(forces.map)) throw new Error(`${where}: setup: ${p.unit} at ${p.hex} is not on the ${forces.map} map`);
      const row = rowOf(p.hex);
      if (forces.playRows && (row < forces.playRows[0] || row > forces.playRows[1])) {
        throw new Error(`${where}: setup: ${p.unit} at ${p.hex} is out of play (rows ${forces.playRows.join('-')}, 20.3)`);
      }
    }
  }
  for (const r of forces.reinforcements) for (const id of r.units) once(id, `turn ${r.turn} reinforcements`);
  for (const w of forces.withdrawals) for (const id of w.units) check(id, `turn ${w.turn} withdrawals`);
  for (const id of [...forces.support.alwaysSupported, ...forces.support.neverSupported, ...forces.noBreakdown]) check(id, 'scenario rules');
  for (const f of forces.support.fullSupport) for (const id of f.units) check(id, `turn ${f.turn} full support`);
  return forces;
}

/** One scenario's forces from its file in scenarios/kharkov-battles/. */
export const loadScenarioForces = (scenario: KbScenarioId, units: readonly UnitDef[] = loadUnits().units): ScenarioForces =>
  compileScenarioForces(readForcesSource(SCENARIO_FORCES_FILES[scenario]), units);
