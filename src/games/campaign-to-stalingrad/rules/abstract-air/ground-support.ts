import type { Modifier } from '#kernel/engine/events';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { optionalRule } from '#games/campaign-to-stalingrad/setup/optional-rules';
import type { BattleOrder } from '../combat/order';

/** What a battle's `air` came to (the battle event's `air`): the shift, an interception, or why none. */
export type AirSupportReport = { shift: 1; hex: string; rule: 'CtS 38.0' } | { intercepted: true; hex: string; rule: 'CtS 38.0' } | { refused: string; rule: 'CtS 38.0' };

/**
 * CtS 38.0 Ground Support: "This mission allows Air Units to assist friendly ground units
 * during the owning player's Combat Phase. Ground Support provides a favorable shift of one
 * column to the right on the CRT. Ground Support may only be used by the attacker, there is
 * no defensive Ground Support." The battle whose order asks for it (`air: 1`) takes the air
 * unit placed in its target hex at the start of the Combat Phase (placement.ts): one column
 * right, or nothing when an Axis air unit intercepted it; the air unit has flown its mission
 * either way and leaves the hex. Without `air`, nothing (and no report).
 */
export function abstractGroundSupport(state: CtsState, side: CtsSide, order: Pick<BattleOrder, 'targets' | 'air'>): { state: CtsState; shift: Modifier | null; report: AirSupportReport | null } {
  if (!order.air) return { state, shift: null, report: null };
  const rule = 'CtS 38.0' as const;
  if (!optionalRule(state, 'abstractAir')) return { state, shift: null, report: { refused: 'this game does not play the optional Abstracted Air Power (game option abstractAir)', rule } };
  const placed = state.abstractAir?.placed ?? [];
  const i = placed.findIndex((p) => p.side === side && order.targets.includes(p.hex));
  if (i < 0) return { state, shift: null, report: { refused: `no air unit was placed in ${order.targets.join(', ')} for Ground Support at the start of the Combat Phase`, rule } };
  const p = placed[i]!;
  const next: CtsState = { ...state, abstractAir: { ...state.abstractAir, placed: [...placed.slice(0, i), ...placed.slice(i + 1)] } };
  if (p.intercepted) return { state: next, shift: null, report: { intercepted: true, hex: p.hex, rule } };
  return { state: next, shift: { value: 1, kind: 'column-shift', reason: `Ground Support by an air unit in ${p.hex} (Abstracted Air Power)`, rule }, report: { shift: 1, hex: p.hex, rule } };
}
