import { describe, expect, it } from 'vitest';
import { side } from '#kernel/ids';
import { tinyGame } from './support/tiny-game';

/** "What can this unit do now" for the movement-phase specials (DoS 9.18, 9.23-9.28). */
describe('options in movement windows', () => {
  it('a German panzer lists the mobile assaults it could launch from its hex, with odds when the defender is known; motorized infantry only with a panzer beside it', () => {
    const { ruleset, state } = tinyGame(
      {
        hexes: { '2624': 'clear', '2625': 'clear', '2623': 'forest', '2626': 'clear' },
        units: {
          pz: { nat: 'german', type: 'panzer', full: '8-8-6' },
          mot: { nat: 'german', type: 'motorized-infantry', full: '6-6-6' },
          lone: { nat: 'german', type: 'motorized-infantry', full: '6-6-6' },
          s1: { nat: 'soviet', type: 'rifle', full: '1-2-4' },
          s2: { nat: 'soviet', type: 'rifle', full: '1-2-4' },
        },
        position: { pz: '2624', mot: '2624', lone: '2626', s1: '2625', s2: '2623' },
        german: ['2624', '2626'],
      },
      { turn: 3, at: { side: 'german', step: 1 }, phaseOrder: 'combat-first' },
    );
    const opts = ruleset.options(state, side('german'));
    const of = (id: string) => opts.find((o) => o.unit === id)!;
    // each an assault order, with the force that makes it (the composer writes it as it stands)
    expect(of('pz').attacks).toEqual([{ target: '2625', odds: '2:1', order: 'assault', force: ['pz'] }]); // 8 vs 2 = 4:1, 2L (9.27); forest 2623 is closed (9.25)
    expect(of('mot').attacks).toEqual([{ target: '2625', odds: '5:1', order: 'assault', force: ['mot', 'pz'] }]); // with pz: 14 vs 2 = 7:1, 2L
    expect(of('lone').attacks).toBeUndefined(); // no panzer (9.23)
    expect(of('pz').notes).toContainEqual(expect.stringContaining('mobile assaults'));
  });

  it('a Soviet unit in a port town lists the friendly ports it may sail to (9.18)', () => {
    const { ruleset, state } = tinyGame(
      {
        hexes: { '2620': { terrain: 'clear', features: ['town', 'port'] }, '2625': { terrain: 'clear', features: ['town', 'port'] }, '2630': { terrain: 'clear', features: ['town', 'port'] } },
        units: { r: { nat: 'soviet', type: 'rifle', full: '1-3-4' }, t: { nat: 'soviet', type: 'tank-corps', full: '2-5-8' } },
        position: { r: '2620', t: '2620' },
        german: ['2630'],
      },
      { turn: 3, at: { side: 'soviet', step: 1 }, phaseOrder: 'combat-first' },
    );
    const opts = ruleset.options(state, side('soviet'));
    expect(opts.find((o) => o.unit === 'r')!.notes).toContainEqual(expect.stringContaining('may sail to 2625'));
    expect(opts.find((o) => o.unit === 'r')!.sea).toEqual(['2625']); // the composer's sea offers
    expect(opts.find((o) => o.unit === 't')!.sea).toBeUndefined();
    expect(opts.find((o) => o.unit === 't')!.notes ?? []).not.toContainEqual(expect.stringContaining('may sail'));
  });
});
