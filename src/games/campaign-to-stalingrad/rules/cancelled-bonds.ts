import { hexsideHexes } from '#kernel/hex/hexside';
import type { HexId } from '#kernel/ids';
import { bondMap, type BondMap } from '#kernel/zoc/bond-map';
import { sortBonds, type HexBond, type HexsideBond, type ZocBond } from '#kernel/zoc/bonds';

/**
 * CtS 6.3, 6.5: a side's bonds read through the BondMap of bonds it knows (`base`) less
 * `removed` (bonds of `base`, the same objects: cancelled by enemy units, or gone with a
 * ZOC hex that changed) and with `added` (new bonds, none in `base`), instead of indexed
 * again for every position: it answers every question as bondMap(`bonds`) would, `bonds`
 * being base's less `removed` with `added`, in findBonds' order. A question about hexes
 * that no removed or added bond touches (the hex of a Hex Bond, the two hexes of a Hexside
 * Bond's side) meets the same bonds in both, so base's answer stands; only those that touch
 * one are asked bond by bond. A few patches deep at most, and only while the changes are a
 * small part of the bonds: else the bonds are indexed afresh.
 */
export function bondsChanged(base: BondMap, removed: ReadonlySet<ZocBond>, added: readonly ZocBond[], bonds: readonly ZocBond[]): BondMap {
  const depth = (base instanceof ChangedBonds ? base.depth : 0) + 1;
  if (depth > MAX_DEPTH || (removed.size + added.length) * 4 > bonds.length) return bondMap(bonds);
  return new ChangedBonds(base, removed, added, bonds, depth);
}

/** How many patches a BondMap of bondsChanged may read through before the bonds are indexed afresh. */
const MAX_DEPTH = 4;

/** bondsChanged's BondMap: its questions are methods, not closures made per position. */
class ChangedBonds implements BondMap {
  private readonly touched = new Set<HexId>();
  /**
   * The hexes touched by this patch or any below it, and the BondMap at the bottom (not a
   * patch): a question about hexes none of the patches touched is answered there at once,
   * not passed down patch by patch (the supply and retreat searches ask blocks() on every
   * step).
   */
  private readonly touchedBelow: Set<HexId>;
  private readonly bottom: BondMap;
  private readonly extra: BondMap | null;

  constructor(
    private readonly base: BondMap,
    private readonly removed: ReadonlySet<ZocBond>,
    added: readonly ZocBond[],
    readonly bonds: readonly ZocBond[],
    readonly depth: number,
  ) {
    for (const b of removed) this.touch(b);
    for (const b of added) this.touch(b);
    this.extra = added.length === 0 ? null : bondMap(added);
    this.bottom = base instanceof ChangedBonds ? base.bottom : base;
    this.touchedBelow = base instanceof ChangedBonds ? new Set([...base.touchedBelow, ...this.touched]) : this.touched;
  }

  private touch(b: ZocBond): void {
    if (b.kind === 'hex') this.touched.add(b.hex);
    else {
      const pair = hexsideHexes(b.hexside);
      if (pair) for (const h of pair) this.touched.add(h);
      for (const h of b.between) this.touched.add(h);
    }
  }

  /** base's bonds left with the added ones, in findBonds' order (hex bonds of one hex, or hexside bonds of one side, sort by their ends). */
  private merged<B extends ZocBond>(known: readonly B[], more: readonly B[]): B[] {
    const kept = this.removed.size === 0 ? [...known] : known.filter((b) => !this.removed.has(b));
    return more.length === 0 ? kept : kept.length === 0 ? [...more] : (sortBonds([...kept, ...more]) as B[]);
  }

  hexBondsAt(h: HexId): HexBond[] {
    if (!this.touchedBelow.has(h)) return this.bottom.hexBondsAt(h);
    if (!this.touched.has(h)) return this.base.hexBondsAt(h);
    return this.merged(this.base.hexBondsAt(h), this.extra?.hexBondsAt(h) ?? []);
  }

  hexsideBondsAt(a: HexId, b: HexId): HexsideBond[] {
    if (!this.touchedBelow.has(a) && !this.touchedBelow.has(b)) return this.bottom.hexsideBondsAt(a, b);
    if (!this.touched.has(a) && !this.touched.has(b)) return this.base.hexsideBondsAt(a, b);
    return this.merged(this.base.hexsideBondsAt(a, b), this.extra?.hexsideBondsAt(a, b) ?? []);
  }

  crossedBy(from: HexId, to: HexId): ZocBond[] {
    return [...this.hexsideBondsAt(from, to), ...this.hexBondsAt(to)];
  }

  blocks(from: HexId, to: HexId): boolean {
    if (!this.touchedBelow.has(to) && !this.touchedBelow.has(from)) return this.bottom.blocks(from, to);
    if (!this.touched.has(to) && !this.touched.has(from)) return this.base.blocks(from, to);
    return this.hexBondsAt(to).length > 0 || this.hexsideBondsAt(from, to).length > 0;
  }
}

/** CtS 6.5: the bonds of `all` with `cancelled` (bonds of it) cancelled by enemy units: bondsChanged with none added. */
export function withCancelled(all: BondMap, cancelled: ReadonlySet<ZocBond>): BondMap {
  return bondsChanged(all, cancelled, [], all.bonds.filter((b) => !cancelled.has(b)));
}
