import type { GameEvent } from '#kernel/engine/events';
import type { SosUnit } from '../combat/fire-combat';
import type { SosEnv } from '../game/env';
import type { SosSide } from '../sequence/phases';
import { bridgeAt, engineeringOf, minefieldAt, withEngineering } from '../state/engineering';
import type { SosState } from '../state/types';

/** The id a work of the state takes among a bombardment's losses (no counter: 17.0). */
export const workId = (kind: 'minefield' | 'bridge', hex: string): string => `${kind}@${hex}`;

/**
 * SoS 14.81, 17.13: the works in a bombarded hex, as units the loss order reads: the owner's
 * minefield (lost first) and the bridge (next), each one loss. A minefield of the bombarding
 * side is not its target (it gives the firer -1 instead, 17.23).
 */
export function bombardedWorks(state: SosState, hex: string, owner: SosSide): SosUnit[] {
  const out: SosUnit[] = [];
  if (minefieldAt(state, hex)?.side === owner) out.push({ id: workId('minefield', hex), side: owner, type: 'minefield', af: 0, df: 0, range: 0 });
  if (bridgeAt(state, hex)) out.push({ id: workId('bridge', hex), side: owner, type: 'bridge', af: 0, df: 0, range: 0 });
  return out;
}

/**
 * The works a bombardment eliminated taken off the state (14.81, 17.13), and SoS 17.14 Ω: "One
 * vehicle unit with MP of 24 or higher is also eliminated if it is on a hex with a bridge unit
 * when the bridge is eliminated by bombardment. Dismounted units are not considered vehicle
 * units" (the rule's 24, not its example's 12+: digest A20): the one in the owner's loss order
 * first, else the least AF + DF, then the lower id. Returns the units it eliminates too.
 */
export function workLosses(env: SosEnv, state: SosState, hex: string, owner: SosSide, eliminated: readonly string[], order: readonly string[], alreadyGone: readonly string[]): { state: SosState; vehicle: string | null; events: GameEvent[] } {
  const mine = eliminated.includes(workId('minefield', hex));
  const bridge = eliminated.includes(workId('bridge', hex));
  if (!mine && !bridge) return { state, vehicle: null, events: [] };
  const e = engineeringOf(state);
  const next = withEngineering(state, { ...e, minefields: mine ? e.minefields.filter((m) => m.hex !== hex) : e.minefields, bridges: bridge ? e.bridges.filter((b) => b !== hex) : e.bridges });
  const events: GameEvent[] = [{ type: 'works-eliminated', hex, works: [...(mine ? ['minefield'] : []), ...(bridge ? ['bridge'] : [])], rule: bridge ? 'SoS 14.81, 17.13' : 'SoS 14.81' }];
  if (!bridge) return { state: next, vehicle: null, events };
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : Number.MAX_SAFE_INTEGER);
  const vehicles = Object.entries(state.pieces)
    .filter(([id, p]) => p.at === hex && !alreadyGone.includes(id) && !p.dismounted && env.counter(id).side === owner && typeof env.counter(id).mp === 'number' && (env.counter(id).mp as number) >= 24)
    .map(([id]) => id)
    .sort((a, b) => rank(a) - rank(b) || env.counter(a).af + env.counter(a).df - (env.counter(b).af + env.counter(b).df) || a.localeCompare(b));
  const vehicle = vehicles[0] ?? null;
  if (vehicle) events.push({ type: 'units-eliminated', side: owner, hex, units: [vehicle], forced: ['SoS 17.14: a vehicle unit with MP of 24 or higher goes with the bridge'], rule: 'SoS 17.14' });
  return { state: next, vehicle, events };
}
