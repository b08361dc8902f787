import { z } from 'zod';
import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '../../data/context';
import type { CtsSide, UnitSpec } from '../../data/schema';
import type { CtsState, UnitState } from '../../state/types';
import type { UnitsThen } from '../../state/unit-writes';
import { unitsChanged, unitWith } from '../../state/unit-record';
import { isArtilleryDivision } from './artillery-division';
import { sectionTwoOrderProblem } from './section-two-orders';

/**
 * CtS 28.2: "the Soviet Player may flip his Artillery Divisions to either side": given in
 * the Combat window's file (as the Depot orders, 16.11), carried out in the Supply Phase
 * that follows it.
 */
export const MobilityOrderSchema = z.object({ mobility: z.object({ unit: z.string(), side: z.enum(['mobile', 'fixed']) }).strict() }).strict();
export type MobilityOrder = z.infer<typeof MobilityOrderSchema>['mobility'];

/** An Artillery Division with two sides (28.1): the counter has a mobile side. */
const twoSided = (spec: UnitSpec): boolean => isArtilleryDivision(spec) && spec.mobileSide !== undefined;

/** CtS 28.1: "On their non-mobile side they have their full Attack Factor, but may not move." */
export const onNonMobileSide = (spec: UnitSpec, u: Pick<UnitState, 'mobile'>): boolean => twoSided(spec) && u.mobile !== true;

/** CtS 28.1: the refusal of a move or rail move by an Artillery Division on its non-mobile side, or null. */
export function fixedArtilleryProblem(ctx: CtsContext, state: CtsState, unit: string): string | null {
  const spec = ctx.units.get(unit);
  const u = state.units[unit];
  if (!spec || !u || !onNonMobileSide(spec, u)) return null;
  return `${spec.name} is on its non-mobile side and may not move; it is flipped only in the Soviet Supply Phase (CtS 28.1, 28.2)`;
}

export interface MobilityProblem {
  code: string;
  message: string;
  rule: string;
}

/** What keeps a flip from being made in this side's Supply Phase (28.2), or an empty list. */
export function mobilityProblems(ctx: CtsContext, state: CtsState, side: CtsSide, order: MobilityOrder): MobilityProblem[] {
  const rule = 'CtS 28.2';
  const spec = ctx.units.get(order.unit);
  const u = state.units[order.unit];
  if (!spec || !u || !twoSided(spec)) return [{ code: 'not-artillery', message: `${spec?.name ?? order.unit} is not an Artillery Division`, rule }];
  const notPlayed = sectionTwoOrderProblem(ctx, state, 'mobility');
  if (notPlayed) return [notPlayed];
  if (side !== 'soviet' || spec.side !== side) return [{ code: 'not-yours', message: `only the Soviet Player flips his Artillery Divisions, in his Supply Phase`, rule }];
  if (u.where !== 'map') return [{ code: 'not-on-map', message: `${spec.name} is not on the map`, rule }];
  return [];
}

/**
 * CtS 28.2: "Mobility Status for Artillery Divisions may only be changed during the Soviet
 * Supply Phase. At this time the Soviet Player may flip his Artillery Divisions to either
 * side without restrictions. The Mobility status chosen may not change until the next Soviet
 * Supply Phase." The side's flips, in file order; a refused one is reported and skipped.
 */
export function flipArtillery(ctx: CtsContext, state: CtsState, side: CtsSide, orders: readonly { index: number; order: MobilityOrder }[]): { state: CtsState; events: GameEvent[] } {
  let next = state;
  const events: GameEvent[] = [];
  for (const { index, order } of orders) {
    const problems = mobilityProblems(ctx, next, side, order);
    const name = ctx.units.get(order.unit)?.name ?? order.unit;
    if (problems.length > 0) {
      events.push({ type: 'order-skipped', order: index, rule: 'CtS 28.2', text: `order ${index + 1} skipped: ${problems.map((p) => p.message).join('; ')}` });
      continue;
    }
    const mobile = order.side === 'mobile';
    next = { ...next, units: unitsChanged(next.units, [order.unit], (u) => unitWith(u, { mobile: mobile ? true : undefined })) };
    events.push({ type: 'artillery-flipped', rule: 'CtS 28.2', unit: order.unit, side: order.side, text: `${name} is on its ${mobile ? 'mobile' : 'non-mobile'} side until the next Soviet Supply Phase` });
  }
  return { state: next, events };
}

/**
 * CtS 28.2: "If an Artillery Division on its non-mobile side is attacked and forced to
 * retreat, it is immediately flipped to its mobile side." `before`: the units before the
 * order (state/unit-writes.ts unitsThen); a non-mobile division cannot move, so one that
 * stands elsewhere after the order has been retreated. `attacker`: the side that attacked; its
 * own divisions were not "attacked", and one that advanced after combat keeps its side (from
 * engine cts-6, `artilleryFlipsOnlyWhenAttacked`).
 */
export function artilleryMobileAfterRetreat(ctx: CtsContext, before: UnitsThen, after: CtsState, attacker: CtsSide): { state: CtsState; events: GameEvent[] } {
  const retreated: string[] = [];
  for (const [id, u] of Object.entries(after.units)) {
    const spec = ctx.units.get(id);
    if (!spec || !onNonMobileSide(spec, u) || u.where !== 'map') continue;
    if (ctx.readings.artilleryFlipsOnlyWhenAttacked && spec.side === attacker) continue;
    const was = before.get(id);
    if (was && was.hex !== u.hex) retreated.push(id);
  }
  if (retreated.length === 0) return { state: after, events: [] };
  return {
    state: { ...after, units: unitsChanged(after.units, retreated, (u) => unitWith(u, { mobile: true })) },
    events: retreated.map((id) => ({ type: 'artillery-flipped', rule: 'CtS 28.2', unit: id, side: 'mobile', text: `${ctx.units.get(id)!.name} is forced to retreat and is flipped to its mobile side` })),
  };
}
