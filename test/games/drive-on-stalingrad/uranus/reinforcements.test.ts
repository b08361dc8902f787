import { describe, expect, it } from 'vitest';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { ruleset, sub, uranusState } from './uranus-game';

const enter = (state: DosState, unit: string, at: string) =>
  ruleset.check(state, sub('german', [{ declare: { phaseOrder: 'movement-first' } }, { enter: { units: [unit], at } }])).map((p) => p.code);
const gt2German = (overrides: Partial<DosState> = {}) => uranusState({ turn: 2, at: { side: 'german', step: 0 }, ...overrides });

describe('DoS Uranus U-10: reinforcements', () => {
  it('brings the 6th Panzer Division in at Kotelnikovo on GT2, not earlier and not elsewhere while Kotelnikovo can take it', () => {
    expect(enter(gt2German(), 'ger-6pz', '2615')).toEqual([]);
    expect(enter(gt2German(), 'ger-6pz', '0233')).toContain('not-its-entry-hex');
    expect(enter(uranusState({ at: { side: 'german', step: 0 } }), 'ger-6pz', '2615')).toContain('not-due');
  });

  it('sends it to the north-map ultimate sources once the Soviet holds Kotelnikovo', () => {
    const lost = gt2German({ control: { '2615': 'soviet' } });
    expect(enter(lost, 'ger-6pz', '2615').length).toBeGreaterThan(0);
    expect(enter(lost, 'ger-6pz', '0233')).toEqual([]);
    expect(enter(lost, 'ger-6pz', '1134')).toEqual([]);
  });

  it('lets Soviet reinforcements enter through any Soviet source on the north map, not Astrakhan (8.3, 7.11)', () => {
    const soviet = uranusState({ turn: 3 });
    const codes = (at: string) =>
      ruleset.check(soviet, sub('soviet', [{ declare: { phaseOrder: 'movement-first' } }, { enter: { units: ['sov-24grd'], at } }])).map((p) => p.code);
    expect(codes('1209')).toEqual([]);
    expect(codes('3301').length).toBeGreaterThan(0);
  });
});
