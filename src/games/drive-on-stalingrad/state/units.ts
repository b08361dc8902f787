import type { HexId, UnitId } from '#kernel/ids';
import type { DosContext } from '../data/context';
import type { Face, UnitDef } from '../data/schema';
import { sideOfNationality, type DosSide } from './sides';
import type { DosState, UnitState } from './types';
import { changesSince, originOf, unitsVersion, type UnitChange } from './unit-writes';

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
  let hit = sortedIds.get(units);
  if (hit !== undefined && hit.version === version) return hit.value;
  let since = hit?.version ?? 0;
  if (hit === undefined) {
    // a copy starts from the record it was copied from, when that is known at the copy's version
    const o = originOf(units);
    const kept = o && sortedIds.get(o.from);
    if (kept !== undefined && kept.version === o!.version) [hit, since] = [kept, 0];
  }
  const same = hit !== undefined && changesSince(units, since).every((c) => c.was !== undefined);
  const value = same ? hit!.value : Object.keys(units).sort();
  sortedIds.set(units, { version, value });
  return value;
}

type Occupancy = ReadonlyMap<HexId, readonly UnitId[]>;

const onMapHex = (u: UnitState | undefined): HexId | null => (u !== undefined && u.status === 'on-map' ? u.hex : null);

/** Hexes in the order of their lowest unit id, as a scan of the sorted unit ids meets them. */
const byFirstId = (a: [HexId, readonly UnitId[]], b: [HexId, readonly UnitId[]]): number => (a[1][0]! < b[1][0]! ? -1 : 1);

/** Units on the map, by hex, the hexes in the order of their lowest unit id, each hex's ids sorted. */
function buildOccupancy(state: DosState): Map<HexId, readonly UnitId[]> {
  const out = new Map<HexId, UnitId[]>();
  for (const id of sortedUnitIds(state)) {
    const u = state.units[id]!;
    if (u.status !== 'on-map' || u.hex === null) continue;
    const list = out.get(u.hex);
    if (list) list.push(id as UnitId);
    else out.set(u.hex, [id as UnitId]);
  }
  return out;
}

/** Past this many hexes laid over the base, a patched occupancy is rebuilt as one map. */
const MAX_OVERLAY = 24;

/**
 * An occupancy made from an earlier one and the writes since: the hexes whose units
 * changed (null: now empty) laid over the earlier base map, neither ever changed. Lookups
 * read the overlay, then the base; going through the hexes builds, once, the map
 * buildOccupancy would make, in its order.
 */
class PatchedOccupancy implements Occupancy {
  #ordered: Map<HexId, readonly UnitId[]> | null = null;
  constructor(
    readonly base: ReadonlyMap<HexId, readonly UnitId[]>,
    readonly over: ReadonlyMap<HexId, readonly UnitId[] | null>,
  ) {}
  get(hex: HexId): readonly UnitId[] | undefined {
    const o = this.over.get(hex);
    return o === undefined ? this.base.get(hex) : (o ?? undefined);
  }
  has(hex: HexId): boolean {
    return this.get(hex) !== undefined;
  }
  ordered(): ReadonlyMap<HexId, readonly UnitId[]> {
    if (this.#ordered === null) {
      // the base is in order already: sort only the overlay's hexes and merge them in (first ids are distinct)
      const over: [HexId, readonly UnitId[]][] = [];
      for (const [hex, list] of this.over) if (list !== null) over.push([hex, list]);
      over.sort(byFirstId);
      const out = new Map<HexId, readonly UnitId[]>();
      let i = 0;
      for (const [hex, list] of this.base) {
        if (this.over.has(hex)) continue;
        for (; i < over.length && over[i]![1][0]! < list[0]!; i++) out.set(over[i]![0], over[i]![1]);
        out.set(hex, list);
      }
      for (; i < over.length; i++) out.set(over[i]![0], over[i]![1]);
      this.#ordered = out;
    }
    return this.#ordered;
  }
  get size(): number {
    return this.ordered().size;
  }
  forEach(f: (value: readonly UnitId[], key: HexId, map: Occupancy) => void, thisArg?: unknown): void {
    this.ordered().forEach((v, k) => f.call(thisArg, v, k, this));
  }
  entries() {
    return this.ordered().entries();
  }
  keys() {
    return this.ordered().keys();
  }
  values() {
    return this.ordered().values();
  }
  [Symbol.iterator]() {
    return this.ordered()[Symbol.iterator]();
  }
}

/** `prev` brought up to date with the writes made since (unit-writes.ts); `prev` is left as it was. */
/** Sets a member of a map into the map `this` (Map.forEach's thisArg). */
function copyInto<K, V>(this: Map<K, V>, value: V, key: K): void {
  this.set(key, value);
}

function patchOccupancy(prev: Occupancy, state: DosState, changes: readonly UnitChange[]): Occupancy {
  const base = prev instanceof PatchedOccupancy ? prev.base : prev;
  // copied member by member: the Map constructor reads a map through its iterator, an entry array and a result object a member
  const over = new Map<HexId, readonly UnitId[] | null>();
  if (prev instanceof PatchedOccupancy) prev.over.forEach(copyInto, over);
  // plain loops, no closures: this runs after every write
  const seen = new Set<string>();
  for (const c of changes) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    const from = onMapHex(c.was);
    const to = onMapHex(Object.hasOwn(state.units, c.id) ? state.units[c.id] : undefined);
    if (from === to) continue;
    if (from !== null) {
      const o = over.get(from);
      const here = o === undefined ? base.get(from) : o;
      const rest: UnitId[] = [];
      if (here) for (const id of here) if (id !== c.id) rest.push(id);
      over.set(from, rest.length > 0 ? rest : null);
    }
    if (to !== null) {
      const o = over.get(to);
      const here = o === undefined ? base.get(to) : o;
      over.set(to, here ? [...here, c.id as UnitId].sort() : [c.id as UnitId]);
    }
  }
  const next = new PatchedOccupancy(base, over);
  // the map ordered() builds is this occupancy's own, made for it alone: it serves as the rebuilt one, not copied again
  return over.size > MAX_OVERLAY ? next.ordered() : next;
}

const occupancies = new WeakMap<DosState['units'], { version: number; value: Occupancy }>();

/**
 * Units on the map, by hex; each hex's ids sorted. Remembered per units record and
 * version, and brought up to date from the writes since rather than rebuilt: read only.
 */
export function occupancy(state: DosState): Occupancy {
  const version = unitsVersion(state.units);
  const hit = occupancies.get(state.units);
  if (hit !== undefined && hit.version === version) return hit.value;
  let value: Occupancy;
  if (hit !== undefined) value = patchOccupancy(hit.value, state, changesSince(state.units, hit.version));
  else {
    // a copy starts from the occupancy of the record it was copied from, when that is known at the copy's version
    const o = originOf(state.units);
    const kept = o && occupancies.get(o.from);
    value = kept !== undefined && kept.version === o!.version ? patchOccupancy(kept.value, state, changesSince(state.units, 0)) : buildOccupancy(state);
  }
  occupancies.set(state.units, { version, value });
  return value;
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
