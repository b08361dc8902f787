import { describe, expect, it } from 'vitest';
import { traceLines, type SupplyLineRules } from '../../../src/kernel/supply/trace';
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

