import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { fragment, ofType, ruleset, sub } from './attack-fixture';

/**
 * SoS 9.86: "Attacking units may advance after combat only into hexes that they may enter
 * normally. A vehicle unit may not advance after combat if such movement requires crossing a
 * balka where there is no bridge or road." A Guards company holds 1925 (suburb, balka); 1/24
 * Panzer attacks it from 1824, across the balka hexside 1824|1925 (no road or bridge crosses
 * it), 1/16 Panzer Grenadier (MP 18) from 2025 (no balka between), a company of II/191 on foot from 1824.
 */
const W = 'T01/german-attack';
const AT = { 'sov-1-42g': '1925', 'ger-stug-244': '1824', 'ger-16pg-1': '2025', 'ger-71-5-191': '1824' };
const attack = (advance: string[]) => ({ attack: { target: '1925', fire: [{ units: ['ger-stug-244', 'ger-71-5-191'], from: '1824' }, { units: ['ger-16pg-1'], from: '2025' }], advance } });
const plan = { standing: { soviet: { defense: { policy: 'plan' as const } } } };

describe('SoS 9.86: a vehicle does not advance after combat across a balka with no bridge or road', () => {
  it('refuses the StuG named to advance from 1824 across the balka; 1/16 Panzer Grenadier (MP 18) from 2025 and the company on foot from 1824 may', () => {
    const g = fragment(AT, ['1925'], plan);
    expect(ruleset.check(g, sub('german', [attack(['ger-stug-244', 'ger-16pg-1', 'ger-71-5-191'])])).map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.attack.advance.0', 'vehicle-may-not-cross', 'SoS 9.86']]);
    expect(ruleset.check(g, sub('german', [attack(['ger-16pg-1', 'ger-71-5-191'])]))).toEqual([]);
  });

  it('the hex emptied, the units that may advance move in and the StuG across the balka stays', () => {
    const g = fragment(AT, ['1925'], plan);
    const r = ruleset.adjudicate(g, [sub('german', [attack(['ger-stug-244', 'ger-71-5-191'])])], new FixedDice({ [`${W}/1925/df/1824`]: 10, [`${W}/1925/df/2025`]: 10, [`${W}/1925/attack`]: 1 }));
    expect(ofType(r.events, 'attack')[0]).toMatchObject({ eliminated: ['sov-1-42g'] });
    expect(ofType(r.events, 'advance')).toEqual([{ type: 'advance', rule: 'SoS 9.85', hex: '1925', units: ['ger-71-5-191'] }]);
    expect(r.state.state.pieces['ger-stug-244']!.at).toBe('1824');
  });
});
