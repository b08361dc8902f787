import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { parseKbOrders } from '#games/kharkov-battles/orders/parse';
import type { KbOrder } from '#games/kharkov-battles/orders/schema';
import type { KbState } from '#games/kharkov-battles/state/types';
import { adjudicatePreparation, checkPreparation, preparationChoices } from '#games/kharkov-battles/windows/preparation/index';
import { realPrep } from './window-prep-fixture';

const noDice = () => new FixedDice([]);
const o = (...orders: unknown[]): KbOrder[] => orders as KbOrder[];

/**
 * Operation Star, turn 2, as the set-up left it: the Soviet 6th Army HQ and the Axis LVII
 * PanzerKorps HQ and 228th StuG battalion were eliminated on turn 0 and are due back. The
 * Soviet player owns no city yet, so a Soviet unit can only come back in an Entry Area.
 */
function dueBack(s: KbState): KbState {
  const trt = (id: string) => ({ ...s.units[id]!, where: 'trt' as const, hex: null, returnTurn: 2 });
  return { ...s, units: { ...s.units, 'sov-6a-hq-kb': trt('sov-6a-hq-kb'), 'ger-57-pzk': trt('ger-57-pzk'), 'ger-228-stg': trt('ger-228-stg') } };
}

describe('KB 16.33: "The returning HQ unit is placed in any friendly Entry Area or city hex"', () => {
  it('on Operation Star turn 2 the Soviet player owns no city, and the 6th Army HQ is offered each Soviet Entry Area', () => {
    const { data, state } = realPrep('operation-star', 2, dueBack);
    const returns = preparationChoices(data, state, 'soviet').filter((c) => c.kind === 'returnHq');
    expect(returns.map((c) => c.order)).toEqual(['S1', 'S2', 'S3', 'S4'].map((area) => ({ returnHq: { unit: 'sov-6a-hq-kb', area } })));
    expect(returns.every((c) => c.rule === 'KB 16.33')).toBe(true);
  });

  it('the HQ returned to Entry Area S2 waits there, Committed and Operational (17.11)', () => {
    const { data, state } = realPrep('operation-star', 2, dueBack);
    const file = o({ returnHq: { unit: 'sov-6a-hq-kb', area: 'S2' } });
    expect(checkPreparation(data, state, 'soviet', file)).toEqual([]);
    const out = adjudicatePreparation(data, state, 'soviet', file, noDice());
    expect(out.events.map((e) => [e.type, e.rule, e['to']])).toEqual([['kb-return', 'KB 16.33', 'Entry Area S2']]);
    expect(out.state.units['sov-6a-hq-kb']).toMatchObject({ where: 'entry-area', entryArea: 'S2', hex: null, returnTurn: null, committed: true, supply: 'operational' });
  });

  it("an Axis Entry Area is not a friendly one for the Soviet HQ; an area the map does not print is refused by name; each at the order's `area`", () => {
    const { data, state } = realPrep('operation-star', 2, dueBack);
    const issues = checkPreparation(data, state, 'soviet', o({ returnHq: { unit: 'sov-6a-hq-kb', area: 'B' } }));
    expect(issues.map((i) => [i.path, i.code, i.rule])).toEqual([[['orders', 0, 'returnHq', 'area'], 'bad-place', 'KB 16.33']]);
    const nowhere = checkPreparation(data, state, 'soviet', o({ returnHq: { unit: 'sov-6a-hq-kb', area: 'S9' } }));
    expect(nowhere.map((i) => [i.path, i.code])).toEqual([[['orders', 0, 'returnHq', 'area'], 'bad-place']]);
    expect(nowhere[0]!.message).toContain('S9 is not an Entry Area of this map');
  });

  it('an order names exactly one of an Entry Area and a city hex: both, or neither, is refused when the file is read', () => {
    const r = parseKbOrders([{ returnHq: { unit: 'sov-6a-hq-kb', area: 'S2', hex: 'KB1905' } }, { returnSilhouette: { unit: 'ger-228-stg' } }]);
    expect(r.issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([
      ['orders.0.returnHq', 'hex-or-area', 'KB 16.33'],
      ['orders.1.returnSilhouette', 'hex-or-area', 'KB 16.33'],
    ]);
  });
});

describe('KB 16.35: a German silhouette unit returns "in the same manner as friendly HQ units (16.33)"', () => {
  it('the LVII PanzerKorps HQ and the 228th StuG battalion come back to Axis Entry Areas, offered and carried out', () => {
    const { data, state } = realPrep('operation-star', 2, dueBack);
    const offered = preparationChoices(data, state, 'axis').map((c) => c.order);
    expect(offered).toContainEqual({ returnHq: { unit: 'ger-57-pzk', area: 'A' } });
    expect(offered).toContainEqual({ returnSilhouette: { unit: 'ger-228-stg', area: 'D' } });
    const file = o({ returnHq: { unit: 'ger-57-pzk', area: 'C' } }, { returnSilhouette: { unit: 'ger-228-stg', area: 'C' } });
    expect(checkPreparation(data, state, 'axis', file)).toEqual([]);
    const s = adjudicatePreparation(data, state, 'axis', file, noDice()).state;
    expect(s.units['ger-57-pzk']).toMatchObject({ where: 'entry-area', entryArea: 'C', hqSupported: false });
    expect(s.units['ger-228-stg']).toMatchObject({ where: 'entry-area', entryArea: 'C' });
  });
});
