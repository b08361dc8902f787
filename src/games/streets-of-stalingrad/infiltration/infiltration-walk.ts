import type { HexId } from '#kernel/ids';
import type { SosEnv } from '../game/env';
import type { SosState } from '../state/types';
import { distance, isHex, stackKeeps } from '../windows/attack/battlefield';
import type { WalkBoard } from './walk-board';

/** A problem of one step of an infiltration walk, at the index of its hex in the path. */
export interface WalkProblem {
  step: number;
  code: string;
  message: string;
  rule: string;
}

/** How a walk is bounded: the way in by the tether to the Soviet units left behind (13.1), the way back by its length (13.8). */
export interface WalkLimits {
  /** The hexes within 4 hexes of a non-infiltrating Soviet unit (13.1: soviet-side.ts tetherHexes), every hex entered one of them; absent: no tether. */
  tether?: ReadonlySet<string>;
}

/** SoS 13.2: "city or industrial/fortified hexes", where Herman and the infantry may pass German units. */
export function cityOrIndustrial(env: SosEnv, hex: string): boolean {
  const t = env.map.hex(hex as HexId)?.terrain ?? [];
  return t.includes('city') || t.includes('industrial');
}

/**
 * What one hex entered does to an infiltration walk (13.2), read without MP (13.0 gives the
 * walk none: only the tether of 13.1 and the 4 hexes of 13.8 bound it):
 * - `refused`: not a land hex of the map next to the last one (8.04; the Volga is crossed in
 *   movement phases only, 8.63), a hex with German units (a German-built minefield too)
 *   outside city and industrial/fortified hexes ("may move over and through German units,
 *   including German minefields, but only when in city or industrial/fortified hexes"), or
 *   beyond the tether (13.1);
 * - `passOnly`: German units in a city or industrial/fortified hex: through, never to stop (13.2);
 * - `stop`: the walk ends here: a German ZOC hex ("must stop if they otherwise enter a German
 *   ZOC hex"; a ZOC never reaches a city or industrial hex, 6.2) or a Soviet minefield outside
 *   city and industrial hexes (17.22 and its exception for this movement).
 */
export type StepRead = { refused: WalkProblem } | { refused: null; passOnly: boolean; stop: boolean };

export function readStep(env: SosEnv, board: WalkBoard, from: string, to: string, limits: WalkLimits, step: number): StepRead {
  const refuse = (code: string, message: string, rule: string): StepRead => ({ refused: { step, code, message, rule } });
  if (!isHex(env, to)) return refuse('off-map', `${to} is not a hex of the map: the infiltration is made on the map`, 'SoS 13.1');
  if (distance(env, from, to) !== 1) return refuse('not-adjacent', `${to} is not next to ${from}: the path enters each hex in turn`, 'SoS 8.04');
  if (env.map.hex(to as HexId)?.river === 'volga') return refuse('volga', `${to} is a Volga River hex: it is crossed in movement phases only`, 'SoS 8.63, 13.2');
  const city = cityOrIndustrial(env, to);
  const german = board.german.has(to);
  if (german && !city) return refuse('german-units-outside-city', `${to} holds German units and is no city or industrial/fortified hex: Herman passes German units only in those`, 'SoS 13.2');
  if (limits.tether && !limits.tether.has(to)) return refuse('beyond-tether', `${to} is more than 4 hexes from every Soviet unit that does not infiltrate`, 'SoS 13.1');
  const stop = board.germanZoc.has(to) || (!city && board.sovietMines.has(to));
  return { refused: null, passOnly: german, stop };
}

/**
 * SoS 13.2, 13.8, 5.0: the problems of a whole walk from `start` along `path` by the two
 * `movers`: each hex by readStep, the walk going on past a stop refused, and its last hex
 * neither a German hex (13.2: "may not stop in a hex that contains German units") nor over
 * the stacking limit (5.0).
 */
export function walkProblems(env: SosEnv, state: SosState, board: WalkBoard, start: string, path: readonly string[], movers: readonly string[], limits: WalkLimits): WalkProblem[] {
  let from = start;
  for (const [i, to] of path.entries()) {
    const r = readStep(env, board, from, to, limits, i);
    if (r.refused) return [r.refused];
    const last = i === path.length - 1;
    if (r.passOnly && last) return [{ step: i, code: 'stops-on-german-units', message: `${to} holds German units: Herman and the infantry unit may pass through it, not stop in it`, rule: 'SoS 13.2' }];
    if (r.stop && !last) return [{ step: i + 1, code: 'must-stop', message: `the walk must stop in ${to} (a German ZOC hex or a minefield outside city hexes): it goes no farther`, rule: 'SoS 13.2, 8.09, 17.22' }];
    from = to;
  }
  if (!stackKeeps(env, state, from, 'soviet', movers)) return [{ step: path.length - 1, code: 'over-stacked', message: `${from} would be over the stacking limit with Herman and the infantry unit in it`, rule: 'SoS 5.0' }];
  return [];
}
