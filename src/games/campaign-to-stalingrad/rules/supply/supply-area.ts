import type { HexId } from '../../../../kernel/ids';
import { cached } from '../../../../kernel/memo/cached';
import type { AllowanceRules } from '../../../../kernel/supply/allowance-trace';
import type { BondMap } from '../../../../kernel/zoc/bond-map';
import type { CtsContext } from '../../data/context';
import type { CtsSide } from '../../data/schema';
import type { Occupancy } from '../occupancy';
import type { SupplySourceSet } from './general-supply';
import { losRules } from './line-of-supply';

/**
 * CtS 16.2, 16.5: every map hex from which a unit of `side` traces a Line of Supply to one
 * of the sources, found by searching back from the sources (one search for each length
 * of line, 2, 5 and 8 hexes) instead of forward from every unit. A hex is in the area
 * exactly when tracesSupply says so of it for some source set: the search back takes the
 * same steps (`step(from, to)` asked the same way round) with the same allowances.
 */
export function supplyArea(ctx: CtsContext, occ: Occupancy, side: CtsSide, enemyBonds: BondMap, sources: readonly SupplySourceSet[]): ReadonlySet<HexId> {
  const rules = losRules(ctx, occ, side, enemyBonds);
  const byLength = new Map<number, Set<HexId>>();
  for (const s of sources) {
    const hexes = byLength.get(s.length) ?? new Set<HexId>();
    for (const h of s.hexes) hexes.add(h);
    byLength.set(s.length, hexes);
  }
  const area = new Set<HexId>();
  for (const [length, targets] of byLength) for (const h of linesBack(ctx, rules, targets, length)) area.add(h);
  return area;
}

/**
 * The hexes a legal line of at most `maxLength` hexes leads from into one of `targets`
 * (the targets too: a line of no hex). Breadth first backwards over (hex, counts used),
 * as traceWithAllowances searches forwards: a state reached first by a shorter line
 * leads on to everything a longer one to it could.
 */
function linesBack(ctx: CtsContext, rules: AllowanceRules, targets: ReadonlySet<HexId>, maxLength: number): Set<HexId> {
  const from = predecessors(ctx);
  const zero = rules.limits.map(() => 0);
  const out = new Set<HexId>(targets);
  const seen = new Set<string>();
  let frontier: { hex: HexId; used: number[] }[] = [];
  for (const t of targets) {
    seen.add(`${t}:${zero.join(',')}`);
    frontier.push({ hex: t, used: zero });
  }
  for (let d = 1; d <= maxLength && frontier.length > 0; d++) {
    const ahead: { hex: HexId; used: number[] }[] = [];
    for (const { hex, used } of frontier) {
      for (const p of from.get(hex) ?? []) {
        const cost = rules.step(p, hex);
        if (cost === null) continue;
        const next = used.map((u, i) => u + (cost[i] ?? 0));
        if (next.some((u, i) => u > rules.limits[i]!)) continue;
        const key = `${p}:${next.join(',')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.add(p);
        ahead.push({ hex: p, used: next });
      }
    }
    frontier = ahead;
  }
  return out;
}

const before = new WeakMap<CtsContext, ReadonlyMap<HexId, readonly HexId[]>>();

/** For each hex, the map hexes whose neighbours (the steps losRules allows to be tried) include it. */
function predecessors(ctx: CtsContext): ReadonlyMap<HexId, readonly HexId[]> {
  return cached(before, ctx, () => {
    const out = new Map<HexId, HexId[]>();
    for (const p of ctx.map.hexIds()) for (const h of ctx.map.neighbours(p)) out.set(h, [...(out.get(h) ?? []), p]);
    return out;
  });
}
