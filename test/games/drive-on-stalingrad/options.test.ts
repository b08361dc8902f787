import { describe, expect, it } from 'vitest';
import { side } from '#kernel/ids';
import { combatWindow } from './support/battle';
import { submission, tinyGame } from './support/tiny-game';

const spec = () => ({
  hexes: { '2623': 'clear', '2624': 'clear', '2625': 'hills', '2626': 'clear', '2524': 'mountain', '2525': 'clear' },
  hexsides: { '2524|2624': ['river'] },
  units: {
    'ger-pz': { nat: 'german', type: 'panzer', full: '8-8-3' },
    'ger-zero': { nat: 'german', type: 'security', full: '0-1-4' },
    'sov-a': { nat: 'soviet', type: 'rifle', full: '2-3-4' },
  } as const,
  position: { 'ger-pz': '2624', 'ger-zero': '2623', 'sov-a': '2625' },
  german: ['2623', '2624', '2524', '2525'],
});

describe('options and template (Ruleset.options, Ruleset.template)', () => {
  it('lists the moves a unit can make this phase, each legal by check()', () => {
    const { ruleset, state } = tinyGame(spec(), { turn: 3, at: { side: 'german', step: 1 }, phaseOrder: 'combat-first' });
    const pz = ruleset.options(state, side('german')).find((o) => o.unit === 'ger-pz')!;
    // 2625 holds the enemy (9.4), 2524 is mountain (9.13): only 2525 and 2623
    expect(pz.moves!.map((m) => [m.hex, m.cost])).toEqual([
      ['2525', 1],
      ['2623', 1],
    ]);
    for (const m of pz.moves!) expect(ruleset.check(state, submission('german', [{ move: { unit: 'ger-pz', path: m.path } }]))).toEqual([]);
    expect(pz.attacks).toBeUndefined();
  });

  it('lists legal attack targets with the odds of attacking alone, and notes a factor of 0', () => {
    const { ruleset, state } = tinyGame(spec(), combatWindow('german'));
    const opts = ruleset.options(state, side('german'));
    expect(opts.find((o) => o.unit === 'ger-pz')!.attacks).toEqual([{ target: '2625', odds: '1:1' }]);
    expect(opts.find((o) => o.unit === 'ger-zero')).toMatchObject({ attacks: [], notes: ['attack factor 0: may not attack (DoS 11.12)'] });
  });

  it('gives example orders that pass check() for the window, and standing orders', () => {
    const { ruleset, state } = tinyGame(spec(), { turn: 3, at: { side: 'german', step: 0 } });
    const t = ruleset.template(state, side('german'));
    expect(t.exampleOrders).toEqual([{ declare: { phaseOrder: 'combat-first' } }, { attack: { target: '2625', units: ['ger-pz'] } }]);
    expect(ruleset.check(state, submission('german', t.exampleOrders))).toEqual([]);
    expect(t.notes[0]).toMatch(/^Window T03\/german: /);
    const other = ruleset.template(state, side('soviet'));
    expect(other.exampleOrders).toEqual([]);
    expect(other.notes[1]).toMatch(/standing orders only/);
  });
});
