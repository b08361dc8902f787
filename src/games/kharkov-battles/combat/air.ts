import { issue, type Issue } from '#kernel/engine/issues';
import type { Assault } from './strength';

/**
 * Air Points in Ground Support (KB 5.21, T3): a Prepared Assault takes at most two of the
 * attacker's and one of the defender's; a Mobile Assault at most one a side.
 */
export const AIR_LIMITS: Readonly<Record<Assault, { attacker: number; defender: number }>> = {
  prepared: { attacker: 2, defender: 1 },
  mobile: { attacker: 1, defender: 1 },
};

export function airPointIssues(assault: Assault, attacker: number, defender: number): Issue[] {
  const lim = AIR_LIMITS[assault];
  const out: Issue[] = [];
  const kind = assault === 'prepared' ? 'a Prepared Assault' : 'a Mobile Assault';
  for (const [side, n, max] of [['attacker', attacker, lim.attacker], ['defender', defender, lim.defender]] as const) {
    if (!Number.isInteger(n) || n < 0) out.push(issue(['air', side], 'bad-air-points', `Air Points are a whole number >= 0, got ${n}`, 'KB 5.21'));
    else if (n > max) out.push(issue(['air', side], 'too-many-air-points', `the ${side} may give at most ${max} Air Point${max > 1 ? 's' : ''} to ${kind}, not ${n}`, 'KB 5.21'));
  }
  return out;
}
