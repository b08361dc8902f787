import type { DosState, UnitState } from './types';

type Units = DosState['units'];

/** One write to a units record: the unit and what it was before (undefined: it was not there). */
export interface UnitChange {
  id: string;
  was: UnitState | undefined;
}

/**
 * The units record updateUnits made for each draft, by copying on the draft's first
 * write: the only record it writes to. Kept per draft object, not per record, since a
 * record goes on, shared, into the next position's draft (draftOf).
 */
const owned = new WeakMap<DosState, Units>();

/**
 * A working copy of a position (a window's adjudication or check): every part copied
 * deeply except the units record, shared until the first write copies it (updateUnits;
 * the unit states in it are never changed, only replaced), and the control record, which
 * is replaced whole on every change (rules/control.ts), never changed in place. Same keys
 * in the same order.
 */
export function draftOf(state: DosState): DosState {
  const { units, control, ...rest } = state;
  const copy: Record<string, unknown> = structuredClone(rest);
  const draft: Record<string, unknown> = {};
  for (const key of Object.keys(state)) draft[key] = key === 'units' ? units : key === 'control' ? control : copy[key];
  return draft as unknown as DosState;
}

/** Every write made to a units record through updateUnits, in order. */
const journals = new WeakMap<Units, UnitChange[]>();

/** The record (at which version) each copy updateUnits made was copied from: the same units before the copy's first write. */
const origins = new WeakMap<Units, { from: Units; version: number }>();

/**
 * The record, and its version, that this one was copied from by updateUnits (the two
 * held the same units then), so a cache may start from the copied record's value and the
 * writes since (changesSince(units, 0)) instead of building it again; undefined for a
 * record updateUnits did not make.
 */
export const originOf = (units: Units): { from: Units; version: number } | undefined => origins.get(units);

/**
 * Changes units of the draft in place (in its own copy of a shared record). It is the
 * only writer of a units record (the record is read only everywhere else,
 * DosState.units), and it journals every write, so
 * the record with its write count (unitsVersion) keys the per-position caches
 * (occupancy, an army's units) and tells which units an order changed (changesSince).
 * `change` sees each unit as the earlier ids of the same call left it.
 */
export function updateUnits<Id extends string>(draft: DosState, ids: Iterable<Id>, change: (u: UnitState, id: Id) => UnitState): void {
  if (owned.get(draft) !== draft.units) {
    // a record this draft did not make may be shared with another position (draftOf): write to a copy
    const from = draft.units;
    // the same keys in the same order; a for-in loop copies a record this size about three times faster than Object.assign or a spread
    const copy: Record<string, UnitState> = {};
    for (const id in from) if (Object.hasOwn(from, id)) copy[id] = from[id]!;
    draft.units = copy;
    owned.set(draft, draft.units);
    origins.set(draft.units, { from, version: unitsVersion(from) });
  }
  const units = draft.units as Record<string, UnitState>;
  let journal = journals.get(units);
  if (!journal) journals.set(units, (journal = []));
  for (const id of ids) {
    journal.push({ id, was: Object.hasOwn(units, id) ? units[id] : undefined });
    units[id] = change(units[id]!, id);
  }
}

/** updateUnits for one unit. */
export const updateUnit = (draft: DosState, id: string, change: (u: UnitState) => UnitState): void => updateUnits(draft, [id], change);

/** How many writes updateUnits has made to this units record: with the record, it names one position of the units. */
export const unitsVersion = (units: Units): number => journals.get(units)?.length ?? 0;

/** The writes made to this units record since it was at `version`, in order. */
export const changesSince = (units: Units, version: number): readonly UnitChange[] => journals.get(units)?.slice(version) ?? [];

/**
 * A cache of values that depend on the units alone, keyed on the units record and its
 * version: a write through updateUnits makes the stored value stale, and it is made again.
 */
export function byUnits<V>(store: WeakMap<Units, { version: number; value: V }>, units: Units, make: () => V): V {
  const version = unitsVersion(units);
  const hit = store.get(units);
  if (hit !== undefined && hit.version === version) return hit.value;
  const value = make();
  store.set(units, { version, value });
  return value;
}
