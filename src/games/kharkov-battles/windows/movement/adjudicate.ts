import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { KbSide } from '../../data/ids';
import type { KbEnv } from '../../game/env';
import type { MovementEvent } from '../../movement-phase/events';
import { executeMovementPhase } from '../../movement-phase/execute';
import { mergeDivisionsAfterMovement } from '../../server-steps/index';
import { enemyOf } from '../../state/occupancy';
import { enterHexes } from '../../state/ownership';
import type { KbOrder } from '../../orders/schema';
import type { KbContext } from '../../state/context';
import type { KbState } from '../../state/types';
import { interruptBuilding } from '../../works/fortified-zones';
import { applyConstruction } from './construction';
import { kindEvent, movementGameEvent } from './events';
import { asUncommitted, barredUnits, restore } from './barred';
import { inPlace } from './in-place';
import { serverNorthMoves } from './north';
import { eliminateOverStacked } from './stacking';
import type { WindowClosing } from '../closing';
import { movementPaused, replayDice, type MovementPause, type MovementReplay } from './pause';

/**
 * KB 4.1 B.1-B.2 / C.2-C.3 on the state (windows/movement/index.ts): construction
 * (construction.ts), then the Movement Phase (movement-phase/execute.ts) with the movement
 * judge of game/env.ts, then what the end of the phase settles: the chits drawn put under
 * their units (2.6), the hexes entered changing owner (2.3, 18.16), Building markers whose
 * builder left (18.16), and stacks over the limits (6.11, 6.24), and the stacked units of
 * one mechanized division's supply (8.34). The other side's standing bridge removals (18.22)
 * are asked during the phase, by the judge's `standingRemovals`.
 * An empty file while 38th Army units owe a move north (20.1) has the server move them
 * (north.ts, `moved-north-by-rule`).
 * Orders that became illegal are skipped and reported to their owner; the dice are labelled
 * from `label` (e.g. "T03/axis-movement"). `options`: the game options (KB 20.1's turn-0
 * limitation).
 * A decision of the other side its standing orders leave to it (`ask`: `displace` 11.32,
 * `losses` 11.26) stops the phase there, before the end-of-phase duties: the result then
 * holds the `pause` (pause.ts) and its public `window-paused` event. `replay`: the phase of
 * such a pause carried out again (resume.ts), reporting only what comes after the pause.
 */
export const adjudicateMovement: WindowClosing<KbEnv, [options?: Readonly<Record<string, string>>, replay?: MovementReplay], { pause: MovementPause | null }> = (env, state, side, orders, standing, windowDice, label, options = {}, replay) => {
  const ctx = env.ctxOf(state);
  const { dice, rolls } = replayDice(windowDice, replay?.rolls ?? {});
  const answers = replay?.answers ?? [];
  const built = applyConstruction(env, state, side, orders);
  const events: GameEvent[] = replay ? [] : [...built.events];
  for (const r of replay ? [] : built.refused) {
    events.push({ type: 'skipped', at: `orders[${r.index}]`, reasons: r.issues.map((i) => ({ code: i.code, message: i.message, ...(i.rule ? { rule: i.rule } : {}) })), visibleTo: [side] });
  }
  const start: KbState = { ...built.state, at: { turn: state.at.turn, stage: side, phase: 'movement' } };
  // KB 20.1: an empty file has the server move the 38th Army units that owe a move north
  const north = serverNorthMoves(env, start, side, orders, options);
  if (!replay) events.push(...north.events);
  const moving = inPlace(north.orders.length > 0 ? (north.orders as KbOrder[]) : orders, () => true);
  const judge = env.judge(start, side, standing, dice, label, answers);
  const barred = barredUnits(ctx, start, side, options);
  const ran = executeMovementPhase({
    ctx,
    state: asUncommitted(start, barred),
    side,
    orders: moving.list,
    tec: env.tec,
    mobileAssaultTable: env.mobileAssault,
    dice,
    mover: env.mover,
    fullySupported: judge.fullySupported,
    strengths: judge.strengths,
    defenderAir: judge.defenderAir,
    lossOrder: judge.lossOrder,
    displaceTo: judge.displaceTo,
    eliminate: judge.eliminate,
    retreatToward: judge.retreatToward,
    standingRemovals: judge.standingRemovals,
  });
  const phase = restore(ran.state, ran.events, barred);
  const phaseEvents = phase.events.filter(moving.ours);
  events.push(...phaseEvents.slice(replay?.sent.phase ?? 0).map((e) => movementGameEvent(e, side)));
  events.push(...judge.defaulted.slice(replay?.sent.defaulted ?? 0));
  if (ran.stopped) {
    const pause: MovementPause = JSON.parse(JSON.stringify({ decision: ran.stopped.decision, side: ran.stopped.side, mover: side, label, orders, state, standing, rolls, answers, ask: ran.stopped, sent: { phase: phaseEvents.length, defaulted: judge.defaulted.length } })) as MovementPause;
    // KB 2.3: the hexes entered so far are owned by who entered them while the phase waits, the hex a unit stopped in mid-move included
    const shown = enteredHexes(phase.state, side, [...phaseEvents, ...midMove(ctx, start, phase.state, side)]);
    return { state: shown, events: [...events, movementPaused(pause)], pause };
  }

  let s = enteredHexes(phase.state, side, phaseEvents);
  const chits = judge.draws.settle(s);
  s = chits.state;
  events.push(...chits.events);
  // KB 18.16, 11.2: a builder a Mobile Assault was made on "is attacked" (not one called off below 1-1, 11.21)
  const attacked = phaseEvents.flatMap((e) => (e.kind === 'mobile-assault' && e.die !== null ? [e.target] : []));
  const ceased = interruptBuilding(ctx, s, attacked);
  s = ceased.state;
  events.push(...ceased.events.map(kindEvent));
  const stacks = eliminateOverStacked(ctx, s, side, standing[side], judge.eliminate); // KB 6.11 with 16.31
  s = stacks.state;
  events.push(...stacks.events);
  // KB 8.34: units of one mechanized division that end the phase stacked together take the most beneficial supply state
  const divisions = mergeDivisionsAfterMovement(ctx, s, side);
  s = divisions.state;
  events.push(...divisions.events);
  return { state: s, events, pause: null };
};

/** The hexes the moving side's units stand in now and did not as the phase began: a move stopped in its middle has reported none yet. */
function midMove(ctx: KbContext, before: KbState, now: KbState, side: KbSide): MovementEvent[] {
  return Object.values(now.units).flatMap((u) => {
    const was = before.units[u.id];
    if (ctx.unit(u.id).side !== side || u.where !== 'map' || u.hex === null || was?.hex === u.hex || now.owner[u.hex] === side) return [];
    return [{ kind: 'moved' as const, at: '', unit: u.id, from: was?.hex ?? u.hex, path: [u.hex], cost: 0, spent: 0, infiltration: false }];
  });
}

/**
 * KB 2.3: every hex in play a unit entered changes owner at once: the moving side's paths,
 * the hex a successful Mobile Assault took (11.2), and the other side's retreats (11.26);
 * an enemy Fortified Zone marker in a hex entered is gone (18.16, state/ownership.ts).
 */
function enteredHexes(state: KbState, side: KbSide, events: readonly MovementEvent[]): KbState {
  let s = state;
  const enter = (by: KbSide, hexes: readonly HexId[]) => {
    const inPlay = hexes.filter((h) => s.owner[h] !== undefined);
    if (inPlay.length > 0) s = enterHexes(s, by, inPlay);
  };
  events.forEach((e, i) => {
    if (e.kind === 'moved') enter(side, e.path);
    if (e.kind === 'retreated') enter(enemyOf(side), e.path);
    if (e.kind === 'mobile-assault' && e.result?.kind === 'defender-retreats') {
      const after = events.slice(i + 1).filter((x) => 'at' in x && x.at === e.at);
      const retreat = after.find((x) => x.kind === 'retreated');
      const stayed = retreat?.kind === 'retreated' && retreat.path.length === 0 && retreat.units.some((u) => state.units[u]!.where === 'map' && state.units[u]!.hex === e.target);
      if (!stayed) enter(side, [e.target]);
    }
  });
  return s;
}
