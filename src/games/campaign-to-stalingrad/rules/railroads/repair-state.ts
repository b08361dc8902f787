import { cached } from '#kernel/memo/cached';
import type { HexId } from '#kernel/ids';
import { hexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide, Scenario } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { startLineColumn } from '#games/campaign-to-stalingrad/setup/start-line';
import { railHexes, railNeighbours } from './rail-links';

/** The rail hexes of the shortest line along the railway from `from` to `to`, both included. */
export function railLine(ctx: CtsContext, from: HexId, to: HexId): HexId[] {
  const prev = new Map<HexId, HexId | null>([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const h = queue.shift()!;
    if (h === to) break;
    for (const n of [...railNeighbours(ctx, h)].sort()) {
      if (prev.has(n)) continue;
      prev.set(n, h);
      queue.push(n);
    }
  }
  if (!prev.has(to)) return [];
  const line: HexId[] = [];
  for (let h: HexId | null = to; h !== null; h = prev.get(h)!) line.unshift(h);
  return line;
}

const initial = new WeakMap<CtsContext, Map<string, Record<CtsSide, HexId[]>>>();

/**
 * CtS 15.6, 35.3: the rail hexes each side has not repaired when the scenario begins: the
 * rail beyond its start line (all rail behind a side's line is repaired) and the lines the
 * scenario names (Fall Blau: the Axis lines 2946-3444, 3447-3444 and 3647-3845, both ends
 * included, beyond the railheads 2947, 3448 and 3648). Operation Uranus (36.3): the Axis has
 * repaired the north-map rail west of the June 28th Start Line, the whole south map and the
 * lines to its railheads (1541 to Voroshilovgrad and the rest, `railheads.repaired`); the
 * Soviet all rail east of the Nov. 19th line.
 */
export function initialUnrepaired(ctx: CtsContext, scenario: Scenario): Record<CtsSide, HexId[]> {
  return cached(cached(initial, ctx, () => new Map<string, Record<CtsSide, HexId[]>>()), scenario.id, () => unrepairedAtStart(ctx, scenario));
}

function unrepairedAtStart(ctx: CtsContext, scenario: Scenario): Record<CtsSide, HexId[]> {
  const axis = new Set<HexId>();
  const soviet = new Set<HexId>();
  const lined = Object.keys(scenario.startLine.rows).length > 0;
  const heads = scenario.railheads;
  // 36.3: the Axis net is the rail west of another line (the June 28th Start Line), the south map's included
  const axisLine = heads.axisRepairedWestOf ?? scenario.startLine.rows;
  const beyond = (rows: Record<string, number>, h: HexId): boolean => Number(h.slice(2)) <= startLineColumn(rows, Number(h.slice(0, 2)));
  for (const h of lined ? railHexes(ctx) : []) {
    if (beyond(axisLine, h) && !(heads.axisRepairedSouthMap && ctx.map.hex(h)?.section === 'south')) axis.add(h);
    if (!beyond(scenario.startLine.rows, h)) soviet.add(h);
  }
  for (const [side, lines] of Object.entries(heads.unrepaired) as [CtsSide, [string, string][]][]) {
    const set = side === 'axis' ? axis : soviet;
    for (const [a, b] of lines) for (const h of railLine(ctx, hexId(a), hexId(b))) set.add(h);
  }
  for (const [a, b] of heads.repaired?.axis ?? []) for (const h of railLine(ctx, hexId(a), hexId(b))) axis.delete(h); // 36.3: "the line from 1541 to Voroshilovgrad is repaired"
  return { axis: [...axis].sort(), soviet: [...soviet].sort() };
}

const asSet = new WeakMap<readonly HexId[], WeakMap<readonly HexId[], ReadonlySet<HexId>>>();
const NONE: readonly HexId[] = [];

/** The rail hexes `side` has not repaired (15.6): those of the start (the state's list, else the scenario's) less those repaired since. */
export function unrepairedFor(ctx: CtsContext, state: CtsState, side: CtsSide): ReadonlySet<HexId> {
  let base: readonly HexId[] = NONE;
  if (state.unrepairedRail) base = state.unrepairedRail[side] ?? NONE;
  else {
    const scenario = ctx.scenarios.get(state.scenario);
    if (scenario) base = initialUnrepaired(ctx, scenario)[side];
  }
  const repaired = state.repairedRail?.[side] ?? NONE;
  const byRepaired = cached(asSet, base, () => new WeakMap<readonly HexId[], ReadonlySet<HexId>>());
  return cached(byRepaired, repaired, () => {
    const done = new Set(repaired);
    return new Set(base.filter((h) => !done.has(h)));
  });
}

/** CtS 15.6: whether `side` has repaired the rail hex (or it never needed repair). */
export function isRepaired(ctx: CtsContext, state: CtsState, side: CtsSide, hex: HexId): boolean {
  return !unrepairedFor(ctx, state, side).has(hex);
}

/** The state with `hexes` repaired for `side` (15.6: repair is never undone). */
export function withRepaired(state: CtsState, side: CtsSide, hexes: readonly HexId[]): CtsState {
  if (hexes.length === 0) return state;
  const before = state.repairedRail?.[side] ?? [];
  const added = hexes.filter((h) => !before.includes(h));
  return { ...state, repairedRail: { ...state.repairedRail, [side]: [...before, ...added] } };
}
