import { describe, expect, it } from 'vitest';
import { adjudicate, check, codes, fragment } from './movement-window-fixture';

/**
 * SoS 18.15, 14.92: "A leader unit may always move: 16 hexes, or to any unit of its command
 * regardless of distance, at the end of any of its side's three movement phases." Pavlov and
 * Yelin command the 42 Guards Rifle Regiment (sov-1-42g, sov-2-42g, sov-3-42g); the 71st ID OP
 * the 71st Infantry Division.
 */
const join = (unit: string, hex: string) => ({ join: { unit, hex } });

describe('SoS 18.15, 14.92: a leader or an OP joins a unit of its command at the end of the phase', () => {
  it('E2 (18.15): Pavlov goes to a company of the 42 Guards Rifle Regiment far across the city at the end of Soviet Movement Phase 10', () => {
    const s = fragment({ 'sov-pavlov': '0531', 'sov-1-42g': '3230' });
    expect(check(2, 'soviet-movement', s, [join('sov-pavlov', '3230')])).toEqual([]);
    const r = adjudicate(2, 'soviet-movement', s, [join('sov-pavlov', '3230')]);
    expect(r.state.pieces['sov-pavlov']!.at).toBe('3230');
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'joined', unit: 'sov-pavlov', from: '0531', to: '3230', rule: 'SoS 18.15' }));
  });

  it('E3 (18.15): Yelin may join his regiment at the end of Soviet Reserves Movement Phase 4 and Exploit Movement Phase 14, "provided it does not use any of its 16 MP in the same phase"', () => {
    const s = fragment({ 'sov-yelin': '0531', 'sov-1-42g': '3230', 'sov-2-42g': '0532' }, { attack: ['3229'] });
    expect(check(1, 'soviet-reserves', s, [join('sov-yelin', '3230')])).toEqual([]);
    expect(check(1, 'soviet-exploit-movement', s, [join('sov-yelin', '3230')])).toEqual([]);
    expect(codes(check(1, 'soviet-exploit-movement', s, [{ move: { units: ['sov-yelin'], path: ['0530'] } }, join('sov-yelin', '3230')]))).toEqual([['moved-twice', 'orders.1.join.unit']]);
  });

  it('a unit not of his command, a unit that is no leader, and a hex with no unit are refused', () => {
    const s = fragment({ 'sov-yelin': '0531', 'sov-1-270-nkvd': '3230', 'sov-1-42g': '3233' });
    expect(codes(check(2, 'soviet-movement', s, [join('sov-yelin', '3230'), join('sov-1-42g', '0531'), join('sov-yelin', '3231')]))).toEqual([
      ['not-of-command', 'orders.0.join.hex'],
      ['not-a-leader', 'orders.1.join.unit'],
      ['not-of-command', 'orders.2.join.hex'],
    ]);
  });

  it('14.92: the 71st ID OP joins a company of its division', () => {
    const s = fragment({ 'ger-71-op': '1240', 'ger-71-5-191': '3229' });
    expect(adjudicate(1, 'german-movement', s, [join('ger-71-op', '3229')]).state.pieces['ger-71-op']!.at).toBe('3229');
  });
});
