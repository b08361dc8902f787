import type { HexId } from '../ids';
import { hexsideKey } from '../hex/hexside';
import type { HexsideKey } from '../map/types';

/**
 * ZOC bonds (e.g. CtS 6.3-6.6, 6.8b): two hexes of one side that both exert a zone of
 * control and lie exactly two hexes apart bond the space between them. On a hex grid
 * that space is either one hex (the three hexes in a straight line: a HEX BOND on the
 * middle hex) or one hexside (the knight's offset: the two hexes adjacent to both ends
 * share a side, and that side is a HEXSIDE BOND).
 */
export interface HexBond {
  kind: 'hex';
  hex: HexId;
  /** The two ZOC hexes that form it, sorted. */
  ends: [HexId, HexId];
}

export interface HexsideBond {
  kind: 'hexside';
  hexside: HexsideKey;
  /** The two hexes the bonded side separates, sorted. */
  between: [HexId, HexId];
  ends: [HexId, HexId];
}

export type ZocBond = HexBond | HexsideBond;

export interface BondInput {
  /** Hexes in which the side exerts a ZOC, including any imagined just beyond a map edge (6.9). */
  zocHexes: Iterable<HexId>;
  /**
   * Grid neighbours of a hex. For bonds with a map edge, pass a grid one hex wider than
   * the map so that hexes just beyond the edge have neighbours too.
   */
  neighbours(h: HexId): readonly HexId[];
  /** An enemy unit (to the bond's owner) occupies the hex (cancellation, 6.5). */
  enemyIn(h: HexId): boolean;
  /** Whether the ZOCs of two hexes may bond at all (e.g. 6.8b); default yes. */
  canPair?(a: HexId, b: HexId): boolean;
  /**
   * A hexside that negates a hex bond when BOTH ends face the middle hex across one
   * (river loops, 6.6: Major and Volga river hexsides); default none.
   */
  loopSide?(end: HexId, middle: HexId): boolean;
}

const sorted = (a: HexId, b: HexId): [HexId, HexId] => (a < b ? [a, b] : [b, a]);

/**
 * Every bond the side's ZOCs form, uncancelled, sorted (hex bonds by hex, then hexside
 * bonds by side, each by its ends). A hex bond is cancelled by an enemy unit in the
 * middle hex; a hexside bond only by enemy units on both sides of it (6.5). Pure.
 *
 * Each ZOC hex `p` looks only at the hexes two steps away that are ZOC hexes after it in
 * id order, so each pair is judged once, without building sets per hex.
 */
export function findBonds(input: BondInput): ZocBond[] {
  const isZoc = new Set(input.zocHexes);
  const out: ZocBond[] = [];
  const seen = new Set<string>();
  const partners: HexId[] = [];
  for (const p of isZoc) {
    const around = input.neighbours(p);
    // ZOC hexes q > p two steps from p: neighbours of neighbours, neither p nor next to it
    partners.length = 0;
    for (const n of around) {
      for (const q of input.neighbours(n)) {
        if (!isZoc.has(q) || q <= p || around.includes(q) || partners.includes(q)) continue;
        partners.push(q);
      }
    }
    for (const q of partners) {
      if (input.canPair && !input.canPair(p, q)) continue;
      // the hexes next to both: one in a straight line, two at the knight's offset
      let c0: HexId | undefined;
      let c1: HexId | undefined;
      let common = 0;
      for (const h of input.neighbours(q)) {
        if (!around.includes(h)) continue;
        if (common === 0) c0 = h;
        else if (common === 1) c1 = h;
        common++;
      }
      const ends: [HexId, HexId] = [p, q];
      if (common === 1) {
        const hex = c0!;
        if (input.enemyIn(hex)) continue;
        if (input.loopSide && input.loopSide(p, hex) && input.loopSide(q, hex)) continue;
        const key = `${hex}:${p}|${q}`;
        if (!seen.has(key)) out.push({ kind: 'hex', hex, ends });
        seen.add(key);
      } else if (common === 2) {
        const a = c0!;
        const b = c1!;
        if (input.enemyIn(a) && input.enemyIn(b)) continue;
        out.push({ kind: 'hexside', hexside: hexsideKey(a, b), between: sorted(a, b), ends });
      }
    }
  }
  return sortBonds(out);
}

/** findBonds' order: hex bonds by hex, then hexside bonds by side, each by its ends; each key built once. */
export function sortBonds(bonds: ZocBond[]): ZocBond[] {
  const keyed = bonds.map(keyedBond);
  keyed.sort(byKey);
  return keyed.map((x) => x.b);
}

interface KeyedBond {
  b: ZocBond;
  k: string;
  e: string;
}

const keyedBond = (b: ZocBond): KeyedBond => ({ b, k: b.kind === 'hex' ? `0${b.hex}` : `1${b.hexside}`, e: b.ends.join('|') });
const byKey = (x: KeyedBond, y: KeyedBond): number => (x.k !== y.k ? (x.k < y.k ? -1 : 1) : x.e < y.e ? -1 : x.e > y.e ? 1 : 0);

/**
 * Two lists of bonds, each in findBonds' order (sortBonds) and with no bond in both,
 * as one in that order: what sortBonds([...a, ...b]) gives, without sorting the whole.
 */
export function mergeBonds(a: readonly ZocBond[], b: readonly ZocBond[]): ZocBond[] {
  if (b.length === 0) return [...a];
  const kb = b.map(keyedBond);
  const out: ZocBond[] = [];
  let j = 0;
  for (const x of a) {
    const kx = keyedBond(x);
    while (j < kb.length && byKey(kb[j]!, kx) < 0) out.push(kb[j++]!.b);
    out.push(x);
  }
  while (j < kb.length) out.push(kb[j++]!.b);
  return out;
}
