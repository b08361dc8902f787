import type { HexId } from '../ids';
import { hexsideHexes, hexsideKey } from '../hex/hexside';
import type { HexsideKey } from '../map/types';
import type { HexBond, HexsideBond, ZocBond } from './bonds';

/**
 * One side's bonds indexed for the questions the rules ask of a step from hex to hex
 * (CtS 6.4): may an enemy enter this hex, may it cross this hexside?
 */
export interface BondMap {
  readonly bonds: readonly ZocBond[];
  /** Hex bonds on the hex (several pairs may bond the same hex). */
  hexBondsAt(h: HexId): HexBond[];
  /** Hexside bonds on the side between two adjacent hexes. */
  hexsideBondsAt(a: HexId, b: HexId): HexsideBond[];
  /** The bonds an enemy step from `from` into the adjacent `to` would enter or cross. */
  crossedBy(from: HexId, to: HexId): ZocBond[];
  /** True when a step from `from` into `to` enters a hex bond or crosses a hexside bond. */
  blocks(from: HexId, to: HexId): boolean;
}

export function bondMap(bonds: readonly ZocBond[]): BondMap {
  const byHex = new Map<HexId, HexBond[]>();
  /** For each hex, the hexes across a bonded side from it: blocks() asks on every step of a search. */
  const across = new Map<HexId, HexId[]>();
  const acrossFrom = (a: HexId, b: HexId): void => {
    const l = across.get(a);
    if (!l) across.set(a, [b]);
    else if (!l.includes(b)) l.push(b);
  };
  // a side key not in the form hexsideKey gives is looked up by key, as given
  let oddKeys = false;
  for (const b of bonds) {
    if (b.kind === 'hex') {
      const l = byHex.get(b.hex);
      if (l) l.push(b);
      else byHex.set(b.hex, [b]);
      continue;
    }
    const pair = keyedPair(b);
    if (!pair) oddKeys = true;
    else {
      acrossFrom(pair[0], pair[1]);
      if (pair[1] !== pair[0]) acrossFrom(pair[1], pair[0]);
    }
  }
  // the side bonds by side key, made when first asked: blocks() needs them only for keys in another form, and most BondMaps (one per position a battle leaves) are asked nothing else
  let sides: Map<HexsideKey, HexsideBond[]> | undefined;
  const bySide = (): Map<HexsideKey, HexsideBond[]> => (sides ??= sidesByKey(bonds));
  const sideBonded = oddKeys
    ? (from: HexId, to: HexId): boolean => bySide().has(hexsideKey(from, to))
    : (from: HexId, to: HexId): boolean => across.get(from)?.includes(to) === true;
  const map: BondMap = {
    bonds,
    hexBondsAt: (h) => [...(byHex.get(h) ?? [])],
    hexsideBondsAt: (a, b) => [...(bySide().get(hexsideKey(a, b)) ?? [])],
    crossedBy: (from, to) => [...map.hexsideBondsAt(from, to), ...map.hexBondsAt(to)],
    blocks: (from, to) => byHex.has(to) || sideBonded(from, to),
  };
  return map;
}

/** The side bonds by side key, each key's in the order given. */
function sidesByKey(bonds: readonly ZocBond[]): Map<HexsideKey, HexsideBond[]> {
  const bySide = new Map<HexsideKey, HexsideBond[]>();
  for (const b of bonds) {
    if (b.kind === 'hex') continue;
    const l = bySide.get(b.hexside);
    if (l) l.push(b);
    else bySide.set(b.hexside, [b]);
  }
  return bySide;
}

/** Per hexside bond (never changed in place): the two hexes of its side key when the key is in the form hexsideKey gives, else null. */
const keyedPairs = new WeakMap<HexsideBond, readonly [HexId, HexId] | null>();

/** A side's bonds are indexed again for every position that cancels others of them: each bond's key is read once. */
function keyedPair(b: HexsideBond): readonly [HexId, HexId] | null {
  let pair = keyedPairs.get(b);
  if (pair === undefined) {
    const read = hexsideHexes(b.hexside);
    pair = read && hexsideKey(read[0], read[1]) === b.hexside ? read : null;
    keyedPairs.set(b, pair);
  }
  return pair;
}

/**
 * Where two sides' bonds intersect (CtS 6.7, 6.8a; the illustration is lost, so this is
 * the reading the rules digest recommends): a hex that is a hex bond of both sides, or
 * a hex bond of one side that is one of the two hexes of the other side's hexside bond.
 * Sorted hex ids.
 */
export function intersectingBondHexes(a: BondMap, b: BondMap): HexId[] {
  const hexesOf = (m: BondMap): Set<HexId> => new Set(m.bonds.flatMap((x) => (x.kind === 'hex' ? [x.hex] : [])));
  const sidesTouching = (m: BondMap): Set<HexId> => new Set(m.bonds.flatMap((x) => (x.kind === 'hexside' ? x.between : [])));
  const ha = hexesOf(a);
  const hb = hexesOf(b);
  const sa = sidesTouching(a);
  const sb = sidesTouching(b);
  const out = new Set<HexId>();
  for (const h of ha) if (hb.has(h) || sb.has(h)) out.add(h);
  for (const h of hb) if (sa.has(h)) out.add(h);
  return [...out].sort();
}
