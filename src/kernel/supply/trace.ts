/**
 * Supply lines over a map numbered 0..n-1 (a title maps its hex ids to these indices, in
 * sorted id order, so that "the lower index" is "the lower hex id"). Typed arrays keep
 * the search cheap: titles re-trace supply before every move and battle (e.g. DoS 7.16).
 */
export interface SupplyLineRules {
  /** For each hex, the adjacent hexes whose shared side a line may cross. Must be symmetric. */
  next: readonly (readonly number[])[];
  /**
   * 1 = a line may not enter this hex (e.g. enemy units, sea). The hex a line starts
   * from (the unit's own hex, or the source a chained leg starts from) is never asked.
   */
  closed: Uint8Array;
}

/** For each hex: the length of its shortest line, and the source it reaches; -1 = none. */
export interface LineReach {
  distance: Int32Array;
  source: Int32Array;
}

/**
 * The shortest supply line from every hex to the nearest of `sources`, counted the way
 * rulebooks count "within N hexes": the starting hex is not counted, the source is
 * (adjacent = 1). Only lines of at most `maxLength` hexes are followed.
 *
 * The search runs outward from the sources, so a line is only ever extended through
 * hexes it may enter; a closed hex (e.g. one holding enemy units) still gets a distance
 * when a neighbour reaches it, because a line may start there, but nothing is reached
 * through it. A closed source is ignored. Sources are taken in the order given, so ties
 * go to the earlier source: deterministic for a sorted list.
 */
export function traceLines(rules: SupplyLineRules, sources: Iterable<number>, maxLength = Infinity): LineReach {
  const n = rules.next.length;
  const distance = new Int32Array(n).fill(-1);
  const source = new Int32Array(n).fill(-1);
  let frontier: number[] = [];
  for (const s of sources) {
    if (distance[s] !== -1 || rules.closed[s] === 1) continue;
    distance[s] = 0;
    source[s] = s;
    frontier.push(s);
  }
  for (let d = 1; d <= maxLength && frontier.length > 0; d++) {
    const ahead: number[] = [];
    for (const h of frontier) {
      const src = source[h]!;
      for (const x of rules.next[h]!) {
        if (distance[x] !== -1) continue;
        distance[x] = d;
        source[x] = src;
        if (rules.closed[x] !== 1) ahead.push(x);
      }
    }
    frontier = ahead;
  }
  return { distance, source };
}

/**
 * Whether `from` has a line of at most `maxLength` hexes to one of the hexes `isSource`
 * names: the same answer as `traceLines(rules, sources, maxLength).distance[from] !== -1`
 * (sources that are closed ignored), found by a search out from `from` alone, which is
 * far cheaper when only a few hexes are asked. `rules.next` must be symmetric (it is a
 * line read the other way): a line runs from the source through open hexes, so every hex
 * on it but `from` must be open.
 */
export function lineReachesSource(rules: SupplyLineRules, from: number, isSource: (i: number) => boolean, maxLength = Infinity): boolean {
  if (rules.closed[from] !== 1 && isSource(from)) return true;
  const seen = new Set<number>([from]);
  let frontier = [from];
  for (let d = 1; d <= maxLength && frontier.length > 0; d++) {
    const ahead: number[] = [];
    for (const h of frontier) {
      for (const x of rules.next[h]!) {
        if (seen.has(x) || rules.closed[x] === 1) continue;
        if (isSource(x)) return true;
        seen.add(x);
        ahead.push(x);
      }
    }
    frontier = ahead;
  }
  return false;
}
