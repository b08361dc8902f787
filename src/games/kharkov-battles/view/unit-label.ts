import type { Chit } from '../data/chits';
import type { UnitDef } from '../data/units';
import type { SeenUnit } from './view';

/**
 * KB 2.6-2.8, 3.0: what a counter shows a viewer, as "strength-MPA". A Combat Rating unit
 * prints its letter ("B-6"); its owner, who knows the chit under it, reads the chit's value
 * on the face up ("8-6", "4-6" reduced, 2.7a). A cadre is "1-<cadre MPA>" (2.71); an HQ
 * "<Command Range>-<MPA>" (2.8); any other unit its printed strength.
 */
export function unitFactors(def: UnitDef, u: Pick<SeenUnit, 'steps' | 'chit'>, chits: readonly Chit[] = []): string {
  if (def.hq) return `${def.hq.range}-${def.mpa}`;
  if (def.steps > 1 && u.steps === 1) return `1-${def.cadreMpa ?? def.mpa}`; // 2.71
  if (def.rating !== undefined) {
    const known = u.chit !== null && u.chit !== 'hidden' ? u.chit : null;
    const value = known ? chits.find((c) => c.id === known.id)?.[known.face][def.rating] : undefined;
    return `${value ?? def.rating}-${def.mpa}`;
  }
  return `${def.strength ?? 0}-${def.mpa}`;
}

/** "1.SS-Panzer Division LAH B-6 (reduced)": how the reports and options name a counter as the viewer sees it. */
export function unitLabel(def: UnitDef, u: Pick<SeenUnit, 'steps' | 'chit'>, chits: readonly Chit[] = []): string {
  return `${def.name} ${unitFactors(def, u, chits)}${u.steps < def.steps ? (u.steps === 1 && def.steps > 1 ? ' (cadre)' : ' (reduced)') : ''}`;
}
