import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';
import {
  KbForcesSchema,
  MECHANIZED_KINDS,
  SCENARIO_LETTER,
  type KbForces,
  type UnitKind,
} from '../../../src/games/kharkov-battles/data/units';
import type { KbScenarioId } from '../../../src/games/kharkov-battles/data/ids';

/** scenarios/kharkov-battles/ */
export const FORCES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The text of one source file of this folder. */
export const readForcesSource = (file: string): string => readFileSync(join(FORCES_DIR, file), 'utf8');

const SCENARIO_CODE: Record<string, KbScenarioId> = { S: 'operation-star', K: 'second-kharkov', L: 'third-kharkov' };

/** units.yaml: groups of rows sharing fields (see its header). */
const Row = z.tuple([z.union([z.string(), z.number()]), z.string(), z.string()]).rest(z.record(z.string(), z.unknown()));
const UnitsFileSchema = z.object({
  provenance: z.enum(['printed', 'reconstructed']),
  note: z.string(),
  markers: z.unknown(),
  groups: z.array(z.object({ of: z.record(z.string(), z.unknown()), rows: z.array(Row) })),
});

const ordinal = (d: string): string => {
  if (!/^\d+$/.test(d)) return d;
  const n = Number(d);
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${d}${suffix}`;
};
const fill = (pattern: string, d: string): string => pattern.replaceAll('{d}', d).replaceAll('{ord}', ordinal(d));
const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** "A-10" (Rating-MPA), "3-6" (Strength-MPA) or, for an HQ, "4-8" (Command Range-MPA) (KB 2.6, 3.0). */
function values(kind: UnitKind, s: string, where: string): Record<string, unknown> {
  const m = /^([A-E]|\d+)-(\d+)$/.exec(s);
  if (!m) throw new Error(`${where}: values "${s}" are not Rating-MPA, Strength-MPA or Range-MPA`);
  const [, left, mpa] = m as unknown as [string, string, string];
  if (kind === 'hq') {
    if (!/^\d+$/.test(left)) throw new Error(`${where}: an HQ prints Command Range - MPA (3.0)`);
    return { range: Number(left), mpa: Number(mpa) };
  }
  return /^\d+$/.test(left) ? { strength: Number(left), mpa: Number(mpa) } : { rating: left, mpa: Number(mpa) };
}

function arrival(a: unknown, where: string): { turn: number; asterisk: boolean } | undefined {
  if (a === undefined) return undefined;
  const m = /^(\d+)(\*?)$/.exec(String(a));
  if (!m) throw new Error(`${where}: arrive "${String(a)}" is not a turn, optionally with an asterisk`);
  return { turn: Number(m[1]), asterisk: m[2] === '*' };
}

/** KB 2.7, 2.72, 13.11, 9.4, 16.31: the reverse side a counter shows unless the row says otherwise. */
function defaultReverse(u: { kind: UnitKind; side: string; steps: number }): string {
  if (u.kind === 'hq') return u.side === 'axis' ? 'unsupported' : 'uncommitted';
  return u.steps > 1 ? 'cadre' : 'blank';
}

/** Expands units.yaml (text) into one checked counter each; throws on a duplicate id or a bad row. */
export function compileUnits(source: string): KbForces {
  const file = UnitsFileSchema.parse(parse(source));
  const units: unknown[] = [];
  const seen = new Set<string>();
  for (const g of file.groups) {
    for (const row of g.rows) {
      const [designation, colour, vals, extra = {}] = row as [string | number, string, string, Record<string, unknown>?];
      const d = String(designation);
      const { id: idPattern, name: namePattern, scen, arrive, hq: sharedHq, ...shared } = { ...g.of, ...extra } as Record<string, unknown>;
      const where = `units.yaml ${d}`;
      const kind = shared.kind as UnitKind;
      const side = shared.side as string;
      const vs = values(kind, vals, where);
      const scenarios = ((scen ?? []) as string[]).map((c) => {
        const id = SCENARIO_CODE[c];
        if (!id) throw new Error(`${where}: scenario code "${c}" is not S, K or L`);
        return id;
      });
      const steps = (shared.steps as number | undefined) ?? 1;
      const unit = {
        ...shared,
        id: idPattern ? fill(String(idPattern), slug(d)) : slug(d),
        designation: d,
        name: namePattern ? fill(String(namePattern), d) : d,
        colour,
        class: MECHANIZED_KINDS.includes(kind) ? 'mechanized' : 'non-mechanized',
        steps,
        zoc: shared.zoc ?? false,
        reverse: shared.reverse ?? defaultReverse({ kind, side, steps }),
        scenarios,
        letters: scenarios.map((s) => SCENARIO_LETTER[s]).filter((l) => l !== null),
        arrival: arrival(arrive, where),
        ...(kind === 'hq' ? { hq: { ...(sharedHq as object), range: vs.range } } : {}),
        rating: vs.rating,
        strength: vs.strength,
        mpa: vs.mpa,
      };
      const id = unit.id;
      if (seen.has(id)) throw new Error(`${where}: unit id ${id} is used twice`);
      seen.add(id);
      units.push(unit);
    }
  }
  return KbForcesSchema.parse({ provenance: file.provenance, note: file.note, units, markers: file.markers });
}

/** The counter mix of scenarios/kharkov-battles/units.yaml. */
export const loadUnits = (): KbForces => compileUnits(readForcesSource('units.yaml'));
