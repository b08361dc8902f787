import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { enemyOf } from '../occupancy';
import { resolveAirToAir } from './air-to-air';
import { airHqsOnMap, suppliedAirHqs } from './hq-support';
import { activatedArmyHqs, placementLimit, placementsLeft } from './placement-limit';
import { placeAir, placementProblems } from './placement';
import { removeAir } from './removal';
import { assignSupport } from './support';

/**
 * CtS 23.3: closes the phasing player's Air Segment, once his air orders are done and
 * before any of his units moves: (1) the non-phasing player's defensive placements, from
 * his standing `air.defend` (23.4); (2) the Soviet's debt of A30 is settled; (3) Air HQs
 * without supply turn to their mobile side (23.7); (4) Support is checked and unsupported
 * air units are removed (23.6); (5) Air-to-Air Combat (23.9).
 */
export function closeAirSegment(ctx: CtsContext, state0: CtsState, dice: Dice, label: string): { state: CtsState; events: GameEvent[] } {
  if (state0.air?.segmentDone || !ctx.airTables) return { state: state0, events: [] };
  const events: GameEvent[] = [];
  let state: CtsState = { ...state0, air: { ...state0.air, segmentDone: true } };
  const phasing = state.phasing;
  const defender = enemyOf(phasing);
  const d = defensivePlacement(ctx, state, defender);
  state = d.state;
  events.push(...d.events);
  const s = settleSovietDebt(ctx, state);
  state = s.state;
  events.push(...s.events);
  for (const side of [phasing, defender]) {
    if ((state.air.hqFixed ?? []).length === 0) break;
    const supplied = suppliedAirHqs(ctx, state, side);
    const flipped = airHqsOnMap(ctx, state, side).filter((h) => (state.air.hqFixed ?? []).includes(h.id) && !supplied.has(h.id));
    if (flipped.length > 0) {
      state = { ...state, air: { ...state.air, hqFixed: (state.air.hqFixed ?? []).filter((id) => !flipped.some((f) => f.id === id)) } };
      for (const f of flipped) events.push({ type: 'air-hq-flipped', rule: 'CtS 23.7', unit: f.id, side: 'mobile', text: `${ctx.units.get(f.id)!.name} has no Dedicated Rail Link and turns to its mobile side` });
    }
  }
  for (const side of [phasing, defender]) {
    const { unsupported } = assignSupport(ctx, state, side);
    for (const id of unsupported) state = removeAir(state, id, false);
    if (unsupported.length > 0) {
      events.push({ type: 'air-unsupported', rule: 'CtS 23.6', side, units: unsupported, text: `without Support, removed (not eliminated): ${unsupported.map((id) => ctx.airUnits.get(id)!.name).join(', ')}` });
    }
  }
  const a = resolveAirToAir(ctx, state, dice, label);
  return { state: a.state, events: [...events, ...a.events] };
}

/**
 * CtS 23.4, 23.15: the non-phasing side's standing defensive placements, in its order, at
 * half range; beyond the limit a Supply Point is spent for each six more units while any
 * are left (digest P19 default). The Soviet's points spent in the Axis player turn are
 * recorded as a debt he may make good by activations in his own turn (A30).
 */
function defensivePlacement(ctx: CtsContext, state0: CtsState, side: CtsSide): { state: CtsState; events: GameEvent[] } {
  const orders = state0.standing[side]?.air?.defend ?? [];
  let state = state0;
  const events: GameEvent[] = [];
  for (const o of orders) {
    const problems = placementProblems(ctx, state, side, o.unit, o.hex, 'defensive', true);
    if (problems.length > 0) {
      events.push({ type: 'air-placement-skipped', rule: problems[0]!.rule, side, unit: o.unit, hex: o.hex, text: `${side} defensive placement of ${o.unit} in ${o.hex} skipped: ${problems.map((p) => p.message).join('; ')}` });
      continue;
    }
    if (placementsLeft(ctx, state, side) < 1) {
      if (state.supplyPoints[side] < 1) {
        events.push({ type: 'air-placement-skipped', rule: 'CtS 23.15', side, unit: o.unit, hex: o.hex, text: `${side} defensive placement of ${o.unit} skipped: over the placement limit and no Supply Point left` });
        continue;
      }
      const debt = side === 'soviet' && state.phasing === 'axis';
      state = {
        ...state,
        supplyPoints: { ...state.supplyPoints, [side]: state.supplyPoints[side] - 1 },
        air: { ...state.air, spent: { ...state.air.spent, [side]: (state.air.spent?.[side] ?? 0) + 1 }, ...(debt ? { debt: { units: state.air.debt?.units ?? 0, sp: (state.air.debt?.sp ?? 0) + 1 } } : {}) },
      };
      events.push({ type: 'air-supply', rule: 'CtS 23.15', side, sp: 1, text: `${side} spends a Supply Point so that six more air units may fly${debt ? ' (reserved until the Soviet player turn, digest A30)' : ''}` });
    }
    state = placeAir(state, side, o.unit, o.hex, 'defensive');
    events.push({ type: 'air-placed', rule: 'CtS 23.4', side, unit: o.unit, hex: o.hex, mission: 'defensive', text: `${ctx.airUnits.get(o.unit)!.name} is placed in ${o.hex} (defensive)` });
  }
  if (side === 'soviet' && state.phasing === 'axis' && state.air.debt) state = { ...state, air: { ...state.air, debt: { ...state.air.debt, units: state.air.used?.soviet ?? 0 } } };
  return { state, events };
}

/**
 * CtS 23.15, digest A30: in the Soviet Air Segment, the Supply Points reserved for his
 * defensive placement in the Axis player turn come back as far as the Army HQs he has
 * activated by now cover those air units.
 */
function settleSovietDebt(ctx: CtsContext, state: CtsState): { state: CtsState; events: GameEvent[] } {
  const reserved = state.air.debt?.sp ?? 0;
  if (state.phasing !== 'soviet' || reserved === 0) return { state, events: [] };
  const units = state.air.debt?.units ?? 0;
  const free = placementLimit(ctx.airTables!.limits, activatedArmyHqs(ctx, state, 'soviet'), 0);
  const needed = Math.max(0, Math.ceil((units - free) / ctx.airTables!.limits.perSupplyPoint));
  const back = Math.max(0, reserved - needed);
  const next: CtsState = { ...state, supplyPoints: { ...state.supplyPoints, soviet: state.supplyPoints.soviet + back }, air: { ...state.air, debt: { units: 0, sp: 0 } } };
  return {
    state: next,
    events: [{ type: 'air-debt', rule: 'CtS 23.15', side: 'soviet', reserved, refunded: back, text: `the Soviet defensive air placement of the Axis player turn: ${reserved} Supply Point${reserved === 1 ? '' : 's'} reserved, ${back} back (activations cover ${free === Infinity ? 'all' : free} air units)` }],
  };
}
