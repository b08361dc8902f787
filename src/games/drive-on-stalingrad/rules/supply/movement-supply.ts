import type { HexId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import type { UnitDef } from '#games/drive-on-stalingrad/data/schema';
import { faceOf, sideOf } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { supplyAt } from './supply-of';
import { movementFactor, SUPPLY_NAMES, type SupplyStatus } from './supply-status';

/**
 * DoS 7.16: supply is checked at the start of each unit's or stack's move; out of
 * supply, on coastal or aerial supply (7.5, 7.6) its movement factor is halved for the
 * phase (rounded down, 1.3). A stack moves at its slowest unit's factor (9.7). The units
 * are in one hex, so they share one supply state (`known`: already traced for this state).
 */
export function movementAllowance(
  ctx: DosContext,
  state: DosState,
  units: readonly { def: UnitDef; steps: number; hex: HexId }[],
  known?: SupplyStatus,
): { allowance: number; supply: SupplyStatus } {
  const first = units[0];
  const supply = known ?? (first ? supplyAt(ctx, state, sideOf(first.def), first.hex) : 'regular');
  return { allowance: Math.min(...units.map((u) => movementFactor(faceOf(u.def, u.steps).movement, supply))), supply };
}

/** Report fragment for a move made with a halved movement factor, e.g. ", out of supply: MF halved (7.16)". */
export const halvedMoveText = (s: SupplyStatus | undefined): string => (s && s !== 'regular' ? `, ${SUPPLY_NAMES[s]}: MF halved (7.16)` : '');
