import type { UnitOptions } from '#kernel/engine/ruleset';
import { hexId } from '#kernel/ids';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import { infiltrationBegun } from '#games/streets-of-stalingrad/infiltration/infiltration-start';
import { isHerman, isSovietInfantry } from '#games/streets-of-stalingrad/infiltration/infiltrators';
import { isBox } from '#games/streets-of-stalingrad/orders/places';
import type { SosScenarioId } from '#games/streets-of-stalingrad/sequence/scenarios';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import type { PlannedOrder } from '../../../fuzz/fuzz-title';
import type { Rng } from '../../../fuzz/rng';

/**
 * Herman readied for his infiltration (SoS 13.1: with "any one Soviet infantry unit" he is
 * stacked with, from 26 September): in a Soviet movement window, mostly, Herman moves to one of
 * the hexes the options list for him that holds a Soviet infantry unit, best two hexes from
 * the Germans (offered: legal alone), or, already stacked with one there or farther, stays. Returns the order, if
 * any, and the units that stay put in the file so that the pair stays together (Herman and the
 * Soviet units of the hex he ends in).
 */
export function planHerman(env: SosEnv, state: SosState, scenario: SosScenarioId, options: readonly UnitOptions[], rng: Rng): { orders: PlannedOrder[]; units: string[] } {
  const none = { orders: [], units: [] };
  if (!infiltrationBegun(scenario, state.turn) || !rng.chance(0.7)) return none;
  const herman = Object.keys(state.pieces).find((id) => isHerman(env, id) && state.pieces[id]!.at !== null && !isBox(state.pieces[id]!.at!));
  if (!herman) return none;
  const infantryAt = (hex: string) => Object.keys(state.pieces).filter((id) => state.pieces[id]!.at === hex && isSovietInfantry(env, state, id) && !state.pieces[id]!.pinned);
  const sovietsAt = (hex: string) => Object.keys(state.pieces).filter((id) => state.pieces[id]!.at === hex && env.counter(id).side === 'soviet');
  const at = state.pieces[herman]!.at!;
  const germans = [...new Set(Object.keys(state.pieces).filter((id) => env.counter(id).side === 'german').map((id) => state.pieces[id]!.at).filter((h): h is string => h !== null && !isBox(h)))];
  const gap = (hex: string) => Math.min(99, ...germans.map((g) => env.map.grid.distance(hexId(hex), hexId(g))));
  // two hexes from the Germans is best: near enough to walk in (13.2), not so near that the infantry unit fights in the Attack Phase and is spent (9.18)
  const worth = (hex: string) => (gap(hex) < 2 ? 50 + gap(hex) : gap(hex));
  if (infantryAt(at).length > 0 && gap(at) >= 2) return { orders: [], units: sovietsAt(at) };
  const moves = (options.find((o) => o.unit === herman)?.moves ?? []).filter((m) => !isBox(m.hex) && infantryAt(m.hex).length > 0);
  if (moves.length === 0) return none;
  const move = moves.reduce((a, b) => (worth(b.hex) < worth(a.hex) ? b : a));
  return { orders: [{ order: { move: { units: [herman], path: move.path } }, offered: true }], units: [herman, ...sovietsAt(move.hex)] };
}
