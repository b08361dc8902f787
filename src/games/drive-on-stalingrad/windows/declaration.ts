import type { DosContext } from '../data/context';
import type { PhaseOrder } from '../orders/declare';
import type { DosOrder } from '../orders/order';
import { checkPhaseOrder } from '../rules/phase-order';
import type { DosSide } from '../state/sides';
import type { DosState } from '../state/types';
import { DEFAULT_PHASE_ORDER } from './sequence';

/**
 * The phase order a file declares for the player turn (DoS 5.4): its first legal
 * declaration, else the default, combat-first (which is also what GT1 forces on the
 * German, 5.4(2), and what the Soviet always has in Operation Blue, 5.4(1)).
 */
export function declaredOrder(ctx: DosContext, state: DosState, side: DosSide, orders: readonly DosOrder[]): PhaseOrder {
  for (const o of orders) {
    if ('declare' in o && checkPhaseOrder(ctx, state, side, o.declare.phaseOrder).ok) return o.declare.phaseOrder;
  }
  return DEFAULT_PHASE_ORDER;
}
