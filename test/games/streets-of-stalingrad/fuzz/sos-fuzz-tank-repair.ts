import type { UnitOptions } from '#kernel/engine/ruleset';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import type { PlannedOrder } from '../../../fuzz/fuzz-title';
import type { Rng } from '../../../fuzz/rng';

/**
 * The `repairTank` orders of a Soviet Movement Phase window on a tank repair turn of the
 * campaign (SoS 16.72: 16 September and every even-numbered turn): mostly one of the eliminated
 * tanks `options()` lists with the order in a note (offered: legal alone); now and then a second
 * one (`one-tank-a-turn`) or an eliminated Soviet unit that is no tank (`not-a-soviet-tank`),
 * guesses refused with their issue; with the tank repair unit eliminated, `options()` lists none
 * and a guessed tank is refused (`no-tank-repair-unit`, 16.73).
 */
export function planTankRepair(env: SosEnv, state: SosState, options: readonly UnitOptions[], rng: Rng): PlannedOrder[] {
  const gone = Object.keys(state.pieces).filter((id) => env.counter(id).side === 'soviet' && state.pieces[id]!.eliminated);
  const listed = options.filter((o) => o.notes?.some((n) => n.includes(`repairTank: {unit: ${o.unit}}`))).map((o) => String(o.unit));
  const tanks = gone.filter((id) => env.counter(id).type === 'tank');
  const out: PlannedOrder[] = [];
  if (listed.length > 0 && rng.chance(0.6)) out.push({ order: { repairTank: { unit: rng.pick(listed) } }, offered: true });
  else if (tanks.length > 0 && rng.chance(0.1)) out.push({ order: { repairTank: { unit: rng.pick(tanks) } }, offered: false });
  if (out.length > 0 && tanks.length > 1 && rng.chance(0.15)) out.push({ order: { repairTank: { unit: rng.pick(tanks) } }, offered: false });
  const others = gone.filter((id) => env.counter(id).type !== 'tank');
  if (others.length > 0 && rng.chance(0.05)) out.push({ order: { repairTank: { unit: rng.pick(others) } }, offered: false });
  return out;
}
