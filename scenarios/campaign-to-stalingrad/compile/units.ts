import { z } from 'zod';
import { UnitSpecSchema, type UnitSpec } from '../../../src/games/campaign-to-stalingrad/data/schema';

/** units.yaml: groups of rows sharing fields (see its header). */
const Row = z.tuple([z.union([z.string(), z.number()]), z.string(), z.array(z.string()).min(1)]).rest(z.record(z.string(), z.unknown()));
const UnitsFileSchema = z.object({
  provenance: z.enum(['printed', 'reconstructed']),
  note: z.string(),
  groups: z.array(z.object({ of: z.record(z.string(), z.unknown()), rows: z.array(Row) })),
});

const ORD = (d: string): string => {
  if (!/^\d+$/.test(d)) return d;
  const n = Number(d);
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${d}${suffix}`;
};

function fill(pattern: string, d: string): string {
  return pattern.replaceAll('{d}', d).replaceAll('{ord}', ORD(d));
}

function face(s: string): { attack: number; defense: number; move: number } {
  const m = /^(\d+)-(\d+)-(\d+)$/.exec(s);
  if (!m) throw new Error(`face "${s}" is not attack-defense-movement`);
  return { attack: Number(m[1]), defense: Number(m[2]), move: Number(m[3]) };
}

/** Expands units.yaml into one spec per counter; throws on a duplicate id or a bad row. */
export function compileUnits(yaml: unknown): UnitSpec[] {
  const file = UnitsFileSchema.parse(yaml);
  const out: UnitSpec[] = [];
  const seen = new Set<string>();
  for (const g of file.groups) {
    for (const row of g.rows) {
      const [designation, army, faces, extra = {}] = row as [string | number, string, string[], Record<string, unknown>?];
      const d = String(designation);
      const { id: idPattern, name: namePattern, ...shared } = g.of as { id: string; name: string };
      const spec = UnitSpecSchema.parse({
        ...shared,
        id: fill(String((extra as { id?: string }).id ?? idPattern), d),
        name: fill(String((extra as { name?: string }).name ?? namePattern), d),
        army,
        faces: faces.map(face),
        ...Object.fromEntries(Object.entries(extra).filter(([k]) => k !== 'id' && k !== 'name' && k !== 'mobileSide')),
        // 28.1: an Artillery Division's mobile side, "attack-defense-movement"
        ...(typeof extra.mobileSide === 'string' ? { mobileSide: face(extra.mobileSide) } : {}),
      });
      if (seen.has(spec.id)) throw new Error(`unit id ${spec.id} is used twice`);
      seen.add(spec.id);
      out.push(spec);
    }
  }
  return out;
}
