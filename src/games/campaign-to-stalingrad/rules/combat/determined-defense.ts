import { escalateLoss } from '#kernel/combat/step-loss/escalation';
import type { StepLosses } from '#kernel/combat/step-loss/result';

/**
 * CtS 12.5 Determined Defense, declared by the defender after the dice: each white-die
 * loss of the defender is doubled (one hex) or tripled (two hex), a zero becoming 1 or 2
 * (escalateLoss), and the advance falls by 1 or 2, or by 2 or 4 for an Axis defender whose
 * extra losses are all German ([Change]); never below 0. Legal only when the defenders
 * have the steps to absorb the multiplied losses.
 */
export function determinedDefense(results: readonly StepLosses[], advance: number, level: 0 | 1 | 2, axisGermanRate: boolean): { results: StepLosses[]; advance: number; reduction: number } {
  if (level === 0) return { results: [...results], advance, reduction: 0 };
  const reduction = axisGermanRate ? 2 * level : level;
  return {
    results: results.map((r) => ({ attacker: r.attacker, defender: escalateLoss(r.defender, level) })),
    advance: Math.max(0, advance - reduction),
    reduction,
  };
}

/** CtS 11.6 Maximum Effort: each attacker loss doubled (one shift) or tripled (two), a zero becoming 1 or 2. */
export function maximumEffort(results: readonly StepLosses[], level: 0 | 1 | 2): StepLosses[] {
  return results.map((r) => ({ attacker: escalateLoss(r.attacker, level), defender: r.defender }));
}
