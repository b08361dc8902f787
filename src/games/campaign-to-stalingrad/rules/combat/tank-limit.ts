import type { UnitSpec } from '#games/campaign-to-stalingrad/data/schema';

/**
 * CtS 10.1.10: out of one hex at most two regular-army (non-Guards) Soviet tank units
 * may attack, and at most one of them a tank corps (E34). Guards tank units are free.
 * Returns null when legal, else the reason.
 */
export function tankLimitProblem(fromOneHex: readonly UnitSpec[]): string | null {
  const regular = fromOneHex.filter((u) => u.side === 'soviet' && u.type === 'tank' && u.branch !== 'guard');
  const corps = regular.filter((u) => u.size === 'XXX').length;
  if (regular.length > 2) return `${regular.length} regular tank units attack out of one hex; at most two may`;
  if (corps > 1) return `${corps} regular tank corps attack out of one hex; at most one may`;
  return null;
}
