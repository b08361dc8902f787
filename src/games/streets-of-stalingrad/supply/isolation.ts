import { hexId } from '#kernel/ids';
import type { SosEnv } from '../game/env';
import { isBox } from '../orders/places';
import { otherSide, type SosSide } from '../sequence/phases';
import type { Piece } from '../stacking/pieces';
import { occupancy } from '../state/occupancy';
import type { SosState } from '../state/types';
import { toPiece } from '../data/counter-inputs';
import { boxTouches } from '../windows/movement/places';
import { zocHexes } from '../zoc/zoc-hexes';
import { zocMap } from '../windows/movement/position';
import { barsMove } from '../windows/movement/enterable-enemy-hex';
import { engineeringOf } from '../state/engineering';

/** The German off-map boxes a German trace of supply reaches (19.6). */
const GERMAN_BOXES = ['GB-1', 'GB-2', 'GB-3', 'GB-4'] as const;

/** The counters that are works, not units (17.0): they are never isolated nor out of supply. */
export const ENGINEERING_WORKS: ReadonlySet<string> = new Set(['bridge', 'minefield', 'fortification']);

/**
 * SoS 19.0: isolation, which the Administrative Phase referees (isolation-phase.ts).
 * The map hexes of a side's trace of supply (19.2, 19.6) that reach their goal by hexes the
 * enemy does not block, the goal hexes among them; `within` the scenario's hexes (2.34), the
 * whole map when null.
 * - SoS 19.2: a Soviet trace goes to "a Volga River hex" (a full Volga hex, 8.62); it is blocked by
 *   "German units or German ZOCs, including German minefields"; "the presence of a friendly unit
 *   in an enemy ZOC hex negates the ZOC for determining isolation". A German unit is a German
 *   combat unit (2.21, 9.81, as 8.08 bars movement with them; a lone leader or OP blocks nothing).
 *   The Soviet units that block a German trace are 9.81's combat units too: a sniper or an
 *   immobilized tank with no AF blocks it; Soviet mine dogs alone do not, as they bar no
 *   German move (16.25; enterable-enemy-hex.ts `barsMove`).
 * - SoS 19.6: a German trace goes to "an off-map box" (the map-edge hexes each box touches,
 *   21.2), blocked by "Soviet units and/or Soviet ZOCs"; chosen: a German unit in a Soviet ZOC
 *   hex negates it as 19.2 says of the Soviet trace, and Soviet minefields do not block (19.6 does not name them).
 * Terrain never blocks a trace ("a route of any length", 19.2); the ZOC is 6.1-6.3's (not into
 * city or industrial hexes, into Volga hexes). A hex's passage does not depend on who traces
 * through it, so one search from the goals serves every unit of the side.
 */
export function suppliedHexes(env: SosEnv, state: SosState, side: SosSide, within: ReadonlySet<string> | null): Set<string> {
  const enemy = otherSide(side);
  const stacks = new Map<string, Piece[]>();
  const blocked = new Set<string>();
  const friendly = new Set<string>();
  for (const [place, ids] of occupancy(state)) {
    if (isBox(place)) continue;
    stacks.set(place, ids.map((id) => toPiece(env.counter(id))));
    if (ids.some((id) => env.facts(id).side === side)) friendly.add(place);
    // SoS 19.2, 19.6: enemy units (9.81's combat units, AF or none, as bar a move: 8.08, 16.25) block the trace; 19.2: so do German minefields
    if (barsMove(env, ids, side) || (side === 'soviet' && ids.some((id) => env.facts(id).side === enemy && env.counter(id).type === 'minefield'))) blocked.add(place);
  }
  // SoS 19.2: "including German minefields": the minefields engineers built (17.24) block a Soviet trace too
  if (side === 'soviet') for (const m of engineeringOf(state).minefields) if (m.side === enemy) blocked.add(m.hex);
  const zoc = zocHexes(zocMap(env.map), enemy, stacks);
  const inPlay = (h: string) => (within === null ? env.map.hex(hexId(h)) !== undefined : within.has(h));
  const passable = (h: string) => inPlay(h) && !blocked.has(h) && (!zoc.has(h) || friendly.has(h));
  const goals = side === 'soviet' ? env.map.ids.filter((h) => env.map.hex(h)!.river === 'volga') : GERMAN_BOXES.flatMap((b) => boxTouches(env.map, b));
  const reached = new Set<string>();
  const queue: string[] = [];
  for (const g of goals) if (passable(g) && !reached.has(g)) (reached.add(g), queue.push(g));
  for (let i = 0; i < queue.length; i++) {
    for (const n of env.map.grid.neighbours(hexId(queue[i]!))) if (!reached.has(n) && passable(n)) (reached.add(n), queue.push(n));
  }
  return reached;
}

/**
 * Whether a piece at `at` traces supply over `supplied` (suppliedHexes): from a box or a goal
 * hex it needs none; else its own hex (where it negates any enemy ZOC itself) or a hex next
 * to it must be one the trace reaches. A piece not on the map (not arrived, eliminated), or
 * outside the scenario's hexes `within`, is not isolated.
 */
export function tracesSupply(env: SosEnv, supplied: ReadonlySet<string>, side: SosSide, at: string | null, within: ReadonlySet<string> | null): boolean {
  if (at === null || isBox(at)) return true;
  // SoS 2.34: a piece outside the scenario's hexes (no legal play puts one there) is not judged
  if (within !== null && !within.has(at)) return true;
  if (supplied.has(at)) return true;
  const h = env.map.hex(hexId(at));
  if (!h) return true;
  if (side === 'soviet' && h.river === 'volga') return true;
  if (side === 'german' && GERMAN_BOXES.some((b) => boxTouches(env.map, b).includes(hexId(at)))) return true;
  return env.map.grid.neighbours(hexId(at)).some((n) => supplied.has(n));
}

/**
 * SoS 19.2, 19.6: the units of `side` on the map that cannot trace supply, in id order
 * (bridges, minefields and fortifications are works, not units, and are left out).
 */
export function isolatedUnits(env: SosEnv, state: SosState, side: SosSide, within: ReadonlySet<string> | null): string[] {
  const supplied = suppliedHexes(env, state, side, within);
  return Object.keys(state.pieces)
    .filter((id) => {
      const c = env.counter(id);
      return c.side === side && !ENGINEERING_WORKS.has(c.type) && !tracesSupply(env, supplied, side, state.pieces[id]!.at, within);
    })
    .sort();
}
