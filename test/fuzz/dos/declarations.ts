import type { DecisionWindow } from '#kernel/engine/ruleset';
import type { Side } from '#kernel/ids';
import type { LegalityProbe } from '../fuzz-title';
import type { Rng } from '../rng';

/** The phase a Drive on Stalingrad window's orders belong to. */
export type DosPhase = 'movement' | 'combat';

const PHASE_ORDERS = ['combat-first', 'movement-first', 'combat-combat', 'movement-movement'] as const;

/**
 * A random phase-order declaration for an opening window (DoS 5.4, 5.5; Uranus U-3), with
 * the German air declarations now and then (9.18, 9.27): candidates are tried in a random
 * order and the first that check() accepts on its own is kept; half the time none is
 * sent (the default, combat-first). Returns the declaration and the phase it opens.
 */
export function chooseDeclaration(window: DecisionWindow, side: Side, rng: Rng, legal: LegalityProbe): { declaration: unknown | null; phase: DosPhase } {
  const first: DosPhase = window.accepts.includes('attack') ? 'combat' : 'movement';
  if (!window.accepts.includes('declare')) return { declaration: null, phase: window.accepts.includes('move') ? 'movement' : first };
  if (rng.chance(0.5)) return { declaration: null, phase: 'combat' };
  for (const phaseOrder of rng.shuffle(PHASE_ORDERS)) {
    const declare: Record<string, unknown> = { phaseOrder };
    if (side === 'german' && rng.chance(0.15)) declare.schwerpunkt = true;
    if (side === 'german' && rng.chance(0.1)) declare.blockSeaMovement = true;
    for (const candidate of Object.keys(declare).length > 1 ? [declare, { phaseOrder }] : [declare]) {
      const declaration = { declare: candidate };
      if (legal({ side, orders: [declaration] })) return { declaration, phase: phaseOrder.startsWith('movement') ? 'movement' : 'combat' };
    }
  }
  return { declaration: null, phase: 'combat' };
}
