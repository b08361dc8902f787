import type { KbUnitState } from '../state/types';
import { isHq } from '../state/unit-status';
import type { PhaseRun } from './run';

/** Where a unit taken off the map goes. */
export type Removal = Pick<KbUnitState, 'where' | 'returnTurn'>;

/** KB 15.13, 16.35: an HQ or German silhouette unit lost goes on the TRT five turns ahead. */
export const TRT_TURNS = 5;

/**
 * Where a unit eliminated in the Movement Phase goes: the caller's `eliminate` when given
 * (KB 16.31: a Soviet rifle division or silhouette unit that can trace supply goes to the
 * Replacement Pool, which needs the supply trace); else an HQ or a German silhouette
 * mechanized unit on the TRT five turns ahead (15.13, 16.35), any other permanently.
 */
export function removedTo(run: PhaseRun, unit: string): Removal {
  const given = run.input.eliminate?.(run.state, unit);
  if (given) return given;
  const def = run.input.ctx.unit(unit);
  if (isHq(def) || (def.side === 'axis' && def.nationality === 'german' && def.silhouette)) return { where: 'trt', returnTurn: run.state.at.turn + TRT_TURNS };
  return { where: 'permanent-dead', returnTurn: null };
}
