import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { runServerStep, type ServerStep } from '../server-steps/index';
import { entryAt, nextPosition, toNextWindow, type SequencePosition } from '../sequence/position';
import { adjudicatePreparation, preparationHasChoices } from '../windows/preparation/index';
import type { KbSide } from '../data/ids';
import type { KbEnv } from './env';
import { planOptions, pointerOf, prepOptions } from './plan';
import type { KbGame, KbResult } from './types';

const pad = (n: number): string => String(n).padStart(2, '0');

/** Thrown by the set-up's dice: a step before the first window rolls. */
class SetupRoll extends Error {}
const setupDice: Dice = {
  roll: () => {
    throw new SetupRoll();
  },
  rollMany: () => {
    throw new SetupRoll();
  },
  hidden: () => {
    throw new SetupRoll();
  },
};

/** Each side's standing `lossOrder` when it is a list (`ask` and none: the default order). */
function lossOrdersOf(standing: KbGame['standing']): Partial<Record<KbSide, readonly string[]>> {
  const out: Partial<Record<KbSide, readonly string[]>> = {};
  for (const side of ['axis', 'soviet'] as const) {
    const list = standing[side]?.lossOrder;
    if (Array.isArray(list)) out[side] = list;
  }
  return out;
}

type Ran = { game: KbGame; events: GameEvent[]; result: KbResult | null };

/** Automatic steps carried out in order (server-steps: runServerStep), `state.at` at each step's point; stops at a result. */
export function runSteps(env: KbEnv, game: KbGame, steps: readonly ServerStep[], dice: Dice): Ran {
  const events: GameEvent[] = [];
  const data = env.prep(game.scenario);
  let { state, record } = game;
  // KB 8.4, D22: the steps of a Pocket Attrition loss come off in the owner's standing loss order
  const lossOrders = lossOrdersOf(game.standing);
  for (const step of steps) {
    state = { ...state, at: pointerOf(step, step.turn) };
    const r = runServerStep(step, { data, tables: env.tables, state, record, options: game.options, dice, label: `T${pad(step.turn)}`, view: env.view(state.map), lossOrders });
    state = r.state;
    record = r.record;
    events.push(...r.events);
    if (r.result) return { game: { ...game, state, record }, events, result: { winner: r.result.winner, reason: r.result.reason, level: r.result.level ?? null } };
  }
  return { game: { ...game, state, record }, events, result: null };
}

/**
 * From `from` (the entry after the window just closed, or the scenario's first), the
 * server's automatic steps up to the next window that needs a player: a Preparation window
 * in which the side has nothing to decide is passed without waiting (docs/kharkov-battles.md),
 * its server part carried out. The game ends when a step gives a result (an automatic
 * victory, the last turn's End Turn Phase) or the plan runs out. `state.at` follows the
 * position. With `setup`, no die may be rolled: at the first step that would roll, the
 * steps from there to the next window are left `pending` (types.ts).
 */
export function runToWindow(env: KbEnv, game: KbGame, from: SequencePosition | null, dice: Dice, setup = false): { game: KbGame; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const opts = planOptions(game);
  let g = game;
  const ended = (result: KbResult): { game: KbGame; events: GameEvent[] } => {
    events.push({ type: 'game-over', winner: result.winner, reason: result.reason, level: result.level });
    return { game: { ...g, position: null, pending: null, pause: null, result }, events };
  };
  for (let pos = from; pos; pos = nextPosition(g.scenario, pos, opts)) {
    const entry = entryAt(g.scenario, pos, opts);
    if (!entry) break;
    if (entry.kind === 'automatic') {
      let r: Ran;
      try {
        r = runSteps(env, g, [{ ...entry, turn: pos.turn }], setup ? setupDice : dice);
      } catch (e) {
        if (!(e instanceof SetupRoll)) throw e;
        const window = toNextWindow(g.scenario, pos, opts).window;
        if (!window) throw e;
        return { game: { ...g, state: { ...g.state, at: pointerOf(window.entry, window.at.turn) }, position: window.at, pending: pos, pause: null, result: null }, events };
      }
      g = r.game;
      events.push(...r.events);
      if (r.result) return ended(r.result);
      continue;
    }
    g = { ...g, state: { ...g.state, at: pointerOf(entry, pos.turn) } };
    if (entry.passedWithoutChoice && !preparationHasChoices(env.prep(g.scenario), g.state, entry.side)) {
      // docs/kharkov-battles.md: a Preparation window with nothing to decide is passed; the server's part of it is carried out
      events.push({ type: 'window-passed', window: entry.id, side: entry.side, rule: entry.rule });
      const r = adjudicatePreparation(env.prep(g.scenario), g.state, entry.side, [], dice, prepOptions(g));
      g = { ...g, state: r.state };
      events.push(...r.events);
      continue;
    }
    return { game: { ...g, position: pos, pending: null, pause: null, result: null }, events };
  }
  const last = g.record.result;
  return ended(last ? { winner: last.winner, reason: last.reason, level: last.level ?? null } : { winner: null, reason: 'the last Game-Turn is over with no victory condition met: a Draw (KB 20.0)', level: null });
}
