import type { HexId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { GERMAN, SOVIET } from '#games/drive-on-stalingrad/state/sides';
import { occupant } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { isManychHexside } from '../manych-flood';
import { problem, type OrderProblem } from '../problem';
import type { TerrainConditions } from '../terrain-conditions';
import { isRiverHexside } from '../terrain-costs';
import { fortKeepsCombatEffects } from '#games/drive-on-stalingrad/state/game-options';

/** Natural terrains no mobile assault may enter (DoS 9.25; 11.14-11.17). */
const CLOSED_TERRAIN = new Set(['forest', 'hills', 'mountain', 'marsh']);

/**
 * Where a mobile assault may go (DoS 9.24, 9.25, 11.19, 11.22, 11.23, 9.32): a hex
 * adjacent to the launch hex and held by Soviet units; never forest, hills, mountain,
 * marsh, a city or an intact Don-Volga fortification (a destroyed one no longer
 * counts, unless the game option `destroyedForts: keep-combat`); never across an all-water, Volga or blocked hexside, an unfrozen non-Volga
 * river, nor the flooded Manych.
 */
export function targetProblems(ctx: DosContext, state: DosState, launch: HexId, target: HexId, conditions: TerrainConditions): OrderProblem[] {
  const at = ['assault', 'target'];
  const out: OrderProblem[] = [];
  if (ctx.map.grid.direction(launch, target) === null) {
    return [problem(at, 'not-adjacent', `${target} is not adjacent to the launch hex ${launch}`, 'DoS 9.24')];
  }
  const holder = occupant(ctx, state, target);
  if (holder === GERMAN) out.push(problem(at, 'friendly-target', `${target} holds your own units`, 'DoS 9.24'));
  else if (holder !== SOVIET) out.push(problem(at, 'target-empty', `${target} holds no Soviet units now`, 'DoS 9.24'));
  const hex = ctx.map.hex(target);
  const terrain = hex?.terrain ?? 'clear';
  if (CLOSED_TERRAIN.has(terrain)) out.push(problem(at, 'ma-terrain', `no mobile assault into ${terrain} (${target})`, 'DoS 9.25'));
  if (ctx.map.hasFeature(target, 'city')) out.push(problem(at, 'ma-city', `no mobile assault into a city (${target})`, 'DoS 11.22'));
  if (ctx.map.hasFeature(target, 'fort') && (!state.fortsDestroyed.includes(target) || fortKeepsCombatEffects(state))) {
    // DoS 9.25, 11.23; a destroyed hex still bars it with the game option destroyedForts: keep-combat
    out.push(problem(at, 'ma-fort', `no mobile assault into the Don-Volga defense line (${target})`, 'DoS 11.23'));
  }
  const side = ctx.map.hexside(launch, target);
  const across = `${launch}/${target}`;
  if (side.includes('lake') || side.includes('sea')) out.push(problem(at, 'ma-water', `no mobile assault across an all-water hexside (${across})`, 'DoS 9.25'));
  if (side.includes('volga')) out.push(problem(at, 'across-volga', `German-side units may never attack across the Volga (${across})`, 'DoS 11.19'));
  if (side.includes('blocked')) out.push(problem(at, 'blocked-hexside', `no attack across the blocked mountain hexside ${across}`, 'DoS 11.16'));
  if (conditions.manychFlooded && isManychHexside(side)) {
    out.push(problem(at, 'manych-flooded', `the Manych is flooded this game turn: no attack across ${across}`, 'DoS 9.32'));
  } else if (isRiverHexside(side) && conditions.weather?.frozen !== true) {
    out.push(problem(at, 'ma-river', `no mobile assault across an unfrozen river (${across})`, 'DoS 11.19'));
  }
  return out;
}
