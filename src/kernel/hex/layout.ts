import type { GridSpec } from '../map/types';

/**
 * A GridSpec turned into arithmetic. A grid is a set of parallel LINES of hexes that
 * touch edge to edge (the staggered axis indexes them); a hex's POSITION is its number
 * along its line (the other axis). Every other line is shifted half a hex toward
 * higher position numbers (`spec.shifted`).
 *
 * Doubled coordinates make the rest simple: `d = 2 * pos + (shifted ? 1 : 0)`.
 * Neighbours then differ by (line 0, d ±2) or (line ±1, d ±1), and
 * distance = |dl| + max(0, (|dd| - |dl|) / 2).
 */
export interface Layout {
  toLine(first: number, second: number): { line: number; pos: number };
  fromLine(line: number, pos: number): { first: number; second: number };
  lineRange: readonly [number, number];
  posRange: readonly [number, number];
  isShifted(line: number): boolean;
  doubled(line: number, pos: number): number;
  /** Screen unit vector (x east, y south) in which the line index grows. */
  lineVec: Vec;
  /** Screen unit vector in which the position grows (along a line). */
  posVec: Vec;
  /** True when lines run east-west (pointy-topped hexes), false when they run north-south. */
  pointy: boolean;
}

export interface Vec {
  x: number;
  y: number;
}

const COMPASS: Record<GridSpec['firstIncreases'], Vec> = {
  east: { x: 1, y: 0 },
  west: { x: -1, y: 0 },
  south: { x: 0, y: 1 },
  north: { x: 0, y: -1 },
};

const parity = (n: number): number => ((n % 2) + 2) % 2;

export function createLayout(spec: GridSpec): Layout {
  const firstVec = COMPASS[spec.firstIncreases];
  const secondVec = COMPASS[spec.secondIncreases];
  if (firstVec.x * secondVec.x + firstVec.y * secondVec.y !== 0) {
    throw new RangeError(
      `grid spec: firstIncreases (${spec.firstIncreases}) and secondIncreases (${spec.secondIncreases}) must be perpendicular`,
    );
  }
  checkRange('firstRange', spec.firstRange);
  checkRange('secondRange', spec.secondRange);

  const linesAreFirst = spec.staggered === 'first';
  const shiftedParity = spec.shifted === 'odd' ? 1 : 0;
  const lineVec = linesAreFirst ? firstVec : secondVec;
  const posVec = linesAreFirst ? secondVec : firstVec;
  const isShifted = (line: number): boolean => parity(line) === shiftedParity;

  return {
    toLine: (first, second) => (linesAreFirst ? { line: first, pos: second } : { line: second, pos: first }),
    fromLine: (line, pos) => (linesAreFirst ? { first: line, second: pos } : { first: pos, second: line }),
    lineRange: linesAreFirst ? spec.firstRange : spec.secondRange,
    posRange: linesAreFirst ? spec.secondRange : spec.firstRange,
    isShifted,
    doubled: (line, pos) => 2 * pos + (isShifted(line) ? 1 : 0),
    lineVec,
    posVec,
    pointy: posVec.y === 0,
  };
}

function checkRange(name: string, [lo, hi]: [number, number]): void {
  if (!Number.isInteger(lo) || !Number.isInteger(hi) || lo < 0 || hi > 99 || lo > hi) {
    throw new RangeError(`grid spec: ${name} must be integers with 0 <= low <= high <= 99, got [${lo}, ${hi}]`);
  }
}
