import { withWindowIssues, type Issue } from '#kernel/engine/issues';
import type { Submission } from '#kernel/engine/ruleset';
import { sosOrderKind, type SosOrder } from '../orders/schema';
import type { SosStanding } from '../orders/standing';
import type { SosSide } from '../sequence/phases';
import { windowProblems } from '../sequence/window-orders';
import { windowRules } from '../windows/index';
import { checkSetup } from '../windows/setup/set-up';
import { standingProblems } from './check-standing';
import { wallSideProblems } from './check-wall-side';
import { phaseContext, stopOf } from './context';
import type { SosEnv } from './env';
import type { SosGame } from './types';
import { openEntry, openWindow } from './window';

/**
 * A parsed submission against the open window (Ruleset.check), every problem at once: the
 * game over, a side sending orders to a window that does not wait for it (standing orders
 * alone are always taken), the orders against the window's kinds (sequence/window-orders.ts),
 * then the window's own check on the position it opened on. [] means the file is accepted.
 */
export function checkGame(env: SosEnv, game: SosGame, sub: Submission): Issue[] {
  const window = openWindow(game);
  if (!window) return [{ path: [], code: 'game-over', message: 'the game is over: it takes no more files' }];
  const orders = sub.orders as SosOrder[];
  const standing = sub.standing ? [...standingProblems(env, sub.side as SosSide, sub.standing as SosStanding), ...wallSideProblems(env, game.state, sub.side as SosSide, sub.standing as SosStanding)] : [];
  if (!window.waitingFor.includes(sub.side)) {
    if (orders.length === 0) return standing;
    return [{ path: ['orders'], code: 'not-your-window', message: `${window.id} waits for the ${window.waitingFor.join(', ')} player; the ${sub.side} player may send standing orders only (orders: [])`, rule: 'SoS 4.2' }];
  }
  const issues = windowProblems(window, orders);
  const taken = orders.flatMap((o, i) => (o && window.accepts.includes(sosOrderKind(o)) ? [i] : []));
  const mine = taken.map((i) => orders[i]!);
  let own: Issue[];
  if (game.setup) own = checkSetup(env, game.scenario, game.state, game.setup, mine);
  else {
    const entry = openEntry(game)!;
    const rules = windowRules(entry.name);
    const ctx = phaseContext(env, game, entry);
    own = game.pause ? (rules.checkAnswer?.(ctx, game.state, stopOf(game.pause), mine) ?? []) : rules.check(ctx, game.state, mine);
  }
  // the window's own check numbers the orders it was given; each issue goes back to its place in the file
  return [...withWindowIssues(issues, own, taken), ...standing];
}
