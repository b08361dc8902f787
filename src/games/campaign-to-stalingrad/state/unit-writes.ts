import type { CtsState, UnitState } from './types';
import { copyUnits } from './unit-record';

type Units = CtsState['units'];

/**
 * One working copy of the units record for a stretch of the rules (a window's
 * adjudication: its moves, and its battles with their losses, retreats, advances, overruns
 * and 10.1.4 marks; a battle alone when asked outside a window): the first write in the stretch
 * copies the record it finds, every later write goes into that copy in place. The record a
 * stretch starts from (the position it was given, which its caller, the archive or the
 * fuzzer may keep) is never written; a record made in one stretch is copied again by the
 * next. Copies of the 199-member record cost 20-30 us each at the engine's megamorphic copy
 * sites; a Combat window made some 90 of them, a Movement window 70.
 *
 * What this asks of the rules inside a stretch: every write goes with a new state object
 * (`{ ...state, units }`), and no state object is read again after a write made from a
 * later one (the earlier objects share the record and see the write). Caches keyed on the
 * state object then hold each position once; caches keyed on the units record itself key
 * on it with its version (unitsVersion), which every write moves on; a rule that compares
 * the units before and after an order reads the earlier ones through unitsThen.
 */
let stretch: object | undefined;

/** The stretch each working copy was made in: written in place only while that stretch is open (a fact about the object). */
const madeIn = new WeakMap<Units, object>();

/** Every write into a record made by writeUnits, in order: the unit and its record before the write. */
const journals = new WeakMap<Units, { id: string; was: UnitState }[]>();

/**
 * Runs `run` as one stretch of writes to one working copy (joining the stretch already
 * open, if any: an overrun's battle writes into its advance's copy). Synchronous: the
 * stretch ends when `run` returns or throws.
 */
export function inOneStretch<T>(run: () => T): T {
  if (stretch !== undefined) return run();
  stretch = {};
  try {
    return run();
  } finally {
    stretch = undefined;
  }
}

/**
 * Runs `run` as a stretch of its own, never joining one already open: a scratch walk of
 * orders (check() walking a file on the state its earlier orders leave) writes into a
 * working copy of its own, and a record of the open stretch it is handed is copied, not
 * written. The open stretch, if any, goes on when `run` returns or throws.
 */
export function inOwnStretch<T>(run: () => T): T {
  const outer = stretch;
  stretch = {};
  try {
    return run();
  } finally {
    stretch = outer;
  }
}

/**
 * The state's units record with the records of `writes` (unit id, its new record) written:
 * into the stretch's working copy when the state holds it, else into a new copy (which
 * becomes the working copy when a stretch is open). The caller puts the answer into a new
 * state object. Only ids the record holds are written, so the copy keeps its ids and order.
 */
export function writeUnits(state: CtsState, writes: Iterable<readonly [string, UnitState]>): Units {
  let units = state.units;
  if (stretch === undefined || madeIn.get(units) !== stretch) {
    units = copyUnits(units);
    if (stretch !== undefined) madeIn.set(units, stretch);
  }
  let journal = journals.get(units);
  if (journal === undefined) journals.set(units, (journal = []));
  for (const [id, u] of writes) {
    const was = units[id];
    if (was === undefined || !Object.hasOwn(units, id)) throw new Error(`no unit ${id} to write`);
    journal.push({ id, was });
    units[id] = u;
  }
  return units;
}

/** writeUnits for one unit. */
export const writeUnit = (state: CtsState, id: string, u: UnitState): Units => writeUnits(state, [[id, u]]);

/** How many writes writeUnits has made into this record (0 for a record it never wrote): with the record, one position of the units. */
export const unitsVersion = (units: Units): number => journals.get(units)?.length ?? 0;

/** A position's units as they are now, to be read after later writes (for rules that compare a position before and after an order). */
export interface UnitsThen {
  /** The unit ids, in the record's order (writes never add or take one away). */
  ids(): string[];
  get(id: string): UnitState | undefined;
}

/**
 * The units of `units` as they stand now, read later through the record's journal: a unit
 * written since reads as it was, every other one as it is.
 */
export function unitsThen(units: Units): UnitsThen {
  return new JournalledUnits(units, unitsVersion(units));
}

/** unitsThen's answer: a class, so that its two methods are not made again for every order. */
class JournalledUnits implements UnitsThen {
  constructor(
    private readonly units: Units,
    private readonly version: number,
  ) {}
  ids(): string[] {
    return Object.keys(this.units);
  }
  get(id: string): UnitState | undefined {
    const journal = journals.get(this.units);
    if (journal !== undefined) for (let i = this.version; i < journal.length; i++) if (journal[i]!.id === id) return journal[i]!.was;
    return this.units[id];
  }
}
