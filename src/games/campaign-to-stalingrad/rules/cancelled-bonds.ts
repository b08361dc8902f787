import { hexsideHexes } from '#kernel/hex/hexside';
import type { HexId } from '#kernel/ids';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { ZocBond } from '#kernel/zoc/bonds';

/**
 * CtS 6.5: a side's bonds with some cancelled by enemy units, read through the BondMap of
 * all of them (`all`, indexed once per bond set) instead of indexed again for every
 * position that cancels others: it answers every question as bondMap of the bonds left
 * would. A step that touches no hex of a cancelled bond (the hex of a Hex Bond, the two
 * hexes of a Hexside Bond's side) meets the same bonds in both, so the whole map's answer
 * stands; only the steps that touch one are asked bond by bond. `cancelled` are bonds of
 * `all` (the same objects).
 */
export function withCancelled(all: BondMap, cancelled: ReadonlySet<ZocBond>): BondMap {
  const touched = new Set<HexId>();
  for (const b of cancelled) {
    if (b.kind === 'hex') touched.add(b.hex);
    else {
      const pair = hexsideHexes(b.hexside);
      if (pair) for (const h of pair) touched.add(h);
      for (const h of b.between) touched.add(h);
    }
  }
  const live = (b: ZocBond): boolean => !cancelled.has(b);
  const near = (from: HexId, to: HexId): boolean => touched.has(to) || touched.has(from);
  const map: BondMap = {
    bonds: all.bonds.filter(live),
    hexBondsAt: (h) => (touched.has(h) ? all.hexBondsAt(h).filter(live) : all.hexBondsAt(h)),
    hexsideBondsAt: (a, b) => (near(a, b) ? all.hexsideBondsAt(a, b).filter(live) : all.hexsideBondsAt(a, b)),
    crossedBy: (from, to) => [...map.hexsideBondsAt(from, to), ...map.hexBondsAt(to)],
    blocks: (from, to) => all.blocks(from, to) && (!near(from, to) || all.hexBondsAt(to).some(live) || all.hexsideBondsAt(from, to).some(live)),
  };
  return map;
}
