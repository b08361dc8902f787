import type { WindowRules } from '../phase';
import { isCampaign } from '../../sequence/scenarios';
import { consolidate, consolidationNotes, consolidationProblems, mayConsolidate } from './consolidation';

/**
 * The Administrative Phase windows (SoS 3.1, 20.1, 21.5). The German player may declare the
 * game over at the start of any Administrative Phase (3.1), so his window always opens;
 * withdrawals (21.5) and consolidation (20.1) are the campaign's (scenario #3, 2.32: "appear
 * only in certain scenarios") and are refused elsewhere; withdrawals are not refereed yet.
 * In the campaign both sides may consolidate (20.1: "both players"), so the Soviet window,
 * which takes only consolidation, opens when he has an exchange to make (consolidation.ts).
 */
export const administrativeRules: WindowRules = {
  hasChoice: (ctx, state) => ctx.side === 'german' || mayConsolidate(ctx, state),
  notes: (ctx, state) => consolidationNotes(ctx, state),
  check: (ctx, state, orders) => [
    ...consolidationProblems(ctx, state, orders),
    ...orders.flatMap((o, i) => {
      if ('endGame' in o || ('consolidate' in o && isCampaign(ctx.scenario))) return [];
      const kind = Object.keys(o)[0]!;
      return [{ path: ['orders', i], code: 'not-in-scenario', message: `${kind} is not used in ${ctx.scenario.replace('scenario-', 'scenario #')}: withdrawals and consolidation are rules of the campaign game`, rule: kind === 'withdraw' ? 'SoS 21.5, 2.32' : 'SoS 20.1, 2.32' }];
    }),
  ],
  adjudicate: (ctx, state, orders) => {
    if (orders.some((o) => 'endGame' in o)) return { state, events: [{ type: 'game-declared-over', side: 'german', rule: 'SoS 3.1' }], stop: null, gameOver: true };
    // SoS 20.1: "at the start of the Administrative Phase"
    const c = consolidate(ctx, state, orders);
    return { state: c.state, events: c.events, stop: null };
  },
};
