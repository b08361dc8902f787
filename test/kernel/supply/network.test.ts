import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chainOf, functioningSources, functioningSourcesSince } from '#kernel/supply/network';
import { traceLines, type SupplyLineRules } from '#kernel/supply/trace';
import { row } from './row';

describe('chained networks (e.g. DoS 7.3, 7.14: legs of at most seven hexes, chains of any length)', () => {
  it('an intermediate source works only while a chain of legs reaches an ultimate source', () => {
    const r = row(22);
    const nodes = functioningSources(r, [0], [7, 14, 21], 7);
    expect([...nodes.keys()]).toEqual([0, 7, 14, 21]);
    expect(nodes.get(21)).toEqual({ via: 14, links: 3, leg: 7 });
    expect(chainOf(nodes, 21)).toEqual([21, 14, 7, 0]);
  });

  it('a leg of eight hexes breaks the chain, and everything beyond it', () => {
    const nodes = functioningSources(row(23), [0], [7, 15, 22], 7);
    expect([...nodes.keys()]).toEqual([0, 7]);
  });

  it('a closed hex on the only leg cuts the chain', () => {
    expect([...functioningSources(row(15, [10]), [0], [7, 14], 7).keys()]).toEqual([0, 7]);
  });

  it('matches a plain fixpoint on random rows with random closed hexes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), fc.array(fc.nat(), { maxLength: 8 }), fc.array(fc.nat(), { maxLength: 8 }), fc.integer({ min: 1, max: 7 }), (n, cl, mids, leg) => {
        const rules = row(n, cl.map((x) => x % n));
        const ultimates = [0];
        const intermediates = [...new Set(mids.map((x) => x % n))].sort((a, b) => a - b);
        const got = new Set(functioningSources(rules, ultimates, intermediates, leg).keys());
        // fixpoint: repeat "add every intermediate within `leg` of a working source"
        const want = new Set(ultimates.filter((u) => rules.closed[u] !== 1));
        for (let changed = true; changed; ) {
          changed = false;
          for (const m of intermediates) {
            if (want.has(m) || rules.closed[m] === 1) continue;
            if ([...want].some((s) => traceLines(rules, [s], leg).distance[m] !== -1)) {
              want.add(m);
              changed = true;
            }
          }
        }
        expect([...got].sort((a, b) => a - b)).toEqual([...want].sort((a, b) => a - b));
      }),
    );
  });
});

describe('the sources found again for a changed position (functioningSourcesSince)', () => {
  /** Any symmetric map, sources on it, and a second position: some hexes closed or opened, sometimes other sources. */
  const positions = fc.integer({ min: 2, max: 40 }).chain((n) =>
    fc.record({
      n: fc.constant(n),
      edges: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: n * 3 }),
      closed: fc.array(fc.nat(n - 1), { maxLength: n }),
      flips: fc.array(fc.nat(n - 1), { maxLength: 4 }),
      ultimates: fc.array(fc.nat(n - 1), { minLength: 1, maxLength: 3 }),
      intermediates: fc.array(fc.nat(n - 1), { maxLength: 8 }),
      otherIntermediates: fc.option(fc.array(fc.nat(n - 1), { maxLength: 8 })),
      leg: fc.integer({ min: 1, max: 7 }),
    }),
  );
  const sorted = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b);

  it('finds what functioningSources finds in the second position, with or without the first', () => {
    let reused = 0;
    fc.assert(
      fc.property(positions, ({ n, edges, closed, flips, ultimates, intermediates, otherIntermediates, leg }) => {
        const next: number[][] = Array.from({ length: n }, () => []);
        for (const [a, b] of edges) {
          if (a === b || next[a]!.includes(b)) continue;
          next[a]!.push(b);
          next[b]!.push(a);
        }
        const before = new Uint8Array(n);
        for (const i of closed) before[i] = 1;
        const after = before.slice();
        for (const i of flips) after[i] = after[i] === 1 ? 0 : 1;
        const first: SupplyLineRules = { next, closed: before };
        const second: SupplyLineRules = { next, closed: after };
        const roots = sorted(ultimates);
        const mids = sorted(intermediates);
        const mids2 = otherIntermediates === null ? mids : sorted(otherIntermediates);
        const earlier = functioningSourcesSince(first, roots, mids, leg, undefined);
        expect([...earlier.nodes]).toEqual([...functioningSources(first, roots, mids, leg)]);
        const again = functioningSourcesSince(second, roots, mids2, leg, earlier);
        if (again === earlier) reused++;
        expect([...again.nodes]).toEqual([...functioningSources(second, roots, mids2, leg)]);
      }),
      { numRuns: 2000 },
    );
    expect(reused).toBeGreaterThan(100); // the cases it is for do come up
  });
});
