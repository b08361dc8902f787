import type { EdgeDuty } from '../data/map';
import type { KbSide } from '../data/ids';
import type { KbContext } from '../state/context';
import { SIDES } from '../state/occupancy';
import type { KbState } from '../state/types';
import { heldHexes } from '../rules/zoc/edge-control';
import { KbVictoryError } from './errors';
import type { KbVictory, VictoryEvent } from './types';

/**
 * KB 20.1-20.3: what the edge duties remember from one Game-Turn's end to the next. Kept
 * with the game beside its state; `EDGE_DUTIES_AT_START` before the first check.
 */
export interface EdgeDutyRecord {
  /** The last Game-Turn whose end was checked; null before the first. */
  lastTurn: number | null;
  /** Consecutive Game-Turns, up to the last checked, at whose end the side failed its duties. */
  streak: Record<KbSide, number>;
  /**
   * KB 20.2: the Game-Turn at whose end the side had failed for two consecutive turns (the
   * final level shifts one level against it, once); null while it never has.
   */
  lapsed: Record<KbSide, number | null>;
}

export const EDGE_DUTIES_AT_START: EdgeDutyRecord = { lastTurn: null, streak: { axis: 0, soviet: 0 }, lapsed: { axis: null, soviet: null } };

export interface EdgeDutyCheck {
  record: EdgeDutyRecord;
  events: VictoryEvent[];
  /** KB 20.1, 20.3: the Soviet automatic victory when the Axis failed two consecutive turns. */
  victory: KbVictory | null;
}

/** Failing twice in a row is what each edge rule punishes (20.1, 20.2, 20.3). */
const CONSECUTIVE = 2;

/**
 * KB 20.1-20.3: at the end of each Game-Turn (digest A37), each side with edge duties in the
 * scenario (the play area's `edgeDuties`) meets them when it holds (edge-control.ts: occupies,
 * or exerts a ZOC into an empty hex) at least one hex of EVERY duty of the side: "a friendly
 * controlled eastern map edge hex" (20.1), a friendly ZOC "on at least one hex along the
 * northern map edge ... and southern (Axis) or eastern (Soviet)" (20.2), "an Axis ZOC ... on
 * at least one hex along the northern and southern edge" (20.3, "cannot maintain control of
 * both": failing either edge fails, digest A38). A frontline marker shows the hex but is not
 * needed to hold it.
 *
 * Failing at the end of two consecutive Game-Turns: in Operation Star and Third Kharkov the
 * Soviet player wins at once; in Second Kharkov the side's final level shifts one level to its
 * opponent (end-of-game.ts), once however often it fails.
 *
 * Refused, nothing counted: a state not in the End Turn phase, a turn already checked, or a
 * turn after one left unchecked.
 */
export function checkEdgeDuties(ctx: KbContext, state: KbState, duties: readonly EdgeDuty[], record: EdgeDutyRecord): EdgeDutyCheck {
  const turn = state.at.turn;
  if (state.at.phase !== 'end-turn') {
    throw new KbVictoryError('at.phase', 'not-end-of-turn', `the edge duties are checked at the end of a Game-Turn, not in the ${state.at.phase} phase`, 'KB 20.1-20.3');
  }
  if (record.lastTurn !== null && turn <= record.lastTurn) {
    throw new KbVictoryError('at.turn', 'turn-already-checked', `the end of turn ${turn} was already checked (last: turn ${record.lastTurn})`, 'KB 20.1-20.3');
  }
  if (record.lastTurn !== null && turn !== record.lastTurn + 1) {
    throw new KbVictoryError('at.turn', 'turn-skipped', `turn ${turn} follows turn ${record.lastTurn}, whose successor was never checked`, 'KB 20.1-20.3');
  }
  const events: VictoryEvent[] = [];
  const streak = { ...record.streak };
  const lapsed = { ...record.lapsed };
  let victory: KbVictory | null = null;
  for (const side of SIDES) {
    const mine = duties.filter((d) => d.side === side);
    if (mine.length === 0) continue;
    let met = true;
    for (const d of mine) {
      const held = heldHexes(ctx, state, side, d.hexes);
      events.push({ kind: 'edge-duty', rule: d.rule, side, edge: d.edge, turn, held, met: held.length > 0 });
      if (held.length === 0) met = false;
    }
    streak[side] = met ? 0 : streak[side] + 1;
    if (met) continue;
    const rule = mine[0]!.rule;
    events.push({ kind: 'edge-streak', rule, side, turn, failedTurns: streak[side] });
    if (streak[side] < CONSECUTIVE) continue;
    if (state.scenario === 'second-kharkov') {
      lapsed[side] ??= turn;
    } else if (side === 'axis' && victory === null) {
      const edges = mine.map((d) => d.edge).join(' and ');
      victory = {
        scenario: state.scenario,
        when: 'automatic',
        winner: 'soviet',
        level: 'soviet-victory',
        rule,
        reason: `the Axis player held no ${edges} edge hex at the end of turns ${turn - 1} and ${turn}: the Soviet player wins automatically`,
        vp: null,
        events,
      };
    }
  }
  return { record: { lastTurn: turn, streak, lapsed }, events, victory };
}
