import { isArmored } from '../combat/unit-classes';
import type { SosEnv } from '../game/env';
import type { OpportunityFireRule } from '../orders/standing';
import type { SosState } from '../state/types';
import { unitOf } from '../windows/attack/fire-units';
import { isVolgaHex } from '../windows/movement/places';
import { isMovingVehicle } from './exposed';

/**
 * Whether a rule of the reaction policy fires at the moving units open to fire at `place`:
 * the place is in its `zone` (when it has one), the units are of the kind it `targets`
 * (`armor`: some armored unit, 9.91; `vehicles`: some unit of MP 12 or more, 9.95;
 * `crossers`: Soviet units on a Volga hex, SoS 8.6, SoS 11.5), and there are at least `minUnits`.
 */
export function ruleMatches(env: SosEnv, state: SosState, rule: OpportunityFireRule, place: string, exposed: readonly string[]): boolean {
  if (exposed.length === 0) return false;
  if (rule.zone && !rule.zone.includes(place)) return false;
  if (exposed.length < (rule.minUnits ?? 1)) return false;
  switch (rule.targets ?? 'any') {
    case 'any':
      return true;
    case 'armor':
      return exposed.some((id) => {
        const u = unitOf(env, state, id);
        return u !== undefined && isArmored(u);
      });
    case 'vehicles':
      return exposed.some((id) => isMovingVehicle(env, state, id));
    case 'crossers':
      return isVolgaHex(env.map, place) && exposed.every((id) => env.counter(id).side === 'soviet');
  }
}
