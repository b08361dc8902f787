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
  const depth = (depths.get(base) ?? 0) + 1;
  if (depth > MAX_DEPTH || (removed.size + added.length) * 4 > bonds.length) return bondMap(bonds);
  const touched = new Set<HexId>();
  const touch = (b: ZocBond): void => {
    if (b.kind === 'hex') touched.add(b.hex);
    else {
      const pair = hexsideHexes(b.hexside);
      if (pair) for (const h of pair) touched.add(h);
      for (const h of b.between) touched.add(h);
    }
  };
  for (const b of removed) touch(b);
  for (const b of added) touch(b);
  const extra = added.length === 0 ? null : bondMap(added);
  const live = (b: ZocBond): boolean => !removed.has(b);
  const near = (from: HexId, to: HexId): boolean => touched.has(to) || touched.has(from);
  /** base's bonds left with the added ones, in findBonds' order (hex bonds of one hex, or hexside bonds of one side, sort by their ends). */
  const merged = <B extends ZocBond>(kept: B[], more: readonly B[]): B[] => (more.length === 0 ? kept : kept.length === 0 ? [...more] : (sortBonds([...kept, ...more]) as B[]));
  const hexBondsAt = (h: HexId): HexBond[] => (touched.has(h) ? merged(base.hexBondsAt(h).filter(live), extra?.hexBondsAt(h) ?? []) : base.hexBondsAt(h));
  const hexsideBondsAt = (a: HexId, b: HexId): HexsideBond[] => (near(a, b) ? merged(base.hexsideBondsAt(a, b).filter(live), extra?.hexsideBondsAt(a, b) ?? []) : base.hexsideBondsAt(a, b));
  const map: BondMap = {
    bonds,
    hexBondsAt,
    hexsideBondsAt,
    crossedBy: (from, to) => [...hexsideBondsAt(from, to), ...hexBondsAt(to)],
    blocks: (from, to) => (near(from, to) ? hexBondsAt(to).length > 0 || hexsideBondsAt(from, to).length > 0 : base.blocks(from, to)),
  };
  depths.set(map, depth);
  return map;
}

/** How many patches a BondMap of bondsChanged reads through (a BondMap indexed afresh: none). */
const depths = new WeakMap<BondMap, number>();
const MAX_DEPTH = 4;

/** CtS 6.5: the bonds of `all` with `cancelled` (bonds of it) cancelled by enemy units: bondsChanged with none added. */
export function withCancelled(all: BondMap, cancelled: ReadonlySet<ZocBond>): BondMap {
  return bondsChanged(all, cancelled, [], all.bonds.filter((b) => !cancelled.has(b)));
}
