import { issue, type Issue } from '#kernel/engine/issues';
import type { Ruleset } from '#kernel/engine/ruleset';
import { submissionOfFile } from '#archive/submission-of-file';
import type { GameRow } from '#db/schema';
import { checkedOrders } from './checked-orders';

/**
 * Every problem with the orders of an authenticated file for the open window: a side the
 * window does not wait for may send standing orders only (orders: []), and the rules
 * check the rest (once per position and orders: checked-orders.ts). Issues the service and
 * the rules both find are listed once.
 */
export function legalityIssues(game: GameRow, ruleset: Ruleset, canonical: string): Issue[] {
  const submission = submissionOfFile(JSON.parse(canonical));
  const issues: Issue[] = [];
  const waiting = game.window?.waitingFor.map(String) ?? [];
  if (!waiting.includes(submission.side) && submission.orders.length > 0) {
    issues.push(
      issue(['orders'], 'not-waiting', `Window ${game.windowId} waits for ${waiting.join(', ')}; ${submission.side} may send standing orders only (orders: []).`),
    );
  }
  issues.push(...checkedOrders(ruleset, game.state, submission));
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${JSON.stringify(i.path)} ${i.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
