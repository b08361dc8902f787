import { withWindowIssues, type Issue } from '#kernel/engine/issues';
import type { Submission } from '#kernel/engine/ruleset';
import { noDice } from '#kernel/dice/no-dice';
import { kbOrderKind, type KbOrder } from '../orders/schema';
import { fileProblems } from '../orders/file-checks';
import { windowProblems } from '../sequence/window-orders';
import { decisionWindow } from '../sequence/windows';
import { checkCombat } from '../windows/combat/index';
import { checkMovement } from '../windows/movement/index';
import { checkPreparation } from '../windows/preparation/index';
import type { KbEnv } from './env';
import { checkPause } from './pause';
import { checkMovementPause } from './movement-pause';
import { isMovementPause, type KbGame } from './types';
import { openEntry } from './window';

/**
 * A parsed submission against the open window (Ruleset.check), every problem at once: the
 * game over, a side sending orders to a window that does not wait for it (standing orders
 * alone are always taken), the orders against the window (sequence/window-orders.ts), the
 * file across its orders (orders/file-checks.ts), then the window's own check on the
 * position it opened on. [] means the file is accepted.
 */
export function checkGame(env: KbEnv, game: KbGame, sub: Submission): Issue[] {
  const entry = openEntry(game);
  if (!entry) return [{ path: [], code: 'game-over', message: 'the game is over: it takes no more files' }];
  if (game.pause) return isMovementPause(game.pause) ? checkMovementPause(env, game, game.pause, sub) : checkPause(env, game, game.pause, sub);
  const orders = sub.orders as KbOrder[];
  if (sub.side !== entry.side) {
    if (orders.length === 0) return [];
    return [{ path: ['orders'], code: 'not-your-window', message: `${entry.id} waits for the ${entry.side} player; the ${sub.side} player may send standing orders only (orders: [])`, rule: 'KB 4.1' }];
  }
  const window = decisionWindow(entry, game.position!.turn);
  const issues = [...windowProblems(window, orders), ...fileProblems(orders)];
  // the window's own check reads the orders of the kinds it takes; their issues keep their place in the file
  const taken = orders.flatMap((o, i) => (window.accepts.includes(kbOrderKind(o)) ? [i] : []));
  const mine = taken.map((i) => orders[i]!);
  const side = entry.side;
  let own: Issue[] = [];
  switch (entry.name) {
    case 'axis-preparation':
    case 'soviet-preparation':
      own = checkPreparation(env.prep(game.scenario), game.state, side, mine);
      break;
    case 'axis-movement':
    case 'soviet-movement':
      own = checkMovement(env, game.state, side, mine, game.options);
      break;
    case 'axis-combat':
    case 'soviet-combat':
      // KB 12.0, 9.1, 9.3: an Axis unit's full support judged on the position the Combat Phase begins with
      own = checkCombat(env.assault(game.state.map), game.state, side, mine, env.judge(game.state, side, game.standing, noDice(`the check of ${entry.id}`), entry.id).fullySupported);
      break;
  }
  return withWindowIssues(issues, own, taken);
}
