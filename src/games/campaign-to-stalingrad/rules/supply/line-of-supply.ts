import type { HexId } from '../../../../kernel/ids';
import { lineReaches, type AllowanceRules } from '../../../../kernel/supply/allowance-trace';
import type { BondMap } from '../../../../kernel/zoc/bond-map';
import type { CtsContext } from '../../data/context';
import type { CtsSide } from '../../data/schema';
import { enemyOf, type Occupancy } from '../occupancy';
import { isNonCombat } from '../unit-kind';

/**
 * CtS 16.2 Line of Supply: at most `length` hexes (German Army HQ 8; other Army HQs 5;
 * Depots and Connecting Rail Hexes 2), no impassable hexside, at most one unbridged
 * Major or Volga hexside, at most one Marsh hex entered, no enemy-occupied hex, no
 * enemy ZOC bond entered or crossed.
 */
export function losRules(ctx: CtsContext, occ: Occupancy, side: CtsSide, enemyBonds: BondMap): AllowanceRules {
  const enemy = enemyOf(side);
  return {
    neighbours: (h) => ctx.map.neighbours(h),
    step: (from, to) => {
      if (occ.at(to, enemy).some((p) => !isNonCombat(p.spec))) return null;
      const f = ctx.map.hexside(from, to);
      if (f.includes('impassable') || enemyBonds.blocks(from, to)) return null;
      const unbridged = (f.includes('major-river') || f.includes('volga')) && !f.includes('road') ? 1 : 0;
      const marsh = ctx.map.hex(to)?.terrain === 'marsh' ? 1 : 0;
      return [unbridged, marsh];
    },
    limits: [1, 1],
  };
}

/** Whether a unit in `hex` traces a Line of Supply of at most `length` hexes to any of `sources`. */
export function tracesSupply(ctx: CtsContext, occ: Occupancy, side: CtsSide, enemyBonds: BondMap, hex: HexId, sources: ReadonlySet<HexId>, length: number): boolean {
  return lineReaches(losRules(ctx, occ, side, enemyBonds), hex, sources, length);
}
