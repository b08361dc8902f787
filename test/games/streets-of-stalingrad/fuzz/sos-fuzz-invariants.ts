import { stukasOfTurn } from '#games/streets-of-stalingrad/air/availability';
import { canonicalJson } from '#kernel/canonical';
import type { GameEvent } from '#kernel/engine/events';
import type { UnitOptions } from '#kernel/engine/ruleset';
import { hexId } from '#kernel/ids';
import { toPiece } from '#games/streets-of-stalingrad/data/counter-inputs';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { isClearHex } from '#games/streets-of-stalingrad/hidden/hidden-status';
import { isBox } from '#games/streets-of-stalingrad/orders/places';
import { otherSide, SOS_SIDES, type SosSide } from '#games/streets-of-stalingrad/sequence/phases';
import { SOS_STEPS } from '#games/streets-of-stalingrad/sequence/steps';
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
  // SoS 15.11, 15.51: no more Stukas used in a turn than the scenario gives; until phase 1 returns them (15.21,
  // game/automatic.ts) the Stukas used are the turn before's, whose count may differ in the campaign (15.52)
  const before = state.turn > 1 ? stukasOfTurn(env, game.scenario, state.turn - 1, state) : 0;
  const stukas = Math.max(stukasOfTurn(env, game.scenario, state.turn, state), before);
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

/** One opportunity fire as the firing side sees it: each fire is an event per side when the sides see it differently (view/event-visibility.ts). */
interface FireSeen {
  from: string;
  hex: string;
  firers: { id: string }[];
  movers: string[];
  side: SosSide;
  result: string;
}

export function firesSeenByFirer(env: SosEnv, events: readonly GameEvent[]): FireSeen[] {
  const out: FireSeen[] = [];
  for (const e of events) {
    if (e.type !== 'opportunity-fire') continue;
    const firers = (e['firers'] as { id: string }[] | undefined) ?? [];
    const side = firers[0] ? ((env.findCounter(firers[0].id)?.side as SosSide | undefined) ?? null) : null;
    if (!side || (e.visibleTo && !e.visibleTo.includes(side))) continue;
    out.push({ from: String(e['from']), hex: String(e['hex']), firers, movers: (e['movers'] as string[] | undefined) ?? [], side, result: String(e['result']) });
  }
  return out;
}

/**
 * Opportunity fire as one step's events tell it, against the position the step started from
 * (`before`, in window `window`) and the one it made (`after`):
 * - it is fired only in a movement, exploit movement or reserves window, by the side that is
 *   not moving (11.1), at units of the moving side;
 * - a unit fires at most once a phase (11.2): once among the step's fires, and not if the
 *   position already records it as having fired in this phase;
 * - a firer was not pinned (11.3; the firing side does not move, so its pins are those it
 *   started the phase with);
 * - the hex fired at is a clear hex (11.4) or a hex whose only other terrain is a balka (11.6);
 * - a unit a `move-stopped-by-fire` names is, after the step, pinned, eliminated or back in
 *   the box it crossed from (11.11, 8.70), or a leader (never pinned, 11.11).
 */
export function sosOpportunityFireProblems(env: SosEnv, window: string, before: SosGame, after: SosGame, events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  const [turnPart, name = ''] = window.split('/');
  const mover: SosSide | null = /-(movement|exploit-movement|reserves)$/.test(name) ? (name.startsWith('german') ? 'german' : 'soviet') : null;
  const turn = Number(turnPart?.replace(/^T/, ''));
  const phase = SOS_STEPS.find((x) => x.window === name)?.phase;
  const seen = new Set<string>();
  for (const f of firesSeenByFirer(env, events)) {
    const what = `opportunity fire from ${f.from} at ${f.hex} in ${window}`;
    if (!mover) out.push(`${what}: not a movement, exploit movement or reserves window (SoS 11.1)`);
    else if (f.side === mover) out.push(`${what}: fired by the ${f.side}, the side that moves (SoS 11.1)`);
    const own = f.movers.filter((id) => env.findCounter(id)?.side === f.side);
    if (own.length > 0) out.push(`${what}: fired at the firer's own units ${own.join(', ')} (SoS 11.1)`);
    for (const { id } of f.firers) {
      if (env.counter(id).side !== f.side) out.push(`${what}: ${id} fires with units of the other side (SoS 11.8)`);
      if (seen.has(id)) out.push(`${what}: ${id} fires a second time in one phase (SoS 11.2)`);
      seen.add(id);
      if (before.state.opportunityFired.some((r) => r.unit === id && r.turn === turn && r.phase === phase)) out.push(`${what}: ${id} already fired in this phase, by the position's record (SoS 11.2)`);
      if (before.state.pieces[id]?.pinned) out.push(`${what}: ${id} was pinned (SoS 11.3)`);
      if (before.state.pieces[id]?.at !== f.from) out.push(`${what}: ${id} stood at ${before.state.pieces[id]?.at ?? 'null'}, not ${f.from} (SoS 11.8)`);
    }
    const hex = env.map.hex(hexId(f.hex));
    const other = hex ? hex.terrain.filter((t) => !env.tec.terrain[t]?.clearForVisibility) : [];
    if (!hex) out.push(`${what}: ${f.hex} is not a map hex (SoS 11.4)`);
    else if (!isClearHex(env.tec, hex.terrain) && !(other.length === 1 && other[0] === 'balka')) out.push(`${what}: ${f.hex} is neither a clear hex nor a balka hex (${other.join(', ')}) (SoS 11.4, 11.6)`);
  }
  for (const e of events) {
    if (e.type !== 'move-stopped-by-fire') continue;
    for (const id of (e['units'] as string[] | undefined) ?? []) {
      const p = after.state.pieces[id];
      // 11.11: "leaders cannot be pinned": a leader stops with its stack unpinned
      if (!p || p.pinned || p.eliminated || (p.at !== null && isBox(p.at)) || env.counter(id).type === 'leader') continue;
      out.push(`${id}, stopped by opportunity fire at ${String(e['at'])} in ${window}, is neither pinned nor eliminated nor back in its box: at ${p.at ?? 'null'} (SoS 11.11, 8.70)`);
    }
  }
  return out;
}

