import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { printedEvents } from '#games/campaign-to-stalingrad/printed-hexes';
import type { GameEvent } from '#kernel/engine/events';
import { labelledText } from '#kernel/map/labelled-text';
import { realBundle } from './support/real-bundle';

const ctx = createContext(realBundle);

/** The first version: every object copied through its entries, the words (text, reason, message) printed at any depth. */
function plainPrinted(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(plainPrinted);
  if (v === null || typeof v !== 'object') return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? (['text', 'reason', 'message'].includes(k) ? labelledText(ctx.map, x) : x) : plainPrinted(x)]));
}

// words that name hexes of both maps (6336 is printed S4336), and member names an event may carry
const words = fc.constantFrom('retreat 6336 -> 6337, then 2150', 'die at T01/x-6336', '1344', 'no hex', '');
const key = fc.constantFrom('text', 'reason', 'message', 'type', 'path', '0', '12', 'hex', '__proto__', 'notes');
const value = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small' }, words, fc.integer(), fc.boolean(), fc.constant(null), fc.array(tie('any'), { maxLength: 3 }), tie('object')),
  object: fc.array(fc.tuple(key, tie('any')), { maxLength: 5 }).map((entries) => Object.fromEntries(entries)),
})).object;

describe('A2, 35.6: the events players read name hexes as printed (property)', () => {
  it('copies every event as the entry-by-entry copy does: the same members in the same order, the words printed at any depth', () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 4 }), (events) => {
        const printed = printedEvents(ctx, events as GameEvent[]);
        const plain = events.map(plainPrinted);
        expect(printed).toEqual(plain);
        // member order too, and __proto__ kept as a member
        expect(printed.map((e) => JSON.stringify(e))).toEqual(plain.map((e) => JSON.stringify(e)));
        expect(printed.map((e) => Object.getPrototypeOf(e))).toEqual(plain.map((e) => Object.getPrototypeOf(e)));
      }),
      { numRuns: 300, seed: 15 },
    );
  });
});
