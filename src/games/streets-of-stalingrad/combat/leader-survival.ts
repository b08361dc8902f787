import type { FireCombat, Leader } from './fire-combat';
import type { FireDrm } from './fire-drm';

/** A leader who must roll on the Leader Survival Table, and the modifiers of that roll. */
export interface LeaderSurvivalCheck {
  leader: Leader;
  drms: FireDrm[];
}

/**
 * 9.59, 9.83, 18.33: when combat units are eliminated in a leader's hex, he rolls on the
 * Leader Survival Table before the next combat (an attacking leader, before his attack is
 * resolved): the units eliminated in the hex, 1 to 4 and more, give -1 to -4 (the table's
 * `eliminatedDrm`); a Soviet sniper used in the opportunity or defensive fire adds his -1
 * or -2 (16.14). No other modifier (18.33).
 */
export function leaderSurvivalCheck(c: FireCombat, leader: Leader | undefined, eliminated: number, eliminatedDrm: readonly number[]): LeaderSurvivalCheck | null {
  if (!leader || eliminated < 1) return null;
  const drms: FireDrm[] = [eliminatedInHexDrm(eliminated, eliminatedDrm)];
  const sniper = c.kind !== 'attack' && c.side === 'soviet' ? (c.hexes ?? []).find((h) => h.sniper && c.firers.some((f) => f.hex === h.hex))?.sniper : undefined;
  if (sniper) drms.push({ value: sniper === 'zaitsev' ? -2 : -1, reason: sniper === 'zaitsev' ? 'the Zaitsev sniper fired' : 'a sniper fired', rule: 'SoS 16.14' });
  return { leader, drms };
}

/** SoS 18.33: "subtract the total number of units eliminated in the leader's hex from the die roll" (the table's `eliminatedDrm`, 1 to 4 and more). */
export function eliminatedInHexDrm(eliminated: number, eliminatedDrm: readonly number[]): FireDrm {
  return { value: eliminatedDrm[Math.min(eliminated, eliminatedDrm.length) - 1]!, reason: `${eliminated} combat units eliminated in the leader's hex`, rule: 'SoS 18.33' };
}
