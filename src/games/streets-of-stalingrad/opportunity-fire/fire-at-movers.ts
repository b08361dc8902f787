import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { FireCombat, Firer } from '../combat/fire-combat';
import { selectLosses } from '../combat/fire-losses';
import { fireOutcome } from '../combat/fire-outcome';
import { reachesCrt, resolveFire } from '../combat/fire-resolution';
import { fireEffect } from '../combat/fire-tables';
import type { FireResult } from '../data/tables';
import type { SosEnv } from '../game/env';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import { other, sideAt } from '../windows/attack/battlefield';
import { firerOf, firingHexes, targetOf, unitOf } from '../windows/attack/fire-units';
import { isFlotilla, shieldsAt } from '../flotilla/flotilla-use';
import { returnPinnedFlotilla } from '../flotilla/flotilla-return';
import type { SosUnit } from '../combat/fire-combat';
import { rollLeaderSurvival } from '../windows/attack/leader-roll';
import { survivalLeader } from '../leaders/hq-survival';
import { eliminate, mark } from '../windows/attack/position-edits';
import { immobilizeEliminatedTanks } from '../windows/attack/immobilized-tanks';
import { isMovingVehicle } from './exposed';
import { transportLoss } from './transport-losses';

/** One opportunity fire: who fires from where, at which moving units in which hex, and how the mover orders his losses (11.9). */
export interface MoverFire {
  side: SosSide;
  date: string;
  from: string;
  units: readonly string[];
  at: string;
  /** The moving units open to fire there (exposed.ts). */
  movers: readonly string[];
  /** Every unit moving at the moment, leaders too (16.48: a transport's passengers go with it); `movers` if absent. */
  stack?: readonly string[];
  lossOrder: readonly string[] | undefined;
  label: string;
  /** The turn of the fire (16.57: the River Flotilla used this turn); the position's turn if absent. */
  turn?: number;
}

export interface MoverFireDone {
  state: SosState;
  events: GameEvent[];
  /** The units that fired (they have used their opportunity fire this phase, 11.2). */
  fired: string[];
  /** 11.11: a moving unit was pinned, so the movers stop. */
  pinned: boolean;
}

/** The fire combat of an opportunity fire at the movers (the target: the moving units alone, 11.8 note). */
export function moverCombat(env: SosEnv, state: SosState, f: MoverFire, firers: Firer[]): FireCombat {
  const target = targetOf(env, state, f.at, other(f.side), f.movers);
  const vehicles = f.movers.some((id) => isMovingVehicle(env, state, id));
  return {
    kind: 'opportunityFire', date: f.date as FireCombat['date'], side: f.side, firers, hexes: firingHexes(env, state, f.side, [f.from]),
    target: vehicles ? { ...target, movingVehicles: true } : target,
  };
}

/**
 * What a result does to the movers (11.9, 11.11): the mover loses units in his order within the
 * forced priorities (11.9, 9.82: armor first against AT fire); a P pins every unit in the hex,
 * moving or not, leaders excepted (11.11, 18.14), and a pinned mover stops; a leader in the
 * hex rolls for his survival after a loss (9.83, 18.33).
 */
export function applyToMovers(env: SosEnv, state: SosState, f: MoverFire, c: FireCombat, result: FireResult | 'miss', antiTank: boolean, dice: Dice) {
  if (result === 'miss') return { state, report: { eliminated: [], forced: [], marker: null, marked: [] }, events: [] as GameEvent[], pinned: false };
  const out = fireOutcome(c, result);
  // SoS 16.54: River Flotilla units placed with the crossers to take their losses are eliminated first
  const shields = f.side === 'german' ? shieldsAt(state, f.at) : [];
  const units = [...shields.map((id) => unitOf(env, state, id)).filter((u): u is SosUnit => u !== undefined), ...c.target.units];
  const order = shields.length ? [...shields, ...(f.lossOrder ?? [])] : f.lossOrder;
  const losses = out.eliminate === 0 ? null : selectLosses({ kind: 'opportunityFire', units, count: out.eliminate, antiTankFire: antiTank, ...(order ? { order } : {}) });
  // SoS 16.37, 9.882 with 11.11: a P of opportunity fire falls on every unit in the hex, so the immobilized tanks standing there are eliminated, never pinned
  const standing = fireEffect(result).pinned ? sideAt(env, state, f.at, other(f.side)).filter((id) => env.counter(id).type === 'immobilizedTank' && !out.immobilizedTanksEliminated.includes(id)) : [];
  const taken = [...out.immobilizedTanksEliminated, ...standing, ...(losses?.eliminated ?? []), ...(losses?.alsoRemoved ?? [])];
  // SoS 16.48, 16.49: a moving transport goes with the last combat unit it carries, or alone; its passengers go with it
  const carried = transportLoss(env, state, f.stack ?? f.movers, taken, out.eliminate !== 0);
  const lost = [...taken, ...(carried?.eliminated ?? [])];
  let next = eliminate(state, lost);
  // 11.11: "all other units in that hex are also pinned whether or not they were moving (exception: leaders cannot be pinned)"
  const marked = out.marker ? sideAt(env, next, f.at, other(f.side)).filter((id) => env.counter(id).type !== 'leader') : [];
  if (out.marker) next = mark(next, marked, out.marker);
  // SoS 16.57: "A 'P' = immediately place the pinned RF unit(s) in any East Bank box until the next turn"
  const flotilla = out.marker === 'pinned' ? returnPinnedFlotilla(next, marked.filter((id) => isFlotilla(env, id)), f.turn ?? next.turn) : { state: next, events: [] };
  next = flotilla.state;
  // SoS 16.31, 16.32: a Soviet tank eliminated by opportunity fire in a city or industrial/fortified hex rolls for an immobilized tank there
  const immobilized = immobilizeEliminatedTanks(env, state, next, dice, f.label);
  // SoS 18.33, 18.43-18.47: an HQ leader in the hex rolls too
  const leader = survivalLeader(env, immobilized.state, f.at, other(f.side), c.target.leader && immobilized.state.pieces[c.target.leader.id]!.at !== null ? c.target.leader : undefined);
  const roll = rollLeaderSurvival(env, immobilized.state, c, leader, lost.length, `${f.label}/leader/${leader?.id ?? c.target.leader?.id ?? ''}`, dice);
  const forced = [...(losses?.forced ?? []), ...(carried ? [`${carried.rule}: the transport and what it carries are eliminated (${carried.eliminated.join(', ')})`] : [])];
  return {
    state: roll.state,
    report: { eliminated: lost, forced, marker: out.marker, marked },
    events: [...flotilla.events, ...immobilized.events, ...roll.events],
    pinned: out.marker === 'pinned' && marked.some((id) => f.movers.includes(id)),
  };
}

/**
 * SoS 11.1-11.11: one hex's direct fire units fire at the moving units open to fire in the
 * target hex, on the CRT with the modifiers of 9.72. A fire whose total reaches no CRT column
 * is not made.
 */
export function fireAtMovers(env: SosEnv, state: SosState, f: MoverFire, dice: Dice): MoverFireDone | null {
  const firers = f.units.map((id) => firerOf(env, state, id, f.from, f.at, false)).filter((x): x is Firer => x !== undefined);
  const c = moverCombat(env, state, f, firers);
  if (firers.length === 0 || !reachesCrt(c, env.tables.crt)) return null;
  const r = resolveFire(c, env.tables, dice.roll(f.label, 10));
  const antiTank = firers.some((x) => x.afUnderlined && r.points.some((p) => p.id === x.id));
  const done = applyToMovers(env, state, f, c, r.result, antiTank, dice);
  const fired = r.points.map((p) => p.id);
  const event: GameEvent = {
    type: 'opportunity-fire', rule: 'SoS 11.1', from: f.from, hex: f.at, movers: [...f.movers], table: 'crt',
    firers: r.points, refused: r.refused, total: r.total, shifts: r.shifts, column: r.column, drms: r.drms, die: r.die, mdr: r.mdr, result: r.result,
    // 7.1, 7.5: the firers reveal themselves; the movers stand in the open, seen by the firing side as it fires
    ...done.report, reveals: [...fired, ...f.movers],
  };
  return { state: done.state, events: [event, ...done.events], fired, pinned: done.pinned };
}
