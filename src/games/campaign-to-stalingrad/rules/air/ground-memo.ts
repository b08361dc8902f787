import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { unitsVersion } from '#games/campaign-to-stalingrad/state/unit-writes';

interface Entry {
  /** The units record's version (state/unit-writes.ts) when the values were computed. */
  version: number;
  /** Every top-level field of the state but `units` and `air`, as it was when the values were computed. */
  rest: Record<string, unknown>;
  values: Map<string, unknown>;
}

const memo = new WeakMap<CtsContext, WeakMap<object, Entry>>();

/**
 * Facts of the ground situation the air rules ask for again and again within one window
 * (the Air HQs' Dedicated Rail Links of 23.7, the Isolated divisions of 23.16): computed
 * once per ground situation. They read the units, control, repaired rail, the Axis
 * north edge and the like, never `state.air`, and air orders change only `state.air`.
 * States are never changed in place (every rule returns a new object for what it
 * changes), so an entry is keyed on the `units` object and kept only while every other
 * top-level field but `air` is the very same object as when it was made, and the units
 * record is at the same version (a battle's working copy is written in place,
 * state/unit-writes.ts): any change outside the air state starts afresh, and no value can
 * outlive what it was read from.
 */
export function groundMemo<T>(ctx: CtsContext, state: CtsState, key: string, compute: () => T): T {
  let byUnits = memo.get(ctx);
  if (!byUnits) memo.set(ctx, (byUnits = new WeakMap()));
  let entry = byUnits.get(state.units);
  const version = unitsVersion(state.units);
  if (!entry || entry.version !== version || !sameGround(entry.rest, state)) {
    entry = { version, rest: groundFields(state), values: new Map() };
    byUnits.set(state.units, entry);
  }
  if (entry.values.has(key)) return entry.values.get(key) as T;
  const v = compute();
  entry.values.set(key, v);
  return v;
}

function groundFields(state: CtsState): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(state)) if (k !== 'air' && k !== 'units') out[k] = v;
  return out;
}

function sameGround(rest: Record<string, unknown>, state: CtsState): boolean {
  const keys = Object.keys(state).filter((k) => k !== 'air' && k !== 'units');
  if (keys.length !== Object.keys(rest).length) return false;
  return keys.every((k) => k in rest && Object.is(rest[k], (state as unknown as Record<string, unknown>)[k]));
}
