import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { recordOpSpotted } from '../movement/op-limits';
import type { SosEnv } from '../game/env';
import type { OpportunityFireRule, SosStanding } from '../orders/standing';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import { exposedMovers } from './exposed';
import { fireAtMovers, type MoverFire, type MoverFireDone } from './fire-at-movers';
import { fireIndirectAtMovers, indirectGroups } from './indirect-fire';
import { firingGroups } from './firers';
import { recordFire } from './record';
import { ruleMatches } from './rule-match';
import { reliabilityUnderFire } from '../nkvd/reliability';

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
  /** SoS 9.40: the movers' side's standing orders (their `wallSide`); without it, each vehicle's default side. */
  moverStanding?: SosStanding | null;
  /** SoS 9.31, 9.40: the firers' side's standing orders (their `wallSide`); without it, each vehicle's default side. */
  firerStanding?: SosStanding | null;
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
 * SoS 11.0, 11.1-11.11 at one moment of a move: each rule of the firing side's reaction policy, in
 * its order, that matches the moving units open to fire (rule-match.ts) fires with its units
 * not yet fired this phase, a hex at a time (11.8). `fired` is the phase's list of units that
 * have fired (11.2), added to here. The moment ends at the first pin (11.11) or when no mover
 * is left.
 */
export function opportunityFireAt(env: SosEnv, state: SosState, m: FireMoment, fired: Set<string>, dice: Dice): MomentDone {
  let now = state;
  let movers = [...m.movers];
  const events: GameEvent[] = [];
  /** One fire at the movers still open to it; true when it stops the move (11.11) or leaves no mover. */
  const fire = (i: number, from: string, key: string, indirect: ReadonlySet<string>, shoot: (f: MoverFire) => MoverFireDone | null): boolean => {
    const open = exposedMovers(env, now, m.place, movers).units;
    if (open.length === 0) return false;
    const done = shoot({ side: m.side, date: m.date, from, units: [], at: m.place, movers: open, stack: movers, lossOrder: m.lossOrder, label: `${m.label}/r${i}/${key}`, turn: m.turn });
    if (!done) return false;
    for (const id of done.fired) fired.add(id);
    now = recordFire(done.state, done.fired, m.turn, m.phase, m.side, indirect);
    events.push(...done.events);
    // SoS 16.83: German opportunity fire fell on moving NKVD units: their regiments roll for reliability
    const reliable = reliabilityUnderFire(env, now, m.side, m.place, open, dice, `${m.label}/r${i}/${key}`);
    now = reliable.state;
    events.push(...reliable.events);
    movers = movers.filter((id) => now.pieces[id]!.at !== null);
    return done.pinned || movers.length === 0;
  };
  for (const [i, rule] of m.rules.entries()) {
    if (!ruleMatches(env, now, rule, m.place, exposedMovers(env, now, m.place, movers).units)) continue;
    for (const g of firingGroups(env, now, m.side, rule, m.place, fired, { standing: m.moverStanding ?? null, movers: exposedMovers(env, now, m.place, movers).units, firerStanding: m.firerStanding ?? null }).groups) {
      if (fire(i, g.hex, g.hex, new Set(), (f) => fireAtMovers(env, now, { ...f, units: g.units }, dice))) return { state: now, events, movers, stopped: true };
    }
    for (const group of rule.indirect ? indirectGroups(env, now, m.side, rule.indirect, m.place, fired, [m.turn, m.phase], m.moverStanding, m.firerStanding).groups : []) {
      const from = now.pieces[group.units[0]!]!.at!;
      // SoS 14.95: an OP that spotted the fire may not move in its side's next movement phase
      const spotted = (d: ReturnType<typeof fireIndirectAtMovers>) => (d ? { ...d, state: recordOpSpotted(d.state, [env.findCounter(group.spotter)].flatMap((c) => c ?? []), m.turn, m.phase) } : d);
      if (fire(i, from, `if/${from}`, new Set(group.units), (f) => spotted(fireIndirectAtMovers(env, now, { ...f, units: group.units }, group, dice)))) return { state: now, events, movers, stopped: true };
    }
  }
  return { state: now, events, movers, stopped: false };
}
