import { stukasOfTurn } from '#games/streets-of-stalingrad/air/availability';
import { canonicalJson } from '#kernel/canonical';
import type { UnitOptions } from '#kernel/engine/ruleset';
import { hexId } from '#kernel/ids';
import { toPiece } from '#games/streets-of-stalingrad/data/counter-inputs';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { isBox } from '#games/streets-of-stalingrad/orders/places';
import { otherSide, SOS_SIDES, type SosSide } from '#games/streets-of-stalingrad/sequence/phases';
import { stackProblems } from '#games/streets-of-stalingrad/stacking/check-stack';
import type { Piece } from '#games/streets-of-stalingrad/stacking/pieces';
import type { SosStateView } from '#games/streets-of-stalingrad/view/side-view';
import { enemySight, type SosLook } from '#games/streets-of-stalingrad/view/sight';

/** Pieces that stand in a hex whoever holds it: a minefield (9.71, 17.23), a fortification, a bridge, the markers. */
const FIXTURES = new Set<Piece['kind']>(['minefield', 'fortification', 'bridge', 'stuka', 'explosion']);

/**
 * Invariants of a Streets of Stalingrad position between windows:
 * - a piece in play on a map hex or in a box (2.15), an eliminated one at null (9.8);
 * - never the units of both sides in one hex (9.8, 9.85: a hex is vacated before it is entered);
 * - between phases (no pause open) each side's stack in a hex within the limits (5.1, 5.3-5.7).
 */
export function sosStateProblems(env: SosEnv, game: SosGame): string[] {
  const out: string[] = [];
  const { state } = game;
  const byHex = new Map<string, Piece[]>();
  // SoS 15.11, 15.51: no more Stukas used in a turn than the scenario gives
  const stukas = stukasOfTurn(env, game.scenario, state.turn);
  if (state.stukasUsed > stukas) out.push(`${state.stukasUsed} Stukas used on turn ${state.turn}, of ${stukas} (SoS 15.11, 15.51)`);
  for (const [id, p] of Object.entries(state.pieces)) {
    if (p.eliminated && p.at !== null) out.push(`${id} is eliminated yet stands at ${p.at} (SoS 9.8)`);
    if (p.at === null) continue;
    if (!isBox(p.at) && !env.map.hex(hexId(p.at))) out.push(`${id} stands at ${p.at}, neither a hex of the map nor a box (SoS 2.15)`);
    if (isBox(p.at)) continue;
    const list = byHex.get(p.at) ?? [];
    list.push(toPiece(env.counter(id)));
    byHex.set(p.at, list);
  }
  for (const [hex, pieces] of byHex) {
    const sides = new Set(pieces.filter((p) => !FIXTURES.has(p.kind)).map((p) => p.side));
    if (sides.size > 1) out.push(`${hex} holds units of both sides: ${pieces.map((p) => p.id).join(', ')} (SoS 9.8)`);
    if (game.pause || game.setup) continue;
    const minefield = pieces.find((p) => p.kind === 'minefield')?.side;
    const volga = env.map.hex(hexId(hex))?.river === 'volga';
    for (const side of SOS_SIDES) {
      if (!pieces.some((p) => p.side === side)) continue;
      for (const s of stackProblems(env.tables.stacking, side, pieces, { volga, ...(minefield ? { minefield } : {}) })) out.push(`${hex}: the ${side} stack breaks a limit at the end of a phase: ${s.message} (${s.rule})`);
    }
  }
  return out;
}

/** Every quoted string of a JSON text: what ids it names. */
const namesIn = (json: string): Set<string> => new Set([...json.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!));

/**
 * SoS 7.0-7.6: what a side's view and options and the public view show must be what the
 * hidden-unit rules let them show: each side's view holds no enemy piece `enemySight` hides
 * from it, and names none anywhere; its options name no enemy unit at all; the public view
 * names no unit hidden from its enemy.
 */
export function sosLeakProblems(env: SosEnv, look: SosLook, game: SosGame, view: (side: SosSide | null) => { state: SosStateView }, options: readonly { side: string; options: readonly UnitOptions[] }[]): string[] {
  const out: string[] = [];
  const hiddenFrom = new Map<SosSide, Set<string>>();
  for (const viewer of SOS_SIDES) {
    const sight = enemySight(env, game.state, viewer, look);
    const hidden = new Set([...sight].filter(([, s]) => !s.visible).map(([id]) => id));
    hiddenFrom.set(viewer, hidden);
    const v = view(viewer);
    for (const id of Object.keys(v.state.pieces)) {
      if (env.counter(id).side === viewer) continue;
      const s = sight.get(id);
      if (!s?.visible) out.push(`the ${viewer} view holds enemy piece ${id} at ${game.state.pieces[id]?.at ?? 'null'}, which the hidden-unit rules hide from it (SoS 7.0)`);
    }
    const named = [...namesIn(canonicalJson(v))].filter((n) => hidden.has(n));
    if (named.length > 0) out.push(`the ${viewer} view names enemy units hidden from it: ${named.slice(0, 5).join(', ')} (SoS 7.0)`);
  }
  for (const { side, options: list } of options) {
    const enemy = list.flatMap((o) => [...namesIn(canonicalJson(o))]).filter((n) => env.findCounter(n) && env.counter(n).side !== side);
    if (enemy.length > 0) out.push(`the ${side} options name enemy units: ${[...new Set(enemy)].slice(0, 5).join(', ')}`);
  }
  const pub = namesIn(canonicalJson(view(null)));
  for (const owner of SOS_SIDES) {
    const named = [...hiddenFrom.get(otherSide(owner))!].filter((id) => pub.has(id));
    if (named.length > 0) out.push(`the public view names ${owner} units hidden from the ${otherSide(owner)} player: ${named.slice(0, 5).join(', ')} (SoS 7.0)`);
  }
  return out;
}
