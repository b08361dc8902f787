import { selectLosses, type LossCandidate, type LossSelection } from '../../combat/fire-losses';
import { minefieldAsLoss } from '../../engineering/attacked-minefield';
import type { SosSide } from '../../sequence/phases';
import type { SosState } from '../../state/types';

/**
 * SoS 9.82, 16.55: the losses of an attack read on the WBBT (the River Flotilla's, alone or
 * with IF artillery): an attack's, not a bombardment's (14.81). "The owning player may choose
 * the eliminated units": by his standing `losses` order for the hex, else his general one,
 * least AF + DF first without one (combat/fire-losses.ts); "The defender may choose a minefield
 * unit to be eliminated by an attack" (only when his order names `minefield`,
 * engineering/attacked-minefield.ts); "Sniper units are the last combat unit eliminated by
 * attacks"; a bridge is no loss of an attack. The same selection as an attack on the CRT.
 */
export function attackLosses(state: SosState, hex: string, owner: SosSide, units: readonly LossCandidate[], count: number | 'all', order: readonly string[]): LossSelection {
  const mine = minefieldAsLoss(state, hex, owner, order.length ? order : undefined);
  return selectLosses({ kind: 'attack', units: [...units, ...mine.units], count, antiTankFire: false, ...(mine.order ? { order: mine.order } : {}) });
}
