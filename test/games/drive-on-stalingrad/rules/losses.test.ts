import { describe, expect, it } from 'vitest';
import { unitId, type UnitId } from '#kernel/ids';
import { createContext } from '#games/drive-on-stalingrad/data/context';
import { chooseAttackerSteps } from '#games/drive-on-stalingrad/rules/losses';
import { setupScenario } from '#games/drive-on-stalingrad/state/setup';
import { tinyBundle } from '../support/tiny-bundle';

const bundle = tinyBundle({
  hexes: { '2625': 'clear' },
  units: {
    pz: { nat: 'german', type: 'panzer', steps: 2, full: '8-8-6', reduced: '4-4-6' },
    inf: { nat: 'german', type: 'infantry', steps: 2, full: '7-7-4', reduced: '5-5-4' },
    sec: { nat: 'german', type: 'security', full: '2-2-4' },
  },
  position: { pz: '2625', inf: '2625', sec: '2625' },
});
const ctx = createContext(bundle);
const state = setupScenario(ctx, 'test');
const all = ['pz', 'inf', 'sec'].map(unitId);
const pick = (n: number, listed: string[] = [], policy?: 'fewest-factors' | 'strongest-first', attackers: UnitId[] = all) =>
  chooseAttackerSteps(ctx, state, attackers, n, listed, policy);

describe('attacker step losses, DoS 11.32 and 11.37 (digest §6 A1)', () => {
  it.each([
    ['default: flip the full unit that loses the least attack', 1, [], undefined, ['inf']],
    ['default: full units flip before anyone is eliminated', 2, [], undefined, ['inf', 'pz']],
    ['default: then the weakest unit goes', 3, [], undefined, ['inf', 'pz', 'sec']],
    ['listed units first, in order; a unit listed twice gives two steps', 3, ['pz', 'pz'], undefined, ['pz', 'pz', 'inf']],
    ['strongest-first takes from the highest attack factor', 2, [], 'strongest-first', ['pz', 'inf']],
    ['no more steps than the attackers have; the weakest reduced unit goes first', 9, [], undefined, ['inf', 'pz', 'sec', 'pz', 'inf']],
  ] as const)('%s', (_n, n, listed, policy, want) => {
    expect(pick(n, [...listed], policy)).toEqual(want);
  });

  it('ignores listed units that are not attacking in this battle', () => {
    expect(pick(1, ['sec'], undefined, [unitId('pz')])).toEqual(['pz']);
  });
});
