import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import type { KbOrder } from '#games/kharkov-battles/orders/schema';
import type { KbState } from '#games/kharkov-battles/state/types';
import { KbPrepError } from '#games/kharkov-battles/preparation/errors';
import { spendReplacements } from '#games/kharkov-battles/preparation/replacements';
import { checkPreparation, preparationChoices } from '#games/kharkov-battles/windows/preparation/index';
import { realPrep } from './window-prep-fixture';

const o = (...orders: unknown[]): KbOrder[] => orders as KbOrder[];

/**
 * Third Kharkov, turn 12: the Axis holds the scenario's four non-mechanized Replacement
 * Points; the 320th Infantry Division and the Hungarian 108th Light Division (a counter of
 * the mix, put on the map for the rule's sake) stand reduced, Operational, at KB3105 behind
 * the front.
 */
function reduced(s: KbState): KbState {
  const at = (id: string) => ({ ...s.units['ger-320-id-kb']!, id, where: 'map' as const, hex: hexId('3105'), steps: 1, chit: null, supply: 'operational' as const });
  return { ...s, replacementPoints: { ...s.replacementPoints, axis: { mech: 2, nonMech: 4 } }, units: { ...s.units, 'ger-320-id-kb': at('ger-320-id-kb'), 'hun-108-ld': at('hun-108-ld') } };
}

describe('KB 20.3: "Axis Player is allowed German non-mechanized replacement points up to a total of 4"', () => {
  it('the German infantry division takes them; the Hungarian light division is refused, at its order', () => {
    const { data, state } = realPrep('third-kharkov', 12, reduced);
    expect(checkPreparation(data, state, 'axis', o({ replace: { unit: 'ger-320-id-kb' } }))).toEqual([]);
    const issues = checkPreparation(data, state, 'axis', o({ replace: { unit: 'ger-320-id-kb' } }, { replace: { unit: 'hun-108-ld' } }));
    expect(issues.map((i) => [i.path, i.code, i.rule])).toEqual([[['orders', 1, 'replace', 'unit'], 'german-only', 'KB 20.3']]);
  });

  it('spendReplacements refuses the Hungarian unit and changes nothing', () => {
    const { data, state } = realPrep('third-kharkov', 12, reduced);
    let err: unknown;
    try {
      spendReplacements(data, state, 'axis', { restore: ['hun-108-ld'] });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(KbPrepError);
    expect((err as KbPrepError).issues.map((i) => [i.code, i.rule])).toEqual([['german-only', 'KB 20.3']]);
  });

  it('the ready-made orders offer the German division and not the Hungarian one', () => {
    const { data, state } = realPrep('third-kharkov', 12, reduced);
    const units = preparationChoices(data, state, 'axis').filter((c) => c.kind === 'replace').map((c) => c.unit);
    expect(units).toContain('ger-320-id-kb');
    expect(units).not.toContain('hun-108-ld');
  });

  it("Operation Star's Axis points (20.1) carry no such limit: the Hungarian division takes them there", () => {
    const { data, state } = realPrep('operation-star', 7, reduced);
    expect(checkPreparation(data, state, 'axis', o({ replace: { unit: 'hun-108-ld' } }))).toEqual([]);
  });
});
