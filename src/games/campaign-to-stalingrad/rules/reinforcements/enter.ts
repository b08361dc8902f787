import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { entryProblem, entryRuleFor } from './entry';
import { unitsWith, unitWith } from '#games/campaign-to-stalingrad/state/unit-record';

/**
 * CtS 19.1-19.3, 20.4: an `enter` order places a reinforcement or Return that came on as
 * this Movement Phase began at another entry hex of its own choosing, before it moves (the
 * default hex was only a placeholder). Returns the problem, or null when it may.
 */
export function enterProblem(ctx: CtsContext, state: CtsState, side: CtsSide, unit: string, hex: HexId): { code: string; message: string; rule?: string } | null {
  const spec = ctx.units.get(unit);
  if (!spec || spec.side !== side) return { code: 'not-yours', message: `${unit} is not a unit of the ${side} side` };
  if (!(state.arrivedThisPhase ?? []).includes(unit)) return { code: 'not-arriving', message: `${spec.name} is not a reinforcement or Return arriving this Movement Phase`, rule: 'CtS 19.1' };
  if (state.movedThisPhase.includes(unit)) return { code: 'moved-already', message: `${spec.name} has already moved this phase`, rule: 'CtS 19.1' };
  const why = entryProblem(ctx, state, unit, hex, entryRuleFor(ctx, state, unit));
  return why ? { code: 'bad-entry', message: why, rule: 'CtS 19.1' } : null;
}

/** Carries out an `enter` order that enterProblem allows. */
export function enterAt(state: CtsState, unit: string, hex: HexId): CtsState {
  return { ...state, units: unitsWith(state.units, unit, unitWith(state.units[unit]!, { where: 'map', hex })) };
}
