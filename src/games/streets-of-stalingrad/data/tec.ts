import { z } from 'zod';

/**
 * The Terrain Effects Chart (TEC) of Streets of Stalingrad as data (tables.yaml `tec`). The
 * printed chart is not in the rulebook text, so the file's chart is reconstructed; every
 * fact the text states about a terrain is a field here, and compile/tec.ts holds the chart
 * to them (7.1-7.4, 6.2, 8.11-8.14, 8.67, 9.33, 9.84, 9.87-9.883, 10.2, 17.12, Appendices).
 */

/** Every terrain the rules name: the map's hex colours (data/los-map.ts), its reliefs, and roads and railroads. */
export const TEC_TERRAINS = [
  'clear', 'city', 'industrial', 'strong-point', 'balka', 'cliff', 'forest', 'suburb', 'tartar-wall',
  'railroad', 'road', 'cemetery', 'hill-top', 'slope', 'volga',
] as const;
export type TecTerrain = (typeof TEC_TERRAINS)[number];

/** Features drawn along a hexside that a step may cross (8.12, 8.62, Appendices A and B). */
export const TEC_HEXSIDES = ['balka', 'tartar-wall', 'railroad-cut', 'embankment', 'volga'] as const;
export type TecHexside = (typeof TEC_HEXSIDES)[number];

/** What lets a vehicle cross a blocking hexside feature (8.12; Appendix B: "roads, railroads, and/or breaks"; 17.12 bridges). */
export const TEC_CROSSINGS = ['road', 'railroad', 'bridge', 'break'] as const;
export type TecCrossing = (typeof TEC_CROSSINGS)[number];

/** A movement class's MP: foot (MP 8, and dismounted units, 8.72) and vehicles (MP 12 or higher, 8.12). */
const Mp = z.number().nonnegative();
const ClassMp = z.object({ foot: Mp, vehicle: Mp }).strict();

export const TecTerrainSchema = z
  .object({
    /** MP to enter the hex; null: no cost of its own (the Volga: a crossing costs half the MP, 8.44, 8.64). */
    mp: ClassMp.nullable(),
    /** The rate when the step follows this road or railroad into the hex (8.14); only road and railroad have one. */
    alongRate: ClassMp.optional(),
    /** The TEC modifier to an attack on units in the hex (9.71; not to defensive fire, 9.72, nor the WBBT, 14.6). */
    drm: z.number().int(),
    /** Vehicles (MP 12 or higher) in the hex get the modifier (8.13 and 8.67: not on a balka or cliff). */
    vehiclesGetDrm: z.boolean(),
    /** "H" on the TEC (7.2): every unit, infantry and dismounted infantry only (balka/cliff), or none. */
    hidden: z.enum(['all', 'foot', 'none']),
    /** Counts as a clear hex when it has no other terrain (7.1, 7.4, 11.4). */
    clearForVisibility: z.boolean(),
    /** 9.33: always, never, only when the LOS cuts across the feature, or not through two hexsides (hill top). */
    blocksLos: z.enum(['always', 'never', 'across-feature', 'two-hexsides']),
    /** A ZOC extends into the hex (6.2). */
    zocInto: z.boolean(),
    /** What a CRT "P" does to units there (9.84). */
    pResult: z.enum(['pinned', 'spent']),
    /** After an attack's P (9.87-9.883): must retreat, may choose to stay and lose one unit (9.88), no retreat, or back to the East Bank box (8.70). */
    afterP: z.enum(['retreat', 'retreat-or-lose-one', 'stay', 'back-to-box']),
    /** May be the target of a breakthrough attack (10.2): yes, no, or only when the move or attack does not cross the feature. */
    breakthroughTarget: z.enum(['yes', 'no', 'not-across']),
    /** Road movement may be used through the hex (8.11: not through city or industrial/fortified hexes). */
    roadMovement: z.boolean(),
    /** Who may enter (8.41, 8.62: only Soviet units enter a full Volga hex). */
    enter: z.enum(['all', 'soviet']),
    rule: z.string().regex(/^SoS \d/, 'a rule reference starts "SoS <number>"'),
  })
  .strict();
export type TecTerrainEntry = z.infer<typeof TecTerrainSchema>;

export const TecHexsideSchema = z
  .object({
    /** MP added to the step for crossing it (foot, and vehicles where they may cross). */
    extraMp: ClassMp,
    /** Vehicles may cross only where one of these crosses the feature; null: vehicles cross freely. */
    vehiclesOnlyBy: z.array(z.enum(TEC_CROSSINGS)).min(1).nullable(),
    /** Only Soviet units may cross (8.62: a solid blue hexside). */
    sovietOnly: z.boolean(),
    rule: z.string().regex(/^SoS \d/, 'a rule reference starts "SoS <number>"'),
  })
  .strict();
export type TecHexsideEntry = z.infer<typeof TecHexsideSchema>;

export const TecSchema = z
  .object({
    provenance: z.enum(['transcribed', 'reconstructed']),
    note: z.string().min(1),
    rule: z.string().regex(/^SoS \d/, 'a rule reference starts "SoS <number>"'),
    /** One entry per terrain the rules name (compile/tec.ts checks the list). */
    terrain: z.record(z.string(), TecTerrainSchema),
    hexsides: z.record(z.string(), TecHexsideSchema),
    /** 17.12: crossing a balka over a bridge unit costs 1 MP, "not at the road movement rate". */
    bridgeMp: Mp,
  })
  .strict();
export type Tec = z.infer<typeof TecSchema>;

/** The entry of a terrain the compile step has checked is there. */
export const tecTerrain = (tec: Tec, t: TecTerrain): TecTerrainEntry => tec.terrain[t]!;
/** The entry of a hexside feature the compile step has checked is there. */
export const tecHexside = (tec: Tec, h: TecHexside): TecHexsideEntry => tec.hexsides[h]!;
