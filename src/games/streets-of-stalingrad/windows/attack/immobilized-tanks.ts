import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { readDieRows } from '#kernel/dice/die-rows';
import type { HexId } from '#kernel/ids';
import type { SosEnv } from '../../game/env';
import type { SosState } from '../../state/types';
import { inZocOf } from './battlefield';
import { withPiece } from './position-edits';

/** SoS 16.3: "Only Soviet tanks, not armored cars or armored trains or armored leaders, may be converted into immobilized tanks". */
const isSovietTank = (env: SosEnv, id: string): boolean => {
  const c = env.counter(id);
  return c.side === 'soviet' && c.type === 'tank';
};

/** SoS 16.31: "on a city or industrial/fortified hex only". */
function cityOrIndustrial(env: SosEnv, hex: string): boolean {
  const t = env.map.hex(hex as HexId)?.terrain ?? [];
  return t.includes('city') || t.includes('industrial');
}

/** The immobilized tank counters never placed (not on the map, not eliminated), in id order. */
export const unplacedImmobilizedTanks = (env: SosEnv, state: SosState): string[] =>
  Object.keys(state.pieces)
    .filter((id) => {
      const c = env.counter(id);
      const p = state.pieces[id]!;
      return c.side === 'soviet' && c.type === 'immobilizedTank' && p.at === null && !p.eliminated;
    })
    .sort();

/**
 * SoS 16.31, 16.32, 16.34: every Soviet tank eliminated between `before` and `after` in a city
 * or industrial/fortified hex rolls one d10 on the New Soviet Immobilized Tanks table (no
 * modifier); on 1-4 one immobilized tank counter is placed at once in the hex where the tank was
 * eliminated. Not in a German ZOC hex (16.34; no ZOC reaches into a city or industrial/fortified
 * hex, 6.2, so the check never refuses there, and is kept as the rule says it). When every
 * immobilized tank counter the game gives is in play or eliminated, none is placed. One event
 * a roll, naming the tank, the hex, the die and the counter placed (or why none is). The rolls
 * go in tank id order; each tank is eliminated once, so `${label}/immobilized/${tank}` is a
 * label of its own.
 */
export function immobilizeEliminatedTanks(env: SosEnv, before: SosState, after: SosState, dice: Dice, label: string): { state: SosState; events: GameEvent[] } {
  let state = after;
  const events: GameEvent[] = [];
  for (const id of Object.keys(before.pieces).sort()) {
    const was = before.pieces[id]!;
    const now = after.pieces[id];
    if (was.eliminated || was.at === null || !now?.eliminated || !isSovietTank(env, id)) continue;
    const hex = was.at;
    if (!cityOrIndustrial(env, hex)) continue;
    const die = dice.roll(`${label}/immobilized/${id}`, 10);
    const result = readDieRows(env.tables.immobilizedTank.rows, die).result;
    const roll = { type: 'immobilized-tank-roll', rule: 'SoS 16.31, 16.32', table: 'New Soviet Immobilized Tanks', tank: id, hex, die, result };
    if (result === 'none') {
      events.push({ ...roll, placed: null, reason: `${die}: no immobilized tank (1-4 places one)` });
      continue;
    }
    // SoS 16.34: "Soviet immobilized tank units may not be placed in a German ZOC hex"
    if (inZocOf(env, state, hex, 'german')) {
      events.push({ ...roll, placed: null, reason: `${hex} is in a German ZOC: no immobilized tank may be placed there`, rule: 'SoS 16.31, 16.32, 16.34' });
      continue;
    }
    const counter = unplacedImmobilizedTanks(env, state)[0];
    if (!counter) {
      events.push({ ...roll, placed: null, reason: 'every immobilized tank counter of the game is in play or eliminated: none is left to place' });
      continue;
    }
    state = withPiece(state, counter, { at: hex });
    events.push({ ...roll, placed: counter, reason: `${die}: one immobilized tank is placed at once in ${hex}, where ${id} was eliminated` });
  }
  return { state, events };
}
