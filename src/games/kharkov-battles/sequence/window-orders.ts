import type { DecisionWindow } from '#kernel/engine/ruleset';
import type { Issue } from '#kernel/engine/issues';
import { windowOrderProblems } from '#kernel/engine/window-orders';
import { KB_DECISION_NAMES } from '../orders/kinds';
import { kbOrderKind, type KbOrder } from '../orders/schema';

/**
 * The orders of a file against the window it answers (KB 4.1): each of a kind the window
 * takes, and a paused window answered by exactly one answer to its decision. Orders that
 * did not parse (null) are left to their own problems.
 */
export const windowProblems = (window: DecisionWindow, orders: readonly (KbOrder | null)[]): Issue[] =>
  windowOrderProblems(window, orders.map((o) => (o ? kbOrderKind(o) : null)), KB_DECISION_NAMES, 'KB 4.1');
