import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { Adjudication, Submission } from '#kernel/engine/ruleset';
import type { KbSide } from '../data/ids';
import type { KbOrder } from '../orders/schema';
import type { KbStanding } from '../orders/standing';
import { ownershipResult, type ServerStep } from '../server-steps/index';
import { entryAt, nextPosition } from '../sequence/position';
import { adjudicateCombat, resumeCombat, type CombatPause } from '../windows/combat/index';
import { adjudicateMovement, resumeMovement, type MovementPause } from '../windows/movement/index';
import { kbBattleSummaries } from '../view/battle-summary';
import { adjudicatePreparation } from '../windows/preparation/index';
import { runSteps, runToWindow } from './advance';
import type { KbEnv } from './env';
import { planOptions, prepOptions } from './plan';
import { kbPause, pauseAnswer, pauseClosed } from './pause';
import { kbMovementPause, movementAnswer, movementPauseClosed } from './movement-pause';
import { revealUntried } from './untried-reveal';
import { untriedInPool } from '../state/untried';
import { isMovementPause, type KbGame, type KbMovementPause, type KbPause } from './types';
import { openEntry } from './window';

const asKb = (s: string): KbSide => (s === 'axis' ? 'axis' : 'soviet');

/**
 * Closes the open window (Ruleset.adjudicate): each side's standing orders, when its file
 * gave some, replace the ones the game kept; the file of the side the window waits for is
 * carried out by the window's part (Preparation, Movement, Combat; no file: no orders);
 * then the server's steps run to the next window (advance.ts). A new game record, never
 * the old one changed.
 */
export function adjudicateGame(env: KbEnv, game: KbGame, submissions: readonly Submission[], dice: Dice): Adjudication<KbGame> {
  const entry = openEntry(game);
  if (!entry) throw new Error('the game is over: no window is open');
  if (game.pause) return adjudicatePaused(env, game, game.pause, submissions, dice);
  // the set-up's steps that roll (setup.ts), carried out first with this window's dice
  const pending = game.pending ? runSteps(env, { ...game, pending: null }, pendingSteps(game), dice) : null;
  if (pending?.result) return { state: { ...pending.game, position: null, result: pending.result }, events: [...pending.events, { type: 'game-over', ...pending.result }] };
  const start = pending ? { ...pending.game, state: { ...pending.game.state, at: game.state.at } } : game;
  const standing: Record<KbSide, KbStanding | null> = { ...game.standing };
  for (const sub of submissions) if (sub.standing !== undefined) standing[asKb(sub.side)] = sub.standing as KbStanding;
  const orders = (submissions.find((s) => s.side === entry.side)?.orders ?? []) as KbOrder[];
  const label = entry.id;
  let r: PhaseDone;
  switch (entry.name) {
    case 'axis-preparation':
    case 'soviet-preparation':
      r = adjudicatePreparation(env.prep(game.scenario), start.state, entry.side, orders, dice, prepOptions(game));
      break;
    case 'axis-movement':
    case 'soviet-movement':
      {
        const m = adjudicateMovement(env, start.state, entry.side, orders, standing, dice, label, game.options);
        r = { state: m.state, events: m.events, movementPause: m.pause };
      }
      break;
    case 'axis-combat':
    case 'soviet-combat':
      // KB 12.0, 9.3, 7.26 Note: full support judged as the Combat Phase begins (designation, the river crossers' retreat)
      r = adjudicateCombat(env.assault(game.state.map), start.state, entry.side, orders, standing, dice, label, env.judge(start.state, entry.side, standing, dice, label).fullySupported);
      break;
  }
  const closed: GameEvent = { type: 'window-closed', window: entry.id, side: entry.side, orders: orders.length, rule: entry.rule };
  return phaseOver(env, { ...start, pending: null }, standing, [...(pending?.events ?? []), closed], r, dice, 1);
}

/** What a window's part leaves: the state, its events, and the pause it stopped at, if any. */
type PhaseDone = { state: KbGame['state']; events: GameEvent[]; pause?: CombatPause | null; movementPause?: MovementPause | null };

/**
 * After a window's part: an automatic victory (KB 20.1, 20.3: won "at any time" a side owns
 * the named hexes, asked once the window's hexes have changed owner); else a phase stopped
 * for a named decision opens its paused window, the `n`th of the turn (game/pause.ts); else
 * the server's steps run to the next window.
 */
function phaseOver(env: KbEnv, start: KbGame, standing: KbGame['standing'], head: readonly GameEvent[], phase: PhaseDone, dice: Dice, n: number): Adjudication<KbGame> {
  // KB 2.72 optional (digest A35): an untried division that fought or took a loss shows its strength
  const seen = revealUntried(start.state, phase.state, phase.events);
  // KB 16.31 with 2.72: a rifle division placed in the Replacement Pool turns its 'Untried' side up at once, not at the next draw
  const pooled = prepOptions(start).hiddenStrength ? untriedInPool(env.ctxOf(seen.state), seen.state) : seen.state;
  // each rolled battle (KB 11.2, 12.0) summed up in the shape the combat report and the map read a battle by
  const r = { ...phase, state: pooled, events: [...kbBattleSummaries(phase.events, start.state), ...seen.events] };
  const won = ownershipResult(env.ctxOf(r.state), r.state);
  if (won) {
    const result = { winner: won.result.winner, reason: won.result.reason, level: won.result.level ?? null };
    const over: KbGame = { ...start, state: r.state, standing, record: { ...start.record, result: won.result }, position: null, pending: null, pause: null, result };
    return { state: over, events: [...head, ...r.events, ...won.events, { type: 'game-over', ...result }] };
  }
  if (r.pause) {
    const window = start.pause?.window ?? openEntry(start)!.id;
    return { state: { ...start, state: r.state, standing, pause: kbPause(env.ctxOf(r.state), r.pause, start.position!.turn, n, window) }, events: [...head, ...r.events] };
  }
  if (r.movementPause) {
    const window = start.pause?.window ?? openEntry(start)!.id;
    return { state: { ...start, state: r.state, standing, pause: kbMovementPause(r.movementPause, start.position!.turn, n, window) }, events: [...head, ...r.events] };
  }
  const after = runToWindow(env, { ...start, state: r.state, standing, pause: null }, nextPosition(start.scenario, start.position!, planOptions(start)), dice);
  return { state: after.game, events: [...head, ...r.events, ...after.events] };
}

/**
 * Closes a paused window (sequence/pauses.ts): the deciding side's answer, or the default
 * when none came (no file, `no-action`, the deadline), settles the decision; the phase goes
 * on from where it stopped with the rest of the phasing player's file, with this window's
 * dice, and may stop again (the next pause of the turn).
 */
function adjudicatePaused(env: KbEnv, game: KbGame, p: KbPause | KbMovementPause, submissions: readonly Submission[], dice: Dice): Adjudication<KbGame> {
  const standing: Record<KbSide, KbStanding | null> = { ...game.standing };
  for (const sub of submissions) if (sub.standing !== undefined) standing[asKb(sub.side)] = sub.standing as KbStanding;
  if (isMovementPause(p)) {
    // the Movement Phase goes on with the standing orders it began with (windows/movement/pause.ts)
    const answer = movementAnswer(env, game, p, submissions);
    const m = resumeMovement(env, p.movement, answer, dice, game.options);
    return phaseOver(env, game, standing, [movementPauseClosed(p, answer !== null)], { state: m.state, events: m.events, movementPause: m.pause }, dice, p.n + 1);
  }
  const answer = pauseAnswer(env, game, p, submissions);
  const r = resumeCombat(env.assault(game.state.map), game.state, p.combat, answer, standing, dice);
  return phaseOver(env, game, standing, [pauseClosed(p, answer !== null)], r, dice, p.n + 1);
}

/** The automatic steps from the game's pending position up to its open window (setup.ts). */
function pendingSteps(game: KbGame): ServerStep[] {
  const opts = planOptions(game);
  const steps: ServerStep[] = [];
  for (let pos = game.pending; pos && !(pos.turn === game.position!.turn && pos.entry === game.position!.entry); pos = nextPosition(game.scenario, pos, opts)) {
    const e = entryAt(game.scenario, pos, opts);
    if (e?.kind === 'automatic') steps.push({ ...e, turn: pos.turn });
  }
  return steps;
}
