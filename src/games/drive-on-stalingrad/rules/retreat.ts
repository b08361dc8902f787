import type { HexId, UnitId } from '#kernel/ids';
import { isProhibited } from '#kernel/movement/path';
import type { DosContext } from '../data/context';
import type { StandingOrders } from '../orders/standing';
import { GERMAN, type DosSide } from '../state/sides';
import { faceOf, moveClass, occupancy, occupant, unitDef } from '../state/units';
import type { DosState } from '../state/types';
import type { Consequences } from './consequences';
import { enterHex } from './enter-hex';
import { rankRetreatHexes } from './retreat-preferences';
import { checkStackAt } from './supply/mixed-stacks';
import { supplyDistanceOf, supplySources } from './supply-distance';
import { conditionsOf } from './terrain-conditions';
import { enterCost } from './terrain-costs';
import { updateUnit } from '../state/unit-writes';

export interface RetreatMove {
  unit: UnitId;
  from: HexId;
  to: HexId;
  /** Why this hex: supply distance and the choice that decided it. */
  why: string;
}

export type RetreatPlan = { ok: true; moves: RetreatMove[]; split: boolean } | { ok: false; reason: string; rule: string };

/** A hex `unit` may retreat into from `from` (DoS 11.33, 11.34, 9.22): movement prohibitions, no enemy, no empty intact fort for the German side. */
function open(ctx: DosContext, state: DosState, side: DosSide, from: HexId, to: HexId, unit: UnitId): boolean {
  if (occupant(ctx, state, to) !== null && occupant(ctx, state, to) !== side) return false;
  const def = unitDef(ctx, unit);
  if (isProhibited(enterCost(ctx, moveClass(def), side, from, to, conditionsOf(ctx, state)))) return false; // incl. the flooded Manych (9.32)
  return !(side === GERMAN && ctx.map.hasFeature(to, 'fort') && !state.fortsDestroyed.includes(to));
}

/**
 * Where a defending stack retreats on DR (DoS 11.33-11.34): one hex, into an adjacent hex
 * it may enter and that holds no enemy units, within stacking (6.x). Among the open
 * hexes that take the whole stack, those that bring it closer to its nearest supply
 * source (supply-distance.ts; hex distance when no path exists) must be used; if none is
 * closer, those with the least distance (digest E11). The owner's standing order then
 * picks (retreat-preferences.ts). If no hex takes the whole stack, it splits only when
 * stacking both requires and allows it (11.34); otherwise the retreat fails: every
 * defender then takes DE (11.34; no open hex at all likewise, digest E10).
 */
export function planRetreat(
  ctx: DosContext,
  state: DosState,
  side: DosSide,
  from: HexId,
  units: UnitId[],
  standing?: StandingOrders,
): RetreatPlan {
  const eligible = ctx.map.neighbours(from).filter((h) => units.every((u) => open(ctx, state, side, from, h, u)));
  if (eligible.length === 0) return { ok: false, reason: `no hex around ${from} is open to retreat into`, rule: 'DoS 11.34' };
  const occ = occupancy(state);
  const present = (h: HexId) => (occ.get(h) ?? []).map((id) => unitDef(ctx, id));
  const fits = (h: HexId, ids: UnitId[]) => checkStackAt(ctx, state, h, [...present(h), ...ids.map((id) => unitDef(ctx, id))]).ok; // 6.3 supply exception too
  const capacity = (h: HexId): number => {
    let n = 0;
    while (n < units.length && fits(h, units.slice(0, n + 1))) n++;
    return n;
  };
  const value = distanceValue(ctx, state, side, from, eligible);
  const v0 = value(from);
  const describe = (to: HexId, decidedBy: string) =>
    `supply ${fmt(v0)} → ${fmt(value(to))} (11.33)${decidedBy === 'only hex' ? '' : `; chosen by ${decidedBy}`}`;

  const whole = eligible.filter((h) => fits(h, units));
  if (whole.length > 0) {
    const closer = whole.filter((h) => value(h) < v0);
    const least = Math.min(...whole.map(value));
    const allowed = closer.length > 0 ? closer : whole.filter((h) => value(h) === least);
    const { sorted, decidedBy } = rankRetreatHexes(ctx, state, side, from, allowed, capacity, standing);
    const to = sorted[0]!;
    return { ok: true, split: false, moves: units.map((unit) => ({ unit, from, to, why: describe(to, decidedBy) })) };
  }
  return splitRetreat(ctx, state, side, from, units, eligible, { value, fits, capacity, describe }, standing);
}

function splitRetreat(
  ctx: DosContext,
  state: DosState,
  side: DosSide,
  from: HexId,
  units: UnitId[],
  eligible: HexId[],
  h: {
    value: (x: HexId) => number;
    fits: (x: HexId, ids: UnitId[]) => boolean;
    capacity: (x: HexId) => number;
    describe: (to: HexId, decidedBy: string) => string;
  },
  standing?: StandingOrders,
): RetreatPlan {
  const byDistance = [...new Set(eligible.map(h.value))].sort((a, b) => a - b);
  const order = byDistance.flatMap((v) =>
    rankRetreatHexes(ctx, state, side, from, eligible.filter((x) => h.value(x) === v), h.capacity, standing).sorted,
  );
  const strongestFirst = [...units].sort((a, b) => defenseOf(ctx, state, b) - defenseOf(ctx, state, a) || (a < b ? -1 : 1));
  const placed = new Map<HexId, UnitId[]>();
  const moves: RetreatMove[] = [];
  for (const unit of strongestFirst) {
    const to = order.find((x) => h.fits(x, [...(placed.get(x) ?? []), unit]));
    if (to === undefined) {
      return { ok: false, reason: `the stack cannot retreat from ${from} within the stacking limits`, rule: 'DoS 11.34' };
    }
    placed.set(to, [...(placed.get(to) ?? []), unit]);
    moves.push({ unit, from, to, why: `${h.describe(to, 'only hex')}; stack split by stacking (11.34)` });
  }
  return { ok: true, split: true, moves };
}

const fmt = (v: number): string => (Number.isFinite(v) ? String(v) : '∞');

function defenseOf(ctx: DosContext, state: DosState, id: UnitId): number {
  const f = faceOf(unitDef(ctx, id), state.units[id]!.steps).defense;
  return f === '?' ? 3 : f;
}

/**
 * Supply-path distance (Infinity when unreached); when neither the hex retreated from
 * nor any candidate is reached, plain hex distance to the nearest source (digest E11).
 */
function distanceValue(ctx: DosContext, state: DosState, side: DosSide, from: HexId, candidates: HexId[]): (h: HexId) => number {
  const dist = supplyDistanceOf(ctx, state, side);
  if ([from, ...candidates].some((h) => dist(h) !== undefined)) return (h) => dist(h) ?? Infinity;
  const sources = supplySources(ctx, state, side);
  return (h) => (sources.length === 0 ? 0 : Math.min(...sources.map((s) => ctx.map.grid.distance(h, s))));
}

/**
 * Carries out a planned retreat (no MP, DoS 11.34): units that join friendly units in
 * their new hex are marked for 11.35; entering changes control (3.4, digest HC-2).
 * Mutates the draft.
 */
export function applyRetreat(ctx: DosContext, draft: DosState, side: DosSide, moves: RetreatMove[], out: Consequences): void {
  const occ = occupancy(draft);
  for (const m of moves) {
    const before = (occ.get(m.to) ?? []).length > 0;
    updateUnit(draft, m.unit, (u) => ({ ...u, hex: m.to }));
    if (before) draft.phase.retreatedInto[m.unit] = m.to;
  }
  for (const to of [...new Set(moves.map((m) => m.to))]) enterHex(ctx, draft, side, to, out);
}
