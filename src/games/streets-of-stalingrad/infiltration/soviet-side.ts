import type { SosEnv } from '../game/env';
import type { SosState } from '../state/types';
import { isHex, distance, neighbours } from '../windows/attack/battlefield';
import { unitOf } from '../windows/attack/fire-units';
import { isCombatUnit } from '../combat/unit-classes';

/** Works are not units that hold a line: minefields, fortifications and bridges (17.0). */
const WORKS = new Set(['minefield', 'fortification', 'bridge']);

/**
 * SoS 13.1: the Soviet units on the map that do not infiltrate, every counter of the side
 * (leaders, snipers and OPs included: "a non-infiltrating Soviet unit"), works apart.
 */
export function stayingSoviets(env: SosEnv, state: SosState, infiltrators: readonly string[]): { id: string; hex: string }[] {
  return Object.entries(state.pieces)
    .filter(([id, p]) => isHex(env, p.at) && !infiltrators.includes(id) && env.counter(id).side === 'soviet' && !WORKS.has(env.counter(id).type))
    .map(([id, p]) => ({ id, hex: p.at! }));
}

/** SoS 13.1: "may not move farther than 4 hexes away from a non-infiltrating Soviet unit". */
export const TETHER = 4;

/** SoS 13.1: the hexes of the map within 4 hexes of one of the `staying` units, counted hex by hex from theirs. */
export function tetherHexes(env: SosEnv, staying: readonly { hex: string }[]): ReadonlySet<string> {
  const out = new Set(staying.map((s) => s.hex));
  let ring = [...out];
  for (let d = 1; d <= TETHER; d++) {
    const next: string[] = [];
    for (const h of ring) for (const n of neighbours(env, h)) if (!out.has(n) && distance(env, h, n) === 1) { out.add(n); next.push(n); }
    ring = next;
  }
  return out;
}

/** SoS 13.8: the hexes holding a Soviet combat unit that does not infiltrate ("their own lines"). */
export function sovietLine(env: SosEnv, state: SosState, infiltrators: readonly string[]): ReadonlySet<string> {
  const out = new Set<string>();
  for (const [id, p] of Object.entries(state.pieces)) {
    if (!isHex(env, p.at) || infiltrators.includes(id) || env.counter(id).side !== 'soviet') continue;
    const u = unitOf(env, state, id);
    if (u !== undefined && isCombatUnit(u)) out.add(p.at);
  }
  return out;
}

/**
 * SoS 13.8, a reading: "back to the Soviet side of the battlefield", "to their own lines": the
 * hex holds a Soviet combat unit that did not infiltrate (`line`: sovietLine), or lies next to
 * one and in no German ZOC (`germanZoc`: walk-board.ts).
 */
export function onSovietSide(env: SosEnv, line: ReadonlySet<string>, germanZoc: ReadonlySet<string>, hex: string): boolean {
  if (line.has(hex)) return true;
  return !germanZoc.has(hex) && neighbours(env, hex).some((n) => line.has(n));
}
