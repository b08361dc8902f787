import { issue, type Issue } from '#kernel/engine/issues';
import { orderKind } from '#games/drive-on-stalingrad/orders/order';
import type { IndexedPlace } from '#games/drive-on-stalingrad/rules/setup/plan';
import { parseOrders } from '../parse-orders';

/** The file's place orders; any other order is refused in a set-up window (DoS 12.1). */
export const placeOrders = (raw: readonly unknown[]): { places: IndexedPlace[]; issues: Issue[] } => {
  const parsed = parseOrders(raw);
  const places: IndexedPlace[] = [];
  const issues: Issue[] = [];
  for (const p of parsed) {
    issues.push(...p.problems.map((x) => issue(['orders', p.index, ...x.path], x.code, x.message, x.rule)));
    if (!p.order) continue;
    if ('place' in p.order) places.push({ index: p.index, order: p.order });
    else issues.push(issue(['orders', p.index, orderKind(p.order)], 'wrong-window', 'a set-up window takes place orders only (DoS 12.1)', 'DoS 12.1'));
  }
  return { places, issues };
};

