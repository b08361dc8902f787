import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { ctxAt, fragment } from './movement-window-fixture';

/**
 * Second reading of IF defensive fire on the WBBT and of 18.1 under opportunity fire (the WD
 * rows of docs/rules-audit-streets-of-stalingrad.md). Each `it.fails` is a DIFFERS row: the
 * text's outcome, which the code does not give today.
 *
 * The German Movement Phase of 13 September on the open steppe (columns 31 to 33 are clear):
 * MUES, who commands the 16 Panzer Grenadier Battalion, stands in 3231 with its 1st company;
 * its 2nd company is in 3225. Two Guards companies of the 42nd in 3233 (DF 10, column 10-19)
 * fire at the 1st company the instant it starts to move (11.4 ∆), and a 1 reads D1.
 */
const MUES = 'ger-mues';
const COMPANY = 'ger-16pg-1';
const FIRE = 'T01/german-movement/of/0/0/r0/3233';

describe('SoS audit WD: IF defensive fire on the WBBT; 18.1 under opportunity fire', () => {
  it('WD-21: the company of MUES is eliminated in his hex as it starts to move without him; MUES, left alone, is moved at the end of the phase to the nearest unit of his command (18.1)', () => {
    const s = fragment({ [MUES]: '3231', [COMPANY]: '3231', 'ger-16pg-2': '3225', 'sov-1-42g': '3233', 'sov-2-42g': '3233' });
    const soviet: SosStanding = { opportunityFire: [{ hex: '3233' }] };
    const ctx = { ...ctxAt(1, 'german-movement'), standing: { german: null, soviet } };
    const r = windowRules('german-movement').adjudicate(ctx, s, [{ move: { units: [COMPANY], path: ['3230', '3229'] } }] as SosOrder[], new FixedDice({ [FIRE]: 1, [`${FIRE}/leader/${MUES}`]: 10 }));
    // the setup: the fire eliminates the company in 3231, MUES survives his roll there
    expect(r.events.find((e) => e.type === 'opportunity-fire')).toMatchObject({ hex: '3231', result: 'D1', eliminated: [COMPANY] });
    expect(r.events.find((e) => e.type === 'leader-survival')).toMatchObject({ leader: MUES, hex: '3231' });
    expect(r.state.pieces[MUES]!.eliminated).toBe(false);
    // the text: "If all of the units of their command in that hex are eliminated, leader units must be moved to the nearest unit of their command at the end of that phase"
    expect(r.state.pieces[MUES]!.at).toBe('3225');
  });
});
