import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { KbContext } from '../state/context';
import type { KbState, KbUnitState } from '../state/types';
import { drawFromPool, hasUntriedFace, untriedPool } from '../state/untried';

/**
 * KB 2.72: "When setting up the game, place all rifle divisions in the Replacement Pool and
 * randomly select units for setup." Every rifle division (not Guards) set up on the map or
 * in an Entry Area goes to the pool; each of their places, in the order of the unit ids the
 * scenario set there, takes a hidden draw from the pool (`<label>/setup/untried/<place>/<k>`:
 * the hex or Entry Area, and the k-th division set there). The drawn division takes the place as the
 * scenario set it (hex or Entry Area, commitment, supply) with its 'Untried' face up. Those on the
 * reinforcement chart keep their places there: each is drawn for when it is due
 * (preparation/reinforcements.ts). The event naming the draws is the Soviet player's alone.
 */
export function drawUntriedSetup(ctx: KbContext, state: KbState, dice: Dice, label: string): { state: KbState; events: GameEvent[] } {
  const places = Object.values(state.units)
    .filter((u) => (u.where === 'map' || u.where === 'entry-area') && hasUntriedFace(ctx.unit(u.id)))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (places.length === 0) return { state, events: [] };
  const units: Record<string, KbUnitState> = { ...state.units };
  for (const p of places) units[p.id] = { ...p, where: 'replacement-pool', hex: null, entryArea: null };
  let pool = untriedPool(ctx, { ...state, units });
  const filled: { place: string; unit: string }[] = [];
  const perPlace = new Map<string, number>();
  for (const p of places) {
    const place = p.where === 'map' ? ctx.map.label(p.hex!) : p.entryArea!;
    const k = (perPlace.get(place) ?? 0) + 1;
    perPlace.set(place, k);
    // labelled by the place, not the unit the scenario sets there: a label the Axis reads must not name a division
    const drawn = drawFromPool(pool, dice, `${label}/setup/untried/${place}/${k}`);
    pool = pool.filter((id) => id !== drawn);
    units[drawn] = { ...p, id: drawn, untried: true };
    filled.push({ place, unit: drawn });
  }
  for (const id of pool) units[id] = { ...units[id]!, untried: true }; // 16.31: 'Untried' side up in the pool
  const text = `Set-up by hidden draws from the Replacement Pool (2.72): ${filled.map((f) => `${f.unit} at ${f.place}`).join(', ')}`;
  return { state: { ...state, units }, events: [{ type: 'kb-untried-setup', rule: 'KB 2.72', side: 'soviet', visibleTo: ['soviet'], places: filled, text }] };
}
