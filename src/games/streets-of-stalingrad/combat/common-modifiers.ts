import type { SpottingTable } from '../data/tables';
import type { FireCombat } from './fire-combat';
import type { FireDrm } from './fire-drm';
import { isArmored, isIndirectFire } from './unit-classes';

/**
 * The modifiers 9.71 (attacks) and 9.72 (defensive and opportunity fire) share: the
 * Spotting Table, a Soviet isolated firer, an NKVD firer, and armor in the target hex.
 */

/** 14.3: the spotting situation of the IF units that fire. 9.66 note: when every direct fire attacker is pinned or spent, a penalty stays and a benefit is lost. */
export function spottingDrm(c: FireCombat, table: SpottingTable): FireDrm[] {
  if (!c.spotting || !c.firers.some(isIndirectFire)) return [];
  const value = table.situations[c.spotting];
  if (c.kind === 'attack' && value < 0 && !c.firers.some((f) => !isIndirectFire(f))) {
    return [{ value: 0, reason: `Spotting Table (${c.spotting}): the benefit is lost, no direct fire attacker is left`, rule: 'SoS 9.66' }];
  }
  return [{ value, reason: `Spotting Table: ${c.spotting}`, rule: 'SoS 14.3' }];
}

/**
 * 19.5: a Soviet isolated unit fires with the number on its "Out of Supply" marker added; the
 * highest marker among the firers. 19.6: a German unit's "Out of Supply 1" is read the same way
 * (chosen, digest A26: the marker's number is its DRM; 19.5's halved MP is the Soviet's only).
 */
export function outOfSupplyDrm(c: FireCombat): FireDrm[] {
  const n = Math.max(0, ...c.firers.map((f) => f.outOfSupply ?? 0));
  if (n <= 0) return [];
  return c.firers.find((f) => f.outOfSupply === n)!.side === 'soviet'
    ? [{ value: n, reason: `isolated Soviet firer with an "Out of Supply ${n}" marker`, rule: 'SoS 19.5' }]
    : [{ value: n, reason: `German firer with an "Out of Supply ${n}" marker (read as 19.5's DRM)`, rule: 'SoS 19.6' }];
}

/** 9.71, 9.72, 16.82: any NKVD unit firing. */
export const nkvdDrm = (c: FireCombat): FireDrm[] =>
  c.firers.some((f) => f.soviet === 'nkvd') ? [{ value: 1, reason: 'a Soviet NKVD unit fires', rule: 'SoS 16.82' }] : [];

/** 9.93: from 26 September, no +1 for Soviet attacks and defensive fire at adjacent German armor in city and industrial/fortified hexes. */
const molotovs = (c: FireCombat): boolean =>
  c.side === 'soviet' && c.kind !== 'opportunityFire' && c.date >= '09-26' && (c.target.terrain === 'city' || c.target.terrain === 'industrial') && c.firers.every((f) => f.distance === 1);

/** 9.92: armor in the target hex and no firer with an underlined AF (16.36: immobilized tanks too). */
export function armoredTargetDrm(c: FireCombat): FireDrm[] {
  if (!c.target.units.some(isArmored) || c.firers.some((f) => f.afUnderlined)) return [];
  if (molotovs(c)) return [{ value: 0, reason: 'armored units in the target hex, no +1 from 26 September against adjacent German armor in a city or industrial hex', rule: 'SoS 9.93' }];
  return [{ value: 1, reason: 'armored units in the target hex and no firer has its AF underlined', rule: 'SoS 9.92' }];
}
