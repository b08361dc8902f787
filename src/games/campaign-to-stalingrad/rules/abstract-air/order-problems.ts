import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { optionalRule } from '#games/campaign-to-stalingrad/setup/optional-rules';
import type { BattleOrder } from '../combat/order';
import { movementOverrunFought } from '../combat/movement-overrun-battle';
import { airUnitsLeft } from './air-units';
import { abstractAirFlies, groundedText } from './flying-weather';

/** Why a battle order's `air` may not be flown: a stable code, a plain message and the rule. */
export interface AirSupportProblem {
  code: string;
  message: string;
  rule: string;
}

/**
 * CtS 38.0: a battle order's Ground Support (`air`): the game plays the option; "No more than
 * one air unit may be allocated for Ground Support in a combat"; and the battle is not a
 * Movement Phase overrun's, fought on 7-1 with no further shifts (4.7).
 */
export function airSupportProblem(state: CtsState, side: CtsSide, order: Pick<BattleOrder, 'targets' | 'air'>): AirSupportProblem | null {
  if (!order.air) return null;
  const rule = 'CtS 38.0';
  if (!optionalRule(state, 'abstractAir')) return { code: 'optional-rule-off', message: 'this game does not play the optional Abstracted Air Power (game option abstractAir)', rule };
  if (order.air > 1) return { code: 'one-air-unit-a-combat', message: `${order.air} air units asked: no more than one air unit may be allocated for Ground Support in a combat`, rule };
  if (movementOverrunFought(state, side, order)) return { code: 'overrun-no-shifts', message: 'the battle of a Movement Phase overrun is fought on 7-1 with no further shifts: no Ground Support', rule: 'CtS 4.7' };
  return null;
}

/**
 * CtS 38.0 "Each Air Unit may perform one mission per turn": as the file is sent, the side has
 * an air unit left this turn for this battle's Ground Support after the file's earlier ones
 * (`earlier`). In the Combat Phase itself the placement (placement.ts) counts them, and a
 * battle beyond the count is fought without Ground Support. So is one in Rain, Snow Storm or
 * Overcast, where "Air units cannot be used" (25.0, engine cts-6 on): refused as the file is sent.
 */
export function airUnitLeftProblem(ctx: Pick<CtsContext, 'readings'>, state: CtsState, side: CtsSide, earlier: number): AirSupportProblem | null {
  if (!abstractAirFlies(ctx, state)) return { code: 'no-flying-weather', message: `${groundedText(state)}: no Ground Support`, rule: 'CtS 25.0' };
  if (airUnitsLeft(state, side) - earlier > 0) return null;
  return { code: 'no-air-unit-left', message: `the ${side} side has no air unit left for Ground Support this turn${earlier > 0 ? ` (${earlier} on Ground Support in earlier battles of this file)` : ''}: each air unit performs one mission a turn`, rule: 'CtS 38.0' };
}

/** CtS 38.0: with Abstracted Air Power the Standard Air Game's orders (23.2-23.15) are not played. */
export function standardAirProblem(state: CtsState): AirSupportProblem | null {
  if (!optionalRule(state, 'abstractAir')) return null;
  return { code: 'abstracted-air', message: 'this game plays Abstracted Air Power (38.0) in place of the Standard Air Game: no air placement; Ground Support is air: 1 in an attack order', rule: 'CtS 38.0' };
}
