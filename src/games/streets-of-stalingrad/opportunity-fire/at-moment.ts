import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { SosEnv } from '../game/env';
import type { OpportunityFireRule } from '../orders/standing';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import { exposedMovers } from './exposed';
import { fireAtMovers } from './fire-at-movers';
import { firingGroups } from './firers';
import { recordFire } from './record';
import { ruleMatches } from './rule-match';

/** A moment of a move at which the other side may fire (11.4 ∆: the instant the stack starts to move, then each hex it enters). */
export interface FireMoment {
  /** The side that fires, and its reaction policy's rules. */
  side: SosSide;
  rules: readonly OpportunityFireRule[];
  turn: number;
  phase: number;
  date: string;
  /** Where the movers stand at this moment. */
  place: string;
  /** The moving units still in play, all at `place` in `state`. */
  movers: readonly string[];
  lossOrder: readonly string[] | undefined;
  /** The dice label of the moment; each fire adds its rule and hex. */
  label: string;
}

export interface MomentDone {
  state: SosState;
  events: GameEvent[];
  /** The movers still in play. */
  movers: string[];
  /** 11.11: a mover was pinned: the move ends here. */
  stopped: boolean;
}

/**
 * SoS 11.1-11.11 at one moment of a move: each rule of the firing side's reaction policy, in
 * its order, that matches the moving units open to fire (rule-match.ts) fires with its units
 * not yet fired this phase, a hex at a time (11.8). `fired` is the phase's list of units that
 * have fired (11.2), added to here. The moment ends at the first pin (11.11) or when no mover
 * is left.
 */
export function opportunityFireAt(env: SosEnv, state: SosState, m: FireMoment, fired: Set<string>, dice: Dice): MomentDone {
  let now = state;
  let movers = [...m.movers];
  const events: GameEvent[] = [];
  for (const [i, rule] of m.rules.entries()) {
    const exposed = exposedMovers(env, now, m.place, movers).units;
    if (!ruleMatches(env, now, rule, m.place, exposed)) continue;
    for (const g of firingGroups(env, now, m.side, rule, m.place, fired).groups) {
      const open = exposedMovers(env, now, m.place, movers).units;
      if (open.length === 0) break;
      const done = fireAtMovers(env, now, { side: m.side, date: m.date, from: g.hex, units: g.units, at: m.place, movers: open, lossOrder: m.lossOrder, label: `${m.label}/r${i}/${g.hex}` }, dice);
      if (!done) continue;
      for (const id of done.fired) fired.add(id);
      now = recordFire(done.state, done.fired, m.turn, m.phase, m.side);
      events.push(...done.events);
      movers = movers.filter((id) => now.pieces[id]!.at !== null);
      if (done.pinned || movers.length === 0) return { state: now, events, movers, stopped: true };
    }
  }
  return { state: now, events, movers, stopped: false };
}
