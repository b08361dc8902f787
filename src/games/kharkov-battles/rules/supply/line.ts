import type { HexId } from '#kernel/ids';
import { hexIndex, type HexIndex } from '#kernel/map/hex-index';
import { traceLines, type SupplyLineRules } from '#kernel/supply/trace';
import type { KbSide } from '../../data/ids';
import type { SupplyGeography } from './geography';
import type { SupplyQueries } from './queries';

/**
 * One side's supply lines over the map at one moment (KB 8.1): the sides a line may cross
 * anywhere, the unbridged Major River sides it may cross only as its first hexside, and the
 * hexes it may not enter. Built once, then asked for lines to any destination.
 */
export interface SupplyLines {
  readonly side: KbSide;
  readonly geography: SupplyGeography;
  readonly index: HexIndex;
  /** Sides crossable anywhere along a line, by hex number (symmetric). */
  readonly rules: SupplyLineRules;
  /** KB 8.11: per hex, the neighbours across an unbridged Major River: only a line's first step may cross. */
  readonly firstOnly: readonly (readonly number[])[];
  /** Roads the side may trace along (KB 9.31, 20.2), by hex number, for road traces. */
  readonly roads: readonly (readonly number[])[];
}

export function supplyLines(geo: SupplyGeography, q: SupplyQueries, side: KbSide): SupplyLines {
  const index = hexIndex(geo.map);
  const { ids, neighbours } = index;
  const n = ids.length;
  const closed = new Uint8Array(n);
  const next: number[][] = [];
  const firstOnly: number[][] = [];
  const roads: number[][] = [];
  const offLimits = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (geo.closedHex(ids[i]!)) offLimits[i] = 1;
  for (let i = 0; i < n; i++) {
    const h = ids[i]!;
    // KB 7.41, 7.42, 8.11: enemy units block; an enemy ZOC blocks unless friendly units are in the hex
    if (q.enemyOccupied(h, side) || (q.enemyZoc(h, side) && !q.friendlyOccupied(h, side))) closed[i] = 1;
    const open: number[] = [];
    const first: number[] = [];
    const road: number[] = [];
    if (offLimits[i] === 0) {
      for (const j of neighbours[i]!) {
        if (offLimits[j] === 1) continue; // KB 8.11: no trace through prohibited hexes (20.3: nor out of play)
        const b = ids[j]!;
        const crossing = geo.crossing(h, b);
        if (crossing === 'never') continue; // KB 8.11: impassable hexsides
        const bridged = crossing === 'open' || q.pontoon(h, b); // KB 8.11, 18.21: road, rail or Pontoon bridge
        if (bridged) {
          open.push(j);
          if (geo.roadAlong(h, b, side)) road.push(j);
        } else if (crossing === 'major') first.push(j); // KB 8.11: a Major River only as the first hexside crossed
        // an unbridged Dnepr is never crossed (KB 8.11)
      }
    }
    next.push(open);
    firstOnly.push(first);
    roads.push(road);
  }
  return { side, geography: geo, index, rules: { next, closed }, firstOnly, roads };
}

/** The length of the shortest legal line from a hex to the destinations a trace was made to; null = none. */
export interface LineLengths {
  lengthFrom(h: HexId): number | null;
}

/**
 * Lines of at most `maxLength` hexes to any of `targets` (KB 8.1), counted as the kernel
 * counts them (the start not counted, the destination counted: adjacent = 1). A target a
 * line may not enter (enemy units, uncancelled enemy ZOC) is no destination.
 */
export function linesTo(lines: SupplyLines, targets: Iterable<HexId | number>, maxLength = Infinity): LineLengths {
  const { index, rules, firstOnly } = lines;
  const numbers: number[] = [];
  for (const t of targets) {
    const i = typeof t === 'number' ? t : index.indexOf(t);
    if (i >= 0) numbers.push(i);
  }
  numbers.sort((a, b) => a - b);
  const { distance } = traceLines(rules, numbers, maxLength);
  return {
    lengthFrom(h) {
      const i = index.indexOf(h);
      if (i < 0) return null;
      let best = distance[i]! >= 0 ? distance[i]! : null;
      // KB 8.11: across an unbridged Major River when it is the first hexside the line crosses
      for (const j of firstOnly[i]!) {
        if (rules.closed[j] === 1 || distance[j]! < 0) continue;
        const d = distance[j]! + 1;
        if (d <= maxLength && (best === null || d < best)) best = d;
      }
      return best;
    },
  };
}

/** KB 8.1, 8.31: lines of any length to the side's supply sources. */
export function linesToSources(lines: SupplyLines, q: SupplyQueries): LineLengths {
  return linesTo(lines, q.sources(lines.side));
}
