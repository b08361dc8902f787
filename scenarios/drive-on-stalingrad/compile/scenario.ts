import { parse } from 'yaml';
import { z } from 'zod';
import { FrontLine, Withdrawal } from '../../../src/games/drive-on-stalingrad/data/arrival-schema';
import { Provenance, ScenarioData, type UnitDef } from '../../../src/games/drive-on-stalingrad/data/schema';
import { ScenarioRuleFields } from '../../../src/games/drive-on-stalingrad/data/scenario-rules-schema';
import type { MapData } from '../../../src/kernel/map/types';
import type { MapRegions } from '../map/generate';
import { compileSetup, SetupSource } from './setup';

/** "map" = take it from the map source (start line, army areas, control, VP hexes). */
const FromMap = z.literal('map');
const Hexes = z.array(z.string().regex(/^\d{4}$/));

const ScenarioSource = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  turns: z.number().int().min(1),
  firstSide: z.enum(['german', 'soviet']),
  startLine: z.union([FromMap, Hexes]),
  control: z.union([FromMap, z.object({ german: Hexes, soviet: Hexes })]),
  armyAreas: z.union([FromMap, z.record(z.string(), Hexes)]),
  armyRelease: z.record(z.string(), z.number().int().min(1)),
  vpHexes: z.union([FromMap, Hexes]),
  vpToWin: z.number().int(),
  suddenDeath: Hexes,
  /** hex -> the units set up there, or army -> hex -> units (setup.ts). */
  setup: SetupSource,
  frontLine: FrontLine.optional(),
  reserveArmies: z.record(z.string(), z.string().regex(/^\d{4}$/)).optional(),
  /** `pool: unscheduled-rifle` = every Soviet rifle division neither set up nor scheduled (8.5). */
  southReinforcements: z
    .object({ gate: z.string(), total: z.number().int(), perTurn: z.number().int(), pool: z.union([z.literal('unscheduled-rifle'), z.array(z.string())]) })
    .optional(),
  donCrossing: z.boolean().optional(),
  withdrawal: Withdrawal.optional(),
  specialRules: ScenarioData.shape.specialRules,
  playerSetup: ScenarioData.shape.playerSetup,
  startDate: ScenarioData.shape.startDate,
  ...ScenarioRuleFields,
  reinforcements: z.array(
    z.object({
      turn: z.number().int().min(1),
      units: z.array(z.string()).min(1),
      entry: Hexes.optional(),
      provenance: Provenance,
      note: z.string().optional(),
    }),
  ),
  provenance: Provenance,
  note: z.string(),
});

/** A scenario YAML text -> ScenarioData, filling the "map" items from the generated map. */
export function compileScenario(text: string, map: MapData, regions: MapRegions, units: readonly UnitDef[] = []): ScenarioData {
  const src = ScenarioSource.parse(parse(text));
  const line = regions.startLines[src.id];
  const need = <T>(what: string, v: T | undefined): T => {
    if (v === undefined) throw new Error(`${src.id}: the map source has no ${what} for this scenario`);
    return v;
  };
  const startLine = src.startLine === 'map' ? need('start line', line).startLine : src.startLine;
  const control =
    src.control === 'map' ? { german: need('start line', line).german, soviet: need('start line', line).soviet } : src.control;
  const armyAreas = src.armyAreas === 'map' ? regions.armyAreas : src.armyAreas;
  const vpHexes =
    src.vpHexes === 'map'
      ? Object.keys(map.hexes).filter((h) => map.hexes[h]?.features?.includes('vp')).sort()
      : src.vpHexes;
  const setup = compileSetup(src.setup);
  const reinforcements = src.reinforcements.flatMap((r) =>
    r.units.map((unit) => {
      const out: ScenarioData['reinforcements'][number] = { unit, turn: r.turn, provenance: r.provenance };
      if (r.entry) out.entry = r.entry;
      if (r.note) out.note = r.note;
      return out;
    }),
  );
  const arrivals = arrivalRules(src, setup, reinforcements, units);
  return ScenarioData.parse({
    id: src.id,
    name: src.name,
    description: src.description,
    turns: src.turns,
    firstSide: src.firstSide,
    control,
    startLine,
    setup,
    armyAreas,
    armyRelease: src.armyRelease,
    vpHexes,
    vpToWin: src.vpToWin,
    suddenDeath: src.suddenDeath,
    reinforcements,
    ...arrivals,
    ...(src.specialRules ? { specialRules: src.specialRules } : {}),
    ...(src.playerSetup ? { playerSetup: src.playerSetup } : {}),
    ...(src.startDate ? { startDate: src.startDate } : {}),
    ...scenarioRules(src),
    provenance: src.provenance,
    note: src.note,
  });
}

/** The optional arrival and activation rules (3.2, 8.4-8.7), the 8.5 pool resolved. */
function arrivalRules(
  src: z.infer<typeof ScenarioSource>,
  setup: { unit: string }[],
  reinforcements: { unit: string }[],
  units: readonly UnitDef[],
): Partial<ScenarioData> {
  const out: Partial<ScenarioData> = {};
  if (src.frontLine) out.frontLine = src.frontLine;
  if (src.reserveArmies) out.reserveArmies = src.reserveArmies;
  if (src.donCrossing !== undefined) out.donCrossing = src.donCrossing;
  if (src.withdrawal) out.withdrawal = src.withdrawal;
  const south = src.southReinforcements;
  if (south) {
    const committed = new Set([...setup, ...reinforcements].map((x) => x.unit));
    const pool =
      south.pool === 'unscheduled-rifle'
        ? units.filter((u) => u.nationality === 'soviet' && u.type === 'rifle' && !committed.has(u.id)).map((u) => u.id).sort()
        : south.pool;
    out.southReinforcements = { ...south, pool };
  }
  return out;
}

/** The optional scenario-rule fields (scenario-rules-schema.ts), copied when present. */
function scenarioRules(src: z.infer<typeof ScenarioSource>): Partial<ScenarioData> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(ScenarioRuleFields) as (keyof typeof ScenarioRuleFields)[]) {
    if (src[key] !== undefined) out[key] = src[key];
  }
  return out as Partial<ScenarioData>;
}
