import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chainOf, functioningSources } from '#kernel/supply/network';
import { traceLines } from '#kernel/supply/trace';
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
