import { issue, type Issue } from '#kernel/engine/issues';
import type { Submission } from '#kernel/engine/ruleset';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { planSetup } from '#games/drive-on-stalingrad/rules/setup/plan';
import { isDosSide, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import { checkStandingOf } from '../check';
import type { SetupState } from './open';
import { placeOrders } from './place-orders';

/** check() in a set-up window: the placements and the whole position they leave, every problem at once. */
export function checkSetup(ctx: DosContext, state: SetupState, submission: Submission): Issue[] {
  if (!isDosSide(submission.side)) return [issue(['side'], 'unknown-side', `"${submission.side}" is not a side of this game (german, soviet)`)];
  const side: DosSide = submission.side;
  const issues = checkStandingOf(ctx, state, side, submission.standing);
  if (side !== state.setup) {
    if (submission.orders.length > 0) issues.push(issue(['orders'], 'not-your-window', `this window waits for the ${state.setup} player's set-up; the ${side} player may send standing orders only (orders: [])`));
    return issues;
  }
  const { places, issues: orderIssues } = placeOrders(submission.orders);
  const plan = planSetup(ctx, state, side, places);
  return [...issues, ...orderIssues, ...plan.problems.map((p) => issue(p.path, p.code, p.message, p.rule))];
}

