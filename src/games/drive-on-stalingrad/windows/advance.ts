import type { DosContext } from '../data/context';
import { scenarioOf } from '../data/context';
import { finalVerdict } from '../rules/victory';
import { scenarioVerdict } from '../scenario-rules/uranus/victory';
import { opponent } from '../state/sides';
import { emptyPhaseFlags, type DosState } from '../state/types';

/**
 * After a window is adjudicated: the opening window is followed by the player turn's
 * second window; the second window by the other player's turn, then the next game turn
 * (DoS 5.2). After the last window of the last game turn the game ends (4.5). Weather
 * (5.2 III, 10.0) is not in the rulebook text and is skipped. Mutates the draft.
 */
export function advanceWindow(ctx: DosContext, draft: DosState): void {
  draft.phase = emptyPhaseFlags();
  if (draft.ended) return;
  if (draft.at.step === 0) {
    draft.at = { side: draft.at.side, step: 1 };
    return;
  }
  const scenario = scenarioOf(ctx, draft.scenario).data;
  const first = scenario.firstSide as DosState['at']['side'];
  draft.phaseOrder = null;
  if (draft.at.side === first) {
    draft.at = { side: opponent(first), step: 0 };
    return;
  }
  if (draft.turn >= scenario.turns) {
    draft.ended = scenarioVerdict(ctx, draft) ?? finalVerdict(ctx, draft); // DoS Uranus U-12, else 4.5
    return;
  }
  draft.turn += 1;
  draft.at = { side: first, step: 0 };
}
