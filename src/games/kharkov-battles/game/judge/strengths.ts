import type { HexId } from '#kernel/ids';
import type { AssaultEnv } from '../../assault/attack';
import { combinedArmsOnState, defenderStrength, forceHexes, strengthFacts } from '../../assault/battle-facts';
import { defenseTotal } from '../../combat/force';
import { attackStrength } from '../../combat/strength';
import { enemyOf, occupancy, type Placed } from '../../state/occupancy';
import type { KbState } from '../../state/types';
import type { ChitDraws } from './chit-draws';

/**
 * KB 11.2: the strengths of a Mobile Assault: the assaulting unit's Combat Strength
 * (combat/strength.ts, assault 'mobile': no Winter bonus; a Mobile Assault never crosses a
 * Major River nor enters Marsh, 11.22) against the whole target hex's defence strength, no
 * combat stacking limit (force.ts: an HQ adds one, 15.12), each Combat Rating unit drawing
 * its chit first if it has none (KB 2.6, `draws`); and whether Combined Arms gives the
 * assaulting unit its bonus (12.41-12.45).
 */
export function mobileAssaultStrengths(env: AssaultEnv, draws: ChitDraws, state: KbState, unit: string, target: HexId): { attack: number; defense: number; combinedArms: boolean } {
  const { ctx } = env;
  const st = state.units[unit]!;
  const def = ctx.unit(unit);
  const attacker: Placed = { def, state: draws.withChit(state, unit), hex: st.hex! };
  const attack = attackStrength(strengthFacts(env, attacker), { weather: state.weather, assault: 'mobile' }).strength;
  const defenders = occupancy(ctx, state)
    .at(target, enemyOf(def.side))
    .map((p): Placed => ({ ...p, state: draws.withChit(state, p.def.id) }));
  const total = defenseTotal(forceHexes(defenders.map((p) => ({ p, strength: defenderStrength(env, p).strength }))));
  const defense = total.ok ? total.value.total : 1;
  const ca = combinedArmsOnState(ctx, state, { attackers: [attacker], defenders: defenders.map((p) => p.def.id), targets: [target], otherAttackers: new Set(), anyAcrossMajorRiver: false });
  return { attack, defense, combinedArms: ca.bonus };
}
