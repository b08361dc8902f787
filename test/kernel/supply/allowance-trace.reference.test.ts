import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import ctsBundle from '../../../scenarios/campaign-to-stalingrad/dist/campaign-to-stalingrad.json';
import type { HexId } from '#kernel/ids';
import { createMap } from '#kernel/map/game-map';
import type { MapData } from '#kernel/map/types';
import { lineReaches, traceWithAllowances, type AllowanceRules } from '#kernel/supply/allowance-trace';
import { referenceLineReaches, referenceTrace } from './reference-allowance-trace';

/**
 * The search numbers its states; the reference keys them by text. On the CtS map, with
 * any closed hexes and the map's own Major/Volga sides and Marsh hexes (16.2), both reach
 * the same hexes at the same lengths, and answer "does a line reach" alike.
 */
const data = ctsBundle.map as unknown as MapData;
const map = createMap(data);
const hexes = map.hexIds();

/** `frozen`: the map's own neighbour lists (GameMap.adjacent), whose sorted order the search keeps; else a fresh copy each time. */
const rules = (closed: ReadonlySet<HexId>, limits: readonly number[], half: boolean, frozen = false): AllowanceRules => ({
  neighbours: (h) => (frozen ? map.adjacent(h) : map.neighbours(h)),
  step: (from, to) => {
    if (closed.has(to)) return null;
    const f = map.hexside(from, to);
    const river = f.includes('major-river') || f.includes('volga') ? 1 : 0;
    const marsh = map.hex(to)?.terrain === 'marsh' ? 1 : 0;
    return half ? [river / 2, marsh * 1.5] : [river, marsh];
  },
  limits,
});

describe('lines with allowances agree with the reference (CtS 16.2)', () => {
  it('any start, closed hexes, limits and length', () => {
    const hex = fc.integer({ min: 0, max: hexes.length - 1 }).map((i) => hexes[i]!);
    fc.assert(
      fc.property(
        hex,
        fc.array(hex, { maxLength: 200 }),
        fc.array(hex, { maxLength: 5 }),
        fc.constantFrom([1, 1], [0, 0], [2, 1], [0, 3], [1.5, 1], [2, 3], [9999, 1]),
        fc.boolean(),
        fc.integer({ min: 0, max: 9 }),
        fc.boolean(),
        (start, closedList, targetList, limits, half, length, frozen) => {
          const r = rules(new Set(closedList), limits, half, frozen);
          expect([...traceWithAllowances(r, start, length)]).toEqual([...referenceTrace(r, start, length)]);
          const targets = new Set(targetList);
          expect(lineReaches(r, start, targets, length)).toBe(referenceLineReaches(r, start, targets, length));
        },
      ),
      { numRuns: 300 },
    );
  });
});
