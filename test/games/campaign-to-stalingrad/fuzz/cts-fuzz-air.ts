import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { airOrderProblems, applyAirOrder, type AirOrder } from '#games/campaign-to-stalingrad/rules/air/air-order';
import { bombardIssues } from '#games/campaign-to-stalingrad/rules/air/bombardment';
import { airFlies } from '#games/campaign-to-stalingrad/rules/air/flying-weather';
import { airHqsOnMap } from '#games/campaign-to-stalingrad/rules/air/hq-support';
import { placedAir } from '#games/campaign-to-stalingrad/rules/air/placed';
import { groundSupportFactor } from '#games/campaign-to-stalingrad/rules/air/ground-support-factor';
import { supportSources } from '#games/campaign-to-stalingrad/rules/air/support';
import { enemyOf } from '#games/campaign-to-stalingrad/rules/occupancy';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { PlannedOrder } from '../../../fuzz/fuzz-title';
import type { Rng } from '../../../fuzz/rng';

/** The map hexes of a side's ground units. */
export function hexesOf(ctx: CtsContext, state: CtsState, side: CtsSide): string[] {
  const out = new Set<string>();
  for (const [id, u] of Object.entries(state.units)) if (u.where === 'map' && u.hex !== null && ctx.units.get(id)?.side === side) out.add(u.hex);
  return [...out].sort();
}

/**
 * CtS 23.2-23.7, 23.15: random Air Segment orders, each checked with the rules' own
 * air-order query on the state the earlier ones leave: now and then an Air HQ flipped or a
 * Supply Point spent for more air units, then some ready air units placed, mostly over enemy
 * hexes next to own units (Ground Support) or behind them (Bombardment), else over own hexes.
 */
export function planAirSegment(ctx: CtsContext, state: CtsState, side: CtsSide, rng: Rng): PlannedOrder[] {
  if (state.phase !== 'movement' || state.air?.segmentDone || !airFlies(state)) return [];
  const out: PlannedOrder[] = [];
  let scratch = state;
  const give = (o: AirOrder): boolean => {
    if (airOrderProblems(ctx, scratch, side, o).length > 0) return false;
    scratch = applyAirOrder(ctx, scratch, side, o).state;
    out.push({ order: o, offered: false });
    return true;
  };
  const hqs = airHqsOnMap(ctx, state, side);
  if (hqs.length > 0 && rng.chance(0.15)) give({ airHq: { hq: rng.pick(hqs).id, side: rng.pick(['mobile', 'fixed'] as const) } });
  if (state.supplyPoints[side] > 2 && rng.chance(0.15)) give({ airSupply: { sp: 1 } });
  const ready = Object.values(state.air.units).filter((a) => a.where === 'ready' && ctx.airUnits.get(a.id)?.side === side).map((a) => a.id).sort();
  const own = hexesOf(ctx, state, side);
  const ownSet = new Set(own);
  const enemy = hexesOf(ctx, state, enemyOf(side));
  const fronts = enemy.filter((h) => ctx.map.neighbours(h as never).some((n) => ownSet.has(n)));
  const rear = enemy.filter((h) => !fronts.includes(h));
  // CtS 23.6: only hexes within range of a Support are tried (read once; the order's check counts the capacity)
  const sources = supportSources(ctx, state, side).filter((s) => s.capacity > 0);
  const near = (hexes: readonly string[], range: number) => hexes.filter((h) => sources.some((s) => ctx.map.grid.distance(h as never, s.hex) <= range));
  for (const unit of rng.subset(ready, 0.35).slice(0, 4)) {
    const range = ctx.airUnits.get(unit)!.range;
    const pools = [near(fronts, range), near(rear, range), near(own, range)];
    const pool = pools[0]!.length > 0 && rng.chance(groundSupportFactor(ctx.airUnits.get(unit)!) > 0 ? 0.75 : 0.3) ? pools[0]! : pools[1]!.length > 0 && rng.chance(0.6) ? pools[1]! : pools[2]!;
    if (pool.length > 0) give({ air: { unit, hex: rng.pick(pool) } });
  }
  return out;
}

/** CtS 23.12 at step B1: some hexes the side's placed bombers may bombard now (bombardIssues finds nothing), listed before the attacks. */
export function planBombardments(ctx: CtsContext, state: CtsState, side: CtsSide, rng: Rng): PlannedOrder[] {
  const hexes = [...new Set(placedAir(ctx, state, side).filter((a) => a.spec.bombing > 0).map((a) => a.hex as string))].sort();
  return rng
    .subset(hexes, 0.6)
    .filter((hex) => bombardIssues(ctx, state, side, { hex }, ['bombard']).length === 0)
    .map((hex) => ({ order: { bombard: { hex } }, offered: false }));
}

/** CtS 23.11: now and then a battle names its Ground Support: none, or some of the own air units in the defender's hex. */
export function planGroundSupport(ctx: CtsContext, state: CtsState, side: CtsSide, target: string, rng: Rng): { groundSupport?: string[] } {
  if (!rng.chance(0.3)) return {};
  const there = placedAir(ctx, state, side).filter((a) => a.hex === target).map((a) => a.id);
  return { groundSupport: rng.subset(there, 0.6) };
}
