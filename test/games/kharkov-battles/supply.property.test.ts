import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linesTo, linesToSources, supplyLines } from '#games/kharkov-battles/rules/supply/line';
import type { KbSide } from '#games/kharkov-battles/data/ids';
import type { HexId } from '#kernel/ids';
import { geography, queriesOf, type World } from './supply-fixture';
import { ALL, COLS, ROWS, worlds } from './supply-worlds';

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
        const bridged = f.includes('road-bridge') || f.includes('rail-bridge');
        if (f.includes('dnepr-river') && !bridged) continue;
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
        const q = queriesOf(w);
        const lines = linesToSources(supplyLines(geography(w), q, 'axis'), q);
        for (const [h, side] of Object.entries(w.units)) if (side === 'axis') expect(lines.lengthFrom(h as HexId)).toBe(referenceLength(w, h, 'axis'));
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
