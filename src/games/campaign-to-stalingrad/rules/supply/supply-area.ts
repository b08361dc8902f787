import type { HexId } from '#kernel/ids';
import { cached } from '#kernel/memo/cached';
import { hexIndex } from '#kernel/map/hex-index';
import type { AllowanceRules } from '#kernel/supply/allowance-trace';
import { stepCosts, type StepCosts } from '#kernel/supply/step-costs';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
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
  // each step's counts, asked once for the searches of every length (by step number: hex number * 6 + the neighbour's place)
  const steps = stepCosts(hexIndex(ctx.map).ids.length * 6);
  for (const [length, targets] of byLength) for (const h of linesBack(ctx, rules, steps, targets, length)) area.add(h);
  return area;
}

/**
 * The hexes a legal line of at most `maxLength` hexes leads from into one of `targets`
 * (the targets too: a line of no hex). Breadth first backwards over (hex, counts used),
 * as traceWithAllowances searches forwards; a state is not searched on from when the same
 * hex was reached as soon with no more of any allowance used, since that line leads on
 * to everything this one could.
 */
function linesBack(ctx: CtsContext, rules: AllowanceRules, steps: StepCosts, targets: ReadonlySet<HexId>, maxLength: number): Set<HexId> {
  const { ids, indexOf } = hexIndex(ctx.map);
  const from = predecessors(ctx);
  const counts = usedCounts(rules.limits);
  const out = new Set<HexId>(targets);
  // per hex number (hexIndex), the counts-used combinations reached so far, one bit each (index into counts.all)
  const seen = new Int32Array(ids.length);
  // the frontier as hex numbers and their counts used, side by side: no object per state searched
  let hexes: number[] = [];
  let used: number[] = [];
  for (const t of targets) {
    const k = indexOf(t);
    if (k < 0) continue; // a target off the map: no map hex steps into it
    seen[k] = 1;
    hexes.push(k);
    used.push(0);
  }
  for (let d = 1; d <= maxLength && hexes.length > 0; d++) {
    const nextHexes: number[] = [];
    const nextUsed: number[] = [];
    for (let f = 0; f < hexes.length; f++) {
      const k = hexes[f]!;
      const hex = ids[k]!;
      const before = from[k]!;
      for (let j = 0; j < before.length; j += 2) {
        const p = before[j]!;
        const e = before[j + 1]!;
        let cost = steps.get(e);
        if (cost === undefined) steps.set(e, (cost = rules.step(ids[p]!, hex)));
        if (cost === null) continue;
        const next = counts.add(used[f]!, cost);
        if (next < 0) continue;
        const mask = seen[p]!;
        if ((mask & counts.noMore[next]!) !== 0) continue;
        seen[p] = mask | (1 << next);
        out.add(ids[p]!);
        nextHexes.push(p);
        nextUsed.push(next);
      }
    }
    hexes = nextHexes;
    used = nextUsed;
  }
  return out;
}

/**
 * Every combination of allowance counts within `limits`, numbered (0: none used); `add`
 * the number after a step's counts (-1 over a limit); `noMore[i]` the bits of the
 * combinations that use no more of any allowance than combination i.
 */
function usedCounts(limits: readonly number[]): { add(i: number, cost: readonly number[]): number; noMore: number[] } {
  const all: number[][] = [[]];
  for (const l of limits) all.splice(0, all.length, ...all.flatMap((c) => Array.from({ length: l + 1 }, (_, k) => [...c, k])));
  if (all.length > 30) throw new Error('too many allowance combinations for a Line of Supply search');
  // combination i has count k of allowance j: its digits, the first allowance the most significant
  const place = limits.map((_, j) => limits.slice(j + 1).reduce((m, l) => m * (l + 1), 1));
  const noMore = all.map((c) => all.reduce((m, o, j) => (o.every((x, k) => x <= c[k]!) ? m | (1 << j) : m), 0));
  return {
    add: (i, cost) => {
      let next = i;
      for (let j = 0; j < limits.length; j++) {
        const c = cost[j] ?? 0;
        if (c === 0) continue;
        if (all[i]![j]! + c > limits[j]!) return -1;
        next += c * place[j]!;
      }
      return next;
    },
    noMore,
  };
}

const before = new WeakMap<CtsContext, readonly (readonly number[])[]>();

/**
 * For each hex number (hexIndex), the numbers of the map hexes whose neighbours (the steps
 * losRules allows to be tried) include it, in hex-id order, each followed by the number of
 * its step into the hex (its hex number * 6 + the hex's place among its neighbours).
 */
function predecessors(ctx: CtsContext): readonly (readonly number[])[] {
  return cached(before, ctx, () => {
    const { ids, neighbours } = hexIndex(ctx.map);
    const out: number[][] = ids.map(() => []);
    for (let p = 0; p < ids.length; p++) neighbours[p]!.forEach((h, nth) => out[h]!.push(p, p * 6 + nth));
    return out;
  });
}
