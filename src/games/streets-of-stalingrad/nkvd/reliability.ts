import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { readDieRows } from '#kernel/dice/die-rows';
import type { SosEnv } from '../game/env';
import type { SosState } from '../state/types';
import { isHex, neighbours, sideAt } from '../windows/attack/battlefield';
import { eliminate } from '../windows/attack/position-edits';

/**
 * SoS 16.83 Militia Reliability: "When a Soviet NKVD unit is fired upon, or a German combat
 * unit moves adjacent to it, roll one d10 for every NKVD unit of that NKVD regiment: Remove
 * the NKVD unit on a die roll of 8-10. NKVD leaders and NKVD units in hexes with leaders are
 * not affected and are never removed when reliability die rolls occur. This die roll per
 * NKVD regiment is required only once per game."
 *
 * Read (docs/streets-of-stalingrad.md): an NKVD unit is a Soviet unit of the NKVD kind
 * (counters.yaml `soviet: nkvd`); its regiment is its formation's regiment (the workers'
 * militia is a regiment of its own). The roll comes once the fire that triggers it is
 * resolved (the unit has then been fired upon; a unit the fire eliminated still triggers
 * it), or as the German combat unit enters the hex next to it. Every unit of the regiment
 * in play rolls, wherever it stands; a unit stacked with a Soviet leader is exempt, rolls
 * no die and stays. The regiment has then rolled for the game (`nkvdReliability`).
 */

/** Why a regiment rolls: a fire at one of its units, or a German combat unit moving next to one. */
export interface ReliabilityCause {
  cause: 'fired-upon' | 'german-adjacent';
  /** The hex of the NKVD unit fired upon, or the hex the German unit entered. */
  hex: string;
  /** The NKVD units that trigger the roll. */
  units: readonly string[];
}

const RULE = 'SoS 16.83';

/** A Soviet NKVD unit (9.71, 16.8). */
export const isNkvd = (env: SosEnv, id: string): boolean => {
  const c = env.counter(id);
  return c.side === 'soviet' && c.soviet === 'nkvd';
};

/** The NKVD regiment of a unit (its formation's regiment; else its division, else the unit alone). */
export const regimentOf = (env: SosEnv, id: string): string => {
  const f = env.counter(id).formation;
  return f.regiment ?? f.division ?? id;
};

/** The regiments that have made their once-a-game roll. */
export const rolledRegiments = (state: SosState): readonly string[] => state.nkvdReliability ?? [];

/** A Soviet leader stands in the place (16.83: its NKVD units are not affected). */
const leaderWith = (env: SosEnv, state: SosState, at: string): boolean => sideAt(env, state, at, 'soviet').some((id) => env.counter(id).type === 'leader');

/**
 * SoS 16.83: the reliability rolls the trigger calls for: for each regiment of the triggering
 * units that has not rolled yet (in name order), one d10 for every unit of it in play (in id
 * order) on the table (`tables.yaml` nkvd.reliability); 8-10 removes the unit. One event a
 * unit, naming the regiment, the cause, the die and the result; a unit stacked with a Soviet
 * leader has an event with no die. A unit that stays is told to the Soviet alone (7.0: its
 * hex is not the German's to learn); a removed one to both. Labels:
 * `${label}/nkvd-reliability/${unit}` (once a game each).
 */
export function rollReliability(env: SosEnv, state: SosState, trigger: ReliabilityCause, dice: Dice, label: string): { state: SosState; events: GameEvent[] } {
  const done = rolledRegiments(state);
  const regiments = [...new Set(trigger.units.filter((id) => isNkvd(env, id)).map((id) => regimentOf(env, id)))].filter((r) => !done.includes(r)).sort();
  if (regiments.length === 0) return { state, events: [] };
  let now: SosState = { ...state, nkvdReliability: [...done, ...regiments].sort() };
  const events: GameEvent[] = [];
  const base = { type: 'nkvd-reliability', rule: RULE, table: 'Militia Reliability', cause: trigger.cause, trigger: trigger.hex };
  for (const regiment of regiments) {
    const units = Object.keys(now.pieces)
      .filter((id) => isNkvd(env, id) && regimentOf(env, id) === regiment && now.pieces[id]!.at !== null)
      .sort();
    for (const id of units) {
      const at = now.pieces[id]!.at!;
      if (leaderWith(env, now, at)) {
        events.push({ ...base, regiment, unit: id, at, die: null, result: 'exempt', reason: 'stacked with a Soviet leader: not affected, never removed', visibleTo: ['soviet'] });
        continue;
      }
      const die = dice.roll(`${label}/nkvd-reliability/${id}`, 10);
      const result = readDieRows(env.tables.nkvd.reliability, die).result;
      if (result === 'removed') now = eliminate(now, [id]);
      events.push({ ...base, regiment, unit: id, at, die, result, reason: result === 'removed' ? `${die}: removed (8-10)` : `${die}: stays (8-10 removes)`, ...(result === 'removed' ? {} : { visibleTo: ['soviet'] }) });
    }
  }
  return { state: now, events };
}

/**
 * SoS 16.83: the NKVD units of regiments yet to roll standing next to `hex` (a German combat
 * unit has just entered it).
 */
export function nkvdAdjacent(env: SosEnv, state: SosState, hex: string): string[] {
  if (!isHex(env, hex)) return [];
  const done = rolledRegiments(state);
  return neighbours(env, hex)
    .flatMap((h) => sideAt(env, state, h, 'soviet'))
    .filter((id) => isNkvd(env, id) && !done.includes(regimentOf(env, id)))
    .sort();
}

/** SoS 16.83: the roll a fire at `units` in `hex` calls for when the firing side is German (the units as they stood before the fire). */
export function reliabilityUnderFire(env: SosEnv, state: SosState, firing: 'german' | 'soviet', hex: string, units: readonly string[], dice: Dice, label: string): { state: SosState; events: GameEvent[] } {
  if (firing !== 'german') return { state, events: [] };
  return rollReliability(env, state, { cause: 'fired-upon', hex, units: units.filter((id) => isNkvd(env, id)) }, dice, label);
}

/**
 * SoS 16.83: German `movers` have entered `hex`: when one is a combat unit, the NKVD
 * regiments next to it that have not rolled roll now.
 */
export function reliabilityOnEntering(env: SosEnv, state: SosState, movers: readonly string[], hex: string, dice: Dice, label: string): { state: SosState; events: GameEvent[] } {
  const german = movers.some((id) => env.counter(id).side === 'german' && env.facts(id).combat && state.pieces[id]!.at !== null);
  if (!german) return { state, events: [] };
  const units = nkvdAdjacent(env, state, hex);
  if (units.length === 0) return { state, events: [] };
  return rollReliability(env, state, { cause: 'german-adjacent', hex, units }, dice, label);
}
