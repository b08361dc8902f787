import type { GameEvent } from '#kernel/engine/events';
import { LEVEL_NAMES } from '../victory/levels';
import { endOfTurnVictory } from '../victory/end-of-turn';
import { endTurnMarkers } from './end-turn-markers';
import { asGameEvent } from './events';
import { atStep } from './position';
import { positionSupply, viewFor } from './supply-trace';
import type { ServerStepRun } from './types';

/**
 * KB 4.1 D, 20.1-20.3: the End Turn Phase. The markers come off (end-turn-markers.ts);
 * then the victory checks in the order of victory/end-of-turn.ts: an ownership victory
 * standing now (20.1, 20.3), the edge duties (two consecutive failures: the Soviet wins in
 * 20.1 and 20.3; 20.2 records the level shift), and at the conclusion of the scenario's last
 * turn the end-of-game count (VP hexes traced to a friendly source, losses). The turn marker
 * advances as the next step moves the state to the next Game-Turn.
 */
export const runEndTurn: ServerStepRun = (step, input) => {
  const view = viewFor(input.view, 'D');
  const { ctx } = input.data;
  const marked = endTurnMarkers(input.data, atStep(input.state, step));
  const state = marked.state;
  const check = endOfTurnVictory({
    ctx,
    state,
    vpHexes: view.data.vpHexes,
    supply: positionSupply(ctx, view, state).traces,
    duties: view.playArea(state.scenario).edgeDuties,
    edges: input.record.edges,
  });
  const v = check.victory;
  const counted = v ? v.events.filter((e) => !check.events.includes(e)) : [];
  const events: GameEvent[] = [...marked.events, ...[...check.events, ...counted].map((e) => asGameEvent(e))];
  if (v) {
    events.push({ type: 'kb-victory', rule: v.rule, when: v.when, winner: v.winner, level: v.level, vp: v.vp, reason: v.reason, text: `${LEVEL_NAMES[v.level]}: ${v.reason} (${v.rule})` });
  }
  const result = v ? { winner: v.winner, reason: v.reason, level: v.level } : null;
  const record = { ...input.record, edges: check.edges, vp: v?.vp ?? input.record.vp, result: result ?? input.record.result };
  return { state, record, events, result };
};
