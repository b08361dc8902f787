import type { DosContext } from '../data/context';
import { scenarioOf } from '../data/context';
import { GERMAN, SOVIET } from '../state/sides';
import type { DosOutcome, DosState } from '../state/types';
import type { Consequences } from './consequences';

/** DoS 4.5: the moment German VP reach the scenario's target (6), the German wins. Mutates the draft. */
export function checkVpVictory(ctx: DosContext, draft: DosState, out: Consequences): void {
  if (draft.ended) return;
  if (scenarioOf(ctx, draft.scenario).data.victory) return; // DoS Uranus U-12: the scenario scores its own way, at the end
  const target = scenarioOf(ctx, draft.scenario).data.vpToWin;
  if (draft.vp >= target) {
    draft.ended = { winner: GERMAN, reason: `German VP reached ${draft.vp} (${target} needed): German victory (DoS 4.5)` };
    out.notes.push({ text: `German VP ${draft.vp}: German victory`, rule: 'DoS 4.5' });
  }
}

/**
 * DoS 4.5, at the end of the last game turn: German VP below the target means a Soviet
 * win; there are no draws (4.6 design note). The 4.3 count of Soviet units still on the
 * map out of supply has already added its VP (supply/oos-eliminations.ts countOosAtEnd).
 */
export function finalVerdict(ctx: DosContext, state: DosState): DosOutcome {
  const scenario = scenarioOf(ctx, state.scenario).data;
  return state.vp >= scenario.vpToWin
    ? { winner: GERMAN, reason: `German VP ${state.vp} at the end of GT${scenario.turns}: German victory (DoS 4.5)` }
    : {
        winner: SOVIET,
        reason: `German VP ${state.vp}, below ${scenario.vpToWin}, at the end of GT${scenario.turns}: Soviet victory (DoS 4.5)`,
      };
}
