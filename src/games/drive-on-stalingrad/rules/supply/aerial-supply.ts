import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { GERMAN, SOVIET, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { isProblem, resolveHex } from '../hex-labels';
import { problem, type OrderProblem } from '../problem';
import { aerialAvailable } from './aerial-cover';
import { supplyAt } from './supply-of';

/**
 * Checks an `aerial` order (DoS 7.6): German only, one hex per game turn (this file may
 * not place it twice either), any hex of the map. Paths are relative to the order.
 */
export function checkAerial(ctx: DosContext, state: DosState, side: DosSide, label: string): OrderProblem[] {
  const out: OrderProblem[] = [];
  if (side !== GERMAN) out.push(problem(['aerial'], 'german-only', 'only the German has the aerial supply marker', 'DoS 7.6'));
  else if (!aerialAvailable(state)) out.push(problem(['aerial'], 'aerial-used', `the aerial supply marker was already committed this game turn (to ${state.supply.aerial!.hex})`, 'DoS 7.6'));
  const hex = resolveHex(ctx, label, ['aerial', 'hex']);
  if (isProblem(hex)) out.push(hex);
  return out;
}

/** Commits the aerial marker to `hex` for the rest of this game turn (DoS 7.6; digest E14). Mutates the draft. */
export function placeAerial(ctx: DosContext, draft: DosState, hex: HexId, how: string): GameEvent {
  draft.supply = { ...draft.supply, aerial: { hex, turn: draft.turn } };
  const name = ctx.map.hex(hex)?.name;
  return {
    type: 'aerial-supply',
    rule: 'DoS 7.6',
    side: GERMAN,
    hex,
    turn: draft.turn,
    how,
    text: `German aerial supply marker committed to ${hex}${name ? ` ${name}` : ''} (${how}): German-side units there and in the six hexes around are supplied for defense until the end of game turn ${draft.turn} (DoS 7.6)`,
  };
}

/**
 * The German's standing `aerial` with `when: soviet-turn` (the default; digest §6 N4): at
 * the start of the Soviet player turn, if the marker is still free this game turn.
 * Mutates the draft.
 */
export function standingAerialAtSovietTurn(ctx: DosContext, draft: DosState): GameEvent[] {
  const s = draft.standing.german?.aerial;
  if (!s || (s.when ?? 'soviet-turn') !== 'soviet-turn' || draft.at.side !== SOVIET || draft.at.step !== 0 || !aerialAvailable(draft)) return [];
  const hex = ctx.map.resolve(s.hex);
  return hex === null ? [] : [placeAerial(ctx, draft, hex, 'standing order, start of the Soviet player turn')];
}

/**
 * The German's standing `aerial` with `when: attacked` (digest §6 N4): just before a
 * Soviet prepared assault on German-side units in `target` that the marker would reach
 * (its hex or the six around) and that are not in regular supply, if the marker is still
 * free this game turn. Mutates the draft.
 */
export function standingAerialBeforeBattle(ctx: DosContext, draft: DosState, target: HexId): GameEvent | null {
  const s = draft.standing.german?.aerial;
  if (!s || s.when !== 'attacked' || !aerialAvailable(draft)) return null;
  const hex = ctx.map.resolve(s.hex);
  if (hex === null || (hex !== target && ctx.map.grid.distance(hex, target) > 1)) return null;
  if (supplyAt(ctx, draft, GERMAN, target) === 'regular') return null;
  return placeAerial(ctx, draft, hex, `standing order, before the Soviet attack on ${target}`);
}
