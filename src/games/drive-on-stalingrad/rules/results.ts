import type { UnitId } from '#kernel/ids';
import type { DosContext } from '../data/context';
import type { DosSide } from '../state/sides';
import { sideOf, unitDef } from '../state/units';
import type { DosState } from '../state/types';
import { updateUnit } from '../state/unit-writes';

/** One unit's step loss, as reported. */
export interface LossLine {
  unit: UnitId;
  side: DosSide;
  /** Steps before and after; 0 after = eliminated. */
  from: number;
  to: number;
  eliminated: boolean;
  reason: string;
  rule: string;
}

/** Removes one step from a unit (DoS 2.12): a full two-step unit flips, a last step is eliminated. Mutates the draft. */
export function loseOneStep(ctx: DosContext, draft: DosState, id: UnitId, reason: string, rule: string): LossLine {
  const u = draft.units[id]!;
  const after = u.steps - 1;
  updateUnit(draft, id, () => (after <= 0 ? { ...u, hex: null, steps: 0, status: 'eliminated' } : { ...u, steps: after }));
  if (after <= 0) delete draft.phase.retreatedInto[id];
  return { unit: id, side: sideOf(unitDef(ctx, id)), from: u.steps, to: Math.max(0, after), eliminated: after <= 0, reason, rule };
}

/** Removes a unit whatever its steps (DoS 11.34 failed retreat, 11.35). Mutates the draft. */
export function eliminate(ctx: DosContext, draft: DosState, id: UnitId, reason: string, rule: string): LossLine {
  const u = draft.units[id]!;
  updateUnit(draft, id, () => ({ ...u, hex: null, steps: 0, status: 'eliminated' }));
  delete draft.phase.retreatedInto[id];
  return { unit: id, side: sideOf(unitDef(ctx, id)), from: u.steps, to: 0, eliminated: true, reason, rule };
}

/**
 * DE, and the defender's half of EX (DoS 11.36, 11.37): every involved unit with one step
 * left (one-step units and reduced two-step units, digest E9) is eliminated, then every
 * full-strength two-step unit is reduced. Returns the losses; steps lost = their count.
 */
export function defenderEliminated(ctx: DosContext, draft: DosState, defenders: UnitId[], result: 'DE' | 'EX'): LossLine[] {
  const rule = result === 'DE' ? 'DoS 11.36' : 'DoS 11.37';
  const last = defenders.filter((id) => draft.units[id]!.steps <= 1);
  const full = defenders.filter((id) => draft.units[id]!.steps > 1);
  return [
    ...last.map((id) => loseOneStep(ctx, draft, id, `${result}: one-step unit eliminated`, rule)),
    ...full.map((id) => loseOneStep(ctx, draft, id, `${result}: two-step unit reduced`, rule)),
  ];
}

export const lossText = (l: LossLine): string => (l.eliminated ? `${l.unit} eliminated` : `${l.unit} reduced`);
