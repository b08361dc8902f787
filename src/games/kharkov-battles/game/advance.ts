import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { runServerStep } from '../server-steps/index';
import { nextPosition, toNextWindow, type SequencePosition } from '../sequence/position';
import { adjudicatePreparation, preparationHasChoices } from '../windows/preparation/index';
import type { KbEnv } from './env';
import { planOptions, pointerOf } from './plan';
import type { KbGame, KbResult } from './types';

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * From `from` (the entry after the window just closed, or the scenario's first), the
 * server's automatic steps (server-steps: runServerStep) up to the next window that needs a
 * player: a Preparation window in which the side has nothing to decide is passed without
 * waiting (docs/kharkov-battles.md), its server part carried out. The game ends when a step
 * gives a result (an automatic victory, the last turn's End Turn Phase) or the plan runs
 * out. `state.at` follows the position.
 */
export function runToWindow(env: KbEnv, game: KbGame, from: SequencePosition | null, dice: Dice): { game: KbGame; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const opts = planOptions(game);
  const data = env.prep(game.scenario);
  let { state, record } = game;
  const ended = (result: KbResult): { game: KbGame; events: GameEvent[] } => {
    events.push({ type: 'game-over', winner: result.winner, reason: result.reason, level: result.level });
    return { game: { ...game, state, record, position: null, pause: null, result }, events };
  };
  let pos = from;
  for (;;) {
    const next = toNextWindow(game.scenario, pos, opts);
    for (const step of next.automatic) {
      state = { ...state, at: pointerOf(step, step.turn) };
      const r = runServerStep(step, { data, tables: env.tables, state, record, options: game.options, dice, label: `T${pad(step.turn)}`, view: env.view(state.map) });
      state = r.state;
      record = r.record;
      events.push(...r.events);
      if (r.result) return ended({ winner: r.result.winner, reason: r.result.reason, level: r.result.level ?? null });
    }
    if (!next.window) {
      const last = record.result;
      return ended(last ? { winner: last.winner, reason: last.reason, level: last.level ?? null } : { winner: null, reason: 'the last Game-Turn is over with no victory condition met: a Draw (KB 20.0)', level: null });
    }
    const { entry, at } = next.window;
    state = { ...state, at: pointerOf(entry, at.turn) };
    if (entry.passedWithoutChoice && !preparationHasChoices(data, state, entry.side)) {
      // docs/kharkov-battles.md: a Preparation window with nothing to decide is passed; the server's part of it is carried out
      events.push({ type: 'window-passed', window: entry.id, side: entry.side, rule: entry.rule });
      const r = adjudicatePreparation(data, state, entry.side, [], dice);
      state = r.state;
      events.push(...r.events);
      pos = nextPosition(game.scenario, at, opts);
      continue;
    }
    return { game: { ...game, state, record, position: at, pause: null, result: null }, events };
  }
}
