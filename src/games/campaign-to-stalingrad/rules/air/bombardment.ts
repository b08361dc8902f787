import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { issue, type Issue } from '#kernel/engine/issues';
import { hexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { applyLosses } from '../combat/apply-losses';
import { distributeLosses } from '../combat/losses';
import { enemyOf, occupancy } from '../occupancy';
import type { BombardOrder } from './bombard-order';
import { readBombardment } from './bombardment-table';
import { airFlies } from './flying-weather';
import { placedAir, type PlacedAir } from './placed';
import { copyUnits, unitWith } from '#games/campaign-to-stalingrad/state/unit-record';

/** The air units of `side` that bombard `order.hex`: placed there, with a Bombing Factor, not yet on Ground Support or Bombardment this Combat Phase. */
function bombers(ctx: CtsContext, state: CtsState, side: CtsSide, order: BombardOrder): PlacedAir[] {
  const hex = hexId(order.hex);
  return placedAir(ctx, state, side).filter((a) => a.hex === hex && a.spec.bombing > 0 && !a.state.groundSupportGiven && !a.state.bombarded && (!order.air || order.air.includes(a.id)));
}

/**
 * CtS 23.12 conditions: the phasing player's air units with a Bombing Factor (1), in
 * Clear weather (23.17), at step B1 before any battle; a hex of enemy ground units (an Air
 * HQ may be bombarded, air units on the ground are never there), not next to a friendly
 * ground unit (2), not Forest or a Major City (3); an air unit that gave Ground Support
 * this Combat Phase may not (4).
 */
export function bombardIssues(ctx: CtsContext, state: CtsState, side: CtsSide, order: BombardOrder, path: (string | number)[]): Issue[] {
  const hex = hexId(order.hex);
  const at = [...path, 'hex'];
  if (state.phasing !== side || state.phase !== 'combat') return [issue(path, 'not-phasing', 'only the phasing player bombards, in his Combat Phase', 'CtS 23.12')];
  if (!airFlies(state)) return [issue(path, 'no-flying', `air units fly only in Clear weather, not ${state.weather}`, 'CtS 23.17')];
  if (!ctx.map.has(hex)) return [issue(at, 'off-map', `${order.hex} is not a hex of the map`)];
  const occ = occupancy(ctx, state);
  const out: Issue[] = [];
  if (occ.at(hex, enemyOf(side)).length === 0) out.push(issue(at, 'no-target', `${order.hex} holds no enemy ground unit`, 'CtS 23.12'));
  const h = ctx.map.hex(hex);
  if (h?.terrain === 'forest' || (h?.features ?? []).includes('major-city')) out.push(issue(at, 'bombard-terrain', `units in Forest or a Major City may not be bombarded`, 'CtS 23.12'));
  const near = ctx.map.grid.neighbours(hex).filter((n) => occ.at(n, side).length > 0);
  if (near.length > 0) out.push(issue(at, 'bombard-adjacent', `${order.hex} is next to friendly ground units in ${near.join(', ')}`, 'CtS 23.12'));
  if (Object.values(state.units).some((u) => u.attacked && ctx.units.get(u.id)?.side === side)) out.push(issue(path, 'bombard-after-battle', 'Bombardment comes at step B1, before any battle of the Combat Phase', 'CtS 23.12'));
  const ready = bombers(ctx, state, side, order);
  for (const [i, id] of (order.air ?? []).entries()) {
    if (!ready.some((a) => a.id === id)) out.push(issue([...path, 'air', i], 'no-bomber', `${id} is not an air unit of the ${side} side in ${order.hex} with a Bombing Factor, free of Ground Support and Bombardment this Combat Phase`, 'CtS 23.12'));
  }
  if (ready.length === 0 && (order.air ?? []).length === 0) out.push(issue(at, 'no-bomber', `no ${side} air unit with a Bombing Factor is placed in ${order.hex}`, 'CtS 23.12'));
  return out;
}

/**
 * CtS 23.12 procedure: sum the Bombing Factors, read one die (`<label>/bombard`) on the
 * Bombardment Table, Disrupt the units in the hex and remove step losses at once (the
 * owner's standing loss order first, then 10.5's default); the air units are marked.
 */
export function bombard(ctx: CtsContext, state0: CtsState, side: CtsSide, order: BombardOrder, dice: Dice, label: string): { state: CtsState; events: GameEvent[] } {
  const hex = hexId(order.hex);
  const air = bombers(ctx, state0, side, order);
  const factors = air.reduce((s, a) => s + a.spec.bombing, 0);
  const die = dice.roll(`${label}/bombard`, 6);
  const reading = readBombardment(ctx.tables.bombardment, factors, die);
  const events: GameEvent[] = [];
  const marked = { ...state0.air.units };
  for (const a of air) marked[a.id] = { ...marked[a.id]!, bombarded: true };
  let state: CtsState = { ...state0, air: { ...state0.air, units: marked } };
  const enemy = enemyOf(side);
  const targets = occupancy(ctx, state).at(hex, enemy);
  const result = reading?.result ?? '-';
  events.push({
    type: 'bombardment',
    rule: 'CtS 23.12',
    hex,
    air: air.map((a) => a.id),
    bombing: factors,
    column: reading?.column ?? null,
    die,
    result,
    text: `${air.map((a) => a.id).join(', ')} bombard ${hex}: ${factors} Bombing Factors, column ${reading?.column ?? 'none'}, die ${die}: ${result}`,
  });
  if (!reading) return { state, events };
  if (reading.disrupt) {
    const units = copyUnits(state.units);
    for (const t of targets) units[t.spec.id] = unitWith(units[t.spec.id]!, { disrupted: true });
    state = { ...state, units };
    events.push({ type: 'disrupted', rule: 'CtS 23.12', units: targets.map((t) => t.spec.id), text: `${targets.map((t) => t.spec.name).join(', ')} in ${hex} are Disrupted (CtS 13.0)` });
  }
  if (reading.steps > 0) {
    const steps = Math.min(reading.steps, targets.reduce((s, t) => s + t.state.steps, 0));
    const losses = distributeLosses(targets, steps, state.standing[enemy]?.defender?.lossOrder ?? [], new Set());
    state = applyLosses(ctx, state, losses, events, 'CtS 23.12');
  }
  return { state, events };
}
