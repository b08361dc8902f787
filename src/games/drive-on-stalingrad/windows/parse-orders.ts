import { oneKeyUnionParser } from '#kernel/engine/one-key-union';
import { DosOrder } from '../orders/order';
import { problem, type OrderProblem } from '../rules/problem';

/** DosOrder.safeParse, with the same answer, each order parsed by the member its one key names. */
const parseOrder = oneKeyUnionParser(DosOrder);

/** Each order parsed with the order schema (the service already did; this keeps the ruleset safe on its own). */
export function parseOrders(raw: readonly unknown[]): { index: number; order: DosOrder | null; problems: OrderProblem[] }[] {
  return raw.map((o, index) => {
    const r = parseOrder(o);
    if (r.success) return { index, order: r.data, problems: [] };
    return {
      index,
      order: null,
      problems: r.error.issues.map((i) => problem(i.path.map((p) => (typeof p === 'number' ? p : String(p))), 'schema', i.message)),
    };
  });
}
