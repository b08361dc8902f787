import type { UnitOptions } from '#kernel/engine/ruleset';
import { hexId, unitId } from '#kernel/ids';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { repairTankProblems, tankRepairHex } from './tank-repair-place';

/**
 * SoS 16.72: at the start of Soviet Movement Phase 10 of a tank repair turn, each eliminated
 * Soviet tank the check accepts in a one-order `repairTank`, listed at the tank repair unit's hex
 * with a note giving the order; one of them may be placed a turn, and it may move in the phase.
 */
export function repairOptions(ctx: PhaseContext, state: SosState): UnitOptions[] {
  const hex = tankRepairHex(ctx.env, state);
  if (hex === null) return [];
  return Object.keys(state.pieces)
    .sort()
    .filter((id) => state.pieces[id]!.eliminated && ctx.env.counter(id).type === 'tank' && repairTankProblems(ctx, state, id, false, ['orders', 0, 'repairTank']).length === 0)
    .map((id) => ({
      unit: unitId(id),
      label: ctx.env.counter(id).name,
      hex: hexId(hex),
      notes: [`an eliminated tank the repair unit may bring back: repairTank: {unit: ${id}} places it in ${hex}, free to move this phase; one a turn (SoS 16.72)`],
    }));
}
