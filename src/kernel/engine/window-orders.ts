import type { Issue } from './issues';
import type { DecisionWindow } from './ruleset';

/**
 * The orders of a file against the window it answers, by their kinds (null: an order that did
 * not parse, left to its own problems): each of a kind the window takes (`rule`, the title's
 * sequence of play), and a paused window, which takes one of the title's `decisions` alone,
 * answered by exactly one order.
 */
export function windowOrderProblems(window: DecisionWindow, kinds: readonly (string | null)[], decisions: readonly string[], rule: string): Issue[] {
  const issues: Issue[] = [];
  kinds.forEach((kind, i) => {
    if (kind === null) return;
    if (!window.accepts.includes(kind)) issues.push({ path: ['orders', i], code: 'wrong-window', message: `${window.id} takes ${window.accepts.join(', ')}, not ${kind}`, rule });
  });
  const paused = window.accepts.length === 1 && decisions.includes(window.accepts[0]!);
  if (paused && kinds.length !== 1) issues.push({ path: ['orders'], code: 'one-answer', message: `${window.id} asks one decision: the file answers it with one ${window.accepts[0]} order, found ${kinds.length}` });
  return issues;
}
