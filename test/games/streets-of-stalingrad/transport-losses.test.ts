import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { adjudicate, check, codes, ctxAt, fragment } from './movement-window-fixture';

/**
 * SoS 16.48, 16.49 on the open steppe west of the city (column 32 is clear). The transport at
 * 3240 drives north to the Guards company at 3238 and carries it on; a German 88mm Flak and a
 * StuG at 3134 (both AF underlined, 9.94) hold opportunity fire for the first hex of the
 * carried stack in their range, 3237, three steps into the move.
 */
const T = 'sov-transport';
const GUARDS = 'sov-1-42g';
const LEADER = 'sov-yelin';
const AT_GUNS = { 'ger-88-flak': '3134', 'ger-stug-244': '3134' };
const carry = (units: string[], path: string[], extra: object = {}) => ({ move: { units, path, transport: T, ...extra } });
const PATH = ['3239', '3238', '3237', '3236', '3235'];
const underFire = (state: SosState, orders: unknown[], dice: Record<string, number>) => {
  const ctx = { ...ctxAt(2, 'soviet-movement'), standing: { german: { opportunityFire: [{ hex: '3134' }] }, soviet: null } };
  return windowRules('soviet-movement').adjudicate(ctx, state, orders as SosOrder[], new FixedDice(dice));
};
const die = (d: number) => ({ 'T02/soviet-movement/of/0/3/r0/3134': d });

describe('SoS 16.48: transports eliminated when German combat units move into their hex with no Soviet combat unit', () => {
  it('a German company walking through a hex where the transport stands alone eliminates it, and may end its move there', () => {
    const s = fragment({ 'ger-71-5-191': '3239', [T]: '3237' });
    const r = adjudicate(1, 'german-movement', s, [{ move: { units: ['ger-71-5-191'], path: ['3238', '3237', '3236'] } }]);
    expect(r.events.map((e) => e.type)).toEqual(['moved', 'transports-overrun']);
    expect(r.events[1]).toMatchObject({ rule: 'SoS 16.48', hex: '3237', units: [T], by: ['ger-71-5-191'] });
    expect(r.state.pieces[T]).toMatchObject({ at: null, eliminated: true });
    expect(check(1, 'german-movement', s, [{ move: { units: ['ger-71-5-191'], path: ['3238', '3237'] } }])).toEqual([]);
  });

  it('with a Soviet combat unit in the hex, no German unit enters it (8.08), and the transport stays', () => {
    const s = fragment({ 'ger-71-5-191': '3238', [T]: '3237', [GUARDS]: '3237' });
    expect(codes(check(1, 'german-movement', s, [{ move: { units: ['ger-71-5-191'], path: ['3237'] } }]))).toEqual([['enemy-combat-unit', 'orders.0.move.path.0']]);
    expect(adjudicate(1, 'german-movement', s, [{ move: { units: ['ger-71-5-191'], path: ['3237'] } }]).state.pieces[T]!.at).toBe('3237');
  });

  it('opportunity fire that hits a transport moving alone eliminates it; the Guards it was driving to stay where they stood', () => {
    const s = fragment({ [T]: '3240', [GUARDS]: '3236', ...AT_GUNS });
    const r = underFire(s, [carry([GUARDS], PATH)], die(1));
    expect(r.events.find((e) => e.type === 'opportunity-fire')).toMatchObject({ hex: '3237', movers: [T], result: 'D1', eliminated: [T], forced: ['SoS 16.48: the transport and what it carries are eliminated (sov-transport)'] });
    expect(r.state.pieces[T]!.eliminated).toBe(true);
    expect(r.state.pieces[GUARDS]!.at).toBe('3236');
    expect(r.events.map((e) => e.type)).toEqual(['opportunity-fire', 'move-stopped-by-fire']);
  });

  it('a transport carrying a leader alone dies with him aboard: "their passengers are also eliminated"', () => {
    const s = fragment({ [T]: '3240', [LEADER]: '3238', ...AT_GUNS });
    const r = underFire(s, [carry([LEADER], PATH)], die(1));
    expect(r.events.find((e) => e.type === 'opportunity-fire')).toMatchObject({ movers: [T], result: 'D1', eliminated: [T, LEADER] });
    expect(r.state.pieces[LEADER]!.eliminated).toBe(true);
  });
});

describe('SoS 16.49: the transport goes when the combat units with it go; it is no combat unit for losses', () => {
  it('∆ carried units are vehicle targets (ATTC, 9.95); a D1 takes the Guards, not the transport, and then the transport and the leader it carries', () => {
    const s = fragment({ [T]: '3240', [GUARDS]: '3238', [LEADER]: '3238', ...AT_GUNS });
    const r = underFire(s, [carry([GUARDS, LEADER], PATH)], die(1));
    const fire = r.events.find((e) => e.type === 'opportunity-fire')!;
    expect(fire).toMatchObject({ hex: '3237', movers: [T, GUARDS], result: 'D1', eliminated: [GUARDS, T, LEADER] });
    expect(fire['firers']).toEqual([
      { id: 'ger-88-flak', points: 8, uses: 'ATTC AF', rule: 'SoS 9.95' },
      { id: 'ger-stug-244', points: 7, uses: 'ATTC AF', rule: 'SoS 9.95' },
    ]);
    expect([T, GUARDS, LEADER].map((id) => r.state.pieces[id]!.eliminated)).toEqual([true, true, true]);
    expect(r.events.map((e) => e.type)).toEqual(['opportunity-fire', 'move-stopped-by-fire']);
  });

  it('a P pins the stack where it is: the transport and its passengers stop there together (11.11)', () => {
    const s = fragment({ [T]: '3240', [GUARDS]: '3238', ...AT_GUNS });
    const r = underFire(s, [carry([GUARDS], PATH)], die(4));
    expect(r.events.find((e) => e.type === 'opportunity-fire')).toMatchObject({ result: 'P', eliminated: [] });
    expect(r.state.pieces[GUARDS]).toMatchObject({ at: '3237', pinned: true });
    expect(r.state.pieces[T]!.at).toBe('3237');
    expect(r.events.find((e) => e.type === 'moved')).toMatchObject({ to: '3237', carried: { units: [GUARDS], from: '3238', to: '3237' } });
  });

  it('once the Guards are set down, fire at the transport driving away takes the transport alone', () => {
    const s = fragment({ [T]: '3240', [GUARDS]: '3239', ...AT_GUNS });
    const r = underFire(s, [carry([GUARDS], PATH, { unload: '3238' })], die(1));
    expect(r.events.find((e) => e.type === 'opportunity-fire')).toMatchObject({ hex: '3237', movers: [T], eliminated: [T] });
    expect(r.state.pieces[GUARDS]).toMatchObject({ at: '3238', eliminated: false });
    expect(r.events.find((e) => e.type === 'moved')).toMatchObject({ units: [GUARDS], carried: { units: [GUARDS], from: '3239', to: '3238' } });
    expect(r.events.at(-1)).toMatchObject({ type: 'move-stopped-by-fire', units: [], eliminated: [T] });
  });

  it('∆ on a balka hex with no other terrain (3338), where only vehicles are open to fire (11.6), the units a transport carries are open to it with the transport', () => {
    const s = fragment({ [T]: '3238', [GUARDS]: '3238', 'ger-88-flak': '3136', 'ger-stug-244': '3136' });
    const ctx = { ...ctxAt(2, 'soviet-movement'), standing: { german: { opportunityFire: [{ hex: '3136', zone: ['3338'] }] }, soviet: null } };
    const r = windowRules('soviet-movement').adjudicate(ctx, s, [carry([GUARDS], ['3338', '3339'])] as SosOrder[], new FixedDice({ 'T02/soviet-movement/of/0/1/r0/3136': 4 }));
    expect(r.events.find((e) => e.type === 'opportunity-fire')).toMatchObject({ hex: '3338', movers: [T, GUARDS], result: 'P' });
  });
});
