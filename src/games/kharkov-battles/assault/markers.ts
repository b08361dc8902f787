import type { KbSide } from '../data/ids';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';
import { withUnits } from '../state/update';
import type { Attack } from './attack';
import { designationRefusals, type DesignationRefusal, type RiverObligation } from './designation';

/**
 * KB 12.1, 4.1 B.3.a / C.4.a: a legal designation places a Prepared Assault marker on every
 * designated attacking unit; a refused one changes nothing. The markers come off combat by
 * combat when its die is rolled (12.0 step d, `rollBattle`), and until then KB 12.74 reads them.
 */
export function designateAttacks(
  ctx: KbContext,
  state: KbState,
  side: KbSide,
  attacks: readonly Attack[],
  obligations: readonly RiverObligation[] = [],
): { ok: true; state: KbState } | { ok: false; issues: DesignationRefusal[] } {
  const issues = designationRefusals(ctx, state, side, attacks, obligations);
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, state: placePreparedAssaultMarkers(state, attacks) };
}

/** KB 12.1: "places Prepared Assault markers on all his designated attacking stacks". */
export function placePreparedAssaultMarkers(state: KbState, attacks: readonly Attack[]): KbState {
  const ids = [...new Set(attacks.flatMap((a) => a.attackers))].sort();
  return withUnits(state, Object.fromEntries(ids.map((id) => [id, { marks: { ...state.units[id]!.marks, preparedAssault: true } }])));
}

/**
 * KB 11.28, 4.1 B.3.f / C.4.f: at the end of its Combat Phase the phasing side's
 * 'Disorganized' markers are removed (the halving lasts that one phase).
 */
export function removeDisorganizedMarkers(ctx: KbContext, state: KbState, side: KbSide): KbState {
  const ids = Object.values(state.units)
    .filter((u) => u.marks.disorganized && ctx.unit(u.id).side === side)
    .map((u) => u.id);
  return withUnits(state, Object.fromEntries(ids.map((id) => [id, { marks: { ...state.units[id]!.marks, disorganized: false } }])));
}
