import type { Dice } from '../../../kernel/engine/dice';
import type { GameEvent } from '../../../kernel/engine/events';
import { hexId } from '../../../kernel/ids';
import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import type { CtsOrder } from '../orders/schema';
import { resolveBattle } from '../rules/combat/battle';
import { passThrough } from '../rules/control';
import { releaseNearAxis } from '../rules/frozen-release';
import { checkMove } from '../rules/movement/walk';
import { addRailUse, checkRailMove } from '../rules/movement/rail';
import { enemyOf } from '../rules/occupancy';
import { activationIssues, battleIssues } from './legality';
import { activationCost } from '../rules/supply/activation-cost';
import { TURN_ONE_MOVERS } from './sequence';

/** Whether a unit may move this window at all (35.6: turn 1 of Fall Blau). */
export function mayMoveThisWindow(state: CtsState, unit: string): boolean {
  return !(state.turn === 1 && state.phasing === 'axis' && state.scenario === 'fall-blau') || TURN_ONE_MOVERS.includes(unit);
}

/**
 * Carries out one order in the order the file gives (4.2: a move is over when the next
 * begins; battles one at a time, ESoP B3). An order made illegal by earlier results is
 * skipped and reported, never thrown.
 */
export function applyOrder(ctx: CtsContext, state: CtsState, side: CtsSide, order: CtsOrder, index: number, dice: Dice, label: string): { state: CtsState; events: GameEvent[] } {
  if ('activate' in order) {
    const problems = activationIssues(ctx, state, side, order.activate.hq, ['orders', index]);
    if (problems.length > 0) return { state, events: [skipped(index, problems.map((p) => p.message).join('; '))] };
    const u = state.units[order.activate.hq]!;
    const cost = activationCost(ctx, state, side, u.hex!);
    if ('problem' in cost) return { state, events: [skipped(index, cost.problem)] };
    const next: CtsState = {
      ...state,
      units: { ...state.units, [order.activate.hq]: { ...u, activated: true } },
      supplyPoints: { ...state.supplyPoints, [side]: state.supplyPoints[side] - cost.sp },
      transport: { ...state.transport, [side]: state.transport[side] - cost.tp },
      depots: cost.depot ? removeOne(state.depots, side, cost.depot) : state.depots,
    };
    const paid = cost.depot ? 'the Depot stacked with it' : `${cost.sp} Supply Point and ${cost.tp} Transport Point${cost.tp === 1 ? '' : 's'}`;
    return { state: next, events: [{ type: 'activated', rule: 'CtS 16.7', unit: order.activate.hq, sp: cost.sp, tp: cost.tp, text: `${ctx.units.get(order.activate.hq)!.name} is activated for ${paid}` }] };
  }
  if ('rail' in order) {
    const { unit, path: labels } = order.rail;
    if (!mayMoveThisWindow(state, unit)) return { state, events: [skipped(index, `${unit} may not move on turn 1 (CtS 35.6)`)] };
    if (state.movedThisPhase.includes(unit)) return { state, events: [skipped(index, `${unit} has already moved this phase (CtS 4.2)`)] };
    const problems = checkRailMove(ctx, state, unit, labels);
    if (problems.length > 0) return { state, events: [skipped(index, problems.map((p) => p.message).join('; '))] };
    const u = state.units[unit]!;
    const path = labels.map(hexId);
    const next = passThrough(
      {
        ...state,
        units: { ...state.units, [unit]: { ...u, hex: path[path.length - 1]! } },
        railUse: { ...state.railUse, [side]: addRailUse(ctx, state.railUse[side], unit, labels, u.hex!) },
        movedThisPhase: [...state.movedThisPhase, unit],
      },
      side,
      path,
    );
    return { state: next, events: [{ type: 'rail-move', rule: 'CtS 15.1', unit, path, text: `${ctx.units.get(unit)!.name} moves by rail ${u.hex} -> ${path[path.length - 1]}` }] };
  }
  if ('move' in order) {
    if (!mayMoveThisWindow(state, order.move.unit)) return { state, events: [skipped(index, `${order.move.unit} may not move on turn 1 (CtS 35.6)`)] };
    if (state.movedThisPhase.includes(order.move.unit)) return { state, events: [skipped(index, `${order.move.unit} has already moved this phase (CtS 4.2)`)] };
    const r = checkMove(ctx, state, order.move);
    if (r.problems.length > 0) return { state, events: [skipped(index, r.problems.map((p) => p.message).join('; '))] };
    const path = order.move.path.map(hexId);
    const u = state.units[order.move.unit]!;
    const end = path[path.length - 1] ?? u.hex!;
    const moved = order.move.exit
      ? { ...u, hex: end, where: 'off-map' as const, leftMapTurn: state.turn } // 17.1
      : { ...u, hex: end, where: 'map' as const };
    let next = passThrough({ ...state, units: { ...state.units, [order.move.unit]: moved }, movedThisPhase: [...state.movedThisPhase, order.move.unit] }, side, path);
    const name = ctx.units.get(order.move.unit)!.name;
    const events: GameEvent[] = [
      {
        type: 'move',
        rule: order.move.exit || u.where === 'off-map' ? 'CtS 17.1' : 'CtS 4.2',
        unit: order.move.unit,
        path,
        cost: r.steps.at(-1)?.total ?? 0,
        text: `${name} ${u.where === 'off-map' ? `comes back on at ${path[0]}` : `moves ${u.hex}`}${path.length ? ` -> ${path.join(' -> ')}` : ''}${order.move.exit ? ' and leaves the map' : ''}`,
      },
    ];
    if (side === 'axis') {
      const released = releaseNearAxis(ctx, next);
      next = released.state;
      events.push(...released.events);
    }
    return { state: next, events };
  }
  const problems = battleIssues(ctx, state, side, order.attack, ['orders', index, 'attack']);
  if (problems.length > 0) return { state, events: [skipped(index, problems.map((p) => p.message).join('; '))] };
  const standing = { attacker: state.standing[side]?.attacker, defender: state.standing[enemyOf(side)]?.defender };
  const r = resolveBattle(ctx, state, order.attack, dice, `${label}/${index + 1}`, {
    ...(standing.attacker ? { attacker: standing.attacker } : {}),
    ...(standing.defender ? { defender: standing.defender } : {}),
  });
  let next = r.state;
  const events = [...r.events];
  if (side === 'axis') {
    const released = releaseNearAxis(ctx, next);
    next = released.state;
    events.push(...released.events);
  }
  return { state: next, events };
}

function removeOne(depots: CtsState['depots'], side: CtsSide, hex: string): CtsState['depots'] {
  const i = depots.findIndex((d) => d.side === side && d.hex === hex);
  return i < 0 ? depots : [...depots.slice(0, i), ...depots.slice(i + 1)];
}

function skipped(index: number, why: string): GameEvent {
  return { type: 'order-skipped', order: index, text: `order ${index + 1} skipped: ${why}` };
}
