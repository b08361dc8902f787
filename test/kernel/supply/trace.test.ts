import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineReachesSource, traceLines, type SupplyLineRules } from '#kernel/supply/trace';
import { row } from './row';

const dist = (rules: SupplyLineRules, sources: number[], max?: number) => Array.from(traceLines(rules, sources, max).distance);

describe('supply lines: counting "within N hexes" (e.g. DoS 7.12: the start not counted, the source counted)', () => {
  it.each([
    ['one source, no cap', row(5), [0], undefined, [0, 1, 2, 3, 4]],
    ['a cap of 2', row(5), [0], 2, [0, 1, 2, -1, -1]],
    ['the nearest of two sources', row(5), [0, 4], undefined, [0, 1, 2, 1, 0]],
    ['a closed hex gets a distance but passes nothing on', row(5, [2]), [0], undefined, [0, 1, 2, -1, -1]],
    ['a closed source is ignored', row(3, [0]), [0], undefined, [-1, -1, -1]],
    ['a side that may not be crossed', row(4, [], [[1, 2]]), [0], undefined, [0, 1, -1, -1]],
  ] as const)('%s', (_name, rules, sources, max, expected) => {
    expect(dist(rules, [...sources], max)).toEqual(expected);
  });

  it('ties go to the earlier source', () => {
    expect(Array.from(traceLines(row(3), [0, 2]).source)).toEqual([0, 0, 2]);
    expect(Array.from(traceLines(row(3), [2, 0]).source)).toEqual([0, 2, 2]);
  });
});


describe('a line from one hex (lineReachesSource) answers as the full trace does', () => {
  it('on any symmetric map with closed hexes, sources and cap', () => {
    const graph = fc.integer({ min: 1, max: 24 }).chain((n) =>
      fc.record({
        n: fc.constant(n),
        edges: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: n * 3 }),
        closed: fc.array(fc.nat(n - 1), { maxLength: n }),
        sources: fc.array(fc.nat(n - 1), { maxLength: 5 }),
        cap: fc.option(fc.integer({ min: 0, max: 8 })),
      }),
    );
    fc.assert(
      fc.property(graph, ({ n, edges, closed, sources, cap }) => {
        const next: number[][] = Array.from({ length: n }, () => []);
        for (const [a, b] of edges) {
          if (a === b || next[a]!.includes(b)) continue;
          next[a]!.push(b);
          next[b]!.push(a);
        }
        const c = new Uint8Array(n);
        for (const i of closed) c[i] = 1;
        const rules: SupplyLineRules = { next, closed: c };
        const max = cap ?? Infinity;
        const full = traceLines(rules, sources, max).distance;
        for (let i = 0; i < n; i++) expect(lineReachesSource(rules, i, (j) => sources.includes(j), max), `hex ${i}`).toBe(full[i] !== -1);
      }),
      { numRuns: 500 },
    );
  });
});
