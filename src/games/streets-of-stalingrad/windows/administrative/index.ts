import type { WindowRules } from '../phase';

/**
 * The Administrative Phase windows (SoS 3.1, 20.1, 21.5). The German player may declare the
 * game over at the start of any Administrative Phase (3.1), so his window always opens;
 * withdrawals (21.5) and consolidation (20.1) are the campaign's (scenario #3, 2.32: "appear
 * only in certain scenarios") and are refused here; the Soviet window, which takes only
 * consolidation, is passed.
 */
export const administrativeRules: WindowRules = {
  hasChoice: (ctx) => ctx.side === 'german',
  check: (ctx, _state, orders) =>
    orders.flatMap((o, i) => {
      if ('endGame' in o) return [];
      const kind = Object.keys(o)[0]!;
      return [{ path: ['orders', i], code: 'not-in-scenario', message: `${kind} is not used in ${ctx.scenario.replace('scenario-', 'scenario #')}: withdrawals and consolidation are rules of the campaign game`, rule: kind === 'withdraw' ? 'SoS 21.5, 2.32' : 'SoS 20.1, 2.32' }];
    }),
  adjudicate: (_ctx, state, orders) =>
    orders.some((o) => 'endGame' in o)
      ? { state, events: [{ type: 'game-declared-over', side: 'german', rule: 'SoS 3.1' }], stop: null, gameOver: true }
      : { state, events: [], stop: null },
};
