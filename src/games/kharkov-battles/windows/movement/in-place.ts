import type { MovementEvent } from '../../movement-phase/events';
import type { KbMovementOrder } from '../../orders/movement';
import type { KbOrder } from '../../orders/schema';

export const isMovementOrder = (o: KbOrder): o is KbOrder & KbMovementOrder => 'move' in o || 'assault' in o || 'overrun' in o;

/**
 * The file's movement orders for the Movement Phase (movement-phase/execute.ts), each at
 * its own index of the file, so that what the phase reports (`orders[3].assault.then[0]`)
 * and the dice it labels (`T03/axis-movement/3.then.0/mobile-assault`, docs/dice.md) name
 * the order where the file has it. Every other place (a construction order, an order
 * left out) holds a move of no unit, which the phase skips (`unknown-unit`) without
 * changing anything; `ours` drops what it reports.
 */
export function inPlace(orders: readonly KbOrder[], keep: (o: KbOrder & KbMovementOrder, i: number) => boolean): { list: KbMovementOrder[]; ours: (e: MovementEvent) => boolean } {
  const holes = new Set<number>();
  const list = orders.map((o, i): KbMovementOrder => {
    if (isMovementOrder(o) && keep(o, i)) return o;
    holes.add(i);
    return { move: { unit: '', path: [] } };
  });
  return { list, ours: (e) => e.at === null || !holes.has(Number(/^orders\[(\d+)\]/.exec(e.at)?.[1])) };
}
