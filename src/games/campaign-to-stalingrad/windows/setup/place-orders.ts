import type { Issue } from '#kernel/engine/issues';
import { issue } from '#kernel/engine/issues';
import { parseOrder, orderKind } from '#games/campaign-to-stalingrad/orders/schema';
import type { IndexedPlace } from '#games/campaign-to-stalingrad/setup/plan-setup';

/** The file's place orders; any other order is refused in a set-up window (CtS 35.1). */
export function placeOrders(raw: readonly unknown[]): { places: IndexedPlace[]; issues: Issue[] } {
  const places: IndexedPlace[] = [];
  const issues: Issue[] = [];
  raw.forEach((o, index) => {
    const parsed = parseOrder(o);
    if (!parsed.success) issues.push(issue(['orders', index], 'not-an-order', 'not an order of this title'));
    else if ('place' in parsed.data) places.push({ index, place: parsed.data.place });
    else issues.push(issue(['orders', index], 'wrong-window', `a set-up window takes place orders only, not ${orderKind(parsed.data)}`, 'CtS 35.1'));
  });
  return { places, issues };
}
