import type { Issue } from '#kernel/engine/issues';
import type { Ruleset, Submission } from '#kernel/engine/ruleset';
import type { Side } from '#kernel/ids';
import type { PlannedFile } from './fuzz-title';

/** A file check() accepts, and what it took to get there. */
export interface SettledFile {
  submission: Submission;
  /** Orders check() refused in this combination, dropped, with the issues it gave. */
  dropped: { order: unknown; offered: boolean; issues: Issue[] }[];
  /** Issues of standing orders that were dropped. */
  standingIssues: Issue[];
  /** check() calls made. */
  checks: number;
  /** What no dropping of orders explains: a refusal of the file as a whole, or of an empty file. */
  problems: string[];
  /** Refusals kept naming new orders round after round; the side sent no orders instead. */
  gaveUp: boolean;
}

const MAX_ROUNDS = 8;

/**
 * Turns a planned file into one that check() accepts, as a player answering the referee's
 * refusals would: every order an issue names (path ["orders", i, …]) is dropped, standing
 * orders too when an issue names them, and the rest is checked again, until nothing is
 * refused. A refusal that names no order is a problem; the side then sends no orders, as
 * it does when refusals keep coming after a few rounds.
 */
export function settleFile(ruleset: Ruleset, state: unknown, side: Side, planned: PlannedFile): SettledFile {
  let items = [...planned.prefix.map((order) => ({ order, offered: false })), ...planned.orders];
  let standing = planned.standing;
  const out: SettledFile = { submission: { side, orders: [] }, dropped: [], standingIssues: [], checks: 0, problems: [], gaveUp: false };
  const submissionOf = (): Submission =>
    standing === undefined ? { side, orders: items.map((i) => i.order) } : { side, orders: items.map((i) => i.order), standing };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const submission = submissionOf();
    out.checks++;
    const issues = ruleset.check(state, submission);
    if (issues.length === 0) return { ...out, submission };
    const byOrder = new Map<number, Issue[]>();
    const whole: Issue[] = [];
    for (const i of issues) {
      const [head, index] = i.path;
      if (head === 'standing') out.standingIssues.push(i);
      else if (head === 'orders' && typeof index === 'number' && index < items.length) byOrder.set(index, [...(byOrder.get(index) ?? []), i]);
      else whole.push(i);
    }
    if (issues.some((i) => i.path[0] === 'standing')) standing = undefined;
    for (const [index, list] of byOrder) out.dropped.push({ ...items[index]!, issues: list });
    items = items.filter((_, index) => !byOrder.has(index));
    if (whole.length > 0) {
      out.problems.push(`check() refused the ${side} file as a whole: ${whole.map((i) => `${i.path.join('.')} ${i.code} ${i.message}`).join('; ')}`);
      items = [];
      standing = undefined;
    }
  }
  const last = ruleset.check(state, { side, orders: [] });
  out.checks++;
  if (last.length > 0) out.problems.push(`an empty file of ${side} is refused: ${last.map((i) => `${i.path.join('.')} ${i.code}`).join(', ')}`);
  return { ...out, submission: { side, orders: [] }, gaveUp: true };
}
