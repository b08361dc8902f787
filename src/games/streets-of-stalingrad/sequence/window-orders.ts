import type { DecisionWindow } from '#kernel/engine/ruleset';
import type { Issue } from '#kernel/engine/issues';
import { windowOrderProblems } from '#kernel/engine/window-orders';
import { SOS_DECISION_NAMES } from '../orders/kinds';
import { sosOrderKind, type SosOrder } from '../orders/schema';

/**
 * The orders of a file against the window it answers (SoS 4.2: each phase in its turn):
 * each of a kind the window takes, and a paused window answered by exactly one answer to
 * its decision. Orders that did not parse (null) are left to their own problems.
 */
export const windowProblems = (window: DecisionWindow, orders: readonly (SosOrder | null)[]): Issue[] =>
  windowOrderProblems(window, orders.map((o) => (o ? sosOrderKind(o) : null)), SOS_DECISION_NAMES, 'SoS 4.2');
