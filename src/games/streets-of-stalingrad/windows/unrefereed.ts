import type { WindowRules } from './phase';

/**
 * The rules of a window whose phase the referee does not carry out yet: it is passed where
 * the sequence lets a side pass it (sequence/windows.ts passedWithoutChoice), takes a file
 * with no orders, and refuses every order, saying so. No order is ever taken and ignored.
 */
export const unrefereed = (what: string, rule: string): WindowRules => ({
  hasChoice: () => false,
  check: (_ctx, _state, orders) =>
    orders.map((_o, i) => ({ path: ['orders', i], code: 'not-yet-refereed', message: `${what} is not refereed yet: send this window's file with no orders`, rule })),
  adjudicate: (_ctx, state) => ({ state, events: [], stop: null }),
});
