import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MinHeap } from '#kernel/collections/min-heap';

describe('MinHeap', () => {
  it('pops every entry pushed, least first, equal keys in the order pushed when the order says so', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constant<'pop'>('pop')), { maxLength: 200 }), (script) => {
        const heap = new MinHeap<{ key: number; seq: number }>((a, b) => a.key < b.key || (a.key === b.key && a.seq < b.seq));
        const model: { key: number; seq: number }[] = [];
        let seq = 0;
        for (const op of script) {
          if (op === 'pop') {
            model.sort((a, b) => a.key - b.key || a.seq - b.seq);
            expect(heap.pop()).toEqual(model.shift());
          } else {
            heap.push({ key: op, seq });
            model.push({ key: op, seq: seq++ });
          }
          expect(heap.size).toBe(model.length);
        }
        model.sort((a, b) => a.key - b.key || a.seq - b.seq);
        const rest: { key: number; seq: number }[] = [];
        for (let e = heap.pop(); e !== undefined; e = heap.pop()) rest.push(e);
        expect(rest).toEqual(model);
      }),
    );
  });
});
