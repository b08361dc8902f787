import { z } from 'zod';
import { whenParsed } from '#kernel/engine/when-parsed';
import { airPoints } from './checks';
import { bareHex, KbHexSchema, KbPathSchema, KbUnitListSchema, KbUnitSchema } from './hex';

/** KB 12.8, 12.82: these victorious units advance along these hexes (each unit in turn, as far as the rules let it). */
export const AdvanceSchema = z.array(z.strictObject({ units: KbUnitListSchema, path: KbPathSchema }));

/**
 * KB 12.62, 12.72: when a side's result carries `rk`, take up to `hold` steps instead of
 * hexes (0 = retreat in full, the default) and retreat along `path` (its first hexes), the
 * rest by the default ranking.
 */
export const RetreatChoiceSchema = z.strictObject({
  hold: z.number().int().min(0).max(4).optional(),
  path: KbPathSchema.optional(),
});

/**
 * KB 12.0-12.8: one Prepared Assault. Every attack of the file is designated before any is
 * resolved (12.1), and they are resolved in the file's order (12.0: "in any order the
 * Phasing Player desires"). After the die the attacker's own choices come from here:
 * `losses` (12.63: his units to lose steps first; the first still from a participating
 * mechanized unit), `retreat` (his `rk` choice), `advance` (none if absent: advancing is
 * never compulsory, 12.8), and `follow` (12.23: non-attacking units of an attacking hex
 * whose units attack several hexes follow this combat's result).
 */
export const AttackBodySchema = z
  .strictObject({
    attackers: KbUnitListSchema,
    targets: z.array(KbHexSchema).min(1),
    air: airPoints(2, 'at most two Air Points support one attack').optional(),
    /** KB 15.3: the Tigers whose favourable shift is used (each then takes the first step loss); absent = every Tiger that may, [] = none. */
    tigers: z.array(KbUnitSchema).optional(),
    losses: KbUnitListSchema.optional(),
    retreat: RetreatChoiceSchema.optional(),
    advance: AdvanceSchema.optional(),
    follow: KbUnitListSchema.optional(),
  })
  .superRefine((a, ctx) => {
    const seen = new Set<string>();
    a.targets.forEach((t, i) => {
      const h = bareHex(t);
      if (seen.has(h)) ctx.addIssue({ code: 'custom', path: ['targets', i], message: `${t} is named twice`, params: { code: 'hex-repeated', rule: 'KB 12.21' } });
      seen.add(h);
    });
    a.follow?.forEach((u, i) => {
      if (a.attackers.includes(u)) ctx.addIssue({ code: 'custom', path: ['follow', i], message: `${u} attacks in this combat; only units that do not attack follow its result`, params: { code: 'attacker-follows', rule: 'KB 12.23' } });
    });
  }, { when: whenParsed('targets', 'attackers', 'follow') });

export const AttackOrderSchema = z.strictObject({ attack: AttackBodySchema });
export type AttackOrder = z.infer<typeof AttackOrderSchema>;
