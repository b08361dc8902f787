import { z } from 'zod';
import { whenParsed } from '#kernel/engine/when-parsed';
import { airPoints } from './checks';
import { bareHex as bare, KbHexSchema, KbPathSchema, KbUnitSchema } from './hex';

/** How deep `then`/`else` branches may nest (an assault in a branch of an assault in a branch …). */
export const MAX_BRANCH_DEPTH = 3;

/**
 * KB 10.2, 10.3, 10.56, 11.1: move one unit along the hexes it enters. `strategic: true`
 * for Strategic Movement (10.3: no other movement for the unit this phase);
 * `infiltrate: true` for Mobile Infiltration, a One-Hex Tactical Movement from EZOC to EZOC
 * (10.56, 11.1). `ifBlocked` says what happens when a hex of the path can no longer be
 * entered when the order's turn comes: `skip` (the default) skips the whole order,
 * `stop` moves the unit as far as the path stays legal and reports where it stopped.
 */
export const MoveBodySchema = z
  .strictObject({
    unit: KbUnitSchema,
    path: KbPathSchema,
    strategic: z.literal(true).optional(),
    infiltrate: z.literal(true).optional(),
    ifBlocked: z.enum(['skip', 'stop']).optional(),
  })
  .superRefine((m, ctx) => {
    if (m.strategic && m.infiltrate) ctx.addIssue({ code: 'custom', path: ['infiltrate'], message: 'Mobile Infiltration is a Tactical Movement; a unit may not use both Tactical and Strategic Movement in one phase', params: { code: 'strategic-infiltration', rule: 'KB 10.31' } });
    if (m.infiltrate && m.path.length !== 1) ctx.addIssue({ code: 'custom', path: ['path'], message: 'Mobile Infiltration moves the unit one hex (a One-Hex Tactical Movement)', params: { code: 'infiltration-one-hex', rule: 'KB 11.1' } });
  }, { when: whenParsed('path', 'strategic', 'infiltrate') });

/** A movement order as parsed, its branches included (the schemas below build it level by level). */
export type KbMovementOrder = { move: z.infer<typeof MoveBodySchema> } | { assault: AssaultBody } | { overrun: OverrunBody };
export interface AssaultBody {
  unit: string;
  path?: string[];
  target: string;
  air?: number;
  retreat?: string[];
  then?: KbMovementOrder[];
  else?: KbMovementOrder[];
}
export interface OverrunBody {
  unit: string;
  path: string[];
  target: string;
  then?: KbMovementOrder[];
  else?: KbMovementOrder[];
}

type Branch = z.ZodType<KbMovementOrder[] | undefined>;

/** A branch at the deepest level: refused with its own code rather than as an unknown key. */
const tooDeep: Branch = z
  .unknown()
  .superRefine((v, ctx) => {
    if (v !== undefined) ctx.addIssue({ code: 'custom', message: `conditional orders nest at most ${MAX_BRANCH_DEPTH} deep`, params: { code: 'branches-too-deep' } });
  })
  .optional() as Branch;

const branchesBelow = new Map<number, Branch>();
/** The `then`/`else` list at this depth: movement orders, run in order, themselves conditional one level less. */
function branch(depth: number): Branch {
  if (depth <= 0) return tooDeep;
  let b = branchesBelow.get(depth);
  if (!b) branchesBelow.set(depth, (b = z.array(movementOrderSchema(depth - 1)).min(1).optional() as Branch));
  return b;
}

/**
 * KB 11.2 Mobile Assault, made during the unit's Tactical Movement: first along `path`
 * (optional: the hexes entered before the assault), then against the adjacent `target`
 * hex, committing `air` (0 or 1, 5.21). `retreat` is the path the attacker gives the
 * defenders' compulsory three-hex retreat (11.26: the attacking player conducts it, by the
 * normal retreat rules, toward the defenders' supply source, 12.72), taken as far as it
 * stays legal and completed by the default (the attacker told when it is not followed whole). `then` runs when the target hex is
 * vacated (the assault succeeded; 11.2: the unit has moved into it), `else` when it is not
 * or the assault could not be made; orders after the assault run either way.
 */
function assaultSchema(depth: number) {
  return z.strictObject({
    assault: z
      .strictObject({
        unit: KbUnitSchema,
        path: KbPathSchema.optional(),
        target: KbHexSchema,
        air: airPoints(1, 'at most one Air Point a side in a Mobile Assault').optional(),
        retreat: KbPathSchema.refine((p) => p.length <= 3, { message: 'a Mobile Assault retreat is three hexes', params: { code: 'retreat-too-long', rule: 'KB 11.26' } }).optional(),
        then: branch(depth),
        else: branch(depth),
      })
      .superRefine((a, ctx) => {
        if (a.path?.some((h) => bare(h) === bare(a.target))) ctx.addIssue({ code: 'custom', path: ['path'], message: 'the path leads up to the target hex; the assault itself enters it', params: { code: 'target-on-path', rule: 'KB 11.2' } });
      }, { when: whenParsed('path', 'target') }),
  });
}

/**
 * KB 11.3 Overrun: the unit moves along `path` by Tactical Movement and enters `target`, a
 * hex of the path holding a lone enemy HQ, cadre or unit without a ZOC, at one extra
 * Movement Point, and may go on through it. `then` runs when the overrun is made, `else`
 * when it could not be (the hex no longer a lone such unit, or the unit unable to reach it:
 * the order is then skipped whole).
 */
function overrunSchema(depth: number) {
  return z.strictObject({
    overrun: z
      .strictObject({ unit: KbUnitSchema, path: KbPathSchema, target: KbHexSchema, then: branch(depth), else: branch(depth) })
      .superRefine((o, ctx) => {
        if (!o.path.some((h) => bare(h) === bare(o.target))) ctx.addIssue({ code: 'custom', path: ['target'], message: 'the overrun hex is one of the hexes the path enters', params: { code: 'target-not-on-path', rule: 'KB 11.31' } });
      }, { when: whenParsed('path', 'target') }),
  });
}

export const MoveOrderSchema = z.strictObject({ move: MoveBodySchema });

const movementAt = new Map<number, z.ZodUnion>();
/** The movement orders whose branches may nest `depth` more levels. */
export function movementOrderSchema(depth: number): z.ZodUnion {
  let u = movementAt.get(depth);
  if (!u) movementAt.set(depth, (u = z.union([MoveOrderSchema, assaultSchema(depth), overrunSchema(depth)])));
  return u;
}

export const AssaultOrderSchema = assaultSchema(MAX_BRANCH_DEPTH);
export const OverrunOrderSchema = overrunSchema(MAX_BRANCH_DEPTH);
export type MoveOrder = z.infer<typeof MoveOrderSchema>;
export type AssaultOrder = z.infer<typeof AssaultOrderSchema>;
export type OverrunOrder = z.infer<typeof OverrunOrderSchema>;
