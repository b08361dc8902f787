import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyControl, writeControl } from '#games/drive-on-stalingrad/rules/control';
import type { DosSide } from '#games/drive-on-stalingrad/state/sides';
import { hexId } from '#kernel/ids';

/** The first version: every key, the hex's among them, added in sorted order, the hex left out when it is back with its start controller. */
function plainWithControl(control: Readonly<Record<string, DosSide>>, hex: string, side: DosSide, initial: DosSide | null): Record<string, DosSide> {
  const next: Record<string, DosSide> = {};
  for (const key of [...Object.keys(control), hex].sort()) {
    const v = key === hex ? side : control[key]!;
    if (key === hex && side === initial) continue;
    next[key] = v;
  }
  return next;
}

const hex = fc.tuple(fc.integer({ min: 1, max: 51 }), fc.integer({ min: 1, max: 34 })).map(([r, c]) => `${String(r).padStart(2, '0')}${String(c).padStart(2, '0')}`);
const sideArb = fc.constantFrom<DosSide>('german', 'soviet');

describe('a control record with one hex taken (DoS 3.4)', () => {
  it('lists the same hexes, controllers and key order as adding every key sorted, over a game of hexes taken and retaken in one working copy', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ hex, side: sideArb, initial: fc.option(sideArb), copy: fc.boolean() }), { minLength: 1, maxLength: 120 }), (changes) => {
        let fast: Record<string, DosSide> = {};
        let plain: Record<string, DosSide> = {};
        for (const c of changes) {
          // a new working copy now and then, as each window's draft makes one (setControl)
          if (c.copy) fast = copyControl(fast);
          writeControl(fast, hexId(c.hex), c.side, c.initial);
          plain = plainWithControl(plain, c.hex, c.side, c.initial);
          expect(Object.entries(fast)).toEqual(Object.entries(plain));
          expect(JSON.stringify(fast)).toBe(JSON.stringify(plain));
        }
      }),
      { numRuns: 300 },
    );
  });
});
