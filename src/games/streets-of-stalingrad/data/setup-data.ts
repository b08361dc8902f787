import { z } from 'zod';
import type { HexId } from '#kernel/ids';
import type { CounterId } from './counters';
import { FORMATION_LEVELS, SETUP_SCENARIOS, type FormationSetup, type ScenarioSetup, type SetupScenario, type SideSetup, type SosSetup } from './setup';

const Hex = z.string().regex(/^\d{4}$/) as unknown as z.ZodType<HexId>;
const Unit = z.string() as unknown as z.ZodType<CounterId>;
const HexList = z.array(Hex);

const FormationDataSchema = z.object({ level: z.enum(FORMATION_LEVELS), name: z.string(), frontLine: HexList, area: HexList, attached: z.array(Unit) }).strict();
const SideDataSchema = z.object({ formations: z.array(FormationDataSchema), hexes: HexList }).strict();
const ScenarioDataSchema = z
  .object({
    boundary: HexList,
    volga: HexList,
    sides: z.object({ german: SideDataSchema, soviet: SideDataSchema }).strict(),
    placement: z.object({ german: z.array(z.object({ unit: Unit, hex: Hex }).strict()), soviet: z.array(z.object({ unit: Unit, hex: Hex }).strict()) }).strict(),
  })
  .strict();

/**
 * The compiled set-up maps (data/setup.ts SosSetup) as the title's bundle carries them: each
 * set of hexes a sorted list. The compile step (scenarios/streets-of-stalingrad/compile/
 * setup.ts) made and checked them from setup.yaml.
 */
export const SetupDataSchema = z
  .object({ provenance: z.enum(['printed', 'reconstructed']), note: z.string(), scenarios: z.object({ 1: ScenarioDataSchema, 2: ScenarioDataSchema, 3: ScenarioDataSchema, 4: ScenarioDataSchema, 5: ScenarioDataSchema, 6: ScenarioDataSchema, 7: ScenarioDataSchema, 8: ScenarioDataSchema }).strict() })
  .strict();
export type SetupData = z.output<typeof SetupDataSchema>;

const sorted = (s: ReadonlySet<HexId>): HexId[] => [...s].sort();

/** The set-up maps as plain data, for the bundle. */
export function setupToData(s: SosSetup): SetupData {
  const side = (x: SideSetup) => ({
    formations: x.formations.map((f) => ({ level: f.level, name: f.name, frontLine: sorted(f.frontLine), area: sorted(f.area), attached: [...f.attached] })),
    hexes: sorted(x.hexes),
  });
  const scenario = (x: ScenarioSetup) => ({
    boundary: sorted(x.boundary),
    volga: sorted(x.volga),
    sides: { german: side(x.sides.german), soviet: side(x.sides.soviet) },
    placement: { german: x.placement.german.map((p) => ({ ...p })), soviet: x.placement.soviet.map((p) => ({ ...p })) },
  });
  const scenarios = Object.fromEntries(SETUP_SCENARIOS.map((n) => [n, scenario(s.scenarios[n])])) as Record<SetupScenario, ReturnType<typeof scenario>>;
  return { provenance: s.provenance, note: s.note, scenarios };
}

/** The set-up maps over their plain data (the bundle's), each list a set again. */
export function setupOf(d: SetupData): SosSetup {
  const side = (x: SetupData['scenarios'][1]['sides']['german']): SideSetup => ({
    formations: x.formations.map((f): FormationSetup => ({ level: f.level, name: f.name, frontLine: new Set(f.frontLine), area: new Set(f.area), attached: f.attached })),
    hexes: new Set(x.hexes),
  });
  const scenario = (n: SetupScenario): ScenarioSetup => {
    const x = d.scenarios[n];
    return { scenario: n, boundary: new Set(x.boundary), volga: new Set(x.volga), sides: { german: side(x.sides.german), soviet: side(x.sides.soviet) }, placement: x.placement };
  };
  return { provenance: d.provenance, note: d.note, scenarios: Object.fromEntries(SETUP_SCENARIOS.map((n) => [n, scenario(n)])) as Record<SetupScenario, ScenarioSetup> };
}
