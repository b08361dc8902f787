import { z } from 'zod';

/**
 * CtS 36.1 STALINGRAD: "The Soviet Player has control of 1/4 of Major City hex 4209. His
 * Access hexsides are those adjacent to the Volga River. The Soviet Player may start 3
 * divisions from his 62nd Army in this hex (place on the Major City Battle Display)." The
 * Major City Battle (24.0) a scenario opens with: each side's share of the hex, the hexside
 * feature (`access`, the Volga) the Soviet's sections border, and his units set up in the hex
 * (setup/city-battle-start.ts builds the battle of the initial state).
 */
export const OpeningCityBattleSchema = z.object({
  hex: z.string(),
  city: z.string(),
  soviet: z.object({ share: z.number(), access: z.string(), units: z.array(z.string()) }),
  axis: z.object({ share: z.number() }),
});
export type OpeningCityBattle = z.infer<typeof OpeningCityBattleSchema>;

/**
 * CtS 36.6 [Change] 5th TANK ARMY: "a free Artillery Barrage Shift plus 10 attack factors
 * that may be applied to any one combat on turn one of Operation Uranus. The artillery shift
 * does not expend any supply." Data for the combat rules (Artillery, 28.0, is Section II).
 */
export const BonusSchema = z.object({
  army: z.string(),
  turn: z.number().int(),
  artilleryShift: z.number().int(),
  attackFactors: z.number().int(),
  rule: z.string(),
});
export type CombatBonus = z.infer<typeof BonusSchema>;
