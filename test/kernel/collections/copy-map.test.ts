import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyMap } from '#kernel/collections/copy-map';

describe('copyMap', () => {
  it('holds the entries new Map(map) holds, in its order, in a Map of its own', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.integer())), fc.array(fc.string()), (entries, deleted) => {
        const map = new Map(entries);
        for (const k of deleted) map.delete(k);
        const copy = copyMap(map);
        expect([...copy]).toEqual([...new Map(map)]);
        expect(copy).not.toBe(map);
        copy.set('\u0000new', 1);
        expect(map.has('\u0000new')).toBe(false);
      }),
    );
  });
});
