import type { HexId } from '#kernel/ids';
import { hexsideKey } from '#kernel/hex/hexside';
import type { BondInput, ZocBond } from '#kernel/zoc/bonds';

/** findBonds as first written (sets per hex, keys per comparison): the reference bonds.reference.test.ts holds the kernel's to. */
const sorted = (a: HexId, b: HexId): [HexId, HexId] => (a < b ? [a, b] : [b, a]);

/**
 * Every bond the side's ZOCs form, uncancelled, sorted (hex bonds by hex, then hexside
 * bonds by side, each by its ends). A hex bond is cancelled by an enemy unit in the
 * middle hex; a hexside bond only by enemy units on both sides of it (6.5). Pure.
 */
export function referenceFindBonds(input: BondInput): ZocBond[] {
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
