import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { Adjudication, Submission } from '#kernel/engine/ruleset';
import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import { parseOrder, CtsStandingSchema, type CtsOrder } from '../orders/schema';
import type { BattleOrder } from '../rules/combat/order';
import { startOfMovement } from '../phases/start-of-movement';
import { supplyPhase } from '../phases/supply-phase';
import { supplyPhaseOrders } from './supply-phase-orders';
import { victoryPoints, winnerOf } from '../rules/victory';
import { shortAxisLead } from '../setup/game-options';
import { applyOrder } from './apply-order';
import { replacementArrival } from '../rules/replacements/arrival';
import { openWindow } from './sequence';
import { fightOverrunsByDefault } from './movement-overruns';
import { depotsDestroyed } from '../rules/depots/destruction';
import { setupLossesInFirstWindow } from '../setup/chosen-setup-losses';
import { clearAirMissions } from '../rules/air/combat-phase-end';
import { closeAirSegment } from '../rules/air/air-segment';
import { airArrivals } from '../rules/air/arrivals';
import { activatedArmyHqs } from '../rules/air/placement-limit';
import { endOfPlayerTurnAir } from '../rules/air/removal';
import { rasputitsaStep } from '../rules/weather/rasputitsa';
import { rollWeather } from '../rules/weather/roll';
import { unitsChanged, unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { inOneStretch } from '#games/campaign-to-stalingrad/state/unit-writes';
import { inRiverSeason } from '../rules/rivers/river-in-season';
import { pocketStep } from '../rules/pockets/pocket-step';
import { automaticVictoryEnd, campaignGameOver } from './campaign-end';
import { placeGroundSupport } from '../rules/abstract-air/placement';
import { abstractAirTurnStart } from '../rules/abstract-air/turn-start';
import { withoutCoastMoves } from '../rules/caucasus/coast-count';

const SIDE_WORD = { axis: 'Axis', soviet: 'Soviet' } as const;

/**
 * Closes the open window: standing orders first (they replace the side's earlier ones),
 * then the phasing side's orders in file order, then the sequence moves on (3.1, ESoP):
 * Movement -> Combat; Combat -> that side's Supply Phase -> the other side's Movement
 * Phase (its automatic steps run at once), or the next turn; after the last turn the
 * victory check (35.8, 36.8, 37.4); in the Campaign Game each phase's end checks 37.5's automatic victory.
 */
/**
 * Standing orders in the window's files replace their senders' earlier ones; the Soviet's
 * own set-up losses, sent in the game's first window, are taken (35.1).
 */
export function adoptStanding(ctx: CtsContext, state0: CtsState, subs: readonly Submission[]): { state: CtsState; events: GameEvent[] } {
  let state = state0;
  for (const s of subs) {
    if (s.standing === undefined) continue;
    const parsed = CtsStandingSchema.parse(s.standing);
    state = { ...state, standing: { ...state.standing, [s.side]: { ...state.standing[s.side as string as CtsSide], ...parsed } } };
  }
  return setupLossesInFirstWindow(ctx, state, subs);
}

export function adjudicateWindow(ctx: CtsContext, state0: CtsState, subs: readonly Submission[], dice: Dice): Adjudication<CtsState> {
  // the window's changes to the units go into one working copy of the record, never into state0's (state/unit-writes.ts)
  // CtS 26.0: the window's rules read the rivers of its turn; the next turn's Movement Phase opens with its own
  return inOneStretch(() => adjudicateIn(inRiverSeason(ctx, state0), state0, subs, dice));
}

function adjudicateIn(ctx: CtsContext, state0: CtsState, subs: readonly Submission[], dice: Dice): Adjudication<CtsState> {
  const w = openWindow(ctx, state0);
  if (!w) return { state: state0, events: [] };
  const events: GameEvent[] = [];
  const adopted = adoptStanding(ctx, state0, subs);
  let state = adopted.state;
  events.push(...adopted.events);
  const side = state.phasing;
  const mine = subs.find((s) => s.side === side);
  const label = w.id;
  if (state.phase === 'movement' && state.replacementRollDue === side) {
    // ESoP A1, 21.1-21.2: a roll still due (the game's first Movement Phase, opened at set-up without dice) is made now
    const { replacementRollDue: _due, ...rest } = state;
    const arrival = replacementArrival(ctx, rest, side, dice, label);
    state = arrival.state;
    events.push(...arrival.events);
  }
  if (state.phase === 'combat') {
    // 38.0 (optional): air units on Ground Support placed at the start of the Combat Phase, then the Axis intercepts
    const placed = placeGroundSupport(ctx, state, side, battlesOf(ctx, mine?.orders ?? []));
    state = placed.state;
    events.push(...placed.events);
  }
  const phaseName = `the ${SIDE_WORD[side]} ${state.phase === 'movement' ? 'Movement' : 'Combat'} Phase`;
  /** CtS 37.5 "immediately declared the winner and the game is ended" (readings.ts): the window closes on the winning step. */
  const wonAtOnce = (when: string): Adjudication<CtsState> | null => {
    const won = ctx.readings.automaticVictoryAtOnce ? automaticVictoryEnd(ctx, state, `${when} of ${phaseName}`) : null;
    return won ? { state: won.state, events: [...events, ...won.events] } : null;
  };
  if (state.phase === 'combat') {
    // 4.7: Movement Phase overruns no battle of the file targets are fought first, by default
    const first = fightOverrunsByDefault(ctx, state, side, 'first', mine?.orders ?? [], dice, label);
    events.push(...first.events, ...depotsDestroyed(state, first.state, false)); // 16.10
    state = first.state;
    const won = wonAtOnce('the overruns fought first');
    if (won) return won;
  }
  for (const [i, raw] of (mine?.orders ?? []).entries()) {
    // orders arrive parsed (Ruleset contract); parsing again fills defaults for any caller that did not
    const parsed = parseOrder(raw);
    if (!parsed.success) {
      events.push({ type: 'order-skipped', order: i, text: `order ${i + 1} skipped: not an order of this title` });
      continue;
    }
    const o: CtsOrder = parsed.data;
    const r = applyOrder(ctx, state, side, o, i, dice, label);
    state = r.state;
    events.push(...r.events);
    const won = wonAtOnce(`order ${i + 1}`);
    if (won) return won;
  }
  if (state.phase === 'movement') {
    // 23.2-23.3: with no move in the file, the Air Segment closes with the window
    const seg = closeAirSegment(ctx, state, dice, label);
    events.push(...seg.events);
    const moved: CtsState = { ...seg.state, air: { ...seg.state.air, segmentDone: true }, phase: 'combat' };
    const won = automaticVictoryEnd(ctx, moved, `end of the ${SIDE_WORD[side]} Movement Phase`); // CtS 37.5
    return won ? { state: won.state, events: [...events, ...won.events] } : { state: moved, events };
  }
  const last = fightOverrunsByDefault(ctx, state, side, 'last', [], dice, label); // 4.7: any left unfought
  events.push(...last.events, ...depotsDestroyed(state, last.state, false)); // 16.10
  state = last.state;
  const wonLast = wonAtOnce('the overruns fought last');
  if (wonLast) return wonLast;
  if (state.depotsUsed.length > 0) {
    // 16.6: a Depot that gave Attack Supply is removed at the end of the Combat Phase
    const used = new Set<string>(state.depotsUsed);
    events.push({ type: 'depots-used', rule: 'CtS 16.6', hexes: [...used], text: `Depots used for Attack Supply are removed: ${[...used].join(', ')}` });
    state = { ...state, depots: state.depots.filter((d) => !(d.side === side && used.has(d.hex))), depotsUsed: [] };
  }
  if (state.attackSupplyGiven) state = withoutAttackSupplyGiven(state); // 41.0: the limits count one Combat Phase
  state = clearAirMissions(state); // 23.11, 23.12: once a Combat Phase
  if (state.abstractAir?.placed) {
    const { placed: _phaseOver, ...kept } = state.abstractAir; // 38.0: placed for this Combat Phase only
    state = { ...state, abstractAir: kept };
  }
  // 23.15: this player turn's activations count for the side's defensive placement in the next; 23.3 (4): air units leave the map
  state = { ...state, air: { ...state.air, activations: { ...state.air.activations, [side]: activatedArmyHqs(ctx, state, side) } } };
  const airOver = state.air; // 23.16: the air units over the map this player turn, for the pockets' Air Transport rolls
  const airEnd = endOfPlayerTurnAir(ctx, state);
  state = airEnd.state;
  events.push(...airEnd.events);

  const supply = supplyPhase(ctx, state, side, supplyPhaseOrders(mine?.orders ?? []));
  state = supply.state;
  events.push(...supply.events);
  const pockets = pocketStep(ctx, state, side, airOver, dice, label); // CtS 27.1-27.7 (Section II)
  state = pockets.state;
  events.push(...pockets.events);
  const cleared = unitsChanged(state.units, Object.keys(state.units), (u) => unitWith(u, { retreatedThisPhase: false }));
  state = { ...state, units: cleared };
  const scenario = ctx.scenarios.get(state.scenario);
  const won = automaticVictoryEnd(ctx, state, `end of the ${SIDE_WORD[side]} Combat and Supply Phases`); // CtS 37.5
  if (won) return { state: won.state, events: [...events, ...won.events] };
  if (side === 'axis') {
    state = { ...state, phasing: 'soviet', phase: 'movement' };
  } else if (scenario && state.turn >= scenario.lastTurn && scenario.victory.reckoning === 'campaign-game') {
    const over = campaignGameOver(ctx, state); // CtS 37.4-37.6
    return { state: over.state, events: [...events, ...over.events] };
  } else if (scenario && state.turn >= scenario.lastTurn) {
    const vp = victoryPoints(ctx, state);
    const sovietMargin = scenario.victory.sovietMargin;
    const winner = winnerOf(vp, scenario.victory.axisMargin, shortAxisLead(state), sovietMargin); // the game option's reading of 35.8; 36.8
    const drawn = winner === undefined ? ': a draw, neither side wins' : '';
    const rule = sovietMargin === undefined ? 'CtS 35.8' : 'CtS 36.8';
    const needs = sovietMargin === undefined ? `the Axis needs ${scenario.victory.axisMargin} more than the Soviet` : `the Soviet needs ${sovietMargin} more than the Axis`;
    const reason = `end of turn ${state.turn}: Axis ${vp.axis} VP, Soviet ${vp.soviet} VP; ${needs} (${rule})${drawn}`;
    state = { ...state, result: { ended: true, ...(winner ? { winner } : {}), reason, vp } };
    events.push({ type: 'game-over', rule, vp, ...(winner ? { winner } : {}), text: reason });
    return { state, events };
  } else {
    const fresh = unitsChanged(state.units, Object.keys(state.units), (u) => unitWith(u, { attacked: false, defended: false }));
    state = { ...withoutCoastMoves(state), units: fresh, turn: state.turn + 1, phasing: 'axis', phase: 'movement' }; // 34.4: the coast moves are counted a turn
    const weather = rollWeather(ctx, state, dice); // ESoP Admin 2, CtS 25.0: only with the game option weather: rolled
    state = weather.state;
    events.push(...weather.events);
    const mud = rasputitsaStep(ctx, state); // CtS 31.1 (Section III): begins or ends on the weather just rolled
    state = mud.state;
    events.push(...mud.events);
    const air = airArrivals(ctx, state); // 23.13, 23.14: at the start of the turn
    state = air.state;
    events.push(...air.events);
    const abstract = abstractAirTurnStart(state); // 38.0: one mission a turn; the turn's air reinforcement
    state = abstract.state;
    events.push(...abstract.events);
  }
  // ESoP A1: the next Movement window's replacement roll is made as it opens, under that window's label
  const start = startOfMovement(inRiverSeason(ctx, state), state, state.phasing, { dice, label: openWindow(ctx, state)!.id });
  events.push(...start.events);
  return { state: start.state, events };
}

/** 41.0 (optional): the Attack Supply each source gave is counted afresh each Combat Phase. */
function withoutAttackSupplyGiven(state: CtsState): CtsState {
  const { attackSupplyGiven: _given, ...rest } = state;
  return rest;
}

/** The battle orders of a Combat window's file, in file order (38.0: their Ground Support is placed before any combat; a box attack's over its box, 34.1 (3), engine cts-7 on). */
function battlesOf(ctx: CtsContext, orders: readonly unknown[]): Pick<BattleOrder, 'targets' | 'air'>[] {
  return orders.flatMap((raw): Pick<BattleOrder, 'targets' | 'air'>[] => {
    const parsed = parseOrder(raw);
    if (!parsed.success) return [];
    if ('attack' in parsed.data) return [parsed.data.attack];
    if ('boxAttack' in parsed.data && ctx.readings.boxAirPower) return [{ targets: [parsed.data.boxAttack.box], air: parsed.data.boxAttack.air }];
    return [];
  });
}
