import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { sha256Hex } from '#kernel/canonical/hash';
import { StepDice } from '#kernel/dice';
import type { DecisionWindow } from '#kernel/engine/ruleset';
import type { Side } from '#kernel/ids';
import { failingOrderIndexes } from '../../../e2e/support/failing-orders';
import { frontOf, ordersFrom, type FrontView } from './full-game-player';

/**
 * The scripted player's file for the open window of `state` (six moves and three battles a
 * window, as full-game-player.ts plays them), the orders check() refuses taken out: the window,
 * the side it waits for and the orders. Null when no window is open.
 */
export function scriptedWindow(state: CtsState): { window: DecisionWindow; side: Side; orders: unknown[] } | null {
  const window = cts.window(state);
  if (!window) return null;
  const side = window.waitingFor[0]!;
  let orders = ordersFrom(cts.options(state, side), window.accepts, frontOf(cts.view(state, side) as FrontView, side));
  for (let attempt = 0; attempt < 8; attempt++) {
    const failing = failingOrderIndexes(cts.check(state, { side, orders }));
    if (!failing) break;
    orders = orders.filter((_, k) => !failing.has(k));
  }
  return { window, side, orders };
}

/**
 * The positions after each of the first `windows` windows of Fall Blau as the scripted player
 * plays them, each window's dice seeded by `label` and the window's id.
 */
export function playedPositions(windows: number, label: string): CtsState[] {
  const out: CtsState[] = [];
  let state = cts.setup('fall-blau');
  for (let i = 0; i < windows; i++) {
    const next = scriptedWindow(state);
    if (!next) break;
    const { window, side, orders } = next;
    state = cts.adjudicate(state, [{ side, orders }], new StepDice({ seedHex: sha256Hex(`${label} ${window.id}`), ctxHex: sha256Hex(`${label} ctx ${window.id}`) })).state;
    out.push(state);
  }
  return out;
}
