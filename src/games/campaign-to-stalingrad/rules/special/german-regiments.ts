import { z } from 'zod';
import type { GameEvent } from '#kernel/engine/events';
import { hexId, type HexId } from '#kernel/ids';
import type { CtsContext } from '../../data/context';
import type { CtsSide, UnitSpec } from '../../data/schema';
import type { CtsState } from '../../state/types';
import { unitsChanged, unitWith } from '../../state/unit-record';
import { checkStacking } from '../stacking';
import { sectionTwoOrderProblem } from './section-two-orders';
import { applyRegimentCadre, foughtProblem, regimentCadreProblems } from './regiment-cadre';

/**
 * CtS 30.0-30.1: a German infantry regiment created from a German infantry division in the
 * Axis Movement Phase (`division`), or from an Infantry Replacement on an Army Group HQ in
 * the Supply Phase (`replacement`: its hex); or a regiment that builds up a German infantry
 * division one step as an infantry replacement, in the Supply Phase (`unit` joins `division`;
 * from engine cts-7 also a division in the Cadre Box, the regiment on an Army Group HQ, 21.4).
 * The Supply Phase forms are given in the Combat window's file (as Depot orders, 16.11).
 */
export const RegimentOrderSchema = z
  .object({
    regiment: z.union([
      z.object({ division: z.string() }).strict(),
      z.object({ replacement: z.string() }).strict(),
      z.object({ unit: z.string(), joins: z.string() }).strict(),
    ]),
  })
  .strict();
export type RegimentOrder = z.infer<typeof RegimentOrderSchema>['regiment'];

/** CtS 30.0: one of the German infantry regiment counters. */
export const isRegiment = (spec: UnitSpec): boolean => spec.nationality === 'german' && spec.type === 'infantry' && spec.size === 'III';
/** CtS 30.0: a German infantry division, which may create regiments and be built up by them. */
const isGermanInfantryDivision = (spec: UnitSpec): boolean => spec.nationality === 'german' && spec.type === 'infantry' && spec.size === 'XX';

/** CtS 30.1(2): "The Axis Player is limited to having a maximum of three regiments in play at one time." */
export const REGIMENTS_IN_PLAY = 3;

/** The Movement Phase form is given in the Movement window; the others wait for the Supply Phase. */
export const inSupplyPhase = (order: RegimentOrder): boolean => !('division' in order);

export interface RegimentProblem {
  code: string;
  message: string;
  rule: string;
}

const regiments = (ctx: CtsContext, state: CtsState): string[] => Object.keys(state.units).sort().filter((id) => isRegiment(ctx.units.get(id)!));

/**
 * The regiment counter a new regiment takes (30.1(4): any one): the first never yet in play,
 * else (engine cts-6 on, 30.1(2) "in play at one time") the first whose regiment was
 * eliminated with its cadre (18.1) and so left play for good; undefined when none is free.
 */
function freeCounter(ctx: CtsContext, state: CtsState): string | undefined {
  const all = regiments(ctx, state);
  const fresh = all.find((id) => state.units[id]!.where === 'withdrawn');
  if (fresh !== undefined || !ctx.readings.lostRegimentCountersReused) return fresh;
  return all.find((id) => state.units[id]!.where === 'cadre-lost');
}

/** What keeps the order from being carried out now (the Movement Phase form in the Movement window, the others in the Supply Phase), or an empty list. */
export function regimentProblems(ctx: CtsContext, state: CtsState, side: CtsSide, order: RegimentOrder): RegimentProblem[] {
  const rule = 'CtS 30.0';
  const notPlayed = sectionTwoOrderProblem(ctx, state, 'regiment');
  if (notPlayed) return [notPlayed];
  if (side !== 'axis') return [{ code: 'not-yours', message: 'only the Axis Player creates German infantry regiments', rule }];
  const all = regiments(ctx, state);
  if ('unit' in order) {
    // 30.1(3): "A regiment may be used just like a infantry replacement to build up a German infantry division one step"
    const r = state.units[order.unit];
    const d = state.units[order.joins];
    const dSpec = ctx.units.get(order.joins);
    if (!r || !all.includes(order.unit) || r.where !== 'map') return [{ code: 'not-a-regiment', message: `${order.unit} is not a German infantry regiment on the map`, rule: 'CtS 30.1' }];
    if (d && dSpec && isGermanInfantryDivision(dSpec) && d.where === 'cadre' && ctx.readings.regimentRebuildsCadre) return regimentCadreProblems(ctx, state, order.unit, order.joins); // 21.4
    if (!d || !dSpec || !isGermanInfantryDivision(dSpec) || d.where !== 'map') return [{ code: 'not-infantry-division', message: `${dSpec?.name ?? order.joins} is not a German infantry division on the map`, rule: 'CtS 30.1' }];
    if (d.hex !== r.hex) return [{ code: 'not-stacked', message: `the regiment must be stacked with ${dSpec.name} (CtS 21.4)`, rule: 'CtS 30.1' }];
    if (d.steps >= dSpec.faces.length) return [{ code: 'full-strength', message: `${dSpec.name} has lost no step`, rule: 'CtS 30.1' }];
    if (d.attacked) return [foughtProblem(dSpec.name)];
    return [];
  }
  const inPlay = all.filter((id) => state.units[id]!.where === 'map' || state.units[id]!.where === 'off-map');
  if (inPlay.length >= REGIMENTS_IN_PLAY) return [{ code: 'regiments-limit', message: `${inPlay.length} regiments are in play already, the most at one time`, rule: 'CtS 30.1' }];
  const counter = freeCounter(ctx, state);
  if (counter === undefined) return [{ code: 'no-regiment-counter', message: 'no German regiment counter is left off the map', rule }];
  let hex: HexId;
  if ('division' in order) {
    const d = state.units[order.division];
    const spec = ctx.units.get(order.division);
    if (!d || !spec || !isGermanInfantryDivision(spec) || d.where !== 'map' || d.hex === null) return [{ code: 'not-infantry-division', message: `${spec?.name ?? order.division} is not a German infantry division on the map`, rule }];
    if (state.phase !== 'movement') return [{ code: 'wrong-phase', message: 'a division creates a regiment in the Axis Movement Phase', rule }];
    if (d.steps <= 1) return [{ code: 'last-step', message: `${spec.name} has no step to give: it is on its last step`, rule }];
    hex = d.hex;
  } else {
    hex = hexId(order.replacement);
    const onHq = Object.values(state.units).some((u) => u.where === 'map' && u.hex === hex && ctx.units.get(u.id)!.side === 'axis' && ctx.units.get(u.id)!.type === 'army-group-hq');
    const replacement = state.replacementsOnMap.some((r) => r.side === 'axis' && r.type === 'german-infantry' && r.hex === hex);
    if (!replacement || !onHq) return [{ code: 'no-replacement-on-hq', message: `no German Infantry Replacement stands on an Army Group HQ in ${hex}`, rule }];
  }
  const here = Object.values(state.units).filter((u) => u.where === 'map' && u.hex === hex && ctx.units.get(u.id)!.side === 'axis').map((u) => ctx.units.get(u.id)!);
  const regiment = ctx.units.get(counter)!;
  const stack = checkStacking(ctx, [...here, regiment]);
  if (!stack.ok) return [{ code: stack.code, message: stack.message, rule: stack.rule }];
  return [];
}

/**
 * CtS 30.0-30.1: carries out one regiment order (the problems checked first; a refused one
 * is reported and skipped). "Supply, enemy ZOCs, weather, Disruption, or Isolation has no
 * bearing on the creation of a regiment" (30.1(1)): none is asked. "There is no need to
 * keep track of which division created which regiment" (30.1(4)): the first counter off the
 * map is taken. `helped`: the divisions built up this turn (21.5(1)), added to.
 */
export function applyRegiment(ctx: CtsContext, state: CtsState, side: CtsSide, order: RegimentOrder, index: number, helped: Set<string> = new Set()): { state: CtsState; events: GameEvent[] } {
  const problems = regimentProblems(ctx, state, side, order);
  if ('unit' in order && helped.has(order.joins)) problems.push({ code: 'replaced-twice', message: `${order.joins} has already received a replacement this turn (CtS 21.5(1))`, rule: 'CtS 30.1' });
  if (problems.length > 0) return { state, events: [{ type: 'order-skipped', order: index, rule: problems[0]!.rule, text: `order ${index + 1} skipped: ${problems.map((p) => p.message).join('; ')}` }] };
  if ('unit' in order) {
    helped.add(order.joins);
    if (state.units[order.joins]!.where === 'cadre') return applyRegimentCadre(ctx, state, order.unit, order.joins); // 21.4
    const units = unitsChanged(state.units, [order.unit, order.joins], (u, id) => (id === order.unit ? unitWith(u, { where: 'withdrawn', hex: null }) : unitWith(u, { steps: u.steps + 1 })));
    return { state: { ...state, units }, events: [{ type: 'regiment-joined', rule: 'CtS 30.1', unit: order.unit, division: order.joins, text: `${ctx.units.get(order.unit)!.name} builds ${ctx.units.get(order.joins)!.name} up one step and leaves the map` }] };
  }
  const id = freeCounter(ctx, state)!;
  // a counter taken again starts afresh: no marker of the regiment eliminated is carried over
  const fresh = { where: 'map' as const, steps: ctx.units.get(id)!.faces.length, disrupted: false, outOfSupply: false, retreatedThisPhase: false };
  const name = ctx.units.get(id)!.name;
  if ('division' in order) {
    const d = state.units[order.division]!;
    const moved = state.movedThisPhase.includes(order.division);
    const units = unitsChanged(state.units, [id, order.division], (u, x) => (x === id ? unitWith(u, { ...fresh, hex: d.hex }) : unitWith(u, { steps: u.steps - 1 })));
    // 30.0: "If the division has already moved in that Movement Phase, then the regiment may not move."
    return {
      state: { ...state, units, movedThisPhase: moved ? [...state.movedThisPhase, id] : state.movedThisPhase },
      events: [{ type: 'regiment-created', rule: 'CtS 30.0', unit: id, from: order.division, hex: d.hex, text: `${ctx.units.get(order.division)!.name} is reduced one step to create ${name} in ${d.hex}${moved ? '; the division has moved, so the regiment may not' : ''}` }],
    };
  }
  // 30.0: "the regiment is created during the Supply Phase per normal replacement procedures": the replacement goes back to the Pool (21.4)
  const hex = hexId(order.replacement);
  const at = state.replacementsOnMap.findIndex((r) => r.side === 'axis' && r.type === 'german-infantry' && r.hex === hex);
  const pool = state.replacementPool.axis;
  return {
    state: {
      ...state,
      units: unitsChanged(state.units, [id], (u) => unitWith(u, { ...fresh, hex })),
      replacementsOnMap: state.replacementsOnMap.filter((_, i) => i !== at),
      replacementPool: { ...state.replacementPool, axis: { ...pool, 'german-infantry': (pool['german-infantry'] ?? 0) + 1 } },
    },
    events: [{ type: 'regiment-created', rule: 'CtS 30.0', unit: id, from: 'german-infantry', hex, text: `a German Infantry Replacement on the Army Group HQ in ${hex} creates ${name}` }],
  };
}
