import { z } from 'zod';
import { AirTablesSchema, AirUnitSpecSchema, SideSchema, type AirTables, type AirUnitSpec } from '../../../src/games/campaign-to-stalingrad/data/schema';

/** air.yaml: the air units (23.1) and the Air Reinforcement Schedule by scenario (23.14). */
const AirFileSchema = z.object({
  provenance: z.enum(['printed', 'reconstructed']),
  note: z.string(),
  units: z.array(AirUnitSpecSchema),
  reinforcements: z.record(z.string(), z.array(z.object({ turn: z.number().int(), side: SideSchema, units: z.array(z.string()) }))).default({}),
});

export interface CompiledAir {
  units: AirUnitSpec[];
  reinforcements: Record<string, { turn: number; side: 'axis' | 'soviet'; units: string[] }[]>;
}

/** Checks air.yaml: unique ids, every scheduled unit known and of the side it arrives for. */
export function compileAir(yaml: unknown): CompiledAir {
  const file = AirFileSchema.parse(yaml);
  const byId = new Map<string, AirUnitSpec>();
  for (const u of file.units) {
    if (byId.has(u.id)) throw new Error(`air unit id ${u.id} is used twice`);
    byId.set(u.id, u);
  }
  for (const [scenario, list] of Object.entries(file.reinforcements)) {
    for (const r of list) for (const id of r.units) if (byId.get(id)?.side !== r.side) throw new Error(`${scenario}: air reinforcement ${id} is not an ${r.side} air unit of air.yaml`);
  }
  return { units: file.units, reinforcements: file.reinforcements };
}

/** The `air` part of tables.yaml (23.9, 23.15, 23.16): every column has eleven results (2-12). */
export function compileAirTables(yaml: unknown): AirTables {
  const t = AirTablesSchema.parse((yaml as { air?: unknown }).air);
  for (const c of t.airToAir.columns) if (!t.airToAir.results[String(c)]) throw new Error(`tables.yaml air.airToAir: no results for column ${c}`);
  return t;
}
