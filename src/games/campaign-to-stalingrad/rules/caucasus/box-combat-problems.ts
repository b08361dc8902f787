import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { enemyOf } from '../occupancy';
import { boxName } from '../off-map-boxes/box-edges';
import { faceOf } from '../unit-values';
import type { BoxAdvanceOrder, BoxAttackOrder, CaucasusBox } from './box-order';
import { trackOf } from './box-order';
import { boxFought, combatUnits, unitsInBox } from './box-units';
import { caucasusPlay } from './plays';
import { moveMarker } from './marker-move';
import { airSupportProblem } from '../abstract-air/order-problems';

/** One refusal of a box order: the path inside the order, a stable code, a plain message and the rule. */
export interface BoxOrderProblem {
  at: (string | number)[];
  code: string;
  message: string;
  rule: string;
}

/** Refusals every box order shares: the display played at all, the Combat Phase, one order a box each player turn (34.1). */
function commonProblems(ctx: CtsContext, state: CtsState, side: CtsSide, box: CaucasusBox): BoxOrderProblem[] {
  if (caucasusPlay(ctx, state) === null) {
    return [{ at: ['box'], code: 'caucasus-not-played', message: 'this game does not play the Caucasus Campaign Display by orders (the Campaign Game, created by engine cts-6 or later)', rule: 'CtS 34.0' }];
  }
  if (state.phase !== 'combat') return [{ at: ['box'], code: 'wrong-window', message: 'box attacks and unopposed advances are made in the Combat Phase', rule: 'CtS 34.1' }];
  if (boxFought(state, side, box)) {
    return [{ at: ['box'], code: 'box-fought', message: `the ${side} side has already attacked or advanced in the ${boxName(box)} this player turn: one attack a box`, rule: 'CtS 34.1' }];
  }
  return [];
}

/**
 * CtS 34.1 a box attack: the attackers are the side's own units in that box ("Units in the
 * Black Sea Coast box may not assist units in the Caucasus, and vice versa"), each listed
 * once, with an attack factor, not having attacked this turn (10.1.4); enemy units must be
 * there to defend (without any, 34.9's unopposed advance applies instead).
 */
export function boxAttackProblems(ctx: CtsContext, state: CtsState, side: CtsSide, order: BoxAttackOrder): BoxOrderProblem[] {
  const common = commonProblems(ctx, state, side, order.box);
  if (common.length > 0) return common;
  const out: BoxOrderProblem[] = [];
  order.attackers.forEach((id, i) => {
    const spec = ctx.units.get(id);
    const u = state.units[id];
    const at = ['attackers', i];
    if (!spec || !u || spec.side !== side) out.push({ at, code: 'not-yours', message: `${id} is not a unit of the ${side} side`, rule: 'CtS 4.1' });
    else if (order.attackers.indexOf(id) !== i) out.push({ at, code: 'listed-twice', message: `${spec.name} is listed twice`, rule: 'CtS 34.1' });
    else if (u.where !== 'off-map' || u.box !== order.box) out.push({ at, code: 'not-in-box', message: `${spec.name} is not in the ${boxName(order.box)}: only units in the box attack there`, rule: 'CtS 34.1' });
    else if (u.attacked) out.push({ at, code: 'attacked-twice', message: `${spec.name} has already attacked this turn`, rule: 'CtS 10.1.4' });
    else if (faceOf(spec, u).attack <= 0) out.push({ at, code: 'no-attack-factor', message: `${spec.name} has no attack factor`, rule: 'CtS 10.1' });
  });
  if (combatUnits(unitsInBox(ctx, state, order.box, enemyOf(side))).length === 0) {
    out.push({ at: ['box'], code: 'no-defenders', message: `no enemy unit in the ${boxName(order.box)} to attack; with none there the marker advances by {boxAdvance: {box: ${order.box}}}`, rule: 'CtS 34.9' });
  }
  // CtS 34.1 (3) Air Power in a box: the Abstracted Air Power's Ground Support (38.0), engine cts-7 on
  if (order.air) {
    const air = ctx.readings.boxAirPower ? airSupportProblem(state, side, { targets: [order.box], air: order.air }) : { code: 'box-air-not-played', message: 'this game (engine cts-6 or before) gives a box attack no Air Power', rule: 'CtS 34.1' };
    if (air) out.push({ at: ['air'], ...air });
  }
  // CtS 16.6: only a Depot of the side in the attack's own box can be saved from consumption
  for (const [i, kept] of (order.keepDepots ?? []).entries()) {
    if (kept !== order.box || !(state.boxDepots ?? []).some((d) => d.side === side && d.box === kept)) out.push({ at: ['keepDepots', i], code: 'no-depot', message: `the ${boxName(kept)} holds no ${side} Depot this attack can keep`, rule: 'CtS 16.6' });
  }
  return out;
}

/**
 * CtS 34.9 [Change] an unopposed advance: the side has units in the box and the enemy none;
 * the marker must have a space left to take the side's way (34.5: not when the Axis holds
 * every space, nor the Soviet).
 */
export function boxAdvanceProblems(ctx: CtsContext, state: CtsState, side: CtsSide, order: BoxAdvanceOrder): BoxOrderProblem[] {
  const common = commonProblems(ctx, state, side, order.box);
  if (common.length > 0) return common;
  if (unitsInBox(ctx, state, order.box, side).length === 0) return [{ at: ['box'], code: 'no-units', message: `the ${side} side has no unit in the ${boxName(order.box)}`, rule: 'CtS 34.9' }];
  if (combatUnits(unitsInBox(ctx, state, order.box, enemyOf(side))).length > 0) {
    return [{ at: ['box'], code: 'enemy-in-box', message: `enemy units are in the ${boxName(order.box)}: a space is taken there by a successful attack ({boxAttack: ...})`, rule: 'CtS 34.1' }];
  }
  if (moveMarker(ctx.caucasusDisplay!, state.caucasusMarkers ?? {}, trackOf(order.box), side, 1).moved === 0) {
    return [{ at: ['box'], code: 'nothing-to-take', message: `the ${side} side already holds every space of the ${boxName(order.box)}'s track`, rule: 'CtS 34.5' }];
  }
  return [];
}
