import { hexId } from '#kernel/ids';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { isClearHex } from '#games/streets-of-stalingrad/hidden/hidden-status';
import { SOS_SIDES, type SosSide } from '#games/streets-of-stalingrad/sequence/phases';
import { engineeringOf } from '#games/streets-of-stalingrad/state/engineering';
import type { SosStateView } from '#games/streets-of-stalingrad/view/side-view';

const repeated = (hexes: readonly string[]): string[] => [...new Set(hexes.filter((h, i) => hexes.indexOf(h) !== i))];

/**
 * The works and tasks of a position (SoS 17.0):
 * - at most one bridge (17.11), one minefield (17.21) and one fortification (17.33) a hex, each
 *   on a hex of the map; a bridge on a balka hex (17.11);
 * - no two tasks of a side building the same kind of work in one hex (17.11, 17.21, 17.33);
 * - each engineer on one task at most ("may not switch"), an engineer of the task's side.
 */
export function sosEngineeringProblems(env: SosEnv, game: SosGame): string[] {
  const out: string[] = [];
  const e = engineeringOf(game.state);
  const works = [
    ['fortification', e.fortifications.map((f) => f.hex), 'SoS 17.33'],
    ['minefield', e.minefields.map((m) => m.hex), 'SoS 17.21'],
    ['bridge', e.bridges, 'SoS 17.11'],
  ] as const;
  for (const [kind, hexes, rule] of works) {
    for (const h of repeated(hexes)) out.push(`${h} holds more than one ${kind} (${rule})`);
    for (const h of hexes) if (!env.map.hex(hexId(h))) out.push(`a ${kind} stands at ${h}, no hex of the map (${rule})`);
  }
  for (const h of e.bridges) if (env.map.hex(hexId(h)) && !env.map.hex(hexId(h))!.terrain.includes('balka')) out.push(`the bridge at ${h} is not on a balka hex (SoS 17.11)`);
  const open = e.tasks.filter((t) => t.done === null && !t.remove);
  for (const t of open) {
    if (open.some((o) => o !== t && o.side === t.side && o.kind === t.kind && o.hex === t.hex)) out.push(`two ${t.side} tasks build a ${t.kind} in ${t.hex} (SoS 17.11, 17.21, 17.33)`);
  }
  const seen = new Map<string, number>();
  for (const t of e.tasks) {
    for (const u of t.units) {
      seen.set(u, (seen.get(u) ?? 0) + 1);
      if (env.findCounter(u)?.side !== t.side) out.push(`${u} works on a ${t.side} task in ${t.hex} and is no ${t.side} unit (SoS 17.0)`);
    }
  }
  for (const [u, n] of seen) if (n > 1) out.push(`${u} is on ${n} engineering tasks at once: an engineer may not switch (SoS 17.15, 17.24, 17.34)`);
  return out;
}

/**
 * SoS 17.16, 17.18, 17.27, 17.37: an engineer on a task not finished when the step began does
 * not move in the movement windows of its side (it may again in the movement phase after the
 * work is done): after the step it stands where it stood, unless it was eliminated.
 */
export function sosEngineersAtWorkProblems(window: string, before: SosGame, after: SosGame): string[] {
  const out: string[] = [];
  const name = window.split('/')[1] ?? '';
  if (!/movement|reserves/.test(name)) return out;
  for (const t of engineeringOf(before.state).tasks) {
    if (t.done !== null || !name.startsWith(t.side)) continue;
    for (const u of t.units) {
      const was = before.state.pieces[u]?.at ?? null;
      const now = after.state.pieces[u];
      if (!now || now.eliminated || now.at === was) continue;
      out.push(`${u}, ${t.remove ? 'removing' : 'building'} a ${t.kind} in ${t.hex}, moved from ${was ?? 'null'} to ${now.at ?? 'null'} in ${window} (SoS 17.16, 17.18)`);
    }
  }
  return out;
}

/**
 * SoS 17.21, 7.0: a side's view shows no minefield of the enemy that is still hidden (not
 * revealed, in a hex that is not clear), and no task of the enemy's engineers in progress.
 */
export function sosHiddenWorkProblems(env: SosEnv, game: SosGame, view: (side: SosSide) => { state: SosStateView }): string[] {
  const out: string[] = [];
  const e = engineeringOf(game.state);
  for (const viewer of SOS_SIDES) {
    const shown = view(viewer).state.engineering;
    if (!shown) continue;
    for (const m of shown.minefields) {
      const real = e.minefields.find((x) => x.hex === m.hex);
      if (!real || real.side === viewer || real.revealed) continue;
      if (!isClearHex(env.tec, env.map.hex(hexId(m.hex))?.terrain ?? [])) out.push(`the ${viewer} view shows the hidden ${real.side} minefield in ${m.hex} (SoS 17.21, 7.0)`);
    }
    for (const t of shown.tasks) if (t.side !== viewer) out.push(`the ${viewer} view shows a ${t.side} task in ${t.hex} (SoS 17.0, 7.0)`);
  }
  return out;
}
