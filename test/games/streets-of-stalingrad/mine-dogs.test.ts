import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { hexId } from '#kernel/ids';
import { env } from './movement-window-fixture';
import { fragment, ofType, ruleset, sub } from './attack-fixture';

/**
 * SoS 16.22-16.24 (printed 16.12-16.14 under 16.2) in the German Attack Phase of 13 September, on the clear steppe: the StuG in
 * 3229 attacks the Guards in 3230; a mine dog of the 10 NKVD Division waits in a hex next to both.
 */
const DOG_HEX = env.map.grid.neighbours(hexId('3229')).find((n) => env.map.grid.distance(n, hexId('3230')) === 1)!;
const AT = { 'sov-1-42g': '3230', 'sov-mine-dog-1': DOG_HEX, 'ger-stug-244': '3229', 'ger-71-5-191': '3229' };
const ATTACK = { attack: { target: '3230', fire: [{ units: ['ger-stug-244', 'ger-71-5-191'], from: '3229' }] } };
const DOG_DIE = 'T01/german-attack/mine-dog/sov-mine-dog-1';
const play = (die: number, standing: object = { defense: { policy: 'plan' } }) =>
  ruleset.adjudicate(fragment(AT, ['3230'], { standing: { soviet: standing } }), [sub('german', [ATTACK])], FixedDice.mixed({ [DOG_DIE]: die }, [10, 10, 10, 10]));

describe('SoS 16.22-16.24: Soviet mine dogs attack an adjacent German armored unit before a German attack is resolved', () => {
  it('E76 (16.24): a 2 eliminates the StuG with the mine dog, before the attack: the StuG does not fire', () => {
    const r = play(2);
    expect(ofType(r.events, 'mine-dog-attack')).toEqual([expect.objectContaining({ dog: 'sov-mine-dog-1', target: 'ger-stug-244', die: 2, result: 'armorEliminated', eliminated: ['ger-stug-244', 'sov-mine-dog-1'] })]);
    expect(r.state.state.pieces['ger-stug-244']!.eliminated).toBe(true);
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('mine-dog-attack')).toBeLessThan(types.indexOf('attack'));
    expect((ofType(r.events, 'attack')[0]!['firers'] as { id: string }[]).map((f) => f.id)).toEqual(['ger-71-5-191']);
  });

  it('E76 (16.23, 16.24): a 3 eliminates the mine dog alone', () => {
    const r = play(3);
    expect(ofType(r.events, 'mine-dog-attack')[0]).toMatchObject({ result: 'noEffect', eliminated: ['sov-mine-dog-1'] });
    expect(r.state.state.pieces['ger-stug-244']!.eliminated).toBe(false);
  });

  it('16.22: the standing mineDogs policy hold keeps the dogs back; only armored units are their targets', () => {
    expect(ofType(play(2, { defense: { policy: 'plan' }, mineDogs: { policy: 'hold' } }).events, 'mine-dog-attack')).toEqual([]);
    const noArmor = { ...AT, 'ger-stug-244': '3228' };
    const r = ruleset.adjudicate(fragment(noArmor, ['3230'], { standing: { soviet: { defense: { policy: 'plan' } } } }), [sub('german', [{ attack: { target: '3230', fire: [{ units: ['ger-71-5-191'], from: '3229' }] } }])], FixedDice.mixed({}, [10, 10, 10, 10]));
    expect(ofType(r.events, 'mine-dog-attack')).toEqual([]);
  });
});
