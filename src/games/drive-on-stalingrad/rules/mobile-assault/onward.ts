import type { HexId, UnitId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { GERMAN } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import type { Consequences } from '../consequences';
import { enterHex } from '../enter-hex';
import type { OrderProblem } from '../problem';
import { mpLeft, onwardProblems, type AssaultPlan } from './plan';
import { updateUnits } from '#games/drive-on-stalingrad/state/unit-writes';

export type Onward = { moved: true; path: HexId[]; to: HexId } | { moved: false; refused?: OrderProblem[] };

/**
 * After an assault that cleared the hex (DoS 9.30): the survivors stand in the target
 * (entering it changes control and sets off the VP, fortification and O-Ring hooks, 3.4,
 * 11.23, 11.24) and go on along `onSuccess` with the MP left, if that is still legal in
 * the position of this moment; otherwise they stay in the target and the reasons are
 * reported. No further mobile assault (9.30). Mutates the draft.
 */
export function moveOnward(ctx: DosContext, draft: DosState, plan: AssaultPlan, survivors: UnitId[], out: Consequences): Onward {
  updateUnits(draft, survivors, (u) => ({ ...u, hex: plan.target }));
  enterHex(ctx, draft, GERMAN, plan.target, out);
  if (plan.onSuccess.length === 0 || draft.ended) return { moved: false };
  const refused = onwardProblems(ctx, draft, plan, survivors);
  if (refused.length > 0) return { moved: false, refused };
  let at = plan.target;
  for (const hex of plan.onSuccess) {
    at = hex;
    enterHex(ctx, draft, GERMAN, hex, out);
    if (draft.ended) break;
  }
  updateUnits(draft, survivors, (u) => ({ ...u, hex: at }));
  return { moved: true, path: plan.onSuccess.slice(0, plan.onSuccess.indexOf(at) + 1), to: at };
}

/** MP left to each survivor in the cleared hex, for the report. */
export const mpLeftText = (plan: AssaultPlan, ids: UnitId[]): string => ids.map((id) => `${id} ${mpLeft(plan, id)}`).join(', ');
