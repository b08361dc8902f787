import type { RolledDie } from '#kernel/combat/step-loss/reroll';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';

/**
 * CtS 32.0: "1. In the Axis Combat Phase, if the Axis Player rerolls a "1" result (due to German
 * Tactical Advantage, rule 11.5) and rolls another 1, then one of the participating Soviet units
 * may be immediately converted to a Guard unit. 2. In the Soviet Combat Phase, if the Soviet
 * Player rerolls a "6" result (rule 11.5) and rolls another 6, then one of his participating
 * Soviet units may be immediately converted." Whether a battle's dice call for a conversion:
 * one of its dice, white or black, rerolled under 11.5 and read the same face again.
 */
export function conversionCalledFor(attacker: CtsSide, dice: readonly RolledDie[]): boolean {
  const face = attacker === 'axis' ? 1 : 6;
  return dice.some((d) => d.first === face && d.reroll === face);
}
