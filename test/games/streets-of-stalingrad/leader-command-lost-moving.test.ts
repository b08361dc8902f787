import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { ctxAt, fragment } from './movement-window-fixture';

/**
 * SoS 18.1: "If all of the units of their command in that hex are eliminated, leader units must
 * be moved to the nearest unit of their command at the end of that phase." The German Movement
 * Phase of 13 September on the open steppe (columns 31 to 33 are clear): MUES, who commands
 * the 16 Panzer Grenadier Battalion, moves north along column 32 with its 1st company; two Guards companies of the 42nd
 * in 3233 (DF 10, column 10-19) fire when the stack enters 3231, and a 1 reads D1.
 */
const MUES = 'ger-mues';
const COMPANY = 'ger-16pg-1';
const WALK = ['3229', '3230', '3231'];
const run = (state: SosState, dice: Record<string, number>) => {
  const soviet: SosStanding = { opportunityFire: [{ hex: '3233' }] };
  const ctx = { ...ctxAt(1, 'german-movement'), standing: { german: null, soviet } };
  return windowRules('german-movement').adjudicate(ctx, state, [{ move: { units: [MUES, COMPANY], path: WALK } }] as SosOrder[], new FixedDice(dice));
};
const FIRE = 'T01/german-movement/of/0/3/r0/3233';

describe('SoS 18.1: a leader whose moving stack loses every unit of his command to opportunity fire', () => {
  it('the company is eliminated in 3231; MUES, surviving, moves at the end of the phase to the nearest unit of his battalion (3225), not to the nearer 191st company', () => {
    const s = fragment({ [MUES]: '3228', [COMPANY]: '3228', 'ger-16pg-2': '3225', 'ger-71-5-191': '3330', 'sov-1-42g': '3233', 'sov-2-42g': '3233' });
    const r = run(s, { [FIRE]: 1, [`${FIRE}/leader/${MUES}`]: 10 });
    expect(r.events.find((e) => e.type === 'opportunity-fire')).toMatchObject({ result: 'D1', eliminated: [COMPANY] });
    expect(r.state.pieces[COMPANY]!.eliminated).toBe(true);
    expect(r.state.pieces[MUES]!.at).toBe('3225');
    expect(r.events.filter((e) => e.type === 'leader-moves').at(-1)).toMatchObject({ rule: 'SoS 18.1', leader: MUES, to: '3225' });
  });

  it('a miss: the stack walks on and MUES stays with his company', () => {
    const s = fragment({ [MUES]: '3228', [COMPANY]: '3228', 'ger-16pg-2': '3225', 'sov-1-42g': '3233', 'sov-2-42g': '3233' });
    const r = run(s, { [FIRE]: 10 });
    expect(r.state.pieces[MUES]!.at).toBe('3231');
    expect(r.state.pieces[COMPANY]!.at).toBe('3231');
    expect(r.events.filter((e) => e.type === 'leader-moves')).toEqual([]);
  });
});
