import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { check, codes, ctxAt, fragment } from './movement-window-fixture';

/**
 * SoS 16.25 (printed 16.15 under 16.2) in the German Movement Phase of 13 September on the open
 * steppe (columns 31 to 33 are clear): a mine dog of the 10 NKVD Division alone in 3232; the
 * armored infantry of the 16th in 3230; Guards companies of the 42nd further off.
 */
const DOG = 'sov-mine-dog-1';
const move = (units: string[], path: string[]) => ({ move: { units, path } });
const run = (state: SosState, orders: unknown[], soviet: SosStanding | null = null) => {
  const ctx = { ...ctxAt(1, 'german-movement'), standing: { german: null, soviet } };
  return windowRules('german-movement').adjudicate(ctx, state, orders as SosOrder[], new FixedDice([]));
};
const dogEvents = (events: readonly { type: string }[]) => events.filter((e) => e.type.startsWith('mine-dog'));

describe('SoS 16.25: "If German combat units move into or through a hex with only a Soviet mine dog unit, move the mine dog immediately to the nearest friendly unit"', () => {
  it('through: the armored infantry passes 3232; the dog goes to the Guards in 3236, four hexes off', () => {
    const s = fragment({ [DOG]: '3232', 'ger-16pg-1': '3230', 'sov-1-42g': '3236' });
    const r = run(s, [move(['ger-16pg-1'], ['3231', '3232', '3233'])]);
    expect(dogEvents(r.events)).toEqual([{ type: 'mine-dog-moved', rule: 'SoS 16.25', order: 0, unit: DOG, from: '3232', to: '3236' }]);
    expect(r.state.pieces[DOG]!.at).toBe('3236');
    expect(r.state.pieces['ger-16pg-1']!.at).toBe('3233');
  });

  it('into: a German move may end in the hex of a lone mine dog (the dog leaves), which the check passes', () => {
    const s = fragment({ [DOG]: '3232', 'ger-16pg-1': '3230', 'sov-1-42g': '3236' });
    const orders = [move(['ger-16pg-1'], ['3231', '3232'])];
    expect(check(1, 'german-movement', s, orders)).toEqual([]);
    const r = run(s, orders);
    expect(r.state.pieces['ger-16pg-1']!.at).toBe('3232');
    expect(r.state.pieces[DOG]!.at).toBe('3236');
  });

  it('not onto the move\'s own path: the dog passed in 3232 does not join YELIN, alone in 3233 where the move ends (with him it would bar the hex, 8.08, 9.81); it goes to the Guards in 3236, and YELIN is displaced (18.31)', () => {
    const s = fragment({ [DOG]: '3232', 'ger-16pg-1': '3230', 'sov-yelin': '3233', 'sov-1-42g': '3236' });
    for (const dice of [false, true]) {
      const r = run(s, [move(['ger-16pg-1'], ['3231', '3232', '3233'])], dice ? { opportunityFire: [{ hex: '3236', zone: ['3100'] }] } : null);
      expect(r.state.pieces[DOG]!.at).toBe('3236');
      expect(r.state.pieces['ger-16pg-1']!.at).toBe('3233');
      expect(r.state.pieces['sov-yelin']!.at).not.toBe('3233');
    }
  });

  it('"nearest", a chosen tie rule: of two Soviet units as near (3236 and 2832, four hexes each), the lower hex id', () => {
    const s = fragment({ [DOG]: '3232', 'ger-16pg-1': '3230', 'sov-1-42g': '3236', 'sov-2-42g': '2832' });
    const r = run(s, [move(['ger-16pg-1'], ['3231', '3232'])]);
    expect(r.state.pieces[DOG]!.at).toBe('2832');
  });

  it('the move is made under Soviet opportunity fire hex by hex: the dog leaves the instant the stack enters its hex', () => {
    const s = fragment({ [DOG]: '3232', 'ger-16pg-1': '3230', 'sov-1-42g': '3236' });
    const r = run(s, [move(['ger-16pg-1'], ['3231', '3232', '3233'])], { opportunityFire: [{ units: ['sov-1-42g'] }] });
    expect(dogEvents(r.events)).toEqual([expect.objectContaining({ type: 'mine-dog-moved', from: '3232', to: '3236' })]);
    expect(r.state.pieces[DOG]!.at).toBe('3236');
  });

  it('"only a Soviet mine dog unit": a dog with a Soviet leader stays, and no German move enters its hex (8.08, 9.81: the dog is a combat unit); a German leader moving alone is no combat unit: the exception of 16.15 is not his, so 8.08 bars the hex of the dog to him, and the dog stays', () => {
    const withLeader = fragment({ [DOG]: '3232', 'sov-chuikov': '3232', 'ger-16pg-1': '3230', 'sov-1-42g': '3236' });
    expect(codes(check(1, 'german-movement', withLeader, [move(['ger-16pg-1'], ['3231', '3232'])]))).toEqual([['enemy-combat-unit', 'orders.0.move.path.1']]);
    expect(codes(check(1, 'german-movement', withLeader, [move(['ger-16pg-1'], ['3231', '3232', '3233'])]))).toEqual([['enemy-combat-unit', 'orders.0.move.path.1']]);
    const through = run(withLeader, [move(['ger-16pg-1'], ['3231', '3232', '3233'])]);
    expect(dogEvents(through.events)).toEqual([]);
    const leader = fragment({ [DOG]: '3232', 'ger-mues': '3230', 'sov-1-42g': '3236' });
    expect(codes(check(1, 'german-movement', leader, [move(['ger-mues'], ['3231', '3232'])]))).toEqual([['enemy-combat-unit', 'orders.0.move.path.1']]);
    expect(codes(check(1, 'german-movement', leader, [move(['ger-mues'], ['3231', '3232', '3233'])]))).toEqual([['enemy-combat-unit', 'orders.0.move.path.1']]);
    const passed = run(leader, [move(['ger-mues'], ['3231', '3232', '3233'])]);
    expect(dogEvents(passed.events)).toEqual([]);
    expect(passed.state.pieces[DOG]!.at).toBe('3232');
  });

  it('with no Soviet unit on the map to go to (Chuikov in an East Bank box), the dog is eliminated (a reading)', () => {
    const alone = fragment({ [DOG]: '3232', 'ger-16pg-1': '3230', 'sov-chuikov': 'EB-C' });
    const r = run(alone, [move(['ger-16pg-1'], ['3231', '3232'])]);
    expect(dogEvents(r.events)).toEqual([expect.objectContaining({ type: 'mine-dog-eliminated', unit: DOG, hex: '3232' })]);
    expect(r.state.pieces[DOG]).toMatchObject({ at: null, eliminated: true });
  });

  it('5.5: the dog does not join a hex that holds a mine dog already; it goes on to the next nearest', () => {
    const s = fragment({ [DOG]: '3232', 'sov-mine-dog-2': '3234', 'sov-2-42g': '3234', 'ger-16pg-1': '3230', 'sov-1-42g': '3236' });
    const r = run(s, [move(['ger-16pg-1'], ['3231', '3232'])]);
    expect(r.state.pieces[DOG]!.at).toBe('3236');
  });
});
