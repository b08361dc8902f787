import type { DosContext } from '../data/context';
import type { PhaseOrder } from '../orders/declare';
import { GERMAN, SOVIET, type DosSide } from '../state/sides';
import type { DosState } from '../state/types';
import { hasSpecialRule } from './special-rules';
import { scenarioPhaseOrder } from '../scenario-rules/uranus/phase-orders';

export interface PhaseOrderVerdict {
  ok: boolean;
  code?: string;
  message?: string;
  rule?: string;
}

/**
 * Whether `side` may declare `order` this player turn (DoS 5.4, 5.5): the German must
 * fight first on GT1 (3.2, 5.4(2)); the Soviet always fights first (5.4(1)) except once
 * per game Move/Move (5.5); the German may once per game declare PA/PA (5.5).
 */
export function checkPhaseOrder(ctx: DosContext, state: DosState, side: DosSide, order: PhaseOrder): PhaseOrderVerdict {
  const no = (code: string, message: string, rule: string): PhaseOrderVerdict => ({ ok: false, code, message, rule });
  const byScenario = scenarioPhaseOrder(ctx, state, side, order); // DoS Uranus U-3: the scenario lists its orders
  if (byScenario) return byScenario;
  if (order === 'combat-combat' || order === 'movement-movement') {
    const owner = order === 'combat-combat' ? GERMAN : SOVIET;
    if (side !== owner) return no('phase-order-not-allowed', `only the ${owner} player may declare ${order}`, 'DoS 5.5');
    if (!hasSpecialRule(ctx, state, 'one-time-sequences')) return no('phase-order-not-allowed', `${order} is an Operation Blue option, not available in this scenario`, 'DoS 5.5');
    if (state.oneTime[side] !== undefined) return no('one-time-used', `${order} is available once per game and was already used`, 'DoS 5.5');
  }
  if (side === GERMAN && state.turn === 1 && order !== 'combat-first') {
    return no('phase-order-not-allowed', 'on Game Turn 1 the German must fight first (prepared assault, then movement)', 'DoS 5.4');
  }
  if (side === SOVIET && order === 'movement-first') {
    return no('phase-order-not-allowed', 'the Soviet phase order is always prepared assault, then movement', 'DoS 5.4');
  }
  return { ok: true };
}

/**
 * Whether `side` may open this player turn with a movement phase (DoS 5.4, 5.5; Uranus
 * U-3): some declaration that moves first is legal for it now. Options list moves in the
 * opening window only then.
 */
export const mayMoveFirst = (ctx: DosContext, state: DosState, side: DosSide): boolean =>
  (['movement-first', 'movement-movement'] as const).some((o) => checkPhaseOrder(ctx, state, side, o).ok);

/** DoS 5.5: the one-time sequences are remembered once used. */
export const isOneTime = (order: PhaseOrder): boolean => order === 'combat-combat' || order === 'movement-movement';
