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

/** For each record setControl made: the record it was made from and the one hex whose controller may differ. */
const madeFrom = new WeakMap<DosState['control'], { from: DosState['control']; hex: HexId }>();

/** The record a control record was made from by taking one hex, and that hex; undefined for a record setControl did not make. */
export const controlOrigin = (control: DosState['control']): { from: DosState['control']; hex: HexId } | undefined => madeFrom.get(control);

const everyHex = new WeakMap<DosContext, WeakMap<DosState['control'], Map<string, readonly (readonly [HexId, DosSide])[]>>>();

/**
 * Every hex of the map with a controller now (DoS 3.4), with it, in the map's hex order:
 * controllerOf of each hex, remembered per control record (replaced whole on every
 * change, never changed in place: setControl) and scenario (whose start fills the gaps).
 */
export function controlledHexes(ctx: DosContext, state: DosState): readonly (readonly [HexId, DosSide])[] {
  const perRecord = cached(cached(everyHex, ctx, () => new WeakMap()), state.control, () => new Map<string, readonly (readonly [HexId, DosSide])[]>());
  return cached(perRecord, state.scenario, () => {
    const out: [HexId, DosSide][] = [];
    for (const h of ctx.map.hexIds()) {
      const c = controllerOf(ctx, state, h);
      if (c) out.push([h, c]);
    }
    return out;
  });
}

/** A new control record with `hex` held by `side` (a draft shares its record with the position it came from: never change it in place, draftOf). */
export function setControl(ctx: DosContext, draft: DosState, hex: HexId, side: DosSide): void {
  const next = withControl(draft.control, hex, side, scenarioOf(ctx, draft.scenario).initialControl.get(hex) ?? null);
  madeFrom.set(next, { from: draft.control, hex });
  draft.control = next;
}

/** Whether an object lists `key` among its integer keys: in ascending order, before every other key, wherever it was added. */
const isIndexKey = (key: string): boolean => key.length > 0 && key.length < 10 && (key === '0' || key[0] !== '0') && /^\d+$/.test(key);

/**
 * The control record `control` with `hex` held by `side`: the hex left out when that is
 * its start controller `initial`, the keys added in sorted order. A hex id with no
 * leading zero is listed by its number wherever it is added, so then the record is copied
 * in its own order and the hex set last, which lists the same keys in the same order as
 * adding them sorted, for a third less work (a record holds a thousand hexes late in a game).
 */
export function withControl(control: Readonly<Record<string, DosSide>>, hex: HexId, side: DosSide, initial: DosSide | null): Record<string, DosSide> {
  const next: Record<string, DosSide> = {};
  if (isIndexKey(hex)) {
    for (const key in control) if (key !== hex && Object.hasOwn(control, key)) next[key] = control[key]!;
    if (side !== initial) next[hex] = side;
    return next;
  }
  for (const key of [...Object.keys(control), hex].sort()) {
    const v = key === hex ? side : control[key]!;
    if (key === hex && side === initial) continue;
    next[key] = v;
  }
  return next;
}
