import { eliminatedTo, type Removal } from '../state/elimination';
import type { PhaseRun } from './run';

export type { Removal } from '../state/elimination';

/**
 * Where a unit eliminated in the Movement Phase goes: the caller's `eliminate` when given
 * (KB 16.31: a Soviet rifle division or silhouette unit that can trace supply goes to the
 * Replacement Pool, which needs the supply trace); else an HQ or a German silhouette
 * mechanized unit on the TRT five turns ahead (15.13, 16.35), any other permanently.
 */
export function removedTo(run: PhaseRun, unit: string): Removal {
  return run.input.eliminate?.(run.state, unit) ?? eliminatedTo(run.input.ctx.unit(unit), run.state.at.turn);
}
