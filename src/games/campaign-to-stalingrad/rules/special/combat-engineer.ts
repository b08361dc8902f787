import type { Modifier } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '../../data/context';
import type { CtsState } from '../../state/types';
import type { Participant } from '../combat/participants';
import type { StepLoss } from '../combat/losses';
import { playsSection } from '../sections';

/** The combat engineer among the Axis units of a battle (29.0, Section II), or null. */
export function combatEngineerOf(ctx: CtsContext, state: CtsState, units: readonly Participant[]): Participant | null {
  if (!playsSection(ctx, state, 2)) return null;
  return units.find((u) => u.spec.type === 'engineer' && u.spec.side === 'axis' && u.state.steps > 0) ?? null;
}

/**
 * CtS 29.0: "If the combat engineer unit is involved in an attack against a Major City hex,
 * then the Axis Player receives a favorable shift of one column to the right on the CRT."
 * Only in a game that plays Section II.
 */
export function combatEngineerShift(ctx: CtsContext, state: CtsState, attackers: readonly Participant[], targets: readonly HexId[]): Modifier[] {
  const engineer = combatEngineerOf(ctx, state, attackers);
  if (!engineer || !targets.some((t) => ctx.map.hasFeature(t, 'major-city'))) return [];
  return [{ value: 1, kind: 'column-shift', reason: `combat engineer ${engineer.spec.id} attacking a Major City`, rule: 'CtS 29.0' }];
}

/**
 * CtS 29.0: "If the Axis player suffers any step losses, the first step must come from the
 * combat engineer unit." The engineer loses the first step; `rest` distributes the others
 * (10.5, 12.5) over the units as they stand after it.
 */
export function engineerLosesFirst(
  units: readonly Participant[],
  count: number,
  engineer: Participant | null,
  rest: (units: readonly Participant[], count: number) => StepLoss[],
): StepLoss[] {
  if (!engineer || count <= 0) return rest(units, count);
  const after = units.map((u) => (u.spec.id === engineer.spec.id ? { ...u, state: { ...u.state, steps: u.state.steps - 1 } } : u));
  const others = rest(after.filter((u) => u.state.steps > 0), count - 1);
  const taken = new Map(others.map((l) => [l.unit, l.steps]));
  taken.set(engineer.spec.id, (taken.get(engineer.spec.id) ?? 0) + 1);
  return units
    .filter((u) => taken.has(u.spec.id))
    .map((u) => ({ unit: u.spec.id, steps: taken.get(u.spec.id)!, eliminated: taken.get(u.spec.id)! >= u.state.steps }));
}
