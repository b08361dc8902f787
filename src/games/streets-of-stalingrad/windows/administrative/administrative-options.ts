import type { UnitOptions } from '#kernel/engine/ruleset';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { consolidationUnitOptions } from './consolidation';
import { withdrawalOptions } from './withdraw-notes';

/**
 * SoS 20.1, 21.51-21.54: options() in an Administrative window of the campaign: the German's
 * units he must or may withdraw, and each side's units it may exchange; a unit listed by both
 * is listed once, with both notes.
 */
export function administrativeOptions(ctx: PhaseContext, state: SosState): UnitOptions[] {
  const withdrawals = ctx.side === 'german' ? withdrawalOptions(ctx.env, ctx.scenario, state, ctx.turn) : [];
  const out = new Map<string, UnitOptions>();
  for (const o of [...withdrawals, ...consolidationUnitOptions(ctx, state)]) {
    const had = out.get(o.unit);
    out.set(o.unit, had ? { ...had, notes: [...(had.notes ?? []), ...(o.notes ?? [])] } : o);
  }
  return [...out.values()];
}
