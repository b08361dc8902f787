import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { readDieRows } from '#kernel/dice/die-rows';
import type { HexId } from '#kernel/ids';
import type { MonthDay } from '../../data/tables';
import type { SosEnv } from '../../game/env';
import type { SosState } from '../../state/types';
import { inZocOf } from '../attack/battlefield';
import { unplacedImmobilizedTanks } from '../attack/immobilized-tanks';
import { eliminate, withPiece } from '../attack/position-edits';

/** SoS 16.33: the first day of the breakdown rolls, "the 11 October turn". */
const FROM: MonthDay = '10-11';

/**
 * SoS 16.33: "Beginning with the 11 October turn and every turn thereafter, the Soviet player
 * must roll a d10 for every tank unit he has at the start of Soviet Movement Phase 10. A die
 * roll of 1 to 4 results in the Soviet tank unit being immediately replaced by an immobilized
 * tank unit before any movement for that phase" (the New Soviet Immobilized Tanks table,
 * `tables.yaml` `immobilizedTank`, whose rule names 16.33). Readings (docs/streets-of-stalingrad.md):
 * - "every tank unit he has": the Soviet tank units (type tank: not armored cars, trains or
 *   leaders, 16.3) on a map hex; a tank in an East Bank box is not rolled for, as an
 *   immobilized tank is placed "on the game map" and never moves (16.35);
 * - the tank broken down leaves play as eliminated (it may come back only by the tank repair
 *   unit, 16.72); the immobilized tank counter, the first not yet placed in id order, takes
 *   its hex, unless the hex is in a German ZOC (16.34) or every immobilized tank counter of
 *   the game is in play or eliminated (21.46): then none is placed.
 * One d10 a tank in id order, labelled `{label}/breakdown/{tank}`; one event a roll.
 */
export function tankBreakdowns(env: SosEnv, state: SosState, date: MonthDay, dice: Dice, label: string): { state: SosState; events: GameEvent[] } {
  if (date < FROM) return { state, events: [] };
  let s = state;
  const events: GameEvent[] = [];
  const tanks = Object.keys(state.pieces)
    .filter((id) => {
      const c = env.counter(id);
      const p = state.pieces[id]!;
      return c.side === 'soviet' && c.type === 'tank' && !p.eliminated && p.at !== null && env.map.hex(p.at as HexId) !== undefined;
    })
    .sort();
  for (const tank of tanks) {
    const hex = s.pieces[tank]!.at!;
    const die = dice.roll(`${label}/breakdown/${tank}`, 10);
    const result = readDieRows(env.tables.immobilizedTank.rows, die).result;
    const roll = { type: 'tank-breakdown-roll', phase: 10, side: 'soviet', date, tank, hex, die, rule: 'SoS 16.33' };
    if (result === 'none') {
      events.push({ ...roll, brokenDown: false, placed: null, reason: `${die}: the tank runs (1-4 breaks it down)` });
      continue;
    }
    s = eliminate(s, [tank]);
    // SoS 16.34: "Soviet immobilized tank units may not be placed in a German ZOC hex"
    if (inZocOf(env, s, hex, 'german')) {
      events.push({ ...roll, brokenDown: true, placed: null, reason: `${die}: the tank breaks down; ${hex} is in a German ZOC, so no immobilized tank may be placed there`, rule: 'SoS 16.33, 16.34' });
      continue;
    }
    const counter = unplacedImmobilizedTanks(env, s)[0];
    if (!counter) {
      events.push({ ...roll, brokenDown: true, placed: null, reason: `${die}: the tank breaks down; every immobilized tank counter of the game is in play or eliminated, none is left to place` });
      continue;
    }
    s = withPiece(s, counter, { at: hex });
    events.push({ ...roll, brokenDown: true, placed: counter, reason: `${die}: the tank breaks down and is replaced at once by an immobilized tank in ${hex}` });
  }
  return { state: s, events };
}
