import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linesTo, linesToSources, supplyLines } from '#games/kharkov-battles/rules/supply/line';
import type { KbSide } from '#games/kharkov-battles/data/units';
import type { HexId } from '#kernel/ids';
import { geography, kbMap, queriesOf, type World } from './supply-fixture';

const ROWS = 4;
const COLS = 6;
const BASE = kbMap(ROWS, COLS);
const ALL: readonly string[] = BASE.hexIds();
const SIDE_FEATURES = [[], [], [], ['major-river'], ['major-river', 'road'], ['dnepr'], ['impassable']] as const;

/** A random 4x6 map: river and impassable sides, prohibited hexes, units of both sides, Axis sources. */
const worlds = fc
  .record({
    sides: fc.array(fc.tuple(fc.nat(ROWS * COLS - 1), fc.nat(5), fc.nat(SIDE_FEATURES.length - 1)), { maxLength: 14 }),
    prohibited: fc.uniqueArray(fc.nat(ROWS * COLS - 1), { maxLength: 3 }),
    units: fc.array(fc.tuple(fc.nat(ROWS * COLS - 1), fc.constantFrom<KbSide>('axis', 'soviet')), { maxLength: 6 }),
    sources: fc.uniqueArray(fc.nat(ROWS * COLS - 1), { minLength: 1, maxLength: 2 }),
  })
  .map(({ sides, prohibited, units, sources }): World => {
    const base = BASE;
    const all = ALL;
    const hexsides: Record<string, string[]> = {};
    for (const [h, dir, f] of sides) {
      const a = all[h]!;
      const around = base.adjacent(a as HexId);
      const b = around[dir % around.length];
      if (b) hexsides[`${a}|${b}`] = [...SIDE_FEATURES[f]!];
    }
    const terrain = Object.fromEntries(prohibited.map((i) => [all[i]!, 'prohibited']));
    const occupants: World['units'] = {};
    for (const [i, side] of units) if (!terrain[all[i]!]) occupants[all[i]!] = side;
    return { map: kbMap(ROWS, COLS, { hexsides, terrain }), units: occupants, sources: { axis: sources.map((i) => all[i]!) } };
  });

/**
 * KB 8.11 read literally, one line at a time from the unit: a breadth-first walk where the
 * first step may cross an unbridged Major River and later ones may not, into hexes with no
 * enemy unit and no enemy ZOC unless a friendly unit is there, never into prohibited hexes,
 * never across an impassable side or an unbridged Dnepr.
 */
function referenceLength(w: World, from: string, side: KbSide): number | null {
  const q = queriesOf(w);
  const enterable = (h: HexId): boolean =>
    w.map.hex(h)?.terrain !== 'prohibited' && !q.enemyOccupied(h, side) && !(q.enemyZoc(h, side) && !q.friendlyOccupied(h, side));
  const sources = new Set(q.sources(side).filter(enterable));
  if (sources.has(from as HexId)) return 0;
  const seen = new Set<string>([from]);
  let frontier: HexId[] = [from as HexId];
  for (let d = 1; frontier.length > 0; d++) {
    const ahead: HexId[] = [];
    for (const h of frontier) {
      for (const n of w.map.adjacent(h)) {
        if (seen.has(n) || !enterable(n)) continue;
        const f = w.map.hexsideFeatures(h, n);
        if (f.includes('impassable')) continue;
        const bridged = f.includes('road');
        if (f.includes('dnepr') && !bridged) continue;
        if (f.includes('major-river') && !bridged && h !== from) continue;
        if (sources.has(n)) return d;
        seen.add(n);
        ahead.push(n);
      }
    }
    frontier = ahead;
  }
  return null;
}

const length = (w: World, from: string, side: KbSide = 'axis'): number | null => {
  const q = queriesOf(w);
  return linesToSources(supplyLines(geography(w), q, side), q).lengthFrom(from as HexId);
};
const orInfinity = (n: number | null): number => n ?? Infinity;

describe('KB 8.1, 8.11: supply lines, properties over random maps', () => {
  it('agree with a literal one-line-at-a-time reading of 8.11 from every Axis unit', () => {
    fc.assert(
      fc.property(worlds, (w) => {
        for (const [h, side] of Object.entries(w.units)) if (side === 'axis') expect(length(w, h)).toBe(referenceLength(w, h, 'axis'));
      }),
      { numRuns: 150 },
    );
  });

  it('a line blocked by adding an enemy unit never becomes shorter, and none appears', () => {
    fc.assert(
      fc.property(worlds, fc.nat(ROWS * COLS - 1), fc.nat(ROWS * COLS - 1), (w, from, extra) => {
        const all = ALL;
        const start = all[from]!;
        const enemy = all[extra]!;
        if (w.units[start] === 'soviet' || w.units[enemy] || enemy === start) return;
        const withUnit: World = { ...w, units: { ...w.units, [start]: 'axis' } };
        const before = orInfinity(length(withUnit, start));
        const after = orInfinity(length({ ...withUnit, units: { ...withUnit.units, [enemy]: 'soviet' } }, start));
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 150 },
    );
  });

  it('a line of at most N hexes is found exactly when the shortest line has at most N (9.31 ranges)', () => {
    fc.assert(
      fc.property(worlds, fc.nat(ROWS * COLS - 1), fc.nat(8), (w, from, n) => {
        const start = ALL[from]!;
        if (w.units[start] === 'soviet') return;
        const withUnit: World = { ...w, units: { ...w.units, [start]: 'axis' } };
        const q = queriesOf(withUnit);
        const lines = supplyLines(geography(withUnit), q, 'axis');
        const full = linesToSources(lines, q).lengthFrom(start as HexId);
        const limited = linesTo(lines, q.sources('axis'), n).lengthFrom(start as HexId);
        expect(limited).toBe(full !== null && full <= n ? full : null);
      }),
      { numRuns: 150 },
    );
  });
});
