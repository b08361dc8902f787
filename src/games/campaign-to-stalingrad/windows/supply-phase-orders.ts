import { hexId } from '#kernel/ids';
import { parseOrder } from '../orders/schema';
import type { SupplyPhaseOrders } from '../phases/supply-phase';
import { inSupplyPhase } from '../rules/special/german-regiments';

/**
 * CtS 16.11: the orders of the Combat window's file that wait for the Supply Phase after
 * it: Depot orders (step 3, 16.10), railhead repairs (step 5, 15.6) and the Soviet
 * Artillery Divisions' flips (28.2), in file order.
 */
export function supplyPhaseOrders(raw: readonly unknown[]): SupplyPhaseOrders {
  const depots: NonNullable<SupplyPhaseOrders['depots']>[number][] = [];
  const repairs: ReturnType<typeof hexId>[] = [];
  const mobility: NonNullable<SupplyPhaseOrders['mobility']>[number][] = [];
  const regiments: NonNullable<SupplyPhaseOrders['regiments']>[number][] = [];
  raw.forEach((r, index) => {
    const o = parseOrder(r);
    if (!o.success) return;
    if ('depot' in o.data) depots.push({ index, action: o.data.depot });
    else if ('repair' in o.data) repairs.push(hexId(o.data.repair.hex));
    else if ('mobility' in o.data) mobility.push({ index, order: o.data.mobility });
    else if ('regiment' in o.data && inSupplyPhase(o.data.regiment)) regiments.push({ index, order: o.data.regiment });
  });
  return { depots, repairs, mobility, regiments };
}
