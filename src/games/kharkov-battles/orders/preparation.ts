import { z } from 'zod';
import { KbHexSchema, KbUnitListSchema, KbUnitSchema } from './hex';

/** An Entry Area as printed on the map's edge: "S1", "B". */
const EntryAreaSchema = z.string().regex(/^[A-Z][A-Z0-9]{0,3}$/, { message: 'an Entry Area as printed, e.g. S1 or B' });

/** KB 5.3: an Axis Air Point for Interdiction on a road hex (A.2.b), one a hex. */
export const InterdictOrderSchema = z.strictObject({ interdict: z.strictObject({ hex: KbHexSchema }) });

/** KB 15.2: break an eligible German infantry division down into its regiments (A.4.a). */
export const BreakdownOrderSchema = z.strictObject({ breakdown: z.strictObject({ division: KbUnitSchema }) });

/** KB 15.22: three breakdown regiments stacked in `hex` reform into this division from the Breakdown Pool (A.4.a). */
export const RecombineOrderSchema = z.strictObject({ recombine: z.strictObject({ hex: KbHexSchema, division: KbUnitSchema }) });

/** KB 9.2: spend Support Points flipping this HQ to its Supported side (A.4.b). */
export const SupportOrderSchema = z.strictObject({ support: z.strictObject({ hq: KbUnitSchema }) });

/**
 * KB 9.32: the (at most three) divisions a supported PanzerKorps HQ gives full support this
 * turn. KB 20.2: the Second Kharkov XVII ArmeeKorps, both an ArmeeKorps and a PanzerKorps,
 * gives its ArmeeKorps support to `otherStack`, the hex of "one other German stack that is
 * within its primary range"; its `divisions` may then be left out (3 & 23 Panzer by default).
 * Chosen in the Mutual Maintenance Phase (9.0: no aspect of support changes outside it).
 */
export const PanzerKorpsOrderSchema = z.strictObject({
  panzerKorps: z
    .strictObject({
      hq: KbUnitSchema,
      divisions: KbUnitListSchema.refine((d) => d.length <= 3, { message: 'a PanzerKorps HQ supports at most three divisions', params: { code: 'too-many-divisions', rule: 'KB 9.32' } }).optional(),
      otherStack: KbHexSchema.optional(),
    })
    .refine((p) => p.divisions !== undefined || p.otherStack !== undefined, { message: 'name the divisions the HQ supports, or (the XVII ArmeeKorps) the other stack', params: { code: 'nothing-chosen', rule: 'KB 9.32' } }),
});

/**
 * KB 17.0: place a reinforcement of this turn in one of its Entry Areas (`area`, e.g. "S1"),
 * or its designated hex (`hex`), or, naming neither, the first the schedule lists; KB 17.12:
 * an area whose entry hexes are all blocked shifts to an adjacent open one a turn later
 * (A.5.a, A.5.b).
 */
export const ReinforceOrderSchema = z.strictObject({
  reinforce: z
    .strictObject({ unit: KbUnitSchema, area: EntryAreaSchema.optional(), hex: KbHexSchema.optional() })
    .refine((r) => r.area === undefined || r.hex === undefined, { message: 'a reinforcement is placed in an Entry Area or in its designated hex, not both', params: { code: 'area-and-hex', rule: 'KB 17.0' } }),
});

/**
 * KB 16.2: spend Replacement Points on a unit (A.5.c): rebuild it where it stands (16.21,
 * nothing else named), bring it from the Replacement Pool into a hex with an eligible HQ
 * (16.32, `hex`), or put this German infantry division from the Breakdown Pool in place
 * of the breakdown regiment `regiment` (16.34).
 */
export const ReplaceOrderSchema = z.strictObject({
  replace: z
    .strictObject({ unit: KbUnitSchema, hex: KbHexSchema.optional(), regiment: KbUnitSchema.optional() })
    .refine((r) => r.hex === undefined || r.regiment === undefined, { message: 'a unit returns either to a hex (16.32) or in place of a breakdown regiment (16.34), not both', params: { code: 'hex-and-regiment', rule: 'KB 16.3' } }),
});

/**
 * KB 16.33, 16.35: where a unit comes back from the TRT: "any friendly Entry Area or city
 * hex" (16.33), so exactly one of `area` (an Entry Area, e.g. "S1") and `hex` (a city hex).
 */
const ReturnToSchema = z
  .strictObject({ unit: KbUnitSchema, hex: KbHexSchema.optional(), area: EntryAreaSchema.optional() })
  .refine((r) => (r.hex === undefined) !== (r.area === undefined), {
    message: 'a returning unit is placed in a friendly Entry Area (`area`) or a friendly city hex (`hex`): name exactly one',
    params: { code: 'hex-or-area', rule: 'KB 16.33' },
  });

/** KB 16.33: return one HQ to the map (A.5.d), to a friendly Entry Area or city hex. */
export const ReturnHqOrderSchema = z.strictObject({ returnHq: ReturnToSchema });

/** KB 16.35: return an Axis silhouette unit to the map, up to three a turn (A.5.d), as an HQ returns (16.33). */
export const ReturnSilhouetteOrderSchema = z.strictObject({ returnSilhouette: ReturnToSchema });

/** KB 20.1: place one available Ersatz battalion in a friendly-owned town or city hex ('Operation Star'). */
export const ErsatzOrderSchema = z.strictObject({ ersatz: z.strictObject({ hex: KbHexSchema }) });
