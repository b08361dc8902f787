import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { parseKbOrders } from '#games/kharkov-battles/orders/parse';
import type { KbOrder } from '#games/kharkov-battles/orders/schema';
import type { KbState } from '#games/kharkov-battles/state/types';
import { adjudicatePreparation, checkPreparation, preparationChoices } from '#games/kharkov-battles/windows/preparation/index';
import { realPrep } from './window-prep-fixture';

const noDice = () => new FixedDice([]);
const o = (...orders: unknown[]): KbOrder[] => orders as KbOrder[];

/** Second Kharkov, turn 2, as set up: the XVII ArmeeKorps at KH3420, the 44th and 297th Infantry at KH3221, 3 and 23 Panzer at KH3118; one Support Point saved. */
const turn2 = (s: KbState): KbState => ({ ...s, supportPoints: 1 });
const flipped = (s: KbState): KbState => ({ ...s, units: { ...s.units, 'ger-17-ak-kh': { ...s.units['ger-17-ak-kh']!, hqSupported: true } } });

describe('KB 20.2: "Units from the two mechanized divisions (3 & 23 Panzer) and one other German stack that is within its primary range may receive full support through it"', () => {
  it('flipped in the Maintenance Phase, the XVII ArmeeKorps names the stack at KH3221: both divisions there are supported through it', () => {
    const { data, state } = realPrep('second-kharkov', 2, turn2);
    const file = o({ support: { hq: 'ger-17-ak-kh' } }, { panzerKorps: { hq: 'ger-17-ak-kh', otherStack: 'KH3221' } });
    expect(checkPreparation(data, state, 'axis', file)).toEqual([]);
    const out = adjudicatePreparation(data, state, 'axis', file, noDice());
    expect(out.events.find((e) => e.type === 'kb-xvii-other-stack')).toMatchObject({ rule: 'KB 20.2', hq: 'ger-17-ak-kh', hex: 'KH3221', units: ['ger-297-id-kh', 'ger-44-id-kh'] });
  });

  it('the Axis window offers each German stack within its range once it is Supported', () => {
    const { data, state } = realPrep('second-kharkov', 2, (s) => flipped(turn2(s)));
    const offered = preparationChoices(data, state, 'axis').filter((c) => c.rule === 'KB 20.2').map((c) => c.order);
    expect(offered).toContainEqual({ panzerKorps: { hq: 'ger-17-ak-kh', otherStack: 'KH3221' } });
    expect(offered).toContainEqual({ panzerKorps: { hq: 'ger-17-ak-kh', otherStack: 'KH3422' } });
    expect(offered).not.toContainEqual({ panzerKorps: { hq: 'ger-17-ak-kh', otherStack: 'KH3118' } }); // 3 & 23 Panzer: no ArmeeKorps support there
  });

  it('refused, each at the order: another HQ naming a stack, a stack of mechanized regiments only, a stack beyond its range', () => {
    const { data, state } = realPrep('second-kharkov', 2, (s) => flipped(turn2(s)));
    const three = { ...state, units: { ...state.units, 'ger-3-pzk-kh': { ...state.units['ger-3-pzk-kh']!, hqSupported: true } } };
    const issues = checkPreparation(data, three, 'axis', o(
      { panzerKorps: { hq: 'ger-3-pzk-kh', otherStack: 'KH1321' } },
      { panzerKorps: { hq: 'ger-17-ak-kh', otherStack: 'KH3118' } },
    ));
    expect(issues.map((i) => [i.path, i.code, i.rule])).toEqual([
      [['orders', 0, 'panzerKorps', 'otherStack'], 'not-the-xvii-armeekorps', 'KB 20.2'],
      [['orders', 1, 'panzerKorps', 'otherStack'], 'no-german-stack', 'KB 20.2, 9.33'],
    ]);
    const far = checkPreparation(data, state, 'axis', o({ panzerKorps: { hq: 'ger-17-ak-kh', otherStack: 'KH1812' } }));
    expect(far.map((i) => [i.path, i.code])).toEqual([[['orders', 0, 'panzerKorps', 'otherStack'], 'stack-out-of-range']]);
  });

  it('an order that chooses nothing is refused when the file is read', () => {
    const r = parseKbOrders([{ panzerKorps: { hq: 'ger-17-ak-kh' } }]);
    expect(r.issues.map((i) => [i.path.join('.'), i.code])).toEqual([['orders.0.panzerKorps', 'nothing-chosen']]);
  });
});
