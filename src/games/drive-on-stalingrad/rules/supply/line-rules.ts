import type { HexId } from '#kernel/ids';
import type { SupplyLineRules } from '#kernel/supply/trace';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { GERMAN, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { hexIndex } from './hex-index';
import { onSheet, rostovOf, sectionOf, type Section } from './sections';

/** The fixed part of one side's line rules on one sheet: the hexsides a line may cross, the hexes it never enters. */
interface StaticLines {
  next: number[][];
  closed: Uint8Array;
  forts: number[];
}

const fixed = new WeakMap<DosContext, Map<string, StaticLines>>();

function staticLines(ctx: DosContext, side: DosSide, sheet: Section): StaticLines {
  let perCtx = fixed.get(ctx);
  if (!perCtx) fixed.set(ctx, (perCtx = new Map()));
  const key = `${side}/${sheet}`;
  const known = perCtx.get(key);
  if (known) return known;
  const { ids, index } = hexIndex(ctx);
  const german = side === GERMAN;
  const rostov = rostovOf(ctx);
  const sections = ids.map((h) => sectionOf(ctx, h));
  const inGraph = (a: number, b: number): boolean => {
    if (!german) return onSheet(ctx, ids[a]!, sheet) && onSheet(ctx, ids[b]!, sheet);
    const [sa, sb] = [sections[a], sections[b]];
    if (sheet === 'north') return sa === 'north' && sb === 'north';
    if (sa === sb) return true;
    return ids[sa === 'north' ? a : b] === rostov; // DoS 7.13: only through Rostov
  };
  const crossable = (a: number, b: number): boolean => {
    const f = ctx.map.hexside(ids[a]!, ids[b]!);
    if (f.includes('blocked') || f.includes('sea')) return false;
    if (german && (f.includes('lake') || f.includes('volga'))) return false;
    return inGraph(a, b);
  };
  const s: StaticLines = { next: [], closed: new Uint8Array(ids.length), forts: [] };
  ids.forEach((h, i) => {
    s.next.push(ctx.map.neighbours(h).map((n) => index.get(n)!).filter((j) => crossable(i, j)));
    const terrain = ctx.map.hex(h)?.terrain;
    if (terrain === 'sea' || (german && (terrain === 'lake' || terrain === 'reservoir'))) s.closed[i] = 1;
    if (german && ctx.map.hasFeature(h, 'fort')) s.forts.push(i);
  });
  perCtx.set(key, s);
  return s;
}

/**
 * How `side`'s supply lines run for units on `sheet` (DoS 7.12, 7.13):
 * - never into a hex holding enemy ground units (empty enemy-controlled hexes are fine);
 * - never into or across all-sea, nor across blocked mountain hexsides;
 * - all-lake and reservoir hexes and hexsides only for the Soviet (7.12; digest E23);
 * - the German side never across the Volga, nor into an intact Don-Volga fortification
 *   (7.12, 11.23);
 * - north-sheet units trace only through north-sheet hexes (7.13); Soviet south-sheet
 *   units only through south-sheet hexes, Astrakhan belonging to both (7.11);
 *   German-side south-sheet lines may cross to the north sheet only at Rostov (7.4, 7.13).
 * Terrain costs and non-Volga rivers do not matter, only the hex count.
 */
export function lineRules(ctx: DosContext, state: DosState, side: DosSide, sheet: Section, enemyHexes: readonly HexId[]): SupplyLineRules {
  const s = staticLines(ctx, side, sheet);
  const { index, ids } = hexIndex(ctx);
  const closed = s.closed.slice();
  for (const h of enemyHexes) {
    const i = index.get(h);
    if (i !== undefined) closed[i] = 1;
  }
  for (const i of s.forts) if (!state.fortsDestroyed.includes(ids[i]!)) closed[i] = 1;
  return { next: s.next, closed };
}
