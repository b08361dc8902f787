import type { Dice } from '#kernel/engine/dice';
import { StepDice } from '#kernel/dice/step-dice';
import { createKharkovBattles } from '#games/kharkov-battles/ruleset';
import type { KbGame } from '#games/kharkov-battles/game/types';
import { pointerOf } from '#games/kharkov-battles/game/plan';
import type { KbScenarioId } from '#games/kharkov-battles/data/ids';
import type { KbState } from '#games/kharkov-battles/state/types';
import { turnPlan } from '#games/kharkov-battles/sequence/windows';
import { BUNDLE } from './game-fixture';

/** The title as the service runs it. */
export const KB = createKharkovBattles(BUNDLE);

/**
 * A game of `scenario` standing at the window `name` of `turn`, on `state` (its `at` moved to
 * the window): the game record the service would hold when that window opens.
 */
export function gameAt(scenario: KbScenarioId, turn: number, name: string, state: KbState, extra: Partial<KbGame> = {}): KbGame {
  const base = KB.setup(scenario);
  const plan = turnPlan(scenario, turn)!;
  const entry = plan.findIndex((e) => e.kind === 'window' && e.name === name);
  if (entry < 0) throw new Error(`${scenario} has no ${name} window on turn ${turn}`);
  return { ...base, state: { ...state, scenario, at: pointerOf(plan[entry]!, turn) }, position: { turn, entry }, pending: null, opening: null, ...extra };
}

/**
 * A new game of `scenario` at its first window: its opening (game/opening.ts: the set-up's
 * steps that roll, 13.2, 19.1), when it has one, closed with `dice` as the service closes it.
 */
export function opened(scenario: KbScenarioId, options: Record<string, unknown> = {}, dice: Dice = new StepDice({ seedHex: '5a'.repeat(32), ctxHex: '00'.repeat(32) })): KbGame {
  const game = KB.setup(scenario, options);
  return KB.window(game)?.waitingFor.length === 0 ? KB.adjudicate(game, [], dice).state : game;
}
