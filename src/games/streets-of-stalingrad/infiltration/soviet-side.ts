import type { SosEnv } from '../game/env';
import type { SosState } from '../state/types';
import { isHex, inZocOf, distance, neighbours, sideAt } from '../windows/attack/battlefield';
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

/** SoS 13.1: "may not move farther than 4 hexes away from a non-infiltrating Soviet unit": the hex lies within 4 hexes of one. */
export const TETHER = 4;
export const withinTether = (env: SosEnv, staying: readonly { hex: string }[], hex: string): boolean => staying.some((s) => distance(env, s.hex, hex) <= TETHER);

/**
 * SoS 13.8, a reading: "back to the Soviet side of the battlefield", "to their own lines": the
 * hex holds a Soviet combat unit that did not infiltrate, or lies next to one and in no German ZOC.
 */
export function onSovietSide(env: SosEnv, state: SosState, hex: string, infiltrators: readonly string[]): boolean {
  const holdsLine = (h: string) => sideAt(env, state, h, 'soviet').some((id) => {
    if (infiltrators.includes(id)) return false;
    const u = unitOf(env, state, id);
    return u !== undefined && isCombatUnit(u);
  });
  if (holdsLine(hex)) return true;
  return !inZocOf(env, state, hex, 'german') && neighbours(env, hex).some(holdsLine);
}
