import { describe, expect, it } from 'vitest';
import { airSupportShifts } from '#games/drive-on-stalingrad/rules/air/support-shifts';
import { planesLeft } from '#games/drive-on-stalingrad/rules/air/planes';
import { airSideOf } from '#games/drive-on-stalingrad/scenario-rules/uranus/air-side';
import type { HexId } from '#kernel/ids';
import { ctx, ruleset, sub, uranusState } from './uranus-game';

describe('DoS Uranus U-7: the Soviet has the ground-support aircraft (11.25)', () => {
  it('gives the planes to the Soviet in Uranus and to the German in Operation Blue', () => {
    expect(airSideOf(ctx, uranusState())).toBe('soviet');
    expect(airSideOf(ctx, uranusState({}, 'operation-blue'))).toBe('german');
    expect(planesLeft(ctx, uranusState())).toBe(2);
  });

  it('accepts planes on a Soviet attack and refuses them on a German one', () => {
    const soviet = ruleset.check(uranusState(), sub('soviet', [{ attack: { target: '2011', units: ['sov-37grd'], air: 2 } }]));
    expect(soviet.map((p) => p.code)).not.toContain('not-german');
    const german = uranusState({ at: { side: 'german', step: 0 } });
    const problems = ruleset.check(german, sub('german', [{ attack: { target: '1911', units: ['ger-389inf'], air: 1 } }]));
    expect(problems.find((p) => p.path.includes('air'))?.message).toMatch(/only the Soviet player/);
  });

  it('refuses the Luftwaffe Schwerpunkt: the German has no planes (9.27)', () => {
    const german = uranusState({ at: { side: 'german', step: 0 } });
    const problems = ruleset.check(german, sub('german', [{ declare: { phaseOrder: 'movement-first', schwerpunkt: true } }]));
    expect(problems.map((p) => p.code)).toContain('no-aircraft');
  });

  it('shifts a Soviet attack one column right per plane and a German attack left by the Soviet standing defAir', () => {
    const draft = uranusState();
    const shifts = airSupportShifts(ctx, draft, { side: 'soviet', target: '2011' as HexId, attack: 10, defense: 5, shifts: [], air: 2 });
    expect(shifts.map((s) => s.value)).toEqual([2]);
    expect(planesLeft(ctx, draft)).toBe(0);
    const defence = uranusState({ at: { side: 'german', step: 0 }, standing: { soviet: { defAir: [{ planes: 1 }] } } as never });
    expect(airSupportShifts(ctx, defence, { side: 'german', target: '1911' as HexId, attack: 10, defense: 5, shifts: [] }).map((s) => s.value)).toEqual([-1]);
  });
});
