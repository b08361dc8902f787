import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { submission, tinyGame } from './support/tiny-game';

/** DoS 9.31: a mobile assault does not stop a unit from making a prepared assault in the same player turn, in either phase order. */
const spec = () => ({
  hexes: { '2624': 'clear', '2625': 'clear', '2626': 'clear', '2725': 'sea', '2726': 'sea', '2526': 'sea', '2525': 'sea' },
  units: {
    pz: { nat: 'german', type: 'panzer', full: '8-8-6' },
    s: { nat: 'soviet', type: 'rifle', full: '1-2-4' },
  } as const,
  position: { pz: '2624', s: '2625' },
  german: ['2624'],
});

describe('mobile assaults and the phase order (DoS 9.31, 5.6)', () => {
  it('Move/MA then PA: the force that stalled in its MA attacks the same hex in the prepared assault phase', () => {
    const { ruleset, state } = tinyGame(spec(), { turn: 3 });
    const first = [{ declare: { phaseOrder: 'movement-first' } }, { assault: { units: ['pz'], target: '2625' } }];
    expect(ruleset.check(state, submission('german', first))).toEqual([]);
    const a = ruleset.adjudicate(state, [submission('german', first)], new FixedDice({ 'T03/german/2625/mobile-assault/1': 2 }));
    expect(a.events.find((e) => e.type === 'battle')).toMatchObject({ kind: 'mobile-assault', result: 'AS', backToLaunch: ['pz'] });
    expect(ruleset.window(a.state)?.id).toBe('T03/german-combat');
    const second = [{ attack: { target: '2625', units: ['pz'] } }];
    expect(ruleset.check(a.state, submission('german', second))).toEqual([]);
    const b = ruleset.adjudicate(a.state, [submission('german', second)], new FixedDice({ 'T03/german-combat/2625/attack': 6 }));
    const pa = b.events.find((e) => e.type === 'battle')!;
    expect(pa.kind).toBeUndefined();
    expect(pa).toMatchObject({ raw: '4:1', shifts: [], result: 'DE' }); // movement-first: no 5.6 1R
  });

  it('PA then Move/MA: the PA gains the 5.6 1R, the MA in the following movement phase does not', () => {
    const s = spec();
    const { ruleset, state } = tinyGame({ ...s, units: { ...s.units, s2: { nat: 'soviet', type: 'rifle', full: '1-2-4' } }, position: { ...s.position, s2: '2626' } }, { turn: 3 });
    const first = [{ declare: { phaseOrder: 'combat-first' } }, { attack: { target: '2625', units: ['pz'] } }];
    const a = ruleset.adjudicate(state, [submission('german', first)], new FixedDice({ 'T03/german/2625/attack': 2 }));
    expect(a.events.find((e) => e.type === 'battle')).toMatchObject({ shifts: [{ value: 1, rule: 'DoS 5.6' }], result: 'AS' });
    expect(ruleset.window(a.state)?.id).toBe('T03/german-movement');
    const second = [{ assault: { units: ['pz'], target: '2625' } }];
    expect(ruleset.check(a.state, submission('german', second))).toEqual([]);
    const b = ruleset.adjudicate(a.state, [submission('german', second)], new FixedDice({ 'T03/german-movement/2625/mobile-assault/1': 2 }));
    expect(b.events.find((e) => e.type === 'battle')).toMatchObject({ kind: 'mobile-assault', shifts: [{ value: -2, rule: 'DoS 9.27' }] });
  });

  it('the Soviet has no mobile assault (9.23), and a German PA/PA turn has no movement phase for one (5.5)', () => {
    const s = spec();
    const soviet = tinyGame(s, { turn: 3, at: { side: 'soviet', step: 1 }, phaseOrder: 'combat-first' });
    expect(soviet.ruleset.check(soviet.state, submission('soviet', [{ assault: { units: ['s'], target: '2624' } }]))).toEqual([
      expect.objectContaining({ code: 'no-mobile-assault', rule: 'DoS 9.23' }),
    ]);
    const papa = tinyGame(s, { turn: 3 });
    const issues = papa.ruleset.check(papa.state, submission('german', [{ declare: { phaseOrder: 'combat-combat' } }, { assault: { units: ['pz'], target: '2625' } }]));
    expect(issues).toEqual([expect.objectContaining({ path: ['orders', 1, 'assault'], code: 'wrong-window' })]);
  });
});
