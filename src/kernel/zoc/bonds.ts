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
 */
export function findBonds(input: BondInput): ZocBond[] {
  const zoc = [...new Set(input.zocHexes)].sort();
  const isZoc = new Set(zoc);
  const out: ZocBond[] = [];
  const seen = new Set<string>();
  for (const p of zoc) {
    const around = new Set(input.neighbours(p));
    const ring2 = new Set<HexId>();
    for (const n of around) for (const m of input.neighbours(n)) if (m !== p && !around.has(m)) ring2.add(m);
    for (const q of [...ring2].sort()) {
      if (q <= p || !isZoc.has(q)) continue;
      if (input.canPair && !input.canPair(p, q)) continue;
      const common = input.neighbours(q).filter((h) => around.has(h)).sort();
      const ends = sorted(p, q);
      if (common.length === 1) {
        const hex = common[0]!;
        if (input.enemyIn(hex)) continue;
        if (input.loopSide && input.loopSide(p, hex) && input.loopSide(q, hex)) continue;
        const key = `hex:${hex}:${ends.join('|')}`;
        if (!seen.has(key)) out.push({ kind: 'hex', hex, ends });
        seen.add(key);
      } else if (common.length === 2) {
        const [a, b] = common as [HexId, HexId];
        if (input.enemyIn(a) && input.enemyIn(b)) continue;
        out.push({ kind: 'hexside', hexside: hexsideKey(a, b), between: sorted(a, b), ends });
      }
    }
  }
  return out.sort(compareBonds);
}

function compareBonds(x: ZocBond, y: ZocBond): number {
  const kx = x.kind === 'hex' ? `0${x.hex}` : `1${x.hexside}`;
  const ky = y.kind === 'hex' ? `0${y.hex}` : `1${y.hexside}`;
  if (kx !== ky) return kx < ky ? -1 : 1;
  const ex = x.ends.join('|');
  const ey = y.ends.join('|');
  return ex < ey ? -1 : ex > ey ? 1 : 0;
}
