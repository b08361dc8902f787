/**
 * The June 28th Start Line (35.1) as the westmost Soviet column of every row, filled in
 * between the rows fall-blau.yaml lists (the nearest listed row above wins; a row above
 * the first uses the first).
 */
export function startLineColumns(rows: Record<string, number>, firstRow: number, lastRow: number): Map<number, number> {
  const listed = Object.entries(rows)
    .map(([r, c]) => [Number(r), c] as const)
    .sort((a, b) => a[0] - b[0]);
  if (listed.length === 0) throw new Error('the start line lists no rows');
  const out = new Map<number, number>();
  for (let r = firstRow; r <= lastRow; r++) {
    let c = listed[0]![1];
    for (const [lr, lc] of listed) if (lr <= r) c = lc;
    out.set(r, c);
  }
  return out;
}

/** Which side of the line a hex lies on: Soviet when its column (counted from the east) is at most the row's value. */
export function sideOfLine(line: ReadonlyMap<number, number>, hex: string): 'axis' | 'soviet' {
  const row = Number(hex.slice(0, 2));
  const col = Number(hex.slice(2));
  const limit = line.get(row);
  if (limit === undefined) throw new Error(`row ${row} is not on the start line`);
  return col <= limit ? 'soviet' : 'axis';
}
