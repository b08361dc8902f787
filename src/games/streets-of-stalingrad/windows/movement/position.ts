import { hexId } from '#kernel/ids';
import type { CityMap } from '../../data/city-map';
import { toPiece } from '../../data/counter-inputs';
import type { SosEnv } from '../../game/env';
import { mapStep } from '../../movement/map-step';
import type { PathEntry } from '../../movement/walk-path';
import { interdictionAf } from '../../markers/interdiction';
import { isBox } from '../../orders/places';
import type { SosSide } from '../../sequence/phases';
import type { Piece } from '../../stacking/pieces';
import { occupancy } from '../../state/occupancy';
import type { SosPlace, SosState } from '../../state/types';
import { zocHexes, type ZocMap } from '../../zoc/zoc-hexes';
import { boxRoute, stepPlace, touches } from './places';
import { bridgeStep } from '../../engineering/bridge-crossing';
import { minefieldEntry } from '../../engineering/minefield-movement';
import { barsMove, barsOnlyNonCombatMove, withCombatUnit } from './enterable-enemy-hex';

/** What a moving side reads of the position: the enemy's zone of control and where enemy pieces stand. */
export interface MovePosition {
  side: SosSide;
  state: SosState;
  /** SoS 6.1-6.3: the hexes in the enemy's ZOC. */
  enemyZoc: ReadonlySet<string>;
  /** SoS 8.08: places holding an enemy combat unit (enterable-enemy-hex.ts `barsMove`). */
  enemyCombat: ReadonlySet<string>;
  /** SoS 8.08, 16.15 (under 16.2): places of lone Soviet mine dogs, which bar a German move that holds no combat unit (`againstMovers`). */
  dogsOnly: ReadonlySet<string>;
  /** SoS 18.16: places holding a combat unit of the moving side. */
  ownCombat: ReadonlySet<string>;
  /** Places holding any enemy piece (8.08 bars only combat units; which of the others a move may end among: enterable-enemy-hex.ts). */
  enemyHeld: ReadonlySet<string>;
  /** The pieces on each hex of the map, as stacking and ZOC read them. */
  stacks: ReadonlyMap<string, readonly Piece[]>;
  /** SoS 17.22: the position the phase began with, where a friendly minefield's holder is read; the position itself when absent. */
  phaseStart?: SosState;
}

/** The city map as the ZOC rules read it (6.2: no ZOC into city or industrial/fortified hexes). */
export function zocMap(map: CityMap): ZocMap {
  return {
    neighbours: (h) => map.grid.neighbours(hexId(h)),
    terrain: (h) => {
      const t = map.hex(hexId(h))?.terrain;
      if (!t) return undefined;
      return t.includes('city') ? 'city' : t.includes('industrial') ? 'industrial' : 'clear';
    },
  };
}

/** The position as `side` moves in it. */
export function movePosition(env: SosEnv, state: SosState, side: SosSide): MovePosition {
  const stacks = new Map<string, Piece[]>();
  const enemyHeld = new Set<string>();
  const enemyCombat = new Set<string>();
  const ownCombat = new Set<string>();
  const dogsOnly = new Set<string>();
  for (const [place, ids] of occupancy(state)) {
    if (ids.some((id) => env.facts(id).side !== side)) enemyHeld.add(place);
    if (barsMove(env, ids, side)) enemyCombat.add(place);
    if (barsOnlyNonCombatMove(env, ids, side)) dogsOnly.add(place);
    if (ids.some((id) => env.facts(id).side === side && env.facts(id).combatUnit)) ownCombat.add(place);
    if (!isBox(place)) stacks.set(place, ids.map((id) => toPiece(env.counter(id))));
  }
  const enemy: SosSide = side === 'german' ? 'soviet' : 'german';
  return { side, state, enemyZoc: zocHexes(zocMap(env.map), enemy, stacks), enemyCombat, dogsOnly, ownCombat, enemyHeld, stacks };
}

/**
 * SoS 8.08, 9.81, 16.15 (under 16.2): the position as a move of `movers` reads it: a move that
 * holds no combat unit (a German leader or OP alone) may not enter or pass a lone mine dog's
 * place, the dog being a combat unit and 16.15's exception being for German combat units.
 */
export function againstMovers<P extends MovePosition>(env: SosEnv, pos: P, movers: readonly string[]): P {
  if (pos.dogsOnly.size === 0 || withCombatUnit(env, movers)) return pos;
  return { ...pos, enemyCombat: new Set([...pos.enemyCombat, ...pos.dogsOnly]) };
}

/** 8.65: the river-landing arrow a step from a Volga hex onto its landing hex follows, if any. */
export const arrowOf = (map: CityMap, from: SosPlace, to: SosPlace): number | null =>
  map.arrows.find((a) => a.river === from && a.landing === to)?.number ?? null;

/**
 * One entry of a path as walk-path.ts reads it: the place entered, whether it touches the
 * place left (8.01), an enemy combat unit there (8.08), the hexside and route (8.12, 8.14,
 * 21.2), the enemy's interdiction on the place entered (14.84), the enemy ZOC on both places (6.4-6.8) and the stacks that crossed before along the
 * same arrow into the same hex (8.65). Null for a place the map does not know.
 */
export function pathEntry(env: SosEnv, pos: MovePosition, from: SosPlace, to: SosPlace, earlierStacks: number): PathEntry | null {
  const found = stepPlace(env.map, pos.state, to);
  if (!found) return null;
  // SoS 14.84, 15.22: the enemy's interdiction on the hex entered costs 1 MP per 5 AF
  const af = isBox(to) ? 0 : interdictionAf(pos.state, to, pos.side === 'german' ? 'soviet' : 'german');
  const place = af > 0 ? { ...found, interdictionAf: af } : found;
  const adjacent = touches(env.map, from, to);
  const step = !isBox(from) && !isBox(to) && adjacent ? mapStep(env.map, hexId(from), hexId(to)) : null;
  const along = step?.along ?? (isBox(from) ? boxRoute(env.map, from, to) : isBox(to) ? boxRoute(env.map, to, from) : undefined);
  // SoS 17.12: a bridge unit built on the balka hex left or entered; 17.22: a minefield in the hex entered
  const bridge = step && pos.state.engineering ? bridgeStep(pos.state, from, to, step.hexside) : step?.hexside ? { hexside: step.hexside } : {};
  const minefield = !isBox(to) && pos.state.engineering ? minefieldEntry(env, pos.state, pos.side, to, pos.phaseStart) : undefined;
  // the optional keys last: on Node 20 a literal that spreads an object and then adds keys is slow
  return {
    to: place,
    adjacent,
    enemyCombatUnit: pos.enemyCombat.has(to),
    fromZoc: pos.enemyZoc.has(from),
    intoZoc: pos.enemyZoc.has(to),
    earlierStacks,
    ...bridge,
    ...(along ? { along } : {}),
    ...(step?.railroad ? { railroad: true } : {}),
    ...(pos.ownCombat.has(to) ? { friendlyCombatUnit: true } : {}),
    ...(minefield ? { minefield } : {}),
  };
}
