import type { DecisionWindow } from '#kernel/engine/ruleset';
import type { Issue } from '#kernel/engine/issues';
import { SOS_DECISION_NAMES } from '../orders/kinds';
import { sosOrderKind, type SosOrder } from '../orders/schema';

/**
 * The orders of a file against the window it answers (SoS 4.2: each phase in its turn):
 * each of a kind the window takes, and a paused window answered by exactly one answer to
 * its decision. Orders that did not parse (null) are left to their own problems.
 */
export function windowProblems(window: DecisionWindow, orders: readonly (SosOrder | null)[]): Issue[] {
  const issues: Issue[] = [];
  orders.forEach((o, i) => {
    if (!o) return;
    const kind = sosOrderKind(o);
    if (!window.accepts.includes(kind)) issues.push({ path: ['orders', i], code: 'wrong-window', message: `${window.id} takes ${window.accepts.join(', ')}, not ${kind}`, rule: 'SoS 4.2' });
  });
  const paused = window.accepts.length === 1 && (SOS_DECISION_NAMES as readonly string[]).includes(window.accepts[0]!);
  if (paused && orders.length !== 1) issues.push({ path: ['orders'], code: 'one-answer', message: `${window.id} asks one decision: the file answers it with one ${window.accepts[0]} order, found ${orders.length}` });
  return issues;
}
