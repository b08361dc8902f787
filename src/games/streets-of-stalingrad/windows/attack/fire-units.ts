import type { HexId } from '#kernel/ids';
import type { Firer, FiringHex, Leader, SosUnit, TargetHex } from '../../combat/fire-combat';
import { toSosUnit } from '../../data/counter-inputs';
import type { SosEnv } from '../../game/env';
import type { SosSide } from '../../sequence/phases';
import type { SosState } from '../../state/types';
import { outOfSupplyOf } from '../../supply/out-of-supply';
import { fortificationAt, minefieldAt } from '../../state/engineering';
import { combatTerrain, distance, hexsideOf, isHex, sideAt, surrounded, tecDrm } from './battlefield';

/**
 * The units of a position as fire combat reads them (combat/fire-combat.ts): each counter's
 * printed values with the markers on it, where it stands and how far from the target.
 */

/** The counter as a fire unit with its "dismounted" marker, or undefined for a piece that never fires (a leader). */
export function unitOf(env: SosEnv, state: SosState, id: string): SosUnit | undefined {
  const u = toSosUnit(env.counter(id));
  if (!u) return undefined;
  return state.pieces[id]!.dismounted ? { ...u, dismounted: true } : u;
}

/** The leader a counter is (18.0), or undefined. */
export function leaderOf(env: SosEnv, id: string, hex: string): Leader | undefined {
  const c = env.counter(id);
  if (c.type !== 'leader' || !c.leader || c.leader.kind === 'hq') return undefined;
  return { id, side: c.side, kind: c.leader.kind, hex };
}

/** The first leader of `side` at the hex, in id order. */
export const leaderAt = (env: SosEnv, state: SosState, hex: string, side: SosSide): Leader | undefined =>
  sideAt(env, state, hex, side).map((id) => leaderOf(env, id, hex)).find((l) => l !== undefined);

/** A unit firing from `from` at `target`, with its markers and the map facts of 9.71. */
export function firerOf(env: SosEnv, state: SosState, id: string, from: string, target: string, claimsRedAf: boolean): Firer | undefined {
  const u = unitOf(env, state, id);
  if (!u) return undefined;
  const p = state.pieces[id]!;
  const d = distance(env, from, target);
  const side = d === 1 ? hexsideOf(env, target, from) : undefined;
  return {
    ...u,
    hex: from,
    distance: d,
    ...(side !== undefined ? { hexside: side } : {}),
    ...(p.pinned ? { pinned: true } : {}),
    ...(p.spent ? { spent: true } : {}),
    // SoS 9.6, 9.71: the +1 of Soviet units attacking from the Volga is the crossers' ("Soviet infantry units on Volga River hexes"), not the River Flotilla's (16.55)
    ...(u.side === 'soviet' && u.type !== 'riverFlotilla' && env.map.hex(from as HexId)?.river === 'volga' ? { onVolga: true } : {}),
    ...(claimsRedAf ? { claimsRedAf: true } : {}),
    // SoS 19.5, 19.6: its "Out of Supply" marker (supply/isolation-phase.ts)
    ...(outOfSupplyOf(state, id) > 0 ? { outOfSupply: outOfSupplyOf(state, id) } : {}),
    // SoS 17.23: an attacking unit in a hex with an enemy minefield
    ...(minefieldAt(state, from) !== undefined && minefieldAt(state, from)!.side !== u.side ? { onEnemyMinefield: true } : {}),
  };
}

/**
 * The target hex as fire combat reads it (9.11, 9.14): its ruling terrain and TEC modifier,
 * every unit of `owner` in it, his leader and fortification, and whether it is surrounded by
 * the firing side (9.71).
 */
export function targetOf(env: SosEnv, state: SosState, hex: string, owner: SosSide, units: readonly string[]): TargetHex {
  const all = sideAt(env, state, hex, owner);
  const leader = leaderAt(env, state, hex, owner);
  const firing: SosSide = owner === 'german' ? 'soviet' : 'german';
  // SoS 17.31, 17.32: the owner's fortification (an enemy's never serves him); 17.23: a minefield of the firing side
  const fortification = all.some((id) => env.counter(id).type === 'fortification') || fortificationAt(state, hex)?.side === owner;
  const minefield = sideAt(env, state, hex, firing).some((id) => env.counter(id).type === 'minefield') || minefieldAt(state, hex)?.side === firing;
  const drm = tecDrm(env, hex);
  return {
    hex,
    terrain: combatTerrain(env, hex),
    units: units.map((id) => unitOf(env, state, id)).filter((u): u is SosUnit => u !== undefined),
    ...(leader ? { leader } : {}),
    ...(fortification ? { fortification: true } : {}),
    ...(minefield ? { firersMinefield: true } : {}),
    ...(isHex(env, hex) && surrounded(env, state, hex, firing) ? { surrounded: true } : {}),
    ...(drm ? { tecDrm: drm } : {}),
  };
}

/**
 * The firing hexes' leaders (9.71, 9.72): a leader stacked with firers takes part in their
 * fire; and a Soviet sniper stacked with them (16.13: Zaitsev -2, the others -1, in defensive
 * and opportunity fire; the modifiers read it).
 */
export function firingHexes(env: SosEnv, state: SosState, side: SosSide, hexes: readonly string[]): FiringHex[] {
  return [...new Set(hexes)].map((hex) => {
    const leader = leaderAt(env, state, hex, side);
    const snipers = side === 'soviet' ? sideAt(env, state, hex, side).map((id) => env.counter(id)).filter((c) => c.type === 'sniper') : [];
    const sniper = snipers.length === 0 ? undefined : snipers.some((c) => c.sniperDrm === -2) ? ('zaitsev' as const) : ('other' as const);
    return { hex, ...(leader ? { leader } : {}), ...(sniper ? { sniper } : {}) };
  });
}

/** The turn's date as the tables read it ("09-13"). */
export const monthDay = (d: { month: number; day: number }): string => `${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
