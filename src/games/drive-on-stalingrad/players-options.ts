import type { SideOptions, UnitOptions } from '#kernel/engine/ruleset';
import type { HexId, UnitId } from '#kernel/ids';
import { reachable, type Reach } from '#kernel/movement/reachable';
import { isProhibited, type StepCost } from '#kernel/movement/path';
import type { DosContext } from './data/context';
import { frozenReason } from './rules/activation/frozen';
import { joinsOnContact } from './rules/activation/newcomers';
import { armyArea } from './rules/army-release';
import { stackProblem, unitStepCost } from './rules/movement';
import { afterDefaultWithdrawal, withdrawalChoices } from './rules/reinforcements/withdrawal';
import { planSeaMove } from './rules/sea-movement/plan';
import { aerialAvailable } from './rules/supply/aerial-cover';
import { movementAllowance } from './rules/supply/movement-supply';
import { networkCandidates } from './rules/supply/network-markers';
import { supplyOrderKinds } from './windows/supply-hooks';
import { openWindow } from './windows/window';
import { planesLeft } from './rules/air/planes';
import { airSideOf } from './scenario-rules/uranus/air-side';
import { holdOrderAllows } from './scenario-rules/uranus/hold-order';
import { moveScope, type MoveScope } from './move-scope';
import { GERMAN, SOVIET, type DosSide } from './state/sides';
import { occupancy, sideOf, unitDef } from './state/units';
import type { DosState } from './state/types';

/**
 * What the players' options answer adds to options() (Ruleset.optionsForPlayers): the
 * moves of whole stacks (DoS 9.5, 9.7), sea moves that go on after landing (9.18) and the
 * units the withdrawal may name (8.7). Each is listed only where check() accepts it, in
 * the position options() lists moves in (after the default withdrawal, 8.7). options()
 * itself leaves them out: the move check and the fuzzer read it and need none of them.
 */
export function dosOptionsForPlayers(ctx: DosContext, state: DosState, side: DosSide, units: UnitOptions[]): UnitOptions[] {
  const active = !state.ended && state.at.side === side;
  if (!active) return units;
  const { state: pos } = afterDefaultWithdrawal(ctx, state);
  const scope = moveScope(ctx, pos);
  const stacks = stackListing(ctx, pos, units, scope);
  const withdraw = withdrawalChoices(ctx, state);
  return units.map((u) => {
    const stack = stacks.get(u.unit);
    const onward = (u.sea ?? []).flatMap((to) => seaOnward(ctx, pos, u.unit, to));
    const w = withdraw.get(u.unit);
    if (!stack?.length && onward.length === 0 && !w) return u;
    return { ...u, ...(stack?.length ? { stackMoves: stack } : {}), ...(onward.length ? { seaOnward: onward } : {}), ...(w ? { withdraw: w } : {}) };
  });
}

/** The side's orders that belong to no one unit (Ruleset.sideOptions): supply markers (DoS 7.14), the aerial supply marker (7.6), and the ground-support aircraft its attacks may take (11.25). */
export function dosSideOptions(ctx: DosContext, state: DosState, side: DosSide): SideOptions {
  if (state.ended || state.at.side !== side) return {}; // the windows wait for the phasing side only (DoS 5.1)
  const kinds = supplyOrderKinds(state);
  const out: SideOptions = {};
  if (kinds.includes('network')) {
    const towns = networkCandidates(ctx, state, side); // DoS 7.14
    if (towns.length > 0) out.network = towns;
  }
  if (kinds.includes('aerial') && side === GERMAN && aerialAvailable(state)) {
    // DoS 7.6: any hex of the map; listed: the hexes of German-side units, which it supplies for defense with the six around
    const hexes = [...occupancy(state)].filter(([, ids]) => ids.length > 0 && sideOf(unitDef(ctx, ids[0]!)) === GERMAN).map(([h]) => h).sort();
    if (hexes.length > 0) out.aerial = hexes;
  }
  const planes = planesLeft(ctx, state); // DoS 11.25: each plane flies once per game turn
  if ((openWindow(ctx, state)?.accepts ?? []).includes('attack') && airSideOf(ctx, state) === side && planes > 0) out.air = planes;
  return out;
}

/**
 * For the first unit of each stack of two or more units that may move now (options() lists
 * moves for them), the moves of that whole stack (DoS 9.5); listed once, under the first
 * unit, as the list names every unit of the stack (the page offers it to each).
 */
function stackListing(ctx: DosContext, pos: DosState, units: UnitOptions[], scope: MoveScope): Map<UnitId, NonNullable<UnitOptions['stackMoves']>> {
  const byHex = new Map<HexId, UnitId[]>();
  for (const u of units) {
    if (!u.moves || u.moves.length === 0 || u.entries || pos.units[u.unit]?.status !== 'on-map' || pos.units[u.unit]!.hex !== u.hex) continue;
    byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u.unit]);
  }
  const out = new Map<UnitId, NonNullable<UnitOptions['stackMoves']>>();
  for (const ids of byHex.values()) {
    if (ids.length < 2) continue;
    out.set(ids[0]!, stackMoves(ctx, pos, ids, scope).map((r) => ({ units: [...ids], hex: r.hex, cost: r.cost, path: r.path })));
  }
  return out;
}

/**
 * Where a stack that began the phase together may move as one (DoS 9.5): at the movement
 * factor of its slowest unit (9.7, halved out of supply 7.16), each step paying what the
 * dearest unit pays (so every unit's own path cost fits the allowance, as check() walks
 * it), within every unit's army area (3.2), stacking at every hex (6.2), stopping where a
 * newcomer meets a still-frozen army (3.2) and where a hold order allows (Uranus U-9).
 */
export function stackMoves(ctx: DosContext, state: DosState, ids: readonly UnitId[], scope: MoveScope = moveScope(ctx, state)): Reach[] {
  if (ids.some((id) => frozenReason(ctx, state, id) !== null || state.phase.moved.includes(id))) return []; // DoS 3.2, 9.2
  const start = state.units[ids[0]!]!.hex!;
  const defs = ids.map((id) => unitDef(ctx, id));
  const { occ } = scope;
  const areas = defs.map((d) => armyArea(ctx, state, d)).filter((a) => a !== null);
  const held = holdOrderAllows(ctx, state, ids, start);
  const joins = defs.some((d) => joinsOnContact(ctx, state, d));
  const { allowance } = movementAllowance(ctx, state, ids.map((id, k) => ({ def: defs[k]!, steps: state.units[id]!.steps, hex: start })));
  const costs = defs.map((d) => unitStepCost(ctx, state, d, occ, scope.enemyHexes(sideOf(d))));
  const cost: StepCost = (from, to) => {
    let most = 0;
    for (const c of costs) {
      const v = c(from, to);
      if (isProhibited(v)) return v;
      most = Math.max(most, v.cost);
    }
    return { cost: most };
  };
  const stepAt = (from: number, nth: number): number => {
    let most = 0;
    for (const c of costs) {
      const v = c.at(from, nth);
      if (v < 0) return v;
      most = Math.max(most, v);
    }
    return most;
  };
  const fits = (h: HexId): boolean => areas.every((a) => a.has(h)) && stackProblem(ctx, occ, h, defs, state, scope.anyNationality) === null;
  return reachable(ctx.map, start, allowance, cost, {
    minimumMove: true,
    stepAt,
    canPass: (h) => fits(h) && !(joins && scope.frozenHost(h) !== null),
    canStop: (h) => fits(h) && held(h),
  });
}

/**
 * A sea move that goes on after landing in `to` (DoS 9.18): normal movement from the port
 * with the MP the landing leaves, stacking at every hex, as check() walks it.
 */
function seaOnward(ctx: DosContext, state: DosState, id: UnitId, to: HexId): NonNullable<UnitOptions['seaOnward']> {
  const { plan } = planSeaMove(ctx, state, SOVIET, { sea: { unit: id, to } });
  if (!plan) return [];
  const def = unitDef(ctx, id);
  const occ = occupancy(state);
  const fits = (h: HexId): boolean => stackProblem(ctx, occ, h, [def]) === null;
  return reachable(ctx.map, to, plan.allowance - plan.landing, unitStepCost(ctx, state, def, occ), { canPass: fits, canStop: fits }).map((r) => ({
    to,
    hex: r.hex,
    cost: plan.landing + r.cost,
    path: r.path,
  }));
}
