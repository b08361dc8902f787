import { issue, type Issue } from '#kernel/engine/issues';
import type { DosContext } from '../data/context';
import { StandingOrders } from '../orders/standing';
import { oddsIndex } from '#kernel/combat/odds';
import { hasSpecialRule } from '../rules/special-rules';
import { airSideOf } from '../scenario-rules/uranus/air-side';
import { SOVIET, type DosSide } from '../state/sides';
import type { DosState } from '../state/types';

/**
 * The standing orders of the air and flood rules: `defAir` (the side with the aircraft,
 * DoS 11.25, digest §6 N3) names map hexes and an odds label; `floodManych` (Soviet, 9.32, N6) only where the
 * scenario has the flood, not for a past game turn, and not once it has been used.
 */
export function checkSpecialStanding(ctx: DosContext, state: DosState, side: DosSide, standing: unknown): Issue[] {
  if (standing === undefined) return [];
  const r = StandingOrders.safeParse(standing);
  if (!r.success) return [];
  const issues: Issue[] = [];
  (r.data.defAir ?? []).forEach((entry, k) => {
    const at = ['standing', 'defAir', k];
    const owner = airSideOf(ctx, state); // DoS 11.25; Operation Uranus U-7: the Soviet
    if (owner === null) issues.push(issue(at, 'no-aircraft', 'there are no ground-support aircraft in this scenario', 'DoS 11.25'));
    else if (side !== owner) issues.push(issue(at, 'not-air-side', `only the ${owner} player has ground-support aircraft in this scenario`, 'DoS 11.25'));
    (entry.hexes ?? []).forEach((h, j) => {
      if (ctx.map.resolve(h) === null) issues.push(issue([...at, 'hexes', j], 'unknown-hex', `"${h}" is not a hex of this map`));
    });
    if (entry.ifOddsAtLeast !== undefined && oddsIndex(entry.ifOddsAtLeast) === null) {
      issues.push(issue([...at, 'ifOddsAtLeast'], 'bad-odds', `"${entry.ifOddsAtLeast}" is not odds such as "3:1" or "1:2"`));
    }
  });
  const flood = r.data.floodManych;
  if (flood !== undefined) {
    const at = ['standing', 'floodManych'];
    if (side !== SOVIET) issues.push(issue(at, 'not-soviet', 'only the Soviet player floods the Manych', 'DoS 9.32'));
    else if (!hasSpecialRule(ctx, state, 'manych-flood')) issues.push(issue(at, 'no-flood', 'the Manych flood is not part of this scenario', 'DoS 9.32'));
    else if (state.manychFlood !== undefined) issues.push(issue(at, 'flood-used', `the Manych was already flooded on game turn ${state.manychFlood} (once per game)`, 'DoS 9.32'));
    else if (typeof flood === 'number' && flood <= state.turn) issues.push(issue(at, 'flood-too-late', `game turn ${flood} has already begun: the flood is declared at the very start of a game turn`, 'DoS 9.32'));
  }
  return issues;
}
