import type { Issue } from '#kernel/engine/issues';
import type { Ruleset, Submission } from '#kernel/engine/ruleset';

/**
 * The rules' check of a submission (`ruleset.check`), kept per state object by the
 * submission's content: its side, orders and standing orders as JSON. A check is a pure
 * function of the state and the submission, and a state object is never changed (every
 * change to a game makes a new one; the game rows kept for turn files share theirs), so the
 * answer kept for a state and a content is the one the rules would give again. Drafts that
 * repeat their orders with a new `entropy`, and the final file that follows a draft, are
 * then checked once per position. At most PER_STATE contents are kept per state, the least
 * recently used dropped first; each caller gets its own copy of the issues.
 */
export function checkedOrders(ruleset: Ruleset, state: unknown, submission: Submission): Issue[] {
  if (typeof state !== 'object' || state === null) return ruleset.check(state, submission);
  let byState = checks.get(ruleset);
  if (!byState) checks.set(ruleset, (byState = new WeakMap()));
  let byContent = byState.get(state);
  if (!byContent) byState.set(state, (byContent = new Map()));
  const key = JSON.stringify({ side: submission.side, orders: submission.orders, standing: submission.standing });
  let issues = byContent.get(key);
  if (issues) byContent.delete(key);
  else issues = ruleset.check(state, submission).map(copyOf);
  byContent.set(key, issues);
  if (byContent.size > PER_STATE) byContent.delete(byContent.keys().next().value!);
  return issues.map(copyOf);
}

const PER_STATE = 8;
const checks = new WeakMap<Ruleset, WeakMap<object, Map<string, readonly Issue[]>>>();

const copyOf = (i: Issue): Issue => ({ ...i, path: [...i.path] });
