import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { sha256Hex } from '#kernel/canonical/hash';
import { StepDice } from '#kernel/dice';
import type { Side } from '#kernel/ids';
import { failingOrderIndexes } from '../../test/e2e/support/failing-orders';
import { FULL_GAME_LIMITS, frontOf, ordersFrom, type FrontView, type OrderLimits } from '../../test/games/campaign-to-stalingrad/support/full-game-player';

/** No limit: every unit that can move moves, every enemy hex that can be attacked is. */
export const EVERY_ORDER: OrderLimits = { moves: Number.POSITIVE_INFINITY, battles: Number.POSITIVE_INFINITY };

/** Fixed dice for a window: StepDice keyed with hashes of the window id (no game, no chain needed). */
export const ctsDiceFor = (window: string) => new StepDice({ seedHex: sha256Hex(`bench cts seed ${window}`), ctxHex: sha256Hex(`bench cts ctx ${window}`) });

/**
 * The scripted player's orders (test/games/campaign-to-stalingrad/support/full-game-player.ts)
 * for the side the open window waits for, within `limits`, read from options() and the
 * side's view; any order check() refuses is left out.
 */
export function ctsOrders(state: CtsState, limits: OrderLimits): { side: Side; orders: unknown[] } {
  const window = cts.window(state);
  if (!window) throw new Error('the game has ended');
  const side = window.waitingFor[0]!;
  let orders = ordersFrom(cts.options(state, side), window.accepts, frontOf(cts.view(state, side) as FrontView, side), limits);
  for (let attempt = 0; attempt < 8; attempt++) {
    const failing = failingOrderIndexes(cts.check(state, { side, orders }));
    if (!failing) break;
    orders = orders.filter((_, i) => !failing.has(i));
  }
  return { side, orders };
}

/**
 * The position of a scripted game of `scenario` (Fall Blau unless named) when window
 * `windowId` opens (e.g. "T03/axis-movement"): every earlier window played in memory with
 * the complete scripted game's orders (six moves, three battles a window) and fixed dice.
 * The same state every time.
 */
export function ctsScriptedPosition(windowId: string, scenario = 'fall-blau'): CtsState {
  let state = cts.setup(scenario);
  for (let i = 0; i < 100; i++) {
    const window = cts.window(state);
    if (!window) break;
    if (window.id === windowId) return state;
    const { side, orders } = ctsOrders(state, FULL_GAME_LIMITS);
    state = cts.adjudicate(state, [{ side, orders }], ctsDiceFor(window.id)).state;
  }
  throw new Error(`the scripted ${scenario} game never opens ${windowId}`);
}
