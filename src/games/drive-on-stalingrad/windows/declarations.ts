import type { Declaration } from '#kernel/engine/ruleset';
import type { DosContext } from '../data/context';
import { PhaseOrder } from '../orders/declare';
import { isMovementKind, isSupplyKind, type OrderKind } from '../orders/order';
import { checkPhaseOrder } from '../rules/phase-order';
import { GROUND_SUPPORT_PLANES, planesLeft } from '../rules/air/planes';
import { hasSpecialRule } from '../rules/special-rules';
import { airSideOf } from '../scenario-rules/uranus/air-side';
import { GERMAN, type DosSide } from '../state/sides';
import type { DosState } from '../state/types';
import { DEFAULT_PHASE_ORDER, phasesOf } from './sequence';
import { openWindow } from './window';

const LABELS: Record<PhaseOrder, string> = {
  'combat-first': 'combat first (the default)',
  'movement-first': 'movement first',
  'combat-combat': 'combat, combat (once per game)',
  'movement-movement': 'movement, movement (once per game)',
};

/**
 * The phase orders the side may declare in its player turn's opening window (DoS 5.4, 5.5;
 * Uranus U-3), each with the order kinds the window then takes: the kinds of its first phase
 * (movement: moves, mobile assaults, sea movement, reinforcements; combat: attacks) and those
 * carried out in any phase (supply markers, the withdrawal). [] in any other window.
 */
export function declarationsFor(ctx: DosContext, state: DosState, side: DosSide): Declaration[] {
  const w = openWindow(ctx, state);
  if (!w || state.ended || state.at.step !== 0 || state.at.side !== side || !w.accepts.includes('declare')) return [];
  const accepts = w.accepts as OrderKind[];
  const base = PhaseOrder.options
    .filter((p) => p === DEFAULT_PHASE_ORDER || checkPhaseOrder(ctx, state, side, p).ok)
    .map((p) => {
      const first = phasesOf(p)[0];
      const takes = accepts.filter((k) => k !== 'declare' && (isSupplyKind(k) || k === 'withdraw' || (isMovementKind(k) ? first === 'movement' : first === 'combat')));
      return { phaseOrder: p, order: p === DEFAULT_PHASE_ORDER ? null : { declare: { phaseOrder: p } }, label: LABELS[p], takes, rule: 'DoS 5.4' };
    });
  const uses = airUses(ctx, state, side);
  return [
    ...base.map(({ phaseOrder: _, ...d }) => d),
    ...uses.flatMap((use) => base.map((d) => ({ order: { declare: { phaseOrder: d.phaseOrder, [use]: true } }, label: `${d.label}, ${AIR_LABELS[use]}`, takes: d.takes, rule: `DoS 5.4, ${AIR_RULES[use]}` }))),
  ];
}

const AIR_LABELS = { schwerpunkt: 'with the Luftwaffe Schwerpunkt (both aircraft: no 2L in this player turn\'s mobile assaults)', blockSeaMovement: 'with both aircraft blocking Soviet sea movement this game turn' } as const;
const AIR_RULES = { schwerpunkt: 'DoS 9.27', blockSeaMovement: 'DoS 9.18' } as const;

/**
 * The German air declarations the opening window may carry with its phase order (DoS 9.27,
 * 9.18): each takes both aircraft for the game turn, so only while both are free; the sea
 * block only where the Soviet moves by sea.
 */
function airUses(ctx: DosContext, state: DosState, side: DosSide): ('schwerpunkt' | 'blockSeaMovement')[] {
  if (side !== GERMAN || airSideOf(ctx, state) !== GERMAN || planesLeft(ctx, state) < GROUND_SUPPORT_PLANES) return [];
  return ['schwerpunkt', ...(hasSpecialRule(ctx, state, 'black-sea-movement') ? (['blockSeaMovement'] as const) : [])];
}
