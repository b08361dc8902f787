/**
 * Where each value of a turn file sits in its text, so that every issue (not only a
 * syntax error) can point at a line and column. Paths are JSON paths
 * (["orders", 2, "move", "path", 1]); an issue on a missing member points at its parent.
 */
export type JsonPath = (string | number)[];
export interface Position {
  /** 1-based. */
  line: number;
  /** 1-based, in UTF-16 code units. */
  column: number;
}

export class PositionMap {
  private readonly byPath = new Map<string, Position>();

  set(path: JsonPath, position: Position): void {
    const key = pathKey(path);
    if (!this.byPath.has(key)) this.byPath.set(key, position);
  }

  /** The position of `path`, else of its nearest ancestor that has one. */
  nearest(path: JsonPath): Position | undefined {
    for (let n = path.length; n >= 0; n--) {
      const p = this.byPath.get(pathKey(path.slice(0, n)));
      if (p) return p;
    }
    return undefined;
  }
}

export const pathKey = (path: JsonPath): string => JSON.stringify(path);

/** Offsets of the first character of every line. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

export function positionAt(starts: number[], offset: number): Position {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
}
