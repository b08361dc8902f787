import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { enemyOf, type Occupancy } from '../occupancy';
import { isHq, isMotorized, isNonCombat } from '../unit-kind';

/**
 * CtS 19.1: a reinforcement (or a Return, 20.4) that came on as this Movement Phase began
 * has paid the normal Movement Cost of the first hex it entered, the hex it stands on: the
 * hex's terrain, +1 next to an enemy unit (4.6). Its move goes on from there with what is
 * left. 0 for any other unit, or outside the Movement Phase.
 */
export function entryCost(ctx: CtsContext, state: CtsState, occ: Occupancy, unit: string): number {
  const u = state.units[unit];
  const spec = ctx.units.get(unit);
  if (!u || !spec || state.phase !== 'movement' || u.where !== 'map' || u.hex === null) return 0;
  if (!(state.arrivedThisPhase ?? []).includes(unit) || state.phasing !== spec.side) return 0;
  const t = ctx.tables.terrain;
  const terrain = ctx.map.hex(u.hex)?.terrain ?? 'clear';
  const enemy = enemyOf(spec.side);
  const nextToEnemy = ctx.map.neighbours(u.hex).some((n) => occ.at(n, enemy).some((p) => !isNonCombat(p.spec) || isHq(p.spec)));
  return (t.enter[terrain] ?? t.enter.clear!)[isMotorized(spec) ? 1 : 0] + (nextToEnemy ? t.combatZone : 0);
}
