import { parse } from 'yaml';
import { z } from 'zod';
import { type Face, UnitDef, UnitType, Nationality } from '../../../src/games/drive-on-stalingrad/data/schema';

/** units.yaml: groups of counters sharing their fields, one row per counter. */
const Extra = z.object({ id: z.string().optional(), name: z.string().optional(), note: z.string().optional() });
const Row = z.union([
  z.tuple([z.union([z.string(), z.number()]), z.string(), z.string()]),
  z.tuple([z.union([z.string(), z.number()]), z.string(), z.string(), z.string().nullable()]),
  z.tuple([z.union([z.string(), z.number()]), z.string(), z.string(), z.string().nullable(), Extra]),
]);
const GroupFields = z.object({
  nationality: Nationality,
  type: UnitType,
  mobility: z.enum(['mech', 'non-mech']),
  size: z.enum(['XX', 'XXX', 'XXXX']),
  steps: z.union([z.literal(1), z.literal(2)]),
  untried: z.boolean().optional(),
  id: z.string(),
  name: z.string(),
  note: z.string().optional(),
});
const Group = z.object({ of: GroupFields, rows: z.array(Row).min(1) });
const UnitsSource = z.object({
  provenance: z.enum(['printed', 'reconstructed']),
  note: z.string(),
  defaultNote: z.string(),
  groups: z.array(Group),
});

/** "9-9-12" / "1-?-5" -> Face (2.10, 2.11, 2.15). */
export function parseFace(text: string): Face {
  const m = /^(\d+|\?)-(\d+|\?)-(\d+)$/.exec(text);
  if (!m) throw new Error(`bad face "${text}": want attack-defense-movement, e.g. 6-6-6 or 1-?-5`);
  const factor = (s: string): number | '?' => (s === '?' ? '?' : Number(s));
  return { attack: factor(m[1]!), defense: factor(m[2]!), movement: Number(m[3]) };
}

/** 1 -> "1st", 12 -> "12th", 22 -> "22nd"; non-numbers unchanged. */
export function ordinal(d: string): string {
  if (!/^\d+$/.test(d)) return d;
  const n = Number(d);
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${d}${suffix}`;
}

/** units.yaml text -> every counter (DataBundle.units), ids checked unique. */
export function compileUnits(text: string): UnitDef[] {
  const src = UnitsSource.parse(parse(text));
  const out: UnitDef[] = [];
  const seen = new Set<string>();
  for (const { of: g, rows } of src.groups) {
    for (const row of rows) {
      const d = String(row[0]);
      const army = row[1] === '-' ? undefined : row[1];
      const reduced = row[3] ?? null;
      const extra = row[4] ?? {};
      const fill = (pattern: string): string =>
        pattern
          .replace('{army}-', army ? `${army.toLowerCase()}-` : '')
          .replace('{army}', army ?? '')
          .replace('{d}', d.toLowerCase())
          .replace('{ord}', ordinal(d));
      const unit: UnitDef = {
        id: extra.id ?? fill(g.id),
        designation: d,
        name: extra.name ?? fill(g.name).replace(/\{d\}/g, d),
        nationality: g.nationality,
        type: g.type,
        mobility: g.mobility,
        size: g.size,
        steps: g.steps,
        full: parseFace(row[2]),
        provenance: src.provenance,
      };
      if (reduced) unit.reduced = parseFace(reduced);
      if (g.untried) unit.untried = true;
      if (army) unit.army = army;
      unit.note = extra.note ?? g.note ?? src.defaultNote;
      if (g.steps === 2 && !unit.reduced) throw new Error(`${unit.id}: a two-step unit needs a reduced face (2.12)`);
      if (g.steps === 1 && unit.reduced) throw new Error(`${unit.id}: a one-step unit has no reduced face`);
      if (seen.has(unit.id)) throw new Error(`duplicate unit id ${unit.id}`);
      seen.add(unit.id);
      out.push(UnitDef.parse(unit));
    }
  }
  return out;
}
