import { describe, expect, it } from 'vitest';
import { checkPhaseOrder } from '#games/drive-on-stalingrad/rules/phase-order';
import { ctx, ruleset, sub, uranusState } from './uranus-game';

describe('DoS Uranus U-2, U-3: the Soviet moves first and fights first on GT1', () => {
  it('opens GT1 with the Soviet player turn, prepared assaults only', () => {
    const w = ruleset.window(uranusState())!;
    expect([w.id, w.waitingFor, w.accepts.includes('move')]).toEqual(['T01/soviet', ['soviet'], false]);
    expect(w.description).toMatch(/U-3/);
  });

  it('refuses Move first for the Soviet on GT1 and allows it afterwards', () => {
    const gt1 = checkPhaseOrder(ctx, uranusState(), 'soviet', 'movement-first');
    expect(gt1).toMatchObject({ ok: false, code: 'phase-order-not-allowed', rule: 'DoS Uranus U-3 (reconstructed)' });
    expect(checkPhaseOrder(ctx, uranusState({ turn: 2 }), 'soviet', 'movement-first')).toEqual({ ok: true });
  });

  it('lets the German choose either order from GT1, unlike Operation Blue (5.4(2))', () => {
    const german = uranusState({ at: { side: 'german', step: 0 } });
    expect(checkPhaseOrder(ctx, german, 'german', 'movement-first')).toEqual({ ok: true });
    const blue = uranusState({ at: { side: 'german', step: 0 } }, 'operation-blue');
    expect(checkPhaseOrder(ctx, blue, 'german', 'movement-first').ok).toBe(false);
  });

  it('has no one-time PA/PA or Move/Move (5.5 is Operation Blue only)', () => {
    expect(checkPhaseOrder(ctx, uranusState({ turn: 3, at: { side: 'german', step: 0 } }), 'german', 'combat-combat').ok).toBe(false);
    expect(checkPhaseOrder(ctx, uranusState({ turn: 3 }), 'soviet', 'movement-movement').ok).toBe(false);
  });

  it('rejects a Soviet GT1 turn file that declares Move first', () => {
    const state = uranusState();
    const problems = ruleset.check(state, sub('soviet', [{ declare: { phaseOrder: 'movement-first' } }]));
    expect(problems.map((p) => p.rule)).toContain('DoS Uranus U-3 (reconstructed)');
  });
});
