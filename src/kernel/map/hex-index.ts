import { labelSlot, LABEL_SLOTS } from '../hex/label';
import type { HexId } from '../ids';
import { cached } from '../memo/cached';
import type { GameMap } from './game-map';

/**
 * A map's hexes numbered 0..n-1 in sorted id order (so "the lower index" is "the lower
 * hex id"), with each hex's on-map neighbours by number, for searches that keep their
 * state in typed arrays. Built once per map object.
 */
export interface HexIndex {
  readonly ids: readonly HexId[];
  /** The hex's number; -1 when it is not a hex of the map. */
  indexOf(h: HexId): number;
  /** On-map neighbours by number, in the grid's direction order (as GameMap.neighbours). */
  readonly neighbours: readonly (readonly number[])[];
}

const indexes = new WeakMap<GameMap, HexIndex>();

/** The index of `map`; the map's data must not change after it is wrapped (createMap). */
export function hexIndex(map: GameMap): HexIndex {
  return cached(indexes, map, () => buildIndex(map));
}

function buildIndex(map: GameMap): HexIndex {
  const ids = map.hexIds();
  const bySlot = new Int32Array(LABEL_SLOTS).fill(-1);
  const byId = new Map<HexId, number>();
  ids.forEach((h, i) => {
    const slot = labelSlot(h);
    if (slot >= 0) bySlot[slot] = i;
    else byId.set(h, i);
  });
  const indexOf = (h: HexId): number => {
    const slot = labelSlot(h);
    return slot >= 0 ? bySlot[slot]! : (byId.get(h) ?? -1);
  };
  const neighbours = ids.map((h) => map.neighbours(h).map(indexOf));
  return { ids, indexOf, neighbours };
}
