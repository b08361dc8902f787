import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HexId } from '#kernel/ids';
import { hexId } from '#kernel/ids';
import { lineReaches, traceWithAllowances, type AllowanceRules } from '#kernel/supply/allowance-trace';

/** Hexes "00".."nn" in a row; `major` sides count against allowance 0, `marsh` hexes against allowance 1. */
function row(n: number, opts: { major?: number[]; marsh?: number[]; blocked?: number[]; limits?: number[] } = {}): AllowanceRules {
  const id = (i: number): HexId => hexId(String(i).padStart(2, '0'));
  const at = (h: HexId): number => Number(h);
  return {
    neighbours: (h) => [at(h) - 1, at(h) + 1].filter((i) => i >= 0 && i < n).map(id),
    step: (from, to) => {
      if (opts.blocked?.includes(at(to))) return null;
      const side = Math.min(at(from), at(to));
      return [opts.major?.includes(side) ? 1 : 0, opts.marsh?.includes(at(to)) ? 1 : 0];
    },
    limits: opts.limits ?? [1, 1],
  };
}

describe('lines with allowances (CtS 16.2: at most one unbridged Major river, at most one Marsh hex)', () => {
  it('one Major river crossing is allowed, a second one is not', () => {
    const reach = traceWithAllowances(row(10, { major: [2, 5] }), hexId('00'), 8);
    expect(reach.get(hexId('05'))).toBe(5);
    expect(reach.has(hexId('06'))).toBe(false);
  });
  it('one Marsh hex may be entered, not two', () => {
    const reach = traceWithAllowances(row(10, { marsh: [3, 4] }), hexId('00'), 8);
    expect(reach.has(hexId('03'))).toBe(true);
    expect(reach.has(hexId('04'))).toBe(false);
  });
  it('the length counts hexes entered: a source 8 hexes away is in reach of an 8-hex line, 9 is not', () => {
    expect(lineReaches(row(12), hexId('00'), new Set([hexId('08')]), 8)).toBe(true);
    expect(lineReaches(row(12), hexId('00'), new Set([hexId('09')]), 8)).toBe(false);
  });
  it('a blocked hex stops the line', () => {
    expect(traceWithAllowances(row(6, { blocked: [3] }), hexId('00'), 8).has(hexId('04'))).toBe(false);
  });
});

describe('lines with allowances (property)', () => {
  it('with no limits in play the reach is plain breadth-first distance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.integer({ min: 0, max: 19 }), fc.integer({ min: 0, max: 25 }), (n, s0, len) => {
        const s = s0 % n;
        const reach = traceWithAllowances(row(n, { limits: [99, 99] }), hexId(String(s).padStart(2, '0')), len);
        for (let i = 0; i < n; i++) {
          const d = Math.abs(i - s);
          const got = reach.get(hexId(String(i).padStart(2, '0')));
          if (d === 0 || d > len) expect(got).toBeUndefined();
          else expect(got).toBe(d);
        }
      }),
    );
  });
  it('raising a limit never loses a hex', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(14), { maxLength: 5 }), fc.array(fc.nat(14), { maxLength: 5 }), (major, marsh) => {
        const tight = traceWithAllowances(row(15, { major, marsh, limits: [1, 1] }), hexId('00'), 14);
        const loose = traceWithAllowances(row(15, { major, marsh, limits: [2, 2] }), hexId('00'), 14);
        for (const h of tight.keys()) expect(loose.has(h)).toBe(true);
      }),
    );
  });
});
