import type { HexId } from '#kernel/ids';
import type { Terrain } from '../../combat/fire-combat';
import { pieceKind, toPiece } from '../../data/counter-inputs';
import type { TecTerrain } from '../../data/tec';
import type { SosEnv } from '../../game/env';
import type { SosSide } from '../../sequence/phases';
import type { Piece } from '../../stacking/pieces';
import { stackProblems } from '../../stacking/check-stack';
import { piecesAt } from '../../state/occupancy';
import type { SosState } from '../../state/types';
import { minefieldAt } from '../../state/engineering';
import { exertsZoc } from '../../zoc/exerts-zoc';
import { zocEnters } from '../../zoc/zoc-hexes';

/**
 * What the attack windows read of the city map and the position: a hex's terrain for fire
 * combat, its TEC modifier, distances, the hexside an adjacent firer fires across, zones of
 * control and the stacking a retreat or an advance must keep.
 */

/** The fire-combat name of the hex's ruling terrain: the first of this list the hex holds (a city block with a road is a city hex). */
const RULING: readonly [TecTerrain, Terrain][] = [
  ['industrial', 'industrial'], ['city', 'city'], ['strong-point', 'strongPoint'], ['cliff', 'cliff'], ['balka', 'balka'],
  ['forest', 'forest'], ['suburb', 'suburb'], ['hill-top', 'hillTop'], ['slope', 'slope'], ['tartar-wall', 'tartarWall'],
  ['volga', 'volga'], ['road', 'road'], ['railroad', 'road'],
];

export function combatTerrain(env: SosEnv, hex: string): Terrain {
  const t = env.map.hex(hex as HexId)?.terrain ?? [];
  return RULING.find(([tec]) => t.includes(tec))?.[1] ?? 'clear';
}

/** SoS 9.71: the TEC's attack modifier for the hex, the highest of its terrains (a reading: the chart gives one per terrain). */
export function tecDrm(env: SosEnv, hex: string): number {
  const t = env.map.hex(hex as HexId)?.terrain ?? [];
  return t.reduce((best, x) => Math.max(best, env.tec.terrain[x]?.drm ?? 0), 0);
}

export const isHex = (env: SosEnv, place: string | null): place is string => place !== null && env.map.hex(place as HexId) !== undefined;

export const distance = (env: SosEnv, a: string, b: string): number => env.map.grid.distance(a as HexId, b as HexId);

/** The side of `target` (0-5) an adjacent hex lies across (9.71 Assault Advantage). */
export const hexsideOf = (env: SosEnv, target: string, from: string): number | undefined => env.map.grid.direction(target as HexId, from as HexId) ?? undefined;

export const neighbours = (env: SosEnv, hex: string): readonly string[] => env.map.gameMap.adjacent(hex as HexId);

/** SoS 9.31: a direct fire line of sight between two hexes of the map (los/city-los.ts). */
export const sees = (env: SosEnv, a: string, b: string): boolean => env.los.sees(a as HexId, b as HexId);

/** A side's pieces in play at a hex (not eliminated), in id order. */
export const sideAt = (env: SosEnv, state: SosState, hex: string, side: SosSide): string[] => piecesAt(state, hex).filter((id) => env.counter(id).side === side);

/** SoS 6.1-6.2: the hex is in the ZOC of `side`'s units (a ZOC never extends into a city or industrial hex). */
export function inZocOf(env: SosEnv, state: SosState, hex: string, side: SosSide): boolean {
  const t = env.map.hex(hex as HexId)?.terrain ?? [];
  if (!zocEnters(t.includes('city') ? 'city' : t.includes('industrial') ? 'industrial' : 'clear')) return false;
  return neighbours(env, hex).some((n) => sideAt(env, state, n, side).some((id) => exertsZoc(pieceKind(env.counter(id)))));
}

/** 9.71: every hex adjacent to the target holds a unit of `attacker` or lies in his ZOC. */
export const surrounded = (env: SosEnv, state: SosState, target: string, attacker: SosSide): boolean =>
  neighbours(env, target).every((n) => sideAt(env, state, n, attacker).length > 0 || inZocOf(env, state, n, attacker));

/** SoS 5.0: the pieces of `side` at `hex` with `ids` added break no stacking limit. */
export function stackKeeps(env: SosEnv, state: SosState, hex: string, side: SosSide, ids: readonly string[]): boolean {
  const pieces: Piece[] = [...sideAt(env, state, hex, side).filter((id) => !ids.includes(id)), ...ids].map((id) => toPiece(env.counter(id)));
  const minefield = piecesAt(state, hex).find((id) => env.counter(id).type === 'minefield');
  const volga = env.map.hex(hex as HexId)?.river === 'volga';
  // SoS 5.6, 17.21: a minefield counter, or one built there
  const mineSide = minefield ? env.counter(minefield).side : minefieldAt(state, hex)?.side;
  return stackProblems(env.tables.stacking, side, pieces, { volga, ...(mineSide ? { minefield: mineSide } : {}) }).length === 0;
}

/** 8.41, 8.62: the side's units may enter the hex (only Soviet units enter a full Volga hex). */
export function mayEnter(env: SosEnv, hex: string, side: SosSide): boolean {
  const h = env.map.hex(hex as HexId);
  if (!h) return false;
  return h.terrain.every((t) => env.tec.terrain[t]?.enter !== 'soviet' || side === 'soviet');
}

export const other = (side: SosSide): SosSide => (side === 'german' ? 'soviet' : 'german');
