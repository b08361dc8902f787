import type { HexId } from '#kernel/ids';
import { cached } from '#kernel/memo/cached';
import { traceWithAllowances, type AllowanceRules } from '#kernel/supply/allowance-trace';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { enemyOf, type Occupancy } from '../occupancy';
import { isNonCombat } from '../unit-kind';
import { gatesOfBonds, lineThroughCity } from '../city/access-hexsides';

/** What a step uses, [unbridged river, marsh], one frozen list for each of the four (a trace asks for every step it judges). */
const STEP_COUNTS: readonly (readonly number[])[] = [Object.freeze([0, 0]), Object.freeze([0, 1]), Object.freeze([1, 0]), Object.freeze([1, 1])];

/**
 * CtS 16.2 Line of Supply: at most `length` hexes (German Army HQ 8; other Army HQs 5;
 * Depots and Connecting Rail Hexes 2), no impassable hexside, at most one unbridged
 * Major or Volga hexside, at most one Marsh hex entered, no enemy-occupied hex, no
 * enemy ZOC bond entered or crossed.
 */
export function losRules(ctx: CtsContext, occ: Occupancy, side: CtsSide, enemyBonds: BondMap): AllowanceRules {
  const enemy = enemyOf(side);
  const gates = gatesOfBonds(enemyBonds); // 24.6 (4)
  return {
    neighbours: (h) => ctx.map.adjacent(h),
    step: (from, to) => {
      // CtS 24.6 (4): into, out of and through a Major City Battle hex only across Access Hexsides, its enemy units then no bar
      const city = lineThroughCity(gates, side, from, to);
      if (city === 'closed') return null;
      if (city !== 'open' && occ.some(to, enemy, (p) => !isNonCombat(p.spec))) return null;
      const f = ctx.map.hexsideFeatures(from, to);
      if (f.includes('impassable') || enemyBonds.blocks(from, to)) return null;
      const unbridged = (f.includes('major-river') || f.includes('volga')) && !f.includes('road') ? 1 : 0;
      const marsh = ctx.map.hex(to)?.terrain === 'marsh' ? 1 : 0;
      return STEP_COUNTS[unbridged * 2 + marsh]!;
    },
    limits: [1, 1],
  };
}

/**
 * Whether a unit in `hex` traces a Line of Supply of at most `length` hexes to any of `sources`.
 * The search from a hex is kept per position (Occupancy and enemy bonds, both made once
 * per state) and reused for every source and every unit in the hex: a search to a longer
 * length finds the same shortest lines up to a shorter one (allowance-trace.ts).
 */
export function tracesSupply(ctx: CtsContext, occ: Occupancy, side: CtsSide, enemyBonds: BondMap, hex: HexId, sources: ReadonlySet<HexId>, length: number): boolean {
  if (sources.has(hex)) return true;
  const reach = supplyReach(ctx, occ, side, enemyBonds, hex, length);
  if (sources.size < reach.size) {
    for (const h of sources) if ((reach.get(h) ?? Number.POSITIVE_INFINITY) <= length) return true;
  } else {
    for (const [h, d] of reach) if (d <= length && sources.has(h)) return true;
  }
  return false;
}

/** tracesSupply to the one source hex `source`, without a set made for it (sourceReached asks it of each source in turn). */
export function tracesSupplyTo(ctx: CtsContext, occ: Occupancy, side: CtsSide, enemyBonds: BondMap, hex: HexId, source: HexId, length: number): boolean {
  if (source === hex) return true;
  return (supplyReach(ctx, occ, side, enemyBonds, hex, length).get(source) ?? Number.POSITIVE_INFINITY) <= length;
}

type Reach = { length: number; hexes: ReadonlyMap<HexId, number> };
const reaches = new WeakMap<CtsContext, WeakMap<Occupancy, WeakMap<BondMap, Map<string, Reach>>>>();

/** Every hex a Line of Supply from `hex` reaches within at least `length` hexes, with its shortest length. */
function supplyReach(ctx: CtsContext, occ: Occupancy, side: CtsSide, enemyBonds: BondMap, hex: HexId, length: number): ReadonlyMap<HexId, number> {
  const byHex = cached(cached(cached(reaches, ctx, () => new WeakMap()), occ, () => new WeakMap()), enemyBonds, () => new Map<string, Reach>());
  const key = `${side}|${hex}`;
  const kept = byHex.get(key);
  if (kept && kept.length >= length) return kept.hexes;
  const hexes = traceWithAllowances(losRules(ctx, occ, side, enemyBonds), hex, length);
  byHex.set(key, { length, hexes });
  return hexes;
}
