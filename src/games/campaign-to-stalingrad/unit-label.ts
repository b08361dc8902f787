import type { UnitSpec } from './data/schema';
import type { UnitState } from './state/types';
import { faceOf } from './rules/unit-values';

/** "340th Infantry Division 6-7-4", "(reduced)" on a reduced face: how options and templates name a unit (2.2). */
export function unitLabel(spec: UnitSpec, u: Pick<UnitState, 'steps'>): string {
  const f = faceOf(spec, u);
  return `${spec.name} ${f.attack}-${f.defense}-${f.move}${u.steps < spec.faces.length ? ' (reduced)' : ''}`;
}
