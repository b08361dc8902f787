import { beforeEach, describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { bombardmentRules } from '#games/streets-of-stalingrad/windows/bombardment/index';
import { blockedLos, bombardCtx, distance, env, fragment, hexAt } from './bombardment-fixture';

// A fragment of the southern city, 13 September: a Soviet rifle battalion in 1010 (suburb),
// the II/276 mortar three hexes away and a company of II/276 adjacent to the target.
const T = '1010';
const A = hexAt(T, 1);
const M = hexAt(T, 3, [A]);
const german = bombardCtx('german-bombardment-2');
const soviet = bombardCtx('soviet-bombardment-2');
const bombard = (b: object): SosOrder => ({ bombard: b }) as SosOrder;
const check = (state: ReturnType<typeof fragment>, orders: SosOrder[], ctx = german) => bombardmentRules.check(ctx, state, orders).map((i) => [i.path.join('.'), i.code, i.rule]);
const placed = (state: ReturnType<typeof fragment>, orders: SosOrder[], ctx = german) => bombardmentRules.adjudicate(ctx, state, orders, new FixedDice([])).state.bombardments;

beforeEach(() => blockedLos.clear());

describe('bombardment orders (SoS 14.2-14.6, 15.1)', () => {
  it('14.42, 14.3: a mortar spotted by an adjacent company of its battalion bombards on the CRT at 0; the window places it, public (14.48)', () => {
    const s = fragment({ 'sov-1-1045': T, 'ger-8-276': M, 'ger-5-276': A });
    const orders = [bombard({ target: T, table: 'crt', indirect: [{ units: ['ger-8-276'], spotter: 'ger-5-276' }] })];
    expect(check(s, orders)).toEqual([]);
    expect(placed(s, orders)).toEqual([{ side: 'german', target: T, table: 'crt', units: ['ger-8-276'], af: 6, spotting: 'adjacentInCommand', namedLeaderAdjacent: false, opOn1039: false }]);
  });

  it('14.43, 14.02, 14.41, 2.25, 14.21, 15.51, 14.42: every problem at once, each at its path', () => {
    const far = hexAt(T, 19);
    const T2 = hexAt(T, 2, [A, M]);
    const s = fragment(
      { 'sov-1-1045': T, 'sov-2-1045': T2, 'ger-8-276': M, 'ger-4-276': M, 'ger-276-ig': M, 'ger-276-at': M, 'ger-iv-194': far, 'ger-ii-194': hexAt(A, 5), 'ger-5-276': A, 'ger-lw-op': A },
      { 'ger-4-276': { pinned: true } },
    );
    const state = { ...s, ifFired: ['ger-276-ig'] };
    expect(check(state, [
      bombard({ target: T, table: 'crt', indirect: [{ units: ['ger-4-276', 'ger-276-ig', 'ger-276-at', 'ger-iv-194'], spotter: 'ger-5-276' }] }),
      bombard({ target: T2, table: 'wbbt', indirect: [{ units: ['ger-8-276'], spotter: 'ger-lw-op' }], stukas: { count: 2, spotter: 'ger-lw-op' } }),
      bombard({ target: A, table: 'crt', indirect: [{ units: ['ger-ii-194'], spotter: 'ger-5-276' }] }),
    ])).toEqual([
      ['orders.0.bombard.indirect.0.units.0', 'pinned', 'SoS 14.43, 9.112'],
      ['orders.0.bombard.indirect.0.units.1', 'already-fired', 'SoS 14.02, 14.03'],
      ['orders.0.bombard.indirect.0.units.2', 'not-if', 'SoS 14.41, 14.42'],
      ['orders.0.bombard.indirect.0.units.3', 'out-of-range', 'SoS 2.25, 14.53'],
      ['orders.1.bombard.stukas', 'no-stukas', 'SoS 15.51'],
      ['orders.1.bombard.indirect.0.spotter', 'lw-op', 'SoS 14.21, 15.17'],
      ['orders.2.bombard.target', 'own-units-in-target', 'SoS 14.42'],
    ]);
  });

  it('14.02: an IF unit fires once: named in two bombardments of the window, the second is refused', () => {
    const T2 = hexAt(T, 2, [A, M]);
    const s = fragment({ 'sov-1-1045': T, 'sov-2-1045': T2, 'ger-8-276': M, 'ger-5-276': A, 'ger-6-276': A });
    expect(check(s, [
      bombard({ target: T, table: 'crt', indirect: [{ units: ['ger-8-276'], spotter: 'ger-5-276' }] }),
      bombard({ target: T2, table: 'crt', indirect: [{ units: ['ger-8-276'], spotter: 'ger-6-276' }] }),
    ])).toEqual([['orders.1.bombard.indirect.0.units.0', 'already-fired', 'SoS 14.02, 14.03']]);
  });

  it('14.25, 14.46: a spotter five hexes away on level ground is beyond its 4; a closer one without LOS may not spot (no blind fire)', () => {
    const five = hexAt(T, 5, [M]);
    const three = hexAt(T, 3, [M]);
    const s = fragment({ 'sov-1-1045': T, 'ger-8-276': M, 'ger-4-276': M, 'ger-5-276': five, 'ger-1-276': three });
    blockedLos.add(`${three}>${T}`);
    expect(check(s, [bombard({ target: T, table: 'crt', indirect: [{ units: ['ger-8-276'], spotter: 'ger-5-276' }, { units: ['ger-4-276'], spotter: 'ger-1-276' }] })])).toEqual([
      ['orders.0.bombard.indirect.0.spotter', 'beyond-spotting-range', 'SoS 14.25'],
      ['orders.0.bombard.indirect.1.spotter', 'no-los', 'SoS 14.46, 9.3'],
    ]);
  });

  it('14.23, 14.94: a pinned unit may not spot', () => {
    const s = fragment({ 'sov-1-1045': T, 'ger-8-276': M, 'ger-5-276': A }, { 'ger-5-276': { pinned: true } });
    expect(check(s, [bombard({ target: T, table: 'crt', indirect: [{ units: ['ger-8-276'], spotter: 'ger-5-276' }] })])).toEqual([['orders.0.bombard.indirect.0.spotter', 'spotter-pinned', 'SoS 14.23']]);
  });

  it('14.24: a leader spots two IF units a phase; units of one hex spot one together; 14.22: a non-OP unit spots one target hex', () => {
    const T2 = hexAt(A, 1, [T, M]);
    const s = fragment({ 'sov-1-1045': T, 'sov-2-1045': T2, 'ger-8-276': M, 'ger-4-276': M, 'ger-276-ig': M, 'ger-ii-194': M, 'ger-iii-194': M, 'ger-weigert': A, 'ger-5-276': A, 'ger-6-276': A });
    expect(distance(A, T2)).toBe(1);
    expect(check(s, [
      bombard({ target: T, table: 'crt', indirect: [{ units: ['ger-8-276', 'ger-4-276', 'ger-276-ig'], spotter: 'ger-weigert' }, { units: ['ger-ii-194'], spotter: 'ger-5-276' }, { units: ['ger-iii-194'], spotter: 'ger-6-276' }] }),
    ])).toEqual([
      ['orders.0.bombard.indirect.0.spotter', 'spotting-capacity', 'SoS 14.24'],
      ['orders.0.bombard.indirect.2.spotter', 'spotting-capacity', 'SoS 14.24'],
    ]);
    const s2 = fragment({ 'sov-1-1045': T, 'sov-2-1045': T2, 'ger-8-276': M, 'ger-276-ig': M, 'ger-5-276': A });
    expect(check(s2, [
      bombard({ target: T, table: 'crt', indirect: [{ units: ['ger-8-276'], spotter: 'ger-5-276' }] }),
      bombard({ target: T2, table: 'crt', indirect: [{ units: ['ger-276-ig'], spotter: 'ger-5-276' }] }),
    ])).toEqual([['orders.1.bombard.indirect.0.spotter', 'one-target-hex', 'SoS 14.22']]);
  });

  it('14.24: units of two battalions in one hex still spot one IF unit together; 9.19, 14.48: one order a target', () => {
    const s = fragment({ 'sov-1-1045': T, 'ger-8-276': M, 'ger-276-ig': M, 'ger-5-276': A, 'ger-1-276': A });
    expect(check(s, [bombard({ target: T, table: 'crt', indirect: [{ units: ['ger-8-276'], spotter: 'ger-5-276' }, { units: ['ger-276-ig'], spotter: 'ger-1-276' }] })])).toEqual([
      ['orders.0.bombard.indirect.1.spotter', 'spotting-capacity', 'SoS 14.24'],
    ]);
    expect(check(s, [
      bombard({ target: T, table: 'crt', indirect: [{ units: ['ger-8-276'], spotter: 'ger-5-276' }] }),
      bombard({ target: T, table: 'crt', indirect: [{ units: ['ger-276-ig'], spotter: 'ger-8-276' }] }),
    ]).map((i) => i.slice(0, 2))).toContainEqual(['orders.1.bombard.target', 'target-repeated']);
  });

  it('14.23: a unit in a hex with an "attack" marker spots only against the units attacking it, not for bombardment', () => {
    const s = { ...fragment({ 'sov-1-1045': T, 'ger-8-276': M, 'ger-5-276': A }), markers: { attack: [A], breakthru: [] } };
    expect(check(s, [bombard({ target: T, table: 'crt', indirect: [{ units: ['ger-8-276'], spotter: 'ger-5-276' }] })])).toEqual([['orders.0.bombard.indirect.0.spotter', 'spotter-attacked', 'SoS 14.23']]);
  });

  it('14.3, 14.34-14.39: the situation by the chain of command: the LI Corps OP has every German IF; a division OP has an independent Nebelwerfer only once it is attached (14.35); a far spotter is area fire', () => {
    const op = hexAt(T, 2, [A, M]);
    const base = { 'sov-1-1045': T, 'ger-nebelwerfer': M, 'ger-li-op': op, 'ger-94-op': op };
    const with_ = (spotter: string, extra: Record<string, string> = {}) =>
      placed(fragment({ ...base, ...extra }), [bombard({ target: T, table: 'crt', indirect: [{ units: ['ger-nebelwerfer'], spotter }] })])[0]!.spotting;
    expect(with_('ger-li-op')).toBe('opInCommand');
    expect(with_('ger-94-op')).toBe('opNotInCommand');
    expect(with_('ger-94-op', { 'ger-i-194': M })).toBe('opInCommand');
    expect(placed(fragment({ 'sov-1-1045': T, 'ger-8-276': M, 'ger-6-276': op }), [bombard({ target: T, table: 'crt', indirect: [{ units: ['ger-8-276'], spotter: 'ger-6-276' }] })])[0]!.spotting).toBe('areaFireInCommand');
    expect(placed(fragment({ 'sov-1-1045': T, 'ger-4-276': M, 'ger-6-276': A }), [bombard({ target: T, table: 'crt', indirect: [{ units: ['ger-4-276'], spotter: 'ger-6-276' }] })])[0]!.spotting).toBe('adjacentNotInCommand');
  });

  it('2.35 ∆: the 416th mortar is called in by any Soviet unit without penalty', () => {
    const s = fragment({ 'ger-5-276': T, 'sov-416-mortar': M, 'sov-t60-27-1': A });
    expect(placed(s, [bombard({ target: T, table: 'crt', indirect: [{ units: ['sov-416-mortar'], spotter: 'sov-t60-27-1' }] })], soviet)[0]!.spotting).toBe('adjacentInCommand');
  });

  it('14.44: a Katyusha may not bombard a hex next to Soviet units; 14.28: from an East Bank box it sees the Volga cliff hexes itself', () => {
    const target = '0421';
    const near = hexAt(target, 1);
    const s = fragment({ 'ger-5-276': target, 'sov-katyusha': 'EB-S', 'sov-t60-27-1': near });
    expect(check(s, [bombard({ target, table: 'crt', indirect: [{ units: ['sov-katyusha'], spotter: 'sov-t60-27-1' }] })], soviet)).toEqual([['orders.0.bombard.indirect.0.units.0', 'katyusha-adjacent', 'SoS 14.44']]);
    const alone = fragment({ 'ger-5-276': target, 'sov-katyusha': 'EB-S' });
    expect(placed(alone, [bombard({ target, table: 'wbbt', indirect: [{ units: ['sov-katyusha'], spotter: 'sov-katyusha' }] })], soviet)[0]!.spotting).toBe('selfSpotting');
    const inland = hexAt('0218', 3);
    expect(env.map.hex(inland as never)?.cliff).toBe(false);
    expect(check(alone, [bombard({ target: inland, table: 'wbbt', indirect: [{ units: ['sov-katyusha'], spotter: 'sov-katyusha' }] })], soviet).map((i) => i[1])).toContain('needs-spotter');
  });

  it('14.29, 14.52, 14.5: German IF fires at an East Bank box only with a German OP on 1039; the Soviet bombards no box', () => {
    const h = hexAt('0214', 3);
    const s = fragment({ 'sov-katyusha': 'EB-S', 'ger-iv-194': h, 'ger-li-op': h, 'ger-94-op': '1039', 'sov-416-mortar': M, 'sov-t60-27-1': A });
    expect(check(s, [bombard({ target: 'EB-S', indirect: [{ units: ['ger-iv-194'], spotter: 'ger-li-op' }] })])).toEqual([['orders.0.bombard.indirect.0.spotter', 'no-op-on-1039', 'SoS 14.29, 14.52']]);
    expect(placed(s, [bombard({ target: 'EB-S', indirect: [{ units: ['ger-iv-194'], spotter: 'ger-94-op' }] })])[0]).toMatchObject({ table: 'ebbt', opOn1039: true });
    expect(check(s, [bombard({ target: 'EB-C', indirect: [{ units: ['sov-416-mortar'], spotter: 'sov-t60-27-1' }] })], soviet)).toContainEqual(['orders.0.bombard.target', 'box-target', 'SoS 14.5']);
  });

  it('hasChoice: a side with an IF unit able to fire has a choice; pinned, fired or absent IF units give none (the window is passed)', () => {
    expect(bombardmentRules.hasChoice(german, fragment({ 'ger-8-276': M }))).toBe(true);
    expect(bombardmentRules.hasChoice(german, fragment({ 'ger-8-276': M }, { 'ger-8-276': { pinned: true } }))).toBe(false);
    expect(bombardmentRules.hasChoice(german, { ...fragment({ 'ger-8-276': M }), ifFired: ['ger-8-276'] })).toBe(false);
    expect(bombardmentRules.hasChoice(german, fragment({ 'ger-5-276': M }))).toBe(false);
  });
});
