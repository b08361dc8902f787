import type { Modifier } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { BattleOrder } from './order';
import type { AddedFactors } from './strength';

/** A scenario's one-combat bonus taken by a battle: the army, its column shift and its attack factors. */
export interface ArmyBonus {
  army: string;
  shift: Modifier;
  factors: AddedFactors;
  rule: string;
}

/** Why a battle may not take the bonus it names: a stable code, a plain message and the rule. */
export interface ArmyBonusProblem {
  code: string;
  message: string;
  rule: string;
}

/**
 * CtS 36.6 [Change]: "The 5th Tank Army receives a free Artillery Barrage Shift plus 10 attack
 * factors that may be applied to any one combat on turn one of Operation Uranus. The artillery
 * shift does not expend any supply. This special artillery bonus applies only on turn one."
 * The scenario lists the bonus (`bonuses`: army, turn, shift, factors); a battle order takes it
 * with `bonus: ARMY`. Read as the words stand: "any one combat" of the owning side on that
 * turn, whether or not a unit of the army attacks in it; once a game (`bonusesUsed`).
 */
export function armyBonus(ctx: CtsContext, state: CtsState, side: CtsSide, order: Pick<BattleOrder, 'bonus'>): ArmyBonus | ArmyBonusProblem | null {
  if (order.bonus === undefined) return null;
  const bonus = ctx.scenarios.get(state.scenario)?.bonuses?.find((b) => b.army === order.bonus);
  const rule = `CtS ${bonus?.rule ?? '36.6'}`;
  if (!bonus) return { code: 'no-such-bonus', message: `this scenario gives the ${order.bonus} no combat bonus`, rule };
  const owner = [...ctx.units.values()].find((u) => u.army === bonus.army)?.side;
  if (owner !== side) return { code: 'not-your-bonus', message: `the ${bonus.army} bonus belongs to the ${owner ?? 'other'} side`, rule };
  if (state.turn !== bonus.turn) return { code: 'bonus-turn', message: `the ${bonus.army} bonus applies only on turn ${bonus.turn}`, rule };
  if ((state.bonusesUsed ?? []).includes(bonus.army)) return { code: 'bonus-used', message: `the ${bonus.army} bonus has been applied to a combat already; it is for one combat`, rule };
  return {
    army: bonus.army,
    shift: { value: bonus.artilleryShift, kind: 'column-shift', reason: `${bonus.army} artillery: a free Artillery Barrage shift, no supply expended`, rule },
    factors: bonusFactors(bonus.army, bonus.attackFactors, rule),
    rule,
  };
}

/** The odds line of an army bonus's attack factors (also what the combat report rebuilds from the battle event). */
export const bonusFactors = (army: string, value: number, rule: string): AddedFactors => ({ value, label: `${army} artillery`, reason: `${value} attack factors of the ${army} bonus`, rule });

export const isArmyBonus = (b: ArmyBonus | ArmyBonusProblem | null): b is ArmyBonus => b !== null && 'shift' in b;
