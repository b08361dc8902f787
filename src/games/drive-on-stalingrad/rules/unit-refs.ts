import type { HexId, UnitId } from '#kernel/ids';
import type { DosContext } from '../data/context';
import type { UnitDef } from '../data/schema';
import type { DosSide } from '../state/sides';
import { sideOf, unitState } from '../state/units';
import type { DosState } from '../state/types';
import { problem, type OrderProblem } from './problem';

/** A unit named in an order, found on the map and owned by the side giving the order. */
export interface UnitRef {
  id: UnitId;
  def: UnitDef;
  hex: HexId;
  steps: number;
}

/** Looks up a unit id for `side`: unknown, not yours, not on the map are problems. */
export function resolveUnit(
  ctx: DosContext,
  state: DosState,
  side: DosSide,
  id: string,
  path: (string | number)[],
): UnitRef | OrderProblem {
  const def = ctx.units.get(id);
  const u = unitState(state, id);
  if (!def || !u) return problem(path, 'unknown-unit', `no unit "${id}" in this game`);
  if (sideOf(def) !== side) return problem(path, 'not-your-unit', `${id} is not a ${side} unit`);
  if (u.status !== 'on-map' || u.hex === null) {
    const why = u.status === 'eliminated' ? 'eliminated' : u.status === 'withdrawn' ? 'withdrawn from play, DoS 8.7' : 'not yet arrived';
    return problem(path, 'not-on-map', `${id} is not on the map (${why})`);
  }
  return { id: id as UnitId, def, hex: u.hex, steps: u.steps };
}

/** Resolves a list of unit ids, reporting duplicates. */
export function resolveUnits(
  ctx: DosContext,
  state: DosState,
  side: DosSide,
  ids: string[],
  path: (string | number)[],
  single: boolean,
): { refs: UnitRef[]; problems: OrderProblem[] } {
  const refs: UnitRef[] = [];
  const problems: OrderProblem[] = [];
  const seen = new Set<string>();
  ids.forEach((id, k) => {
    const at = single ? path : [...path, k];
    if (seen.has(id)) {
      problems.push(problem(at, 'duplicate-unit', `${id} is listed twice`));
      return;
    }
    seen.add(id);
    const r = resolveUnit(ctx, state, side, id, at);
    if ('code' in r) problems.push(r);
    else refs.push(r);
  });
  return { refs, problems };
}
