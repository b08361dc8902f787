import type { WindowRules } from '../phase';
import { runPhase } from './run-phase';
import { endFlotillaPhase } from '../../flotilla/flotilla-return';
import { leaderNotes } from '../../leaders/leader-notes';

/**
 * The Movement and Exploit Movement windows (SoS 8.0, 8.2, 8.5, 8.7, 9.02a, 21.2): arrivals,
 * dismounting and remounting at the start, breakthrough movement first, normal movement,
 * deployment last, "attack" markers; the side always has a choice. The check reports every
 * order's problems at once on the position as the earlier orders leave it; the adjudication
 * makes the orders in the same order, skipping (with the reason) any it may not make.
 */
export const movementRules: WindowRules = {
  hasChoice: () => true,
  // SoS 18.41-18.47, 18.52, 18.54: the side's leaders out of play, the HQs it may enter, and whether it may attack
  notes: (ctx, state) => leaderNotes(ctx.env, state, ctx.side, ctx.turn),
  check: (ctx, state, orders) => runPhase(ctx, state, orders, 'check', null).issues,
  adjudicate: (ctx, state, orders, dice) => {
    const run = runPhase(ctx, state, orders, 'adjudicate', null, dice);
    // SoS 16.56, 16.57: the River Flotilla placed for the phase goes back to its box when it is over
    const end = endFlotillaPhase(run.state, ctx.turn, ctx.window.phase, ctx.window.id, dice);
    return { state: end.state, events: [...run.events, ...end.events], stop: null };
  },
};
