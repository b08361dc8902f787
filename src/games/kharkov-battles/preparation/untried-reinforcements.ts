import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { KbSide } from '../data/ids';
import type { KbState, KbUnitState } from '../state/types';
import { drawFromPool, hasUntriedFace, untriedInPool, untriedPool } from '../state/untried';
import type { PrepData } from './step';

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * KB 2.72 optional: "As reinforcements enter the game, they are randomly selected for entry
 * from the pool." Each rifle division (not Guards) the schedule brought in this window
 * (`arrived`, the units of its `kb-reinforcement` events) goes to the Replacement Pool, and
 * a hidden draw from the pool (`T{nn}/reinforce/<unit>`, the unit the schedule names) takes
 * its place, Entry Area or hex and all, with its 'Untried' face up. The orders name the
 * schedule's unit; which division came is the Soviet player's to see (the event's
 * `visibleTo`). Other units, and every Axis one, are left as placed. Every rifle division
 * left in the pool is then 'Untried' too (16.31: flipped to that side in the pool), so the
 * pool's contents do not tell the Axis which division came.
 */
export function drawUntriedReinforcements(data: PrepData, state: KbState, side: KbSide, arrived: readonly string[], dice: Dice): { state: KbState; events: GameEvent[] } {
  const { ctx } = data;
  if (side !== 'soviet') return { state, events: [] };
  const slots = [...arrived].filter((id) => hasUntriedFace(ctx.unit(id)) && state.units[id]?.where !== 'replacement-pool').sort();
  if (slots.length === 0) return { state, events: [] };
  const units: Record<string, KbUnitState> = { ...state.units };
  const events: GameEvent[] = [];
  for (const slot of slots) {
    const placed = units[slot]!;
    units[slot] = { ...placed, where: 'replacement-pool', hex: null, entryArea: null };
    const drawn = drawFromPool(untriedPool(ctx, { ...state, units }), dice, `T${pad(state.at.turn)}/reinforce/${slot}`);
    units[drawn] = { ...placed, id: drawn, untried: true };
    const at = placed.hex ? ctx.map.label(placed.hex) : placed.entryArea;
    events.push({ type: 'kb-untried-reinforcement', rule: 'KB 2.72', side: 'soviet', visibleTo: ['soviet'], slot, unit: drawn, at, text: `${ctx.unit(drawn).name} is drawn from the Replacement Pool and enters at ${at} in place of ${ctx.unit(slot).name} (2.72)` });
  }
  // 16.31: a rifle division in the pool shows its 'Untried' side, so what is left there no longer tells the Axis which one came
  return { state: untriedInPool(ctx, { ...state, units }), events };
}
