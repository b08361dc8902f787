import type { WindowRules } from '../phase';
import { isCampaign } from '../../sequence/scenarios';
import { applyWithdrawals } from './apply-withdrawals';
import { consolidate, consolidationCheck, consolidationNotes, mayConsolidate } from './consolidation';
import { planWithdrawals } from './withdraw-plan';
import { withdrawalNotes } from './withdraw-notes';

/**
 * The Administrative Phase windows (SoS 3.1, 20.1, 21.5). The German player may declare the
 * game over at the start of any Administrative Phase (3.1), so his window always opens;
 * withdrawals (21.5) and consolidation (20.1) are the campaign's (scenario #3, 2.32: "appear
 * only in certain scenarios") and are refused elsewhere. In the campaign both sides may
 * consolidate (20.1: "both players"), so the Soviet window, which takes only consolidation,
 * opens when he has an exchange to make (consolidation.ts); the exchanges are made first ("at
 * the start of the Administrative Phase"), then the German's withdrawals on the position they
 * leave: withdraw-plan.ts (the check), apply-withdrawals.ts (the orders, the default, the
 * record), withdraw-notes.ts.
 */
export const administrativeRules: WindowRules = {
  hasChoice: (ctx, state) => ctx.side === 'german' || mayConsolidate(ctx, state),
  notes: (ctx, state) => [...consolidationNotes(ctx, state), ...withdrawalNotes(ctx, state)],
  check: (ctx, state, orders) => {
    const exchanged = consolidationCheck(ctx, state, orders);
    return [
      ...exchanged.issues,
      ...orders.flatMap((o, i) => {
        if ('endGame' in o || 'consolidate' in o) return [];
        // SoS 21.5: the campaign's withdrawals are checked by planWithdrawals
        if ('withdraw' in o && isCampaign(ctx.scenario) && ctx.side === 'german') return [];
        const kind = Object.keys(o)[0]!;
        return [{ path: ['orders', i], code: 'not-in-scenario', message: `${kind} is not used in ${ctx.scenario.replace('scenario-', 'scenario #')}: withdrawals are a rule of the campaign game`, rule: 'SoS 21.5, 2.32' }];
      }),
      ...(isCampaign(ctx.scenario) && ctx.side === 'german' ? planWithdrawals(ctx, exchanged.state, orders).issues : []),
    ];
  },
  adjudicate: (ctx, state, orders) => {
    if (orders.some((o) => 'endGame' in o)) return { state, events: [{ type: 'game-declared-over', side: 'german', rule: 'SoS 3.1' }], stop: null, gameOver: true };
    // SoS 20.1: "at the start of the Administrative Phase"
    const c = consolidate(ctx, state, orders);
    // SoS 21.51-21.54: the German's withdrawals on the turn's date, the default for what he left undone
    if (!isCampaign(ctx.scenario) || ctx.side !== 'german') return { state: c.state, events: c.events, stop: null };
    const done = applyWithdrawals(ctx, c.state, planWithdrawals(ctx, c.state, orders).plan);
    return { state: done.state, events: [...c.events, ...done.events], stop: null };
  },
};
