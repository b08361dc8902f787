import { z } from 'zod';
import { createGrid } from '#kernel/hex/grid';
import { hexsideKey } from '#kernel/hex/hexside';
import type { HexId } from '#kernel/ids';
import { GridSpecSchema } from '#kernel/map/schema';
import { BLOCKING_KINDS, OPEN_KINDS, type DrawnFeature } from '#kernel/los/features';
import type { LosOverride, LosTerrainData } from '#kernel/los/model';
import { inchesToHexUnits, RULEBOOK_TOLERANCE_INCHES } from '#kernel/los/tolerance';

/**
 * The Streets of Stalingrad line-of-sight map source (scenarios/streets-of-stalingrad/map):
 * per hex its colour (terrain: movement and combat, never LOS), relief and the features
 * drawn in it; features along hexsides; per-pair rulings, a club's, or a rule's for one
 * kind of viewer (14.25: the OP unit on 1039). Hex labels are the four printed digits (CCRR).
 */
const LABEL_MESSAGE = 'a hex label is four digits, as printed (CCRR)';
const Label = z.string().regex(/^\d{4}$/, LABEL_MESSAGE);
const Xy = z.tuple([z.number().finite(), z.number().finite()]);
/** Within a hex of size 1 (centre to corner); a point beyond is a typing slip. */
const LocalXy = Xy.refine(([x, y]) => Math.hypot(x, y) <= 1 + 1e-9, 'a point of a hex feature lies within the hex (|x, y| <= 1)');

export const SOS_TERRAIN = [
  'clear', 'city', 'industrial', 'suburb', 'forest', 'strong-point', 'balka', 'tartar-wall', 'cliff',
  'hill-top', 'cemetery', 'volga',
] as const;

const KindSchema = z.enum([...BLOCKING_KINDS, ...OPEN_KINDS]);

const FeatureSchema = z
  .object({ kind: KindSchema, area: z.array(LocalXy).min(3).optional(), line: z.array(LocalXy).min(2).optional() })
  .strict()
  .refine((f) => !(f.area && f.line), 'a feature is an area or a line, not both')
  .transform((f): DrawnFeature => {
    const pts = (xs: [number, number][]) => xs.map(([x, y]) => ({ x, y }));
    if (f.line) return { kind: f.kind, shape: 'line', points: pts(f.line) };
    return f.area ? { kind: f.kind, shape: 'area', points: pts(f.area) } : { kind: f.kind, shape: 'area' };
  });

const HexSchema = z
  .object({
    terrain: z.enum(SOS_TERRAIN),
    relief: z.enum(['hill-top', 'slope-top', 'slope']).optional(),
    /** Printed height of a hill top in metres (14.26); reports only. */
    height: z.number().positive().optional(),
    name: z.string().optional(),
    features: z.array(FeatureSchema).optional(),
    /** What the fact was fitted to, for reconstructed data. */
    note: z.string().min(1),
  })
  .strict();

/**
 * Whom a ruling is for (kernel/los/model.ts `LosOverride.only`): a purpose, and optionally
 * the viewer; an OP unit only spots (2.25: no AF or DF).
 */
const OnlySchema = z
  .object({ purpose: z.enum(['fire', 'spot']), viewer: z.enum(['op', 'non-op']).optional() })
  .strict()
  .refine((o) => o.viewer !== 'op' || o.purpose === 'spot', {
    message: 'an OP unit has no AF or DF and never fires (SoS 2.25): an override for an OP viewer is for spotting (purpose: spot)',
    path: ['purpose'],
  });

const OverrideSchema = z
  .object({ between: z.tuple([Label, Label]), los: z.enum(['clear', 'blocked']), only: OnlySchema.optional(), note: z.string().min(1) })
  .strict()
  .refine((o) => o.between[0] !== o.between[1], { message: 'an override joins two different hexes', path: ['between'] });

export const SosLosMapSchema = z
  .object({
    provenance: z.enum(['printed', 'reconstructed']),
    note: z.string().min(1),
    /** Printed width of a hex across the flats, inches: turns 9.34's 1/16 inch into hex units. */
    hexWidthInches: z.number().positive(),
    hexWidthNote: z.string().min(1),
    grid: GridSpecSchema,
    hexes: z.record(z.string(), HexSchema),
    hexsides: z.record(z.string(), z.object({ features: z.array(KindSchema).min(1), note: z.string().min(1) }).strict()),
    overrides: z.array(OverrideSchema),
  })
  .strict()
  .superRefine((m, ctx) => {
    const grid = createGrid(m.grid);
    for (const h of Object.keys(m.hexes)) {
      if (!/^\d{4}$/.test(h)) ctx.addIssue({ code: 'custom', path: ['hexes', h], message: LABEL_MESSAGE });
      else if (!grid.parse(h)) ctx.addIssue({ code: 'custom', path: ['hexes', h], message: `hex "${h}" is not on the grid` });
    }
    for (const key of Object.keys(m.hexsides)) {
      const [a, b, extra] = key.split('|');
      const ok = a && b && extra === undefined && grid.parse(a) && grid.parse(b) && grid.direction(a as HexId, b as HexId) !== null
        && hexsideKey(a as HexId, b as HexId) === key;
      if (!ok) ctx.addIssue({ code: 'custom', path: ['hexsides', key], message: `hexside "${key}" is not two adjacent hexes, lower first, joined by "|"` });
    }
    const seen = new Set<string>();
    m.overrides.forEach((o, i) => {
      const key = hexsideKey(o.between[0] as HexId, o.between[1] as HexId);
      for (const h of o.between) {
        if (!grid.parse(h)) ctx.addIssue({ code: 'custom', path: ['overrides', i, 'between'], message: `hex "${h}" is not on the grid` });
      }
      const [a, b] = o.between as [HexId, HexId];
      if (grid.parse(a) && grid.parse(b) && grid.distance(a, b) === 1) {
        ctx.addIssue({ code: 'custom', path: ['overrides', i, 'between'], message: `adjacent hexes ${a} and ${b} always see each other (SoS 9.37): an override between them is never read` });
      }
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['overrides', i], message: `a second override for ${key}` });
      seen.add(key);
    });
  });

export type SosLosMap = z.output<typeof SosLosMapSchema>;

/** The kernel's line-of-sight terrain (kernel/los/model.ts) of a parsed map source. */
export function losTerrainData(m: SosLosMap): LosTerrainData {
  const overrides: Record<string, LosOverride> = {};
  for (const o of m.overrides) {
    overrides[hexsideKey(o.between[0] as HexId, o.between[1] as HexId)] = o.only ? { los: o.los, note: o.note, only: o.only } : { los: o.los, note: o.note };
  }
  const hexsides: Record<string, DrawnFeature['kind'][]> = {};
  for (const [key, side] of Object.entries(m.hexsides)) hexsides[key] = side.features;
  return {
    grid: m.grid,
    tolerance: inchesToHexUnits(RULEBOOK_TOLERANCE_INCHES, m.hexWidthInches), // SoS 9.34
    hexes: Object.fromEntries(Object.entries(m.hexes).map(([h, x]) => [h, { features: x.features, relief: x.relief }])),
    hexsides,
    overrides,
  };
}
