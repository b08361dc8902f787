import type { SupplyState } from '../../state/types';
import type { FullSupport } from './full-support';
import type { SupportClass } from './support-class';

/** KB 9.3, 9.4: full support, a 'Limited Support' marker, or no support at all (digest A12). */
export type SupportStatus = 'full' | 'limited' | 'none';

export interface StatusUnit {
  id: string;
  cls: SupportClass;
  supply: SupplyState;
}

/**
 * KB 9.3: at the end of the Mutual Maintenance Phase every Operational regimental unit of a
 * German mechanized division (cadres included) that cannot receive full support gets a
 * 'Limited Support' marker for the whole turn. Sorted by unit id.
 */
export function limitedSupportMarkers(units: readonly StatusUnit[], full: FullSupport): string[] {
  return units
    .filter((u) => u.cls.kind === 'division' && u.cls.regimental && u.supply === 'operational' && !full.by.has(u.id))
    .map((u) => u.id)
    .sort();
}

/**
 * A unit's support when its hex declares a Prepared Assault (KB 9.3, 12.1). A mechanized
 * regimental unit keeps what it got at the end of the Maintenance Phase: the marker means
 * limited, and one that was not Operational then has none (A12). Every other Axis unit
 * checks now: `full` is the check made at declaration.
 */
export function supportStatus(u: StatusUnit, limitedMarker: boolean, supplyAtMaintenance: SupplyState, full: FullSupport): SupportStatus {
  if (u.cls.kind === 'none') return 'none';
  if (u.cls.kind === 'division' && u.cls.regimental) {
    if (limitedMarker) return 'limited';
    return supplyAtMaintenance === 'operational' ? 'full' : 'none';
  }
  return full.by.has(u.id) ? 'full' : 'none';
}

/**
 * KB 9.41: a hex holding a mechanized unit with limited or no support may not declare a
 * Prepared Assault, whatever the other units in it (the AttackerFacts of combat/attack-eligibility).
 */
export function unsupportedMechanizedInHex(hexUnits: readonly { mechanized: boolean; status: SupportStatus }[]): boolean {
  return hexUnits.some((u) => u.mechanized && u.status !== 'full');
}
