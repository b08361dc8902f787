import type { Participant } from './participants';

const ALLIES = new Set(['hungarian', 'italian', 'rumanian', 'slovakian']);

/**
 * CtS 11.5 German Tactical Advantage: counted among the Axis units of the battle (HQs
 * included, digest A46), more German than Axis-allied units means that an Axis attacker
 * may reroll any die showing 1, and a Soviet attacker must reroll any die showing 6.
 */
export function tacticalAdvantage(axisUnits: readonly Pick<Participant, 'spec'>[]): boolean {
  const german = axisUnits.filter((u) => u.spec.nationality === 'german').length;
  const allied = axisUnits.filter((u) => ALLIES.has(u.spec.nationality)).length;
  return german > allied;
}
