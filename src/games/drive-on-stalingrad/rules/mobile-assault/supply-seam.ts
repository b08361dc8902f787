import type { HexId, UnitId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { sideOf, unitDef } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { supplyAt } from '../supply/supply-of';

/** A German-side unit's supply state (DoS 7.2, 7.7); the Soviet has regular or out of supply only. */
export type SeamSupply = 'regular' | 'aerial' | 'coastal' | 'oos';

/**
 * SEAM for the supply rules (7.x): the supply state `unit` would have in `hex` now
 * (7.16: checked at the instant of the battle and at its location, 9.26). Mobile
 * assaults need 'regular' in the launch hex (9.26, 7.5, 7.6, 7.15); the end-of-phase
 * stacking check lets out-of-supply and aerially supplied German-side units stack with
 * any nationality (6.3). Answered by the supply rules (rules/supply/supply-of.ts);
 * a unit's side and the hex decide, so the launch hex is asked before the force enters
 * the defender hex.
 */
export function supplyOf(ctx: DosContext, state: DosState, unit: UnitId, hex: HexId): SeamSupply {
  return supplyAt(ctx, state, sideOf(unitDef(ctx, unit)), hex);
}
