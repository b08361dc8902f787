import { hexsideKey } from '../../../src/kernel/hex/hexside';
import type { HexId } from '../../../src/kernel/ids';

/** A hex while the map is being generated. */
export interface DraftHex {
  terrain: string;
  name?: string;
  features: Set<string>;
  section: string;
  /** The sea whose area gave a sea hex its terrain. */
  sea?: string;
  coast?: string;
}

export const WATER = new Set(['lake', 'reservoir', 'sea']);

/** The map being generated: hexes, hexside features and generator-only hexside tags. */
export class Draft {
  readonly hexes = new Map<HexId, DraftHex>();
  readonly sides = new Map<string, Set<string>>();
  readonly sideTags = new Map<string, Set<string>>();
  readonly warnings: string[] = [];

  hex(h: HexId): DraftHex {
    const d = this.hexes.get(h);
    if (!d) throw new Error(`hex ${h} is not on the map`);
    return d;
  }

  isWater(h: HexId): boolean {
    return WATER.has(this.hex(h).terrain);
  }

  addSide(a: HexId, b: HexId, features: readonly string[], tags: readonly string[] = []): void {
    const key = hexsideKey(a, b);
    const set = this.sides.get(key) ?? new Set<string>();
    for (const f of features) set.add(f);
    this.sides.set(key, set);
    if (tags.length > 0) {
      const t = this.sideTags.get(key) ?? new Set<string>();
      for (const f of tags) t.add(f);
      this.sideTags.set(key, t);
    }
  }

  sideHas(a: HexId, b: HexId, feature: string): boolean {
    return this.sides.get(hexsideKey(a, b))?.has(feature) ?? false;
  }

  sideTagged(a: HexId, b: HexId, tag: string): boolean {
    return this.sideTags.get(hexsideKey(a, b))?.has(tag) ?? false;
  }
}
