import type { GameEvent } from '#kernel/engine/events';
import type { SosEnv } from '../game/env';
import { SOS_SIDES } from '../sequence/phases';
import type { SosState } from '../state/types';
import { isolatedUnits } from './isolation';

/** SoS 19.4, 19.5: the number on a unit's "Out of Supply" marker, 0 without one. */
export const outOfSupplyOf = (state: SosState, id: string): number => state.outOfSupply?.[id] ?? 0;

/** The position with these "Out of Supply" markers (id order; the key goes when none is left). */
export function withOutOfSupply(state: SosState, markers: Readonly<Record<string, number>>): SosState {
  const entries = Object.entries(markers).filter(([, n]) => n > 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const { outOfSupply: _, ...rest } = state;
  return entries.length ? { ...rest, outOfSupply: Object.fromEntries(entries) } : rest;
}

/**
 * SoS 19.4: "These 'Out of Supply' markers are removed immediately as soon as a supply line is
 * reestablished or when the Soviet units are eliminated and removed due to isolation or
 * combat"; 19.6: a German unit's "until they are no longer isolated". Run at every step of
 * the turn the server takes (so "immediately" is at the end of the phase step that restored
 * the line): the markers of units gone or tracing supply again go. Each side reads only
 * its own markers' removal (a hidden unit's marker is not the enemy's to know).
 */
export function restoreSupply(env: SosEnv, state: SosState, phase: number, within: ReadonlySet<string> | null): { state: SosState; events: GameEvent[] } {
  const markers = state.outOfSupply;
  if (!markers) return { state, events: [] };
  const events: GameEvent[] = [];
  const kept: Record<string, number> = {};
  for (const side of SOS_SIDES) {
    const mine = Object.keys(markers).filter((id) => env.counter(id).side === side);
    if (!mine.length) continue;
    const isolated = new Set(isolatedUnits(env, state, side, within));
    const gone = mine.filter((id) => !isolated.has(id) || state.pieces[id]!.at === null);
    for (const id of mine) if (!gone.includes(id)) kept[id] = markers[id]!;
    if (gone.length) events.push({ type: 'out-of-supply-removed', phase, side, units: gone, visibleTo: [side], rule: side === 'soviet' ? 'SoS 19.4' : 'SoS 19.6' });
  }
  return events.length ? { state: withOutOfSupply(state, kept), events } : { state, events };
}
