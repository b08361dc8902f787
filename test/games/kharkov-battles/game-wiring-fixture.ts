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
  return { ...base, state: { ...state, scenario, at: pointerOf(plan[entry]!, turn) }, position: { turn, entry }, pending: null, ...extra };
}
