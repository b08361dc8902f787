import { DOS_ORDER_BY_KEY, DosOrder } from '../orders/order';
import { problem, type OrderProblem } from '../rules/problem';

/**
 * An order parsed with the order schema: first with the member its one key names, which
 * gives the union's result when it accepts the order without the union trying (and
 * writing the issues of) each member before it; anything else with the whole union, whose
 * issues are the ones reported.
 */
function parseOrder(o: unknown): ReturnType<typeof DosOrder.safeParse> {
  if (typeof o === 'object' && o !== null) {
    const keys = Object.keys(o);
    const member = keys.length === 1 && Object.hasOwn(DOS_ORDER_BY_KEY, keys[0]!) ? DOS_ORDER_BY_KEY[keys[0]!]! : undefined;
    const r = member?.safeParse(o);
    if (r?.success) return r;
  }
  return DosOrder.safeParse(o);
}

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
