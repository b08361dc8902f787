import type { Issue } from '#kernel/engine/issues';
import { issue } from '#kernel/engine/issues';
import type { Submission } from '#kernel/engine/ruleset';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import { planSetup } from '#games/campaign-to-stalingrad/setup/plan-setup';
import { standingIssues } from '../standing-issues';
import type { SetupState } from './open';
import { placeOrders } from './place-orders';

/** check() in a set-up window (CtS 35.1): the placements and the position they leave, every problem at once. */
export function checkSetup(ctx: CtsContext, state: SetupState, sub: Submission): Issue[] {
  const out = standingIssues(ctx, state, sub);
  if ((sub.side as string) !== state.setup) {
    if (sub.orders.length > 0) out.push(issue(['orders'], 'not-your-window', `this window waits for the ${state.setup} set-up; only standing orders may be sent now`));
    return out;
  }
  const { places, issues } = placeOrders(sub.orders);
  return [...out, ...issues, ...planSetup(ctx, ctx.scenarios.get(state.scenario)!, state, state.setup, places).problems];
}
