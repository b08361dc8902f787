import type { HexId } from '#kernel/ids';
import type { UnitDef } from '../../data/units';
import type { KbSide } from '../../data/ids';
import type { KbContext } from '../../state/context';
import type { Placed } from '../../state/occupancy';
import type { KbState, KbUnitState } from '../../state/types';
import { isCadre, isHq } from '../../state/unit-status';

/**
 * KB 2.4, 2.71, 15.11: a unit's own ZOC: every unit but small battalions (the white band,
 * `zoc: false` on the counter), cadres and HQs. Ersatz battalions exert one (20.1).
 */
export const hasOwnZoc = (def: UnitDef, st: KbUnitState): boolean => def.zoc && !isHq(def) && !isCadre(def, st);

/** KB 7.14: the hex is a city (its occupants exert no ZOC and negate any EZOC in it). */
export const isCity = (ctx: KbContext, hex: HexId): boolean => ctx.map.hasFeature(hex, 'city');

/** KB 18.12: the side has a completed Fortified Zone in the hex. */
export const completedFzOf = (state: KbState, hex: HexId, side: KbSide): boolean =>
  state.markers.fortifiedZones.some((f) => f.hex === hex && f.side === side && f.building === 0);

/** Why a stack exerts a ZOC or not, with the rule. */
export type StackZoc =
  | { exerts: true; why: 'unit' | 'three-cadres' | 'fortified-zone'; rule: string }
  | { exerts: false; why: 'empty' | 'city' | 'no-zoc-units'; rule: string };

/**
 * KB 7.13, 7.14, 18.12: whether a side's stack (its units in one hex) exerts a ZOC. In a
 * city: never (7.14). In its side's completed FZ: always, whatever the units (18.12).
 * Otherwise if any unit has its own ZOC, or three or more cadres stand together (7.13).
 */
export function stackZoc(ctx: KbContext, state: KbState, stack: readonly Placed[]): StackZoc {
  const first = stack[0];
  if (!first) return { exerts: false, why: 'empty', rule: 'KB 2.4' };
  if (isCity(ctx, first.hex)) return { exerts: false, why: 'city', rule: 'KB 7.14' };
  if (completedFzOf(state, first.hex, first.def.side)) return { exerts: true, why: 'fortified-zone', rule: 'KB 18.12' };
  if (stack.some((p) => hasOwnZoc(p.def, p.state))) return { exerts: true, why: 'unit', rule: 'KB 7.13' };
  if (stack.filter((p) => isCadre(p.def, p.state)).length >= 3) return { exerts: true, why: 'three-cadres', rule: 'KB 7.13' };
  return { exerts: false, why: 'no-zoc-units', rule: 'KB 2.4' };
}
