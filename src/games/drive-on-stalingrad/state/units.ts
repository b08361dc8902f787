import type { HexId, UnitId } from '../../../kernel/ids';
import type { DosContext } from '../data/context';
import type { Face, UnitDef } from '../data/schema';
import { sideOfNationality, type DosSide } from './sides';
import type { DosState, UnitState } from './types';
import { byUnits, changesSince, unitsVersion } from './unit-writes';

/** The counter definition of a unit id; throws for an id not in the bundle (a bug, not bad input). */
export function unitDef(ctx: DosContext, id: string): UnitDef {
  const d = ctx.units.get(id);
  if (!d) throw new Error(`drive-on-stalingrad: unknown unit "${id}"`);
  return d;
}

export const sideOf = (d: UnitDef): DosSide => sideOfNationality(d.nationality);

/** The face showing: full strength, or the reduced side of a two-step unit that lost a step (DoS 2.12). */
export const faceOf = (d: UnitDef, steps: number): Face => (steps >= d.steps ? d.full : (d.reduced ?? d.full));

export const isMech = (d: UnitDef): boolean => d.mobility === 'mech';

/** DoS 6.4, 11.19, 11.38 (digest E24): heavy cannon count as artillery everywhere. */
export const isArtillery = (d: UnitDef): boolean => d.type === 'artillery' || d.type === 'heavy-cannon';

/** German and Axis-satellite panzer divisions (DoS 11.22). */
export const isPanzer = (d: UnitDef): boolean => d.type === 'panzer';

/** German units proper: German and Slovak (DoS 1.5, 11.39). */
export const isGermanProper = (d: UnitDef): boolean => d.nationality === 'german' || d.nationality === 'slovak';

/** Nationality for stacking and multinational rules: Slovak counts as German (DoS 1.5). */
export const stackNationality = (d: UnitDef): string => (d.nationality === 'slovak' ? 'german' : d.nationality);

/** Movement class for the terrain chart: mech, mountain infantry, other non-mech (DoS 9.10-9.15). */
export type MoveClass = 'mech' | 'mountain' | 'nonMech';
export const moveClass = (d: UnitDef): MoveClass =>
  d.mobility === 'mech' ? 'mech' : d.type === 'mountain-infantry' ? 'mountain' : 'nonMech';

const sortedIds = new WeakMap<DosState['units'], { version: number; value: readonly string[] }>();

/** The ids of the state's units, sorted; remembered per units record, kept across writes that add no unit (unit-writes.ts). */
export function sortedUnitIds(state: DosState): readonly string[] {
  const units = state.units;
  const version = unitsVersion(units);
  const hit = sortedIds.get(units);
  if (hit !== undefined && hit.version === version) return hit.value;
  const same = hit !== undefined && changesSince(units, hit.version).every((c) => c.was !== undefined);
  const value = same ? hit.value : Object.keys(units).sort();
  sortedIds.set(units, { version, value });
  return value;
}

const occupancies = new WeakMap<DosState['units'], { version: number; value: ReadonlyMap<HexId, readonly UnitId[]> }>();

/** Units on the map, by hex; each hex's ids sorted. Remembered per units record and version: read only. */
export function occupancy(state: DosState): ReadonlyMap<HexId, readonly UnitId[]> {
  return byUnits(occupancies, state.units, () => {
    const out = new Map<HexId, UnitId[]>();
    for (const id of sortedUnitIds(state)) {
      const u = state.units[id]!;
      if (u.status !== 'on-map' || u.hex === null) continue;
      const list = out.get(u.hex);
      if (list) list.push(id as UnitId);
      else out.set(u.hex, [id as UnitId]);
    }
    return out;
  });
}

/** On-map units in a hex, sorted by id. */
export function unitsAt(state: DosState, hex: HexId): UnitId[] {
  return [...(occupancy(state).get(hex) ?? [])];
}

/** The side holding a hex with units, or null when it is empty. */
export function occupant(ctx: DosContext, state: DosState, hex: HexId): DosSide | null {
  const first = unitsAt(state, hex)[0];
  return first === undefined ? null : sideOf(unitDef(ctx, first));
}

export function unitState(state: DosState, id: string): UnitState | undefined {
  return Object.hasOwn(state.units, id) ? state.units[id] : undefined;
}

/** Printed attack factor of the face showing ("?" stays "?"). */
export const attackOf = (d: UnitDef, steps: number): Face['attack'] => faceOf(d, steps).attack;
