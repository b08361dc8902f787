import { describe, expect, it } from 'vitest';
import { adjudicate, check, codes, fragment } from './movement-window-fixture';

/**
 * SoS 14.84: "enemy units moving through [an interdicted] hex must pay 1 additional MP for every
 * 5 AF points" of the IF markers on it (15.22 for Stukas). On the clear steppe (1 MP a hex for a
 * foot unit), Soviet interdiction of 10 AF from the Simultaneous Bombardment Phase 2 lies on 3229.
 */
const interdicted = (af: number) => {
  const s = fragment({ 'ger-71-5-191': '3228' });
  return { ...s, interdiction: [{ side: 'soviet' as const, hex: '3229', af, phase: 2 }] };
};
const move = (path: string[]) => ({ move: { units: ['ger-71-5-191'], path } });

describe('SoS 14.84: interdiction slows the enemy moving through the hex', () => {
  it('10 AF on 3229: a German company walking 3229, 3230, 3231 spends 1 + 2, 1 and 1 MP', () => {
    const r = adjudicate(1, 'german-movement', interdicted(10), [move(['3229', '3230', '3231'])]);
    expect(r.events[0]).toMatchObject({ type: 'moved', mp: 5 });
    expect((r.events[0]!['steps'] as { mp: number }[]).map((x) => x.mp)).toEqual([3, 1, 1]);
  });

  it('9 AF adds 1 MP (fractions dropped); the MP it adds counts against the allowance', () => {
    expect(adjudicate(1, 'german-movement', interdicted(9), [move(['3229'])]).events[0]).toMatchObject({ mp: 2 });
    expect(codes(check(1, 'german-movement', interdicted(35), [move(['3229', '3230'])]))).toEqual([['not-enough-mp', 'orders.0.move.path.1']]);
  });

  it('a side\'s own interdiction does not slow it', () => {
    const s = { ...interdicted(10), interdiction: [{ side: 'german' as const, hex: '3229', af: 10, phase: 2 }] };
    expect(adjudicate(1, 'german-movement', s, [move(['3229'])]).events[0]).toMatchObject({ mp: 1 });
  });
});
