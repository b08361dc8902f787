import { isCombatUnit } from '../../combat/unit-classes';
import type { SosEnv } from '../../game/env';
import type { SosSide } from '../../sequence/phases';
import type { SosState } from '../../state/types';
import { sideAt } from './battlefield';
import { unitOf } from './fire-units';

/**
 * The pieces of `types` that `owner` has in `hex` once no combat unit of his is left there
 * (`state` is the position after the losses); none when `lost` is false or a combat unit stays.
 * Read by the rules that send such pieces with the last combat unit (14.97, 9.82, 16.48, 16.49).
 */
export function leftAlone(env: SosEnv, state: SosState, hex: string, owner: SosSide, lost: boolean, types: readonly string[]): string[] {
  if (!lost) return [];
  const here = sideAt(env, state, hex, owner);
  const combatLeft = here.some((id) => {
    const u = unitOf(env, state, id);
    return u !== undefined && isCombatUnit(u);
  });
  return combatLeft ? [] : here.filter((id) => types.includes(env.counter(id).type));
}
