import type { StepLosses } from './result';

/**
 * Excess losses (e.g. CtS 10.5.4): when a side has fewer steps than its loss, the
 * other side may reduce its own loss by the difference (never below 0). Each side
 * then loses at most what it has. `steps` = the steps each side has in the battle.
 */
export function settleExcess(losses: StepLosses, steps: StepLosses): StepLosses & { attackerExcess: number; defenderExcess: number } {
  const attackerExcess = Math.max(0, losses.attacker - steps.attacker);
  const defenderExcess = Math.max(0, losses.defender - steps.defender);
  return {
    attacker: Math.min(steps.attacker, Math.max(0, losses.attacker - defenderExcess)),
    defender: Math.min(steps.defender, Math.max(0, losses.defender - attackerExcess)),
    attackerExcess,
    defenderExcess,
  };
}
