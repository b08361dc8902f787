import type { Issue } from '#kernel/engine/issues';
import { isInfantryOrCombatEngineer } from '../../combat/unit-classes';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { distance, isHex } from './battlefield';
import { unitOf } from './fire-units';

/**
 * SoS 9.67: "For any attack that has at least one non-pinned/non-spent attacking infantry or
 * combat engineer unit adjacent to the target hex, the attacker may choose to roll his attack
 * using a column one higher": the Close Assault Bonus is declared only by an attack (or a
 * breakthrough attack, 10.1) one of whose direct fire units, by the hex it fires from, is such
 * a unit (combat/unit-classes.ts `isInfantryOrCombatEngineer`), not pinned or spent, next to the
 * target. Else the declaration is refused at `path`: it would give the defender his column
 * higher (9.67) and the attack none. Whether one is still there after the defensive fire is
 * read when the attack is rolled (combat/fire-resolution.ts `closeAssaultShift`).
 */
export function closeAssaultProblem(ctx: PhaseContext, state: SosState, target: string, groups: readonly { from: string | null; units: readonly string[] }[], path: (string | number)[]): Issue | null {
  const { env } = ctx;
  const assaulting = groups.some((g) => g.from !== null && isHex(env, g.from) && distance(env, g.from, target) === 1 && g.units.some((id) => {
    const p = state.pieces[id];
    if (!p || !env.findCounter(id) || p.at !== g.from || p.pinned || p.spent) return false;
    const u = unitOf(env, state, id);
    return u !== undefined && isInfantryOrCombatEngineer(u);
  }));
  return assaulting ? null : { path, code: 'close-assault-without-infantry', message: `no infantry or combat engineer unit, neither pinned nor spent, attacks ${target} from an adjacent hex: the Close Assault Bonus may not be declared`, rule: 'SoS 9.67' };
}
