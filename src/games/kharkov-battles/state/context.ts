import type { HexId } from '#kernel/ids';
import type { GameMap } from '#kernel/map/game-map';
import { hexIndex, type HexIndex } from '#kernel/map/hex-index';
import type { UnitDef } from '../data/units';

/**
 * What the state queries read besides the state: the counters and the map. Built once per
 * game; the map's hexes are numbered densely (kernel HexIndex) so that the searches keep
 * their answers in typed arrays.
 */
export interface KbContext {
  readonly units: ReadonlyMap<string, UnitDef>;
  readonly map: GameMap;
  readonly index: HexIndex;
  /** The counter of a unit id; throws on an id the title does not know. */
  unit(id: string): UnitDef;
  /** The hex's dense number; throws on a hex not of the map. */
  hexNumber(h: HexId): number;
}

export function kbContext(units: readonly UnitDef[], map: GameMap): KbContext {
  const byId = new Map(units.map((u) => [u.id, u]));
  const index = hexIndex(map);
  return {
    units: byId,
    map,
    index,
    unit(id) {
      const u = byId.get(id);
      if (!u) throw new Error(`no Kharkov Battles counter "${id}"`);
      return u;
    },
    hexNumber(h) {
      const i = index.indexOf(h);
      if (i < 0) throw new Error(`hex ${h} is not on the map`);
      return i;
    },
  };
}
