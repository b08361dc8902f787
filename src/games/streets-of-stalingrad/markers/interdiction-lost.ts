import type { GameEvent } from '#kernel/engine/events';
import type { SosEnv } from '../game/env';
import type { SosInterdiction, SosState } from '../state/types';

/**
 * SoS 14.04: "If the IF artillery unit is eliminated, remove both the unit and its IF explosion
 * marker." An interdiction (14.84) loses the marker of each of its IF units eliminated since:
 * its AF drops by the unit's AF (2.21, 14.03: the marker represents it), and it is lifted when
 * no AF is left. Stukas' interdiction (15.22) has no units and stays to its end.
 */
export function dropLostMarkers(env: SosEnv, state: SosState): { state: SosState; events: GameEvent[] } {
  if (!state.interdiction.some((x) => x.units?.some((id) => state.pieces[id]?.eliminated))) return { state, events: [] };
  const events: GameEvent[] = [];
  const interdiction: SosInterdiction[] = [];
  for (const x of state.interdiction) {
    const lost = (x.units ?? []).filter((id) => state.pieces[id]?.eliminated);
    if (lost.length === 0) {
      interdiction.push(x);
      continue;
    }
    const units = x.units!.filter((id) => !lost.includes(id));
    const af = Math.max(0, x.af - lost.reduce((n, id) => n + env.counter(id).af, 0));
    // public, as the markers are; the units are named to their owner only (an East Bank box's losses are his to know, 14.81)
    events.push({ type: 'interdiction-reduced', side: x.side, hex: x.hex, af, lifted: af === 0, rule: 'SoS 14.04' });
    events.push({ type: 'interdiction-markers-lost', side: x.side, hex: x.hex, units: lost, visibleTo: [x.side], rule: 'SoS 14.04' });
    if (af > 0) interdiction.push({ ...x, af, units });
  }
  return { state: { ...state, interdiction }, events };
}
