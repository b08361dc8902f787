import { parse } from 'yaml';
import { z } from 'zod';
import { Provenance, ScenarioData } from '../../../src/games/drive-on-stalingrad/data/schema';
import type { MapData } from '../../../src/kernel/map/types';
import type { MapRegions } from '../map/generate';

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
  /** hex -> the units set up there. */
  setup: z.record(z.string().regex(/^\d{4}$/), z.array(z.string())),
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
export function compileScenario(text: string, map: MapData, regions: MapRegions): ScenarioData {
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
  const setup = Object.entries(src.setup)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .flatMap(([hex, units]) => units.map((unit) => ({ unit, hex })));
  const reinforcements = src.reinforcements.flatMap((r) =>
    r.units.map((unit) => {
      const out: ScenarioData['reinforcements'][number] = { unit, turn: r.turn, provenance: r.provenance };
      if (r.entry) out.entry = r.entry;
      if (r.note) out.note = r.note;
      return out;
    }),
  );
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
    provenance: src.provenance,
    note: src.note,
  });
}
