import type { HexId } from '#kernel/ids';
import { cached } from '#kernel/memo/cached';
import type { DosContext } from '../data/context';
import { scenarioOf } from '../data/context';
import type { DosSide } from '../state/sides';
import type { DosState } from '../state/types';

/** Who controls a hex now (DoS 3.4): the recorded change, else the scenario's start. */
export function controllerOf(ctx: DosContext, state: DosState, hex: HexId): DosSide | null {
  return controllerIn(ctx, state.control, state.scenario, hex);
}

/** controllerOf in a position with this control record and scenario. */
export function controllerIn(ctx: DosContext, control: DosState['control'], scenario: string, hex: HexId): DosSide | null {
  const changed = Object.hasOwn(control, hex) ? control[hex] : undefined;
  return changed ?? scenarioOf(ctx, scenario).initialControl.get(hex) ?? null;
}

type Control = DosState['control'];

/**
 * The working copy of the control record each draft made on its first setControl: the
 * only record written in place, and only through that draft. A record a draft did not make
 * may be shared with another position (draftOf: the position it came from, which its
 * caller, the archive or the fuzzer may keep), so the draft's first change copies it and
 * every later one writes into the copy, as updateUnits does for the units record: one copy
 * of up to a thousand hexes per window, not one per hex entered.
 */
const owned = new WeakMap<DosState, Control>();

/** Every hex written into a working copy, in order: with the record, its length (controlVersion) names one position of the control. */
const journals = new WeakMap<Control, HexId[]>();

/** For each working copy: the record it was copied from, at which version (the two listed the same hexes then). */
const madeFrom = new WeakMap<Control, { from: Control; version: number }>();

/** How many hexes setControl has written into this record (0 for a record it never wrote): with the record, one position of the control. */
export const controlVersion = (control: Control): number => journals.get(control)?.length ?? 0;

/** The record a working copy was copied from, and that record's version then; undefined for a record setControl did not make. */
export const controlOrigin = (control: Control): { from: Control; version: number } | undefined => madeFrom.get(control);

/** The hexes written into a record between two of its versions (in either order): the only hexes whose controller may differ between them. */
export const hexesWrittenBetween = (control: Control, a: number, b: number): readonly HexId[] => journals.get(control)?.slice(Math.min(a, b), Math.max(a, b)) ?? [];

const everyHex = new WeakMap<DosContext, WeakMap<Control, { version: number; byScenario: Map<string, readonly (readonly [HexId, DosSide])[]> }>>();

/**
 * Every hex of the map with a controller now (DoS 3.4), with it, in the map's hex order:
 * controllerOf of each hex, remembered per control record at its version (setControl) and
 * scenario (whose start fills the gaps).
 */
export function controlledHexes(ctx: DosContext, state: DosState): readonly (readonly [HexId, DosSide])[] {
  const perRecord = cached(everyHex, ctx, () => new WeakMap());
  const version = controlVersion(state.control);
  let known = perRecord.get(state.control);
  if (known === undefined || known.version !== version) perRecord.set(state.control, (known = { version, byScenario: new Map() }));
  return cached(known.byScenario, state.scenario, () => {
    const out: [HexId, DosSide][] = [];
    for (const h of ctx.map.hexIds()) {
      const c = controllerOf(ctx, state, h);
      if (c) out.push([h, c]);
    }
    return out;
  });
}

/** `hex` held by `side` in the draft's control record (DoS 3.4), written into the draft's own working copy (owned). */
export function setControl(ctx: DosContext, draft: DosState, hex: HexId, side: DosSide): void {
  let control = draft.control;
  if (owned.get(draft) !== control) {
    const from = control;
    control = copyControl(from);
    madeFrom.set(control, { from, version: controlVersion(from) });
    journals.set(control, []);
    owned.set(draft, control);
    draft.control = control;
  }
  writeControl(control as Record<string, DosSide>, hex, side, scenarioOf(ctx, draft.scenario).initialControl.get(hex) ?? null);
  journals.get(control)!.push(hex);
}

/** Whether an object lists `key` among its integer keys: in ascending order, before every other key, wherever it was added. */
const isIndexKey = (key: string): boolean => key.length > 0 && key.length < 10 && (key === '0' || key[0] !== '0') && /^\d+$/.test(key);

/** A copy of a control record: the same keys in the same order (a for-in loop copies a dictionary-mode record as fast as any other way). */
export function copyControl(control: Readonly<Record<string, DosSide>>): Record<string, DosSide> {
  const next: Record<string, DosSide> = {};
  for (const key in control) if (Object.hasOwn(control, key)) next[key] = control[key]!;
  return next;
}

/**
 * Writes `hex` held by `side` into the control record in place: the hex left out when that
 * is its start controller `initial`, its keys kept in the order adding them sorted gives. A
 * hex id with no leading zero is listed by its number wherever it is added; a new hex with
 * a leading zero is listed in the order of adding, so the ones after it are taken out and
 * put back after it.
 */
export function writeControl(control: Record<string, DosSide>, hex: HexId, side: DosSide, initial: DosSide | null): void {
  if (side === initial) {
    delete control[hex];
    return;
  }
  if (Object.hasOwn(control, hex) || isIndexKey(hex)) {
    control[hex] = side;
    return;
  }
  const later: [string, DosSide][] = [];
  for (const key in control) if (key > hex && Object.hasOwn(control, key) && !isIndexKey(key)) later.push([key, control[key]!]);
  for (const [key] of later) delete control[key];
  control[hex] = side;
  for (const [key, v] of later) control[key] = v;
}
