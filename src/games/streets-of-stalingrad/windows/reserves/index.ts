import type { WindowRules } from '../phase';
import { runPhase } from '../movement/run-phase';
import { anyEligible, reservesIneligibility } from './eligible';

/**
 * The Reserves Movement windows (SoS 8.3, 9.02b): the other side's units eligible on the
 * position the phase begins with (eligible.ts) move at half MP (8.01, 8.31, 8.32), never in
 * breakthrough movement (8.51) nor deployment (8.22); the window is passed when no unit is
 * eligible.
 */
export const reservesRules: WindowRules = {
  hasChoice: (ctx, state) => anyEligible(reservesIneligibility(ctx.env, state, ctx.side)),
  check: (ctx, state, orders) => runPhase(ctx, state, orders, 'check', reservesIneligibility(ctx.env, state, ctx.side)).issues,
  adjudicate: (ctx, state, orders, dice) => {
    const run = runPhase(ctx, state, orders, 'adjudicate', reservesIneligibility(ctx.env, state, ctx.side), dice);
    return { state: run.state, events: run.events, stop: null };
  },
};
