import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { submission, tinyGame } from './support/tiny-game';

/**
 * DoS 5.5 and 11.4 over the two windows of a German PA/PA turn: each attacker attacks at
 * most once per prepared assault phase and each hex is attacked at most once per phase,
 * so the same unit may attack the same hex again in the second phase (digest E38, CB-4).
 * Sea all round keeps the Soviet unit in place on DR.
 */
const spec = () => ({
  hexes: { '2624': 'clear', '2625': 'clear', '2626': 'sea', '2725': 'sea', '2726': 'sea', '2526': 'sea', '2525': 'sea' },
  units: {
    inf: { nat: 'german', type: 'infantry', full: '6-6-4' },
    s: { nat: 'soviet', type: 'rifle', full: '1-3-4' },
  } as const,
  position: { inf: '2624', s: '2625' },
  german: ['2624'],
});

describe('the German PA/PA turn: two prepared assault phases (DoS 5.5, 11.4)', () => {
  it('a unit that attacked in the first phase attacks the same hex again in the second', () => {
    const { ruleset, state } = tinyGame(spec(), { turn: 3 });
    const first = [{ declare: { phaseOrder: 'combat-combat' } }, { attack: { target: '2625', units: ['inf'] } }];
    expect(ruleset.check(state, submission('german', first))).toEqual([]);
    const a = ruleset.adjudicate(state, [submission('german', first)], new FixedDice({ 'T03/german/2625/attack': 2 }));
    expect(a.events.find((e) => e.type === 'battle')).toMatchObject({ raw: '2:1', shifts: [], result: 'AS' }); // no 5.6 1R in PA/PA
    expect(ruleset.window(a.state)?.id).toBe('T03/german-combat');

    const second = [{ attack: { target: '2625', units: ['inf'] } }];
    expect(ruleset.check(a.state, submission('german', second))).toEqual([]);
    const b = ruleset.adjudicate(a.state, [submission('german', second)], new FixedDice({ 'T03/german-combat/2625/attack': 6 }));
    expect(b.events.find((e) => e.type === 'battle')).toMatchObject({ target: '2625', attackers: [{ unit: 'inf' }], result: 'DE' });
    expect(b.state.units.s!.status).toBe('eliminated');
    expect(ruleset.window(b.state)?.id).toBe('T03/soviet');
  });

  it('within one phase the attacker and the defender are still limited to one attack each', () => {
    const { ruleset, state } = tinyGame(spec(), { turn: 3 });
    const twice = [{ declare: { phaseOrder: 'combat-combat' } }, { attack: { target: '2625', units: ['inf'] } }, { attack: { target: '2625', units: ['inf'] } }];
    expect(ruleset.check(state, submission('german', twice)).map((p) => [p.path.join('.'), p.code, p.rule])).toEqual([
      ['orders.2.attack.target', 'defended-twice', 'DoS 11.4'],
      ['orders.2.attack.units.0', 'attacked-twice', 'DoS 11.4'],
    ]);
  });
});
