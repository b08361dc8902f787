import { bondMap, type BondMap } from '../../../kernel/zoc/bond-map';
import { findBonds } from '../../../kernel/zoc/bonds';
import { edgePhantoms } from '../../../kernel/zoc/edge';
import { stackHasZoc } from '../../../kernel/zoc/stack-zoc';
import type { HexId } from '../../../kernel/ids';
import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import { friendlyEdge } from './friendly-edge';
import { occupancy, type Occupancy, type Placed } from './occupancy';
import { isHq, isNonCombat } from './unit-kind';
import { hasOwnZoc } from './unit-values';

/** CtS 6.1, 6.2.1.3, 13.0: the hexes where `side` exerts a ZOC. */
export function zocHexes(ctx: CtsContext, occ: Occupancy, side: CtsSide): HexId[] {
  // 6.2.1.3 (digest A44): three or more combat units without ZOCs, not Disrupted and not HQs, have one
  const counts = (p: Placed): boolean => !isHq(p.spec) && !isNonCombat(p.spec) && !p.state.disrupted;
  return occ.hexesOf(side).filter((h) => stackHasZoc(occ.at(h, side), (p) => hasOwnZoc(p.spec, p.state), counts, 3));
}

/** Which nationalities give a hex its ZOC (6.8b: Hungarian and Rumanian ZOCs never bond). */
function zocNations(occ: Occupancy, side: CtsSide, h: HexId): Set<string> {
  return new Set(occ.at(h, side).filter((p) => !isHq(p.spec)).map((p) => p.spec.nationality));
}

/**
 * The bonds of `side` (6.3): its ZOC hexes and, 6.9, the imagined friendly units just
 * beyond its friendly map edges; cancelled by enemy units (6.5), negated by river loops
 * of Major or Volga hexsides (6.6), never Hungarian with Rumanian (6.8b).
 */
export function bondsOf(ctx: CtsContext, state: CtsState, side: CtsSide, occ: Occupancy = occupancy(ctx, state)): BondMap {
  const onMap = (h: HexId): boolean => ctx.map.has(h);
  const phantoms = edgePhantoms(friendlyEdge(ctx, state, side), (h) => ctx.wideGrid.neighbours(h), onMap);
  const loop = (end: HexId, mid: HexId): boolean => {
    if (!onMap(end) || !onMap(mid)) return false;
    const f = ctx.map.hexside(end, mid);
    return f.includes('major-river') || f.includes('volga');
  };
  const pairOk = (a: HexId, b: HexId): boolean => {
    if (!onMap(a) || !onMap(b)) return true;
    const na = zocNations(occ, side, a);
    const nb = zocNations(occ, side, b);
    const only = (s: Set<string>, n: string): boolean => s.size === 1 && s.has(n);
    return !((only(na, 'hungarian') && only(nb, 'rumanian')) || (only(na, 'rumanian') && only(nb, 'hungarian')));
  };
  const bonds = findBonds({
    zocHexes: [...zocHexes(ctx, occ, side), ...phantoms],
    neighbours: (h) => ctx.wideGrid.neighbours(h),
    enemyIn: (h) => onMap(h) && occ.enemyIn(h, side),
    canPair: pairOk,
    loopSide: loop,
  });
  // bonds that lie wholly off the map never touch a unit
  return bondMap(bonds.filter((b) => (b.kind === 'hex' ? onMap(b.hex) : b.between.some(onMap))));
}
