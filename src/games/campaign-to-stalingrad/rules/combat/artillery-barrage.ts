import type { Modifier } from '#kernel/engine/events';
import { hexId, type HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { optionalRule } from '#games/campaign-to-stalingrad/setup/optional-rules';
import { isArmyHq } from '../unit-kind';
import { faceOf } from '../unit-values';
import type { BattleOrder } from './order';

/** A Heavy Artillery Barrage that may be fired: the unit, the Depot it costs, and the shift. */
export interface Barrage {
  unit: string;
  depot: HexId;
  shift: Modifier;
}

/** Why a declared barrage may not be fired: a path below the order's `barrage`, a stable code and the rule. */
export interface BarrageProblem {
  code: string;
  message: string;
  rule: string;
}

/**
 * CtS 40.0 Heavy Artillery Barrages (optional, game option artilleryBarrage): "A player may
 * receive a favorable shift to the CRT of one column by declaring a Heavy Artillery Barrage.
 * To declare a Heavy Artillery Barrage the Soviet Player must have an Artillery Division (on
 * its "0" movement side) stacked with a Supply Depot and adjacent to the target hex or
 * adjacent to a friendly unit that is attacking the target hex. For the Axis Player to
 * declare a Heavy Artillery Barrage he must have an Army HQ stacked with a Supply Depot and
 * located within four hexes of the target hex, plus the Army HQ may not have moved in the
 * preceding Movement Phase. The cost for each Heavy Artillery Barrage is the Supply Depot the
 * unit is stacked with." The battle order's `barrage` names the unit; the barrage gives one
 * shift to the battle (one a battle: a second would need a second unit the order does not
 * name).
 */
export function artilleryBarrage(ctx: CtsContext, state: CtsState, side: CtsSide, order: Pick<BattleOrder, 'barrage' | 'attackers' | 'targets'>): Barrage | BarrageProblem | null {
  if (order.barrage === undefined) return null;
  const problem = (code: string, message: string): BarrageProblem => ({ code, message, rule: 'CtS 40.0' });
  if (!optionalRule(state, 'artilleryBarrage')) return problem('optional-rule-off', 'this game does not play the optional Heavy Artillery Barrages (game option artilleryBarrage)');
  const id = order.barrage;
  const spec = ctx.units.get(id);
  const u = state.units[id];
  if (!spec || spec.side !== side) return problem('not-yours', `${id} is not a unit of the ${side} side`);
  if (!u || u.where !== 'map' || u.hex === null) return problem('not-on-map', `${spec.name} is not on the map`);
  const at = u.hex;
  if (!state.depots.some((d) => d.side === side && d.hex === at)) return problem('no-depot', `${spec.name} is not stacked with a ${side} Supply Depot`);
  const targets = order.targets.map(hexId);
  if (side === 'soviet') {
    if (spec.type !== 'artillery' || faceOf(spec, u).move !== 0) return problem('not-artillery', `${spec.name} is not an Artillery Division on its "0" movement side`);
    const attackerHexes = order.attackers.map((a) => state.units[a]?.hex).filter((h): h is HexId => h !== null && h !== undefined);
    const nextTo = (h: HexId): boolean => ctx.map.grid.direction(at, h) !== null;
    if (!targets.some(nextTo) && !attackerHexes.some((h) => h === at || nextTo(h))) return problem('not-adjacent', `${spec.name} is next to neither the target hex nor a unit attacking it`);
  } else {
    if (!isArmyHq(spec)) return problem('not-an-army-hq', `${spec.name} is not an Army HQ`);
    if (!targets.some((t) => ctx.map.grid.distance(at, t) <= 4)) return problem('too-far', `${spec.name} is more than four hexes from ${order.targets.join(', ')}`);
    if (state.movedThisPhase.includes(id)) return problem('hq-moved', `${spec.name} moved in the preceding Movement Phase`);
  }
  return { unit: id, depot: at, shift: { value: 1, kind: 'column-shift', reason: `Heavy Artillery Barrage by ${spec.name}, paid with the Depot in ${at}`, rule: 'CtS 40.0' } };
}

export const isBarrage = (b: Barrage | BarrageProblem | null): b is Barrage => b !== null && 'shift' in b;
