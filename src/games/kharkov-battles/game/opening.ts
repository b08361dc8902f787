import { windowId } from '#kernel/ids';
import type { Dice } from '#kernel/engine/dice';
import type { Issue } from '#kernel/engine/issues';
import type { Adjudication, DecisionWindow, Submission } from '#kernel/engine/ruleset';
import type { KbSide } from '../data/ids';
import type { KbStanding } from '../orders/standing';
import { runToWindow } from './advance';
import type { KbEnv } from './env';
import type { KbGame } from './types';

const pad = (n: number): string => String(n).padStart(2, '0');

/** The id of the opening of a set-up left at the step `pending` (setup.ts): `T{nn}/opening`. */
export const openingId = (pending: NonNullable<KbGame['pending']>): string => `T${pad(pending.turn)}/opening`;

/**
 * The opening as the service sees it: a server window that waits for no side and takes no
 * orders, which the service closes at once (Ruleset.window); null when none is open.
 */
export function openingWindow(game: KbGame): DecisionWindow | null {
  if (!game.opening || !game.pending) return null;
  return {
    id: windowId(game.opening),
    turn: game.pending.turn,
    waitingFor: [],
    accepts: [],
    description: "The server's steps before the first window (4.1): the dice they roll (Operation Star's turn-0 Command & Control, 13.2; Third Kharkov's weather, 19.1, and the Preparation Stage after it) are rolled now, so the first file is written and checked on their results. It waits for no player.",
  };
}

/** A file sent while the opening is open: standing orders alone are taken; no side has orders to give. */
export function checkOpening(game: KbGame, orders: readonly unknown[]): Issue[] {
  if (orders.length === 0) return [];
  return [{ path: ['orders'], code: 'not-your-window', message: `${game.opening} waits for no player: the server rolls the steps before the first window; send orders once that window opens`, rule: 'KB 4.1' }];
}

/**
 * Closes the opening (Ruleset.adjudicate): standing orders a file gave replace its side's;
 * the set-up's steps from `pending` run with this
 * step's dice, and on to the first window that needs a player (advance.ts runToWindow: a
 * Preparation window with nothing to decide is passed), or to the game's end.
 */
export function adjudicateOpening(env: KbEnv, game: KbGame, submissions: readonly Submission[], dice: Dice): Adjudication<KbGame> {
  if (!game.opening || !game.pending) throw new Error('no opening is open');
  const standing: Record<KbSide, KbStanding | null> = { ...game.standing };
  for (const sub of submissions) if (sub.standing !== undefined) standing[sub.side === 'axis' ? 'axis' : 'soviet'] = sub.standing as KbStanding;
  const r = runToWindow(env, { ...game, standing, opening: null, pending: null }, game.pending, dice);
  return { state: r.game, events: r.events };
}
