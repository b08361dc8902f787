import type { HexId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { holdOrderProblem } from '#games/drive-on-stalingrad/scenario-rules/uranus/hold-order';
import { problem, type OrderProblem } from '../problem';

/**
 * DoS Uranus U-9 (reconstructed) for a mobile assault, which is movement (9.23): the force
 * ends its move in the launch hex when the assault fails (9.29), and in the target or at
 * the end of `onSuccess` when it clears the hex (9.30); the hold order judges both ends
 * against the hex where the move began.
 */
export function assaultHoldProblems(
  ctx: DosContext,
  state: DosState,
  a: { units: readonly string[]; start: HexId; approach: readonly HexId[]; target: HexId; onSuccess: readonly HexId[] },
): OrderProblem[] {
  const out: OrderProblem[] = [];
  const launch = a.approach.at(-1);
  const stalled = launch === undefined ? null : holdOrderProblem(ctx, state, a.units, a.start, launch);
  if (stalled) out.push(problem(['assault', 'path', a.approach.length - 1], 'hold-order', `${stalled.message} (a failed assault ends its move in the launch hex, DoS 9.29)`, stalled.rule));
  const end = a.onSuccess.at(-1) ?? a.target;
  const cleared = holdOrderProblem(ctx, state, a.units, a.start, end);
  const at = a.onSuccess.length > 0 ? ['assault', 'onSuccess', a.onSuccess.length - 1] : ['assault', 'target'];
  if (cleared) out.push(problem(at, 'hold-order', `${cleared.message} (after clearing the hex, DoS 9.30)`, cleared.rule));
  return out;
}
