import { beforeEach, describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { bombardmentRules } from '#games/streets-of-stalingrad/windows/bombardment/index';
import { spotFor } from '#games/streets-of-stalingrad/windows/bombardment/spotting';
import { freshPiece } from '#games/streets-of-stalingrad/state/types';
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
    expect(placed(s, orders)).toEqual([{ side: 'german', target: T, table: 'crt', units: ['ger-8-276'], af: 6, spotting: 'adjacentInCommand', namedLeaderAdjacent: false, opOn1039: false, stukas: null }]);
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
      bombard({ target: T2, table: 'wbbt', indirect: [{ units: ['ger-8-276'], spotter: 'ger-lw-op' }], stukas: { count: 7, spotter: 'ger-lw-op' } }),
      bombard({ target: A, table: 'crt', indirect: [{ units: ['ger-ii-194'], spotter: 'ger-5-276' }] }),
    ])).toEqual([
      ['orders.0.bombard.indirect.0.units.0', 'pinned', 'SoS 14.43, 9.112'],
      ['orders.0.bombard.indirect.0.units.1', 'already-fired', 'SoS 14.02, 14.03'],
      ['orders.0.bombard.indirect.0.units.2', 'not-if', 'SoS 14.41, 14.42'],
      ['orders.0.bombard.indirect.0.units.3', 'out-of-range', 'SoS 2.25, 14.53'],
      ['orders.1.bombard.stukas.count', 'no-stukas-left', 'SoS 15.11, 15.51'],
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
    // SoS 15.11: the German's Stukas of the turn are spent here, so only IF counts
    const noStukas = { stukasUsed: 6 };
    expect(bombardmentRules.hasChoice(german, { ...fragment({ 'ger-8-276': M }, { 'ger-8-276': { pinned: true } }), ...noStukas })).toBe(false);
    expect(bombardmentRules.hasChoice(german, { ...fragment({ 'ger-8-276': M }), ifFired: ['ger-8-276'], ...noStukas })).toBe(false);
    expect(bombardmentRules.hasChoice(german, { ...fragment({ 'ger-5-276': M }), ...noStukas })).toBe(false);
    expect(bombardmentRules.hasChoice(german, fragment({ 'ger-5-276': M }))).toBe(true);
  });
});

describe('the worked examples of spotting (SoS 14.24, 14.28, 14.3, 14.34-14.36, 14.94)', () => {
  /** The Spotting Table situation of `spotter` for the IF unit `firer` at T, on a scenario #2 fragment; scenario #1 units are added where named in `extra`. */
  const situation = (at: Record<string, string>, spotter: string, firer: string, extra: Record<string, string> = {}, target = T) => {
    const s = fragment(at);
    const state = { ...s, pieces: { ...s.pieces, ...Object.fromEntries(Object.entries(extra).map(([id, h]) => [id, freshPiece(h)])) } };
    const r = spotFor(env, state, env.counter(spotter), env.counter(firer), target);
    return 'code' in r ? r.code : r.situation;
  };

  it('E34 (14.24 Ω): a target spotted from three hexes, each with a company of II/276, is spotted for one IF unit only, by the battalion', () => {
    const a2 = hexAt(T, 1, [A, M]);
    const a3 = hexAt(T, 1, [A, M, a2]);
    const s = fragment({ 'sov-1-1045': T, 'ger-8-276': M, 'ger-276-ig': M, 'ger-ii-194': M, 'ger-5-276': A, 'ger-6-276': a2, 'ger-7-276': a3 });
    expect(check(s, [bombard({ target: T, table: 'crt', indirect: [{ units: ['ger-8-276'], spotter: 'ger-5-276' }] })])).toEqual([]);
    const issues = check(s, [bombard({ target: T, table: 'crt', indirect: [{ units: ['ger-8-276'], spotter: 'ger-5-276' }, { units: ['ger-276-ig'], spotter: 'ger-6-276' }, { units: ['ger-ii-194'], spotter: 'ger-7-276' }] })]);
    expect(issues).toEqual([
      ['orders.0.bombard.indirect.1.spotter', 'spotting-capacity', 'SoS 14.24'],
      ['orders.0.bombard.indirect.2.spotter', 'spotting-capacity', 'SoS 14.24'],
    ]);
  });

  it('E35 (14.24 Ω): a leader and an infantry unit in one hex spot for three IF units and two different target hexes', () => {
    const T2 = hexAt(A, 1, [T, M]);
    const s = fragment({ 'sov-1-1045': T, 'sov-2-1045': T2, 'ger-8-276': M, 'ger-4-276': M, 'ger-276-ig': M, 'ger-weigert': A, 'ger-5-276': A });
    expect(check(s, [
      bombard({ target: T, table: 'crt', indirect: [{ units: ['ger-8-276', 'ger-4-276'], spotter: 'ger-weigert' }] }),
      bombard({ target: T2, table: 'crt', indirect: [{ units: ['ger-276-ig'], spotter: 'ger-5-276' }] }),
    ])).toEqual([]);
  });

  it('E44 (14.28): Soviet IF in an East Bank box fires at the cliff hexes 0104 and 0421 with no spotter', () => {
    const s = fragment({ 'sov-katyusha': 'EB-S', 'ger-5-276': '0421' });
    for (const cliff of ['0104', '0421']) expect(spotFor(env, s, env.counter('sov-katyusha'), env.counter('sov-katyusha'), cliff), cliff).toMatchObject({ situation: 'selfSpotting' });
  });

  it('E45 (14.32): a company of II/191 (71st ID) adjacent to the target spots for the II/191 mortar at DRM 0', () => {
    expect(situation({ 'sov-1-1045': T }, 'ger-71-5-191', 'ger-71-ii-191-mortar', { 'ger-71-5-191': A, 'ger-71-ii-191-mortar': M })).toBe('adjacentInCommand');
    expect(env.tables.spotting.situations.adjacentInCommand).toBe(0);
  });

  it('E46 (14.34): the LI OP spots for any German IF unit at -1: the II/276 mortar, the 194th\'s artillery, the Nebelwerfer', () => {
    const op = hexAt(T, 2, [A, M]);
    for (const firer of ['ger-8-276', 'ger-i-194', 'ger-nebelwerfer']) expect(situation({ 'sov-1-1045': T, [firer]: M, 'ger-li-op': op }, 'ger-li-op', firer), firer).toBe('opInCommand');
    expect(env.tables.spotting.situations.opInCommand).toBe(-1);
  });

  it('E47 (14.36 ∆ example 1): the three companies of II/276 and Weigert spot an adjacent target for the II/276 mortar at DRM 0', () => {
    for (const spotter of ['ger-5-276', 'ger-6-276', 'ger-7-276', 'ger-weigert']) expect(situation({ 'sov-1-1045': T, 'ger-8-276': M, [spotter]: A }, spotter, 'ger-8-276'), spotter).toBe('adjacentInCommand');
  });

  it('E48 (14.36 ∆ example 2): those five, the companies and mortars of 276 IR, Rittner and the 276 AT gun spot for the 276 infantry gun at DRM 0', () => {
    for (const spotter of ['ger-5-276', 'ger-weigert', 'ger-8-276', 'ger-1-276', 'ger-4-276', 'ger-rittner', 'ger-276-at']) expect(situation({ 'sov-1-1045': T, 'ger-276-ig': M, [spotter]: A }, spotter, 'ger-276-ig'), spotter).toBe('adjacentInCommand');
  });

  it('E49 (14.36 ∆ example 3): any unit of the 94th ID spots for the four battalions of the 194 Artillery Regiment at DRM 0', () => {
    for (const firer of ['ger-i-194', 'ger-ii-194', 'ger-iii-194', 'ger-iv-194'])
      for (const spotter of ['ger-5-276', 'ger-1-276', 'ger-276-at', 'ger-94-pioneer']) expect(situation({ 'sov-1-1045': T, [firer]: M, [spotter]: A }, spotter, firer), `${spotter} for ${firer}`).toBe('adjacentInCommand');
  });

  it('E50 (14.36 ∆ example 4, 14.35): an independent German battalion stacked with 194 AR is attached: any 94th ID unit spots it at 0, the division OP at -1', () => {
    const op = hexAt(T, 2, [A, M]);
    expect(situation({ 'sov-1-1045': T, 'ger-nebelwerfer': M, 'ger-i-194': M, 'ger-5-276': A }, 'ger-5-276', 'ger-nebelwerfer')).toBe('adjacentInCommand');
    expect(situation({ 'sov-1-1045': T, 'ger-nebelwerfer': M, 'ger-i-194': M, 'ger-94-op': op }, 'ger-94-op', 'ger-nebelwerfer')).toBe('opInCommand');
    expect(situation({ 'sov-1-1045': T, 'ger-nebelwerfer': M, 'ger-5-276': A }, 'ger-5-276', 'ger-nebelwerfer')).toBe('adjacentNotInCommand');
  });

  it('E51 (14.36 ∆ example 5): Weigert spots for an 88mm without penalty, two IF units a phase, and at -1 on the WBBT when the target is adjacent', () => {
    const s = fragment({ 'sov-1-1045': T, 'ger-weigert': A });
    const state = { ...s, pieces: { ...s.pieces, 'ger-88-flak': freshPiece(M) } };
    expect(spotFor(env, state, env.counter('ger-weigert'), env.counter('ger-88-flak'), T)).toEqual({ situation: 'adjacentInCommand', namedLeaderAdjacent: true, op: false });
    expect(env.tables.spotting.wbbtNamedLeaderAdjacent).toBe(-1);
    const three = fragment({ 'sov-1-1045': T, 'ger-8-276': M, 'ger-4-276': M, 'ger-276-ig': M, 'ger-weigert': A });
    expect(check(three, [bombard({ target: T, table: 'wbbt', indirect: [{ units: ['ger-8-276', 'ger-4-276', 'ger-276-ig'], spotter: 'ger-weigert' }] })])).toEqual([
      ['orders.0.bombard.indirect.0.spotter', 'spotting-capacity', 'SoS 14.24'],
    ]);
  });

  it('E56 (14.94): a pinned Soviet OP may not spot (the phases after the one it was pinned in); unpinned, it spots with its -1', () => {
    const target = '1039';
    const op = hexAt(target, 2);
    const s = fragment({ 'ger-5-276': target, 'sov-62-op': op, 'sov-416-mortar': hexAt(target, 3, [op]) }, { 'sov-62-op': { pinned: true } });
    expect(spotFor(env, s, env.counter('sov-62-op'), env.counter('sov-416-mortar'), target)).toMatchObject({ code: 'spotter-pinned', rule: 'SoS 14.94' });
    const free = fragment({ 'ger-5-276': target, 'sov-62-op': op, 'sov-416-mortar': hexAt(target, 3, [op]) });
    expect(spotFor(env, free, env.counter('sov-62-op'), env.counter('sov-416-mortar'), target)).toMatchObject({ situation: 'opInCommand' });
  });
});
