import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { opportunityFireAt } from '../../opportunity-fire/at-moment';
import { pathMoments } from '../../orders/path-moments';
import { dayOfTurn } from '../../sequence/scenarios';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { lossOrder } from './after-combat';
import { other } from './battlefield';
import { monthDay } from './fire-units';
import { moveTo } from './position-edits';

/** A retreat before combat as made: where its units stand after it, and whether fire stopped it. */
export interface RetreatDone {
  state: SosState;
  events: GameEvent[];
  /** The units still in play, and where they stopped (the path's end unless fire pinned them). */
  units: string[];
  at: string;
  stopped: boolean;
}

/**
 * SoS 9.47: "Retreating units are vulnerable to enemy opportunity fire." A retreat before
 * combat is made hex by hex like a move (11.4 ∆: open to fire in the attacked hex the instant
 * it starts, then in each hex it enters), under the attacker's reaction policy; a P stops it
 * where it is (11.11). The defender orders his losses by his standing `losses` (11.9). Each
 * unit opportunity-fires once a phase (11.2): the record of the phase says who has.
 */
export function retreatUnderFire(ctx: PhaseContext, state: SosState, hex: string, units: readonly string[], path: readonly string[], label: string, dice: Dice): RetreatDone {
  const rules = ctx.standing[ctx.side]?.opportunityFire ?? [];
  if (rules.length === 0) return { state: moveTo(state, units, path.at(-1)!), events: [], units: [...units], at: path.at(-1)!, stopped: false };
  const phase = ctx.window.phase;
  const fired = new Set(state.opportunityFired.filter((r) => r.turn === ctx.turn && r.phase === phase).map((r) => r.unit));
  const date = monthDay(dayOfTurn(ctx.scenario, ctx.turn));
  const losses = lossOrder(ctx, other(ctx.side), hex);
  let now = state;
  let movers = [...units];
  const events: GameEvent[] = [];
  for (const m of pathMoments(hex, path)) {
    if (m.step > 0) now = moveTo(now, movers, m.place);
    const done = opportunityFireAt(ctx.env, now, { side: ctx.side, rules, turn: ctx.turn, phase, date, place: m.place, movers, lossOrder: losses, label: `${label}/${m.step}`, moverStanding: ctx.standing[other(ctx.side)], firerStanding: ctx.standing[ctx.side] }, fired, dice);
    now = done.state;
    events.push(...done.events);
    movers = done.movers;
    if (done.stopped) return { state: now, events, units: movers, at: m.place, stopped: true };
  }
  return { state: now, events, units: movers, at: path.at(-1)!, stopped: false };
}
