import { z } from 'zod';
import { CtsHexSchema } from '#games/campaign-to-stalingrad/orders/hex';

/** One battle as the attacker orders it (10.1, 11.6, 12.4). */
export const BattleOrderSchema = z.object({
  attackers: z.array(z.string()).min(1),
  /** The defending hex, or several adjacent to the attackers (10.1.6). */
  targets: z.array(CtsHexSchema).min(1),
  /** 11.6: 0, 1 or 2 column shifts bought with extra own losses, declared before the dice. */
  maximumEffort: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  /**
   * 12.4: which attackers advance and along which hexes if the black die allows; the
   * first hex must be the defender's vacated hex. Absent = no advance (a documented
   * default: advancing is voluntary).
   */
  advance: z
    .object({
      units: z.array(z.string()),
      path: z.array(CtsHexSchema),
      /** 14.0: the first unit listed overruns this enemy hex when its advance ends next to it. */
      overrun: z.object({
        target: CtsHexSchema,
        /** 14.4: the Axis air units in the target hex committed to the overrun; absent = every eligible one. */
        groundSupport: z.array(z.string()).optional(),
        /**
         * 14.1 [Change]: up to three German motorized units that began the advance stacked
         * together and advanced as a stack overrun together. Absent = the first unit listed alone.
         */
        units: z.array(z.string()).min(1).max(3).optional(),
        /**
         * 14.1 [Change], 14.3: when the overrun's own result is Advance 4 or 5, or the defenders
         * retreat before it, the overrunning units may go on with the rest of their original
         * advance: each leg a path from where they stand and, optionally, another overrun
         * target; `units` (default: all still going) lets a German stack split, the others stay.
         */
        then: z
          .array(z.object({ path: z.array(CtsHexSchema), units: z.array(z.string()).optional(), target: CtsHexSchema.optional() }).strict())
          .optional(),
      }).optional(),
    })
    .optional(),
  /** 23.11: the attacker's air units in the defender's hex that give Ground Support; absent = every eligible one, [] = none. */
  groundSupport: z.array(z.string()).optional(),
  /**
   * 16.6: own Depots (their hexes) this battle does not draw on, "so as to save a Supply Depot
   * from consumption": the attackers that would take their Attack Supply from one of them (and
   * reach no activated Army HQ or other Depot) attack at half strength, and it is not removed
   * for this battle. Absent = every Depot in reach is used.
   */
  keepDepots: z.array(CtsHexSchema).optional(),
  /** 40.0 (optional, game option artilleryBarrage): the unit declaring a Heavy Artillery Barrage for this battle, its Depot the cost. */
  barrage: z.string().optional(),
  /**
   * 38.0 (optional, game option abstractAir): `air: 1` places one of the attacker's air units
   * on Ground Support in the target hex at the start of the Combat Phase, for one column right
   * ("No more than one air unit ... in a combat").
   */
  air: z.number().int().min(0).optional(),
  /** 36.6 [Change]: the army whose scenario bonus (a free Artillery Barrage shift and attack factors) this combat takes, once a game: `bonus: 5TA`. */
  bonus: z.string().optional(),
});
export type BattleOrder = z.infer<typeof BattleOrderSchema>;

/**
 * The defender's standing orders for battles in the opponent's turn (digest 6.1 P4, P5,
 * P7): carried in the turn file, applied without a pause.
 */
export const DefenseStandingSchema = z.object({
  /**
   * 12.5 Determined Defense, chosen after the dice by this policy: "never" (the default),
   * "hold" = the least level (1 or 2) that cancels the retreat, when the defenders can
   * absorb the multiplied losses, up to `maxLevel`; or "shorten" = `maxLevel` (else the
   * lower level the defenders can absorb) against every advance, even one it only
   * shortens (the defenders then still retreat).
   */
  determinedDefense: z.object({ policy: z.enum(['never', 'hold', 'shorten']).default('never'), maxLevel: z.union([z.literal(1), z.literal(2)]).default(2), hexes: z.array(z.string()).optional() }).default({ policy: 'never', maxLevel: 2 }),
  /**
   * 12.4 [Change] NKVD: the most NKVD steps, beyond the CRT's losses, the defender gives up
   * to cut an advance into a city hex his NKVD units hold (one hex a step, or two steps a hex
   * when the magnitude took two dice); no more are paid than bring the advance to 0.
   */
  nkvdSteps: z.number().int().min(0).optional(),
  /**
   * 10.5: units to lose steps first, in this order; the rest by the default order. 5.1:
   * also the units to eliminate first when a retreat ends over the stacking limit.
   */
  lossOrder: z.array(z.string()).default([]),
  /**
   * 23.11 defensive Ground Support: every eligible air unit within three hexes ("all", the
   * default when absent), "none", or `{hexes: [...]}`: as "all", but only in the battles
   * whose target hexes include one of these hexes (none elsewhere).
   */
  groundSupport: z.union([z.enum(['all', 'none']), z.object({ hexes: z.array(CtsHexSchema).min(1) }).strict()]).optional(),
  /**
   * 17.0: retreats off a friendly map edge: "default" (or absent) leaves the map only to
   * cross fewer enemy bonds or when nothing else is open; "prefer" whenever an edge is in
   * reach; "avoid" only when no on-map path is open.
   */
  retreatOffMap: z.enum(['default', 'prefer', 'avoid']).optional(),
  /**
   * 24.7 "Units defending in a Major City hex may opt to retreat out of the city at any time.
   * They are not required to contest each quarter fraction of the city." (engine cts-7): the
   * Major City hexes whose defenders retreat out of the city (12.1, through their Access
   * Hexsides once a battle is under way) at the next Advance result against it instead of
   * holding it (24.4); the attacker then takes the whole hex.
   */
  leaveCities: z.array(CtsHexSchema).optional(),
});
export type DefenseStanding = z.infer<typeof DefenseStandingSchema>;

/** The attacker's standing choice for 11.5: reroll every 1 (the default) or none. */
export const AttackStandingSchema = z.object({
  rerollOnes: z.boolean().default(true),
  lossOrder: z.array(z.string()).default([]),
});
export type AttackStanding = z.infer<typeof AttackStandingSchema>;
