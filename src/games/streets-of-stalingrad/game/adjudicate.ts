import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { Adjudication, Submission } from '#kernel/engine/ruleset';
import type { SosOrder } from '../orders/schema';
import type { SosStanding } from '../orders/standing';
import type { SosSide } from '../sequence/phases';
import { firstPosition, nextPosition } from '../sequence/position';
import { pauseWindowId } from '../sequence/pauses';
import { windowRules } from '../windows/index';
import type { PhaseDone } from '../windows/phase';
import { adjudicateSetup } from '../windows/setup/set-up';
import { advanceFrom } from './advance';
import { engineeringStep } from '../engineering/game-steps';
import { dropLostMarkers } from '../markers/interdiction-lost';
import { finalResult } from './outcome';
import { phaseContext, stopOf } from './context';
import type { SosEnv } from './env';
import type { SosGame } from './types';
import { openEntry } from './window';
import { reliabilityAtSetUp } from '../nkvd/set-up-check';

const asSos = (s: string): SosSide => (s === 'german' ? 'german' : 'soviet');

/**
 * Closes the open window (Ruleset.adjudicate): a side's set-up (the Soviet's, then the
 * German's, 2.31, then the first turn begins); a paused decision, with the answer or, when
 * none came by the deadline, its default (sequence/pauses.ts); or the turn plan's window, by
 * its kind's rules (windows/). A phase that stops for a decision opens its pause; otherwise
 * the game goes on to the next window that waits for a side (advance.ts).
 */
export function adjudicateGame(env: SosEnv, game: SosGame, submissions: readonly Submission[], dice: Dice): Adjudication<SosGame> {
  const standing: Record<SosSide, SosStanding | null> = { ...game.standing };
  for (const sub of submissions) if (sub.standing !== undefined) standing[asSos(sub.side)] = sub.standing as SosStanding;
  const ordersOf = (side: SosSide): SosOrder[] | null => {
    const sub = submissions.find((s) => s.side === side);
    return sub ? (sub.orders as SosOrder[]) : null;
  };
  const withStanding = { ...game, standing };
  if (game.setup) {
    const r = adjudicateSetup(env, game.scenario, game.state, game.setup, ordersOf(game.setup) ?? []);
    if (game.setup === 'soviet') return { state: { ...withStanding, state: r.state, setup: 'german' }, events: r.events };
    // SoS 16.84 ∆: NKVD regiments set up next to German combat units roll before the first phase (16.83)
    const checked = reliabilityAtSetUp(env, r.state, dice);
    // SoS 2.31: both sides have set up; the first turn begins
    const next = advanceFrom(env, { ...withStanding, state: checked.state, setup: null }, firstPosition(game.scenario), dice);
    return { state: next.game, events: [...r.events, ...checked.events, ...next.events] };
  }
  const entry = openEntry(game);
  if (!entry) throw new Error('the game is over: no window is open');
  const rules = windowRules(entry.name);
  const ctx = phaseContext(env, withStanding, entry, standing);
  let done: PhaseDone;
  const events: GameEvent[] = [];
  if (game.pause) {
    const answer = ordersOf(game.pause.side);
    if (!answer) events.push({ type: 'pause-default', window: game.pause.id, side: game.pause.side, decision: game.pause.decision, rule: 'SoS 4.2' });
    if (!rules.resume) throw new Error(`${entry.id} has no pause to resume`);
    done = rules.resume(ctx, game.state, stopOf(game.pause), answer, dice);
  } else done = rules.adjudicate(ctx, game.state, ordersOf(entry.side) ?? [], dice);
  // SoS 17.0, 17.16, 17.26, 17.32, 17.36: what the window did to the engineering
  const eng = engineeringStep(env, game.state, done.state, { turn: game.position!.turn, phase: entry.phase });
  // SoS 14.04: IF units the window eliminated take their markers off the hexes they interdict
  const markers = dropLostMarkers(env, eng.state);
  done = { ...done, state: markers.state, events: [...done.events, ...eng.events, ...markers.events] };
  events.push(...done.events);
  if (done.gameOver) {
    const ended = { ...withStanding, state: done.state, position: null, pause: null };
    const result = finalResult(env, ended, true);
    return { state: { ...ended, result }, events: [...events, { type: 'game-over', ...result }] };
  }
  if (done.stop) {
    const n = game.pausesThisTurn + 1;
    const turn = game.position!.turn;
    const pause = { id: pauseWindowId(turn, done.stop.side, done.stop.decision, n), side: done.stop.side, decision: done.stop.decision, about: done.stop.about, n, window: entry.id, resume: done.stop.resume };
    events.push({ type: 'pause', window: pause.id, side: pause.side, decision: pause.decision, about: pause.about });
    return { state: { ...withStanding, state: done.state, pause, pausesThisTurn: n }, events };
  }
  const next = advanceFrom(env, { ...withStanding, state: done.state, pause: null }, nextPosition(game.scenario, game.position!), dice);
  return { state: next.game, events: [...events, ...next.events] };
}
