import { z } from 'zod';
import type { MapData } from '../../../src/kernel/map/types';
import { CaucasusDisplaySchema, TerrainMarkSchema, type CaucasusDisplay } from '../../../src/games/campaign-to-stalingrad/data/caucasus-display';

const SourceSpace = z.object({
  id: z.string(),
  name: z.string(),
  vp: z.number().int().min(0),
  terrain: TerrainMarkSchema.optional(),
  /** The printed south-map hexes 47CC at the two ends of the Axis entry range (34.3). */
  axis: z.tuple([z.number().int(), z.number().int()]).optional(),
});
const Source = z.object({
  provenance: z.literal('reconstructed'),
  note: z.string(),
  terrain: z.record(TerrainMarkSchema, z.number().int()),
  caucasus: z.array(SourceSpace),
  blackSeaCoast: z.array(SourceSpace),
});

/** The south map's south edge, printed row 47 (the grid's last row). */
const SOUTH_EDGE_ROW = 47;

/** CtS 34.0: caucasus.yaml with the printed entry ranges read as the map's hex ids (S4737 is 6737). */
export function compileCaucasus(raw: unknown, map: MapData): CaucasusDisplay {
  const src = Source.parse(raw);
  const idOf = (printed: number): string => {
    const id = map.aliases[`S${printed}`];
    if (!id || !map.hexes[id]) throw new Error(`caucasus.yaml: ${printed} is not a south-map hex`);
    return id;
  };
  const edgeColumns = Object.keys(map.aliases)
    .filter((a) => a.startsWith(`S${SOUTH_EDGE_ROW}`) && a.length === 5)
    .map((a) => Number(a.slice(3)))
    .sort((a, b) => a - b);
  const range = ([a, b]: [number, number]): string[] => {
    const [lo, hi] = [Math.min(a, b) % 100, Math.max(a, b) % 100];
    return Array.from({ length: hi - lo + 1 }, (_, i) => idOf(SOUTH_EDGE_ROW * 100 + lo + i));
  };
  const space = (s: z.infer<typeof SourceSpace>) => ({ id: s.id, name: s.name, vp: s.vp, ...(s.terrain ? { terrain: s.terrain } : {}), ...(s.axis ? { axisHexes: range(s.axis) } : {}) });
  return CaucasusDisplaySchema.parse({
    provenance: src.provenance,
    note: src.note,
    terrain: src.terrain,
    southEdge: edgeColumns.map((c) => idOf(SOUTH_EDGE_ROW * 100 + c)),
    caucasus: src.caucasus.map(space),
    blackSeaCoast: src.blackSeaCoast.map(space),
  });
}
