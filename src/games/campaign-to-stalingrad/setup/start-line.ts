/** The Fall Blau line as the westmost Soviet column of each row (35.1, scenario data). */
export function startLineColumn(rows: Record<string, number>, row: number): number {
  const listed = Object.entries(rows)
    .map(([r, c]) => [Number(r), c] as const)
    .sort((a, b) => a[0] - b[0]);
  let c = listed[0]![1];
  for (const [lr, lc] of listed) if (lr <= row) c = lc;
  return c;
}

/** The side of the June 28th line a hex is on (35.1(1)): Soviet east of it, Axis west. */
export function startLineSide(rows: Record<string, number>, hex: string): 'axis' | 'soviet' {
  return Number(hex.slice(2)) <= startLineColumn(rows, Number(hex.slice(0, 2))) ? 'soviet' : 'axis';
}
