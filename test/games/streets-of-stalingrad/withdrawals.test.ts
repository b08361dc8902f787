import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { side } from '#kernel/ids';
import { sosEnv, type SosEnv } from '#games/streets-of-stalingrad/game/env';
import { finalResult } from '#games/streets-of-stalingrad/game/outcome';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { pointsOf } from '#games/streets-of-stalingrad/replacements/points';
import { replaceableNow } from '#games/streets-of-stalingrad/replacements/replace-order';
import { turnPlan, type WindowEntry } from '#games/streets-of-stalingrad/sequence/windows';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { sideView } from '#games/streets-of-stalingrad/view/side-view';
import { NO_LOS } from '#games/streets-of-stalingrad/view/sight';
import { administrativeRules } from '#games/streets-of-stalingrad/windows/administrative/index';
import type { PhaseContext } from '#games/streets-of-stalingrad/windows/phase';
import { withdrawalProblems } from '../../../scenarios/streets-of-stalingrad/compile/withdrawals';
import { sosData, sosRuleset } from './game-fixture';

/**
 * SoS 21.51: "The German player must withdraw units from the game in the Administrative Phase
 * on the dates noted by a 'W' on the Turn Column Track, and as per scenario card 3G. Units
 * that are withdrawn may never come back into the game." 21.52: the numbers are minimums.
 * 21.53: "If there are not enough units to reach the minimum number that must be withdrawn,
 * units of the same or similar type and equal or greater AF values may be removed in their
 * place, or German replacement points may be spent for these units." 21.54, 3.2, 3.5, 3.7:
 * the 29th Infantry Division (Motorized) by 29 September, its artillery regiment by 5 October,
 * at the latest by 10 October if kept (1 VP lost); all of it by 19 September earns 1 VP.
 * The campaign's turn n is 13 September + n - 1 days: 17 Sep is turn 5, 19 Sep turn 7, 27 Sep
 * turn 15, 29 Sep turn 17, 5 Oct turn 23, 10 Oct turn 28.
 */
// SoS 21.5, 21.51, 21.52, 21.53, 21.54, 3.2, 3.5, 3.7: the campaign's German withdrawals and the 29th Division's VP
const ruleset = sosRuleset();
const env = sosEnv(sosData());
const SEP = (d: number) => d - 12;
const OCT = (d: number) => d + 18;

const PAK = ['ger-670-pak-1', 'ger-670-pak-2', 'ger-670-pak-3'];
const DIVISION = ['ger-29-1-15', 'ger-29-1-71', 'ger-29-2-15', 'ger-29-pz-129'];
const ARTILLERY = ['ger-29-i-29-art', 'ger-29-ii-29-art'];
const SALZER = 'ger-stg-sp-at';
const FLAK_88 = 'ger-88-flak';

/** The campaign as the ready-made set-up leaves it, both sides set up: turn 1's German Administrative window. */
const started: SosGame = (() => {
  let g = ruleset.setup('scenario-3');
  g = ruleset.adjudicate(g, [{ side: side('soviet'), orders: [] }], new FixedDice([])).state;
  return ruleset.adjudicate(g, [{ side: side('german'), orders: [] }], new FixedDice([])).state;
})();

/** The campaign's position on `turn`, with `eliminated` off the board and the German's saved points. */
function position(turn: number, more: { eliminated?: string[]; pz?: number; from?: SosState } = {}): SosState {
  const s = more.from ?? started.state;
  const pieces = { ...s.pieces };
  for (const id of more.eliminated ?? []) pieces[id] = { ...pieces[id]!, at: null, eliminated: true };
  return { ...s, turn, pieces, ...(more.pz !== undefined ? { replacementPoints: { german: { Pz: more.pz, AF: 0 }, soviet: { Pz: 0, AF: 0 } } } : {}) };
}

function ctxAt(turn: number, e: SosEnv = env): PhaseContext {
  const entry = turnPlan('scenario-3', turn)!.find((x): x is WindowEntry => x.kind === 'window' && x.name === 'german-administrative')!;
  return { env: e, scenario: 'scenario-3', turn, window: entry, side: 'german', standing: { german: null, soviet: null }, options: {} };
}
const withdraw = (units?: string[], points?: number) => ({ withdraw: { ...(units ? { units } : {}), ...(points ? { points } : {}) } });
const keep = (...ids: string[]) => ({ withdraw: { keep: ids } });
const check = (s: SosState, orders: unknown[], e: SosEnv = env) => administrativeRules.check(ctxAt(s.turn, e), s, orders as SosOrder[]).map((i) => [i.code, i.path.join('.'), i.rule]);
const run = (s: SosState, orders: unknown[] = []) => administrativeRules.adjudicate(ctxAt(s.turn), s, orders as SosOrder[], new FixedDice([]));
const gone = (s: SosState, ids: string[]) => ids.every((id) => s.pieces[id]!.at === null && !s.pieces[id]!.eliminated && s.withdrawals?.units[id] !== undefined);
const lowestAf = (a: string, b: string) => env.counter(a).af - env.counter(b).af || (a < b ? -1 : 1);
const ended = (s: SosState): SosGame => ({ ...started, state: s, position: null });
const vpLines = (s: SosState) => finalResult(env, ended(s), true);

describe('the schedule: the "W" dates, reconstructed with what the text states (21.51-21.54)', () => {
  it('the 670 PAK Battalion\'s three units on 27 September, 6 Pz points for a missing one; the 29th by 29 September, its artillery by 5 October, kept at the latest to 10 October', () => {
    const w = env.tables.withdrawals;
    expect(w.provenance).toBe('reconstructed');
    expect(w.schedule.map((x) => [x.id, x.date, x.minimum, x.keptUntil ?? null])).toEqual([
      ['670-pak', '09-27', 3, null],
      ['29-division', '09-29', 'all', '10-10'],
      ['29-artillery', '10-05', 'all', '10-10'],
    ]);
    expect(w.schedule[0]!.points).toEqual({ kind: 'Pz', perUnit: 6 });
    expect(w.vp).toEqual([expect.objectContaining({ id: '29-division', early: { by: '09-19', vp: 1 }, kept: { vp: -1, withdrawals: ['29-division', '29-artillery'] } })]);
    expect(withdrawalProblems(env.tables, env.data.counters.counters)).toEqual([]);
  });

  it('21.54: "Only units identified on their backs as belonging to the division are counted": the 29th\'s units carry its flag; all start on the map in the south of the campaign', () => {
    const flagged = env.data.counters.counters.filter((c) => c.back.mark === 'flag' && c.back.flag === '29').map((c) => c.id).sort();
    expect(flagged).toEqual([...ARTILLERY, ...DIVISION].sort());
    for (const id of [...flagged, ...PAK]) {
      expect(env.counter(id).scenarios).toEqual([3]);
      expect(Number(started.state.pieces[id]!.at!.slice(2))).toBeLessThanOrEqual(24);
    }
  });

  it('the compile step holds the table to the text: a 670 PAK date other than 27 September is refused', () => {
    const moved = { withdrawals: { ...env.tables.withdrawals, schedule: env.tables.withdrawals.schedule.map((x) => (x.id === '670-pak' ? { ...x, date: '09-28' } : x)) } };
    expect(withdrawalProblems(moved, env.data.counters.counters)).toContain("withdrawals.schedule (670-pak): the 670 PAK Battalion's three units go on 27 September (SoS 21.53)");
  });
});

describe('SoS 21.53 example: only two of the 670 PAK Battalion\'s three units withdrawn on 27 September', () => {
  // the third was eliminated: there are not enough units to reach the minimum
  const s = position(SEP(27), { eliminated: ['ger-670-pak-3'], pz: 8 });

  it('E71: the armored self-propelled AT gun company of Gruppe Salzer stands in for the third', () => {
    const orders = [withdraw(['ger-670-pak-1', 'ger-670-pak-2', SALZER])];
    expect(check(s, orders)).toEqual([]);
    const r = run(s, orders);
    expect(gone(r.state, ['ger-670-pak-1', 'ger-670-pak-2', SALZER])).toBe(true);
    expect(r.state.withdrawals!.substituted).toEqual({ '670-pak': { units: [SALZER], points: 0 } });
    expect(r.state.withdrawals!.done).toEqual(['670-pak']);
    expect(r.events).toContainEqual({ type: 'withdrawal-substitutes', side: 'german', withdrawal: '670-pak', units: [SALZER], rule: 'SoS 21.53' });
    // the eliminated third is struck off too: no replacement brings it back (21.51)
    expect(r.events).toContainEqual({ type: 'withdrawal-met', side: 'german', withdrawal: '670-pak', struck: ['ger-670-pak-3'], rule: 'SoS 21.51, 21.53' });
    expect(r.state.pieces['ger-670-pak-3']).toMatchObject({ at: null, eliminated: false });
    expect(replaceableNow(env, r.state, 'german').map((x) => x.unit)).not.toContain('ger-670-pak-3');
  });

  it('E71: or an 88mm AA/AT company of a Flak Battalion', () => {
    const orders = [withdraw(['ger-670-pak-1', 'ger-670-pak-2', FLAK_88])];
    expect(check(s, orders)).toEqual([]);
    expect(gone(run(s, orders).state, [FLAK_88])).toBe(true);
  });

  it('E71: or six "Pz" replacement points spent for the missing unit', () => {
    const orders = [withdraw(['ger-670-pak-1', 'ger-670-pak-2'], 6)];
    expect(check(s, orders)).toEqual([]);
    const r = run(s, orders);
    expect(pointsOf(r.state, 'german')).toEqual({ Pz: 2, AF: 0 });
    expect(r.state.withdrawals!.substituted).toEqual({ '670-pak': { units: [], points: 6 } });
    expect(r.state.withdrawals!.done).toEqual(['670-pak']);
    expect(r.events).toContainEqual({ type: 'withdrawal-points', side: 'german', withdrawal: '670-pak', kind: 'Pz', points: 6, saved: { Pz: 2, AF: 0 }, rule: 'SoS 21.53, 21.41' });
  });

  it('refused: an infantry company (not a similar type), a substitute beside the points (one missing unit, stood for once), points not by sixes, more points than saved', () => {
    expect(check(s, [withdraw(['ger-670-pak-1', 'ger-670-pak-2', 'ger-5-276'])])).toEqual([['substitute-type', 'orders.0.withdraw.units.2', 'SoS 21.53']]);
    expect(check(s, [withdraw(['ger-670-pak-1', 'ger-670-pak-2', SALZER], 6)])).toEqual([['points-not-needed', 'orders.0.withdraw.points', 'SoS 21.53']]);
    expect(check(s, [withdraw(['ger-670-pak-1', 'ger-670-pak-2'], 4)])).toEqual([['points-per-unit', 'orders.0.withdraw.points', 'SoS 21.53']]);
    expect(check(s, [withdraw(['ger-670-pak-1', 'ger-670-pak-2'], 12)])).toEqual([['points-more-than-needed', 'orders.0.withdraw.points', 'SoS 21.53']]);
    expect(check(position(SEP(27), { eliminated: ['ger-670-pak-3'], pz: 4 }), [withdraw(['ger-670-pak-1', 'ger-670-pak-2'], 6)])).toEqual([['points-short', 'orders.0.withdraw.points', 'SoS 21.41, 21.53']]);
  });

  it('refused: a substitute of a lower AF (a 4-AF AT gun for the 5-AF 670 PAK unit)', () => {
    const data = sosData();
    const weaker = sosEnv({ ...data, counters: { ...data.counters, counters: data.counters.counters.map((c) => (c.id === 'ger-276-at' ? { ...c, af: 4 } : c)) } });
    expect(check(s, [withdraw(['ger-670-pak-1', 'ger-670-pak-2', 'ger-276-at'])], weaker)).toEqual([['substitute-af', 'orders.0.withdraw.units.2', 'SoS 21.53']]);
  });

  it('two units missing, of AF 7 and 5: a 5-AF AT gun stands in for the weaker, the 88mm for the stronger, in either order', () => {
    const data = sosData();
    const stronger = sosEnv({ ...data, counters: { ...data.counters, counters: data.counters.counters.map((c) => (c.id === 'ger-670-pak-1' ? { ...c, af: 7 } : c)) } });
    const two = position(SEP(27), { eliminated: ['ger-670-pak-1', 'ger-670-pak-3'] });
    expect(check(two, [withdraw(['ger-670-pak-2', 'ger-276-at', FLAK_88])], stronger)).toEqual([]);
    expect(check(two, [withdraw(['ger-670-pak-2', FLAK_88, 'ger-276-at'])], stronger)).toEqual([]);
    expect(check(two, [withdraw(['ger-670-pak-2', 'ger-276-at', SALZER])], stronger)).toEqual([['substitute-af', 'orders.0.withdraw.units.2', 'SoS 21.53']]);
  });

  it('refused: a substitute while the battalion still has its three units ("if there are not enough units"), and the battalion before its date', () => {
    const all = position(SEP(27));
    expect(check(all, [withdraw(['ger-670-pak-1', 'ger-670-pak-2', SALZER])])).toEqual([['not-withdrawable', 'orders.0.withdraw.units.2', 'SoS 21.51, 21.53']]);
    expect(check(position(SEP(26)), [withdraw(PAK)])).toEqual(PAK.map((_, k) => ['not-due', `orders.0.withdraw.units.${k}`, 'SoS 21.51, 21.53']));
  });
});

describe('the default (the window\'s timeout, or a file without the withdrawals due): the referee withdraws them (4.2)', () => {
  it('27 September, no file: the three 670 PAK units are picked up', () => {
    const r = run(position(SEP(27)));
    expect(gone(r.state, PAK)).toBe(true);
    expect(r.events).toContainEqual({ type: 'units-withdrawn', side: 'german', withdrawal: '670-pak', units: PAK, byDefault: true, rule: 'SoS 21.51, 21.53, 4.2' });
  });

  it('a unit short: the lowest-AF German unit of a similar type and equal or greater AF stands in (the 94th\'s 5-AF AT gun before the 6-AF SP AT and the 8-AF 88mm)', () => {
    const r = run(position(SEP(27), { eliminated: ['ger-670-pak-3'] }));
    expect(gone(r.state, ['ger-670-pak-1', 'ger-670-pak-2', 'ger-276-at'])).toBe(true);
    expect(r.state.pieces[SALZER]!.at).not.toBeNull();
    expect(r.state.withdrawals!.done).toEqual(['670-pak']);
  });

  it('no unit to stand in: the points are paid if saved; otherwise the shortfall is reported and stays owed', () => {
    const noneFits = ['ger-670-pak-3', 'ger-276-at', SALZER, FLAK_88];
    const paid = run(position(SEP(27), { eliminated: noneFits, pz: 7 }));
    expect(pointsOf(paid.state, 'german').Pz).toBe(1);
    expect(paid.state.withdrawals!.done).toEqual(['670-pak']);
    const short = run(position(SEP(27), { eliminated: noneFits, pz: 5 }));
    expect(short.events).toContainEqual(expect.objectContaining({ type: 'withdrawal-short', withdrawal: '670-pak', missing: 1, rule: 'SoS 21.53' }));
    expect(short.state.withdrawals!.done).toEqual([]);
  });

  it('a file that withdraws only part of what is due: the rest goes by the default', () => {
    const r = run(position(SEP(27)), [withdraw(['ger-670-pak-2'])]);
    expect(gone(r.state, PAK)).toBe(true);
    expect(r.events).toContainEqual({ type: 'units-withdrawn', side: 'german', withdrawal: '670-pak', units: ['ger-670-pak-1', 'ger-670-pak-3'], byDefault: true, rule: 'SoS 21.51, 21.53, 4.2' });
  });
});

describe('SoS 21.51: withdrawn units never come back, and leave every view\'s map', () => {
  const s = run(position(SEP(27))).state;

  it('each view, the referee\'s included, shows them nowhere on the map', () => {
    for (const looker of ['german', 'soviet', null, 'referee'] as const) {
      const v = sideView(env, s, looker, NO_LOS);
      for (const id of PAK) expect(v.pieces[id]?.at ?? null).toBeNull();
    }
  });

  it('a second withdrawal of them is refused; they are not eliminated, so no replacement rebuilds them', () => {
    expect(check(position(SEP(28), { from: s }), [withdraw(['ger-670-pak-1'])])).toEqual([['withdrawn-already', 'orders.0.withdraw.units.0', 'SoS 21.51']]);
    expect(replaceableNow(env, s, 'german').map((x) => x.unit)).not.toEqual(expect.arrayContaining(PAK));
  });
});

describe('SoS 3.5, 3.2: the 29th Infantry Division (Motorized), its artillery regiment included, withdrawn by 19 September: +1 VP', () => {
  it('all of it on 17 September: both its withdrawals met, the formation marked early, +1 VP at the end', () => {
    const orders = [withdraw([...DIVISION, ...ARTILLERY])];
    const s = position(SEP(17));
    expect(check(s, orders)).toEqual([]);
    const r = run(s, orders);
    expect(gone(r.state, [...DIVISION, ...ARTILLERY])).toBe(true);
    expect(r.state.withdrawals!.done).toEqual(['29-artillery', '29-division']);
    expect(r.state.withdrawals!.early).toEqual(['29-division']);
    expect(r.events).toContainEqual({ type: 'withdrawal-early', side: 'german', formation: '29-division', vp: 1, rule: 'SoS 3.2, 3.5, 3.7, 21.54' });
    const end = vpLines(position(SEP(20), { from: r.state }));
    expect(end.reason).toMatch(/\+1 for the 29th Infantry Division \(Motorized\) withdrawn whole by 09-19 \(SoS 3.2, 3.5\)/);
    const without = vpLines(position(SEP(20)));
    expect(end.germanVp).toBe(without.germanVp + 1);
  });

  it('part on 17 September and the rest, the artillery, on 19 September: still +1', () => {
    const first = run(position(SEP(17)), [withdraw(DIVISION)]).state;
    expect(first.withdrawals!.early).toEqual([]);
    const second = run(position(SEP(19), { from: first }), [withdraw(ARTILLERY)]).state;
    expect(second.withdrawals!.early).toEqual(['29-division']);
  });

  it('a unit of the division eliminated before: the others withdrawn by 19 September still earn +1, and the eliminated one is struck off, never rebuilt', () => {
    const r = run(position(SEP(18), { eliminated: ['ger-29-1-71'] }), [withdraw(['ger-29-1-15', 'ger-29-2-15', 'ger-29-pz-129', ...ARTILLERY])]);
    expect(r.state.withdrawals!.early).toEqual(['29-division']);
    expect(r.state.pieces['ger-29-1-71']).toMatchObject({ at: null, eliminated: false });
    expect(replaceableNow(env, r.state, 'german').map((x) => x.unit)).not.toContain('ger-29-1-71');
  });

  it('the division withdrawn on 15 September, its artillery eliminated in combat after: +1 on 18 September, the artillery struck off (CW-17); the whole division destroyed, none withdrawn: no +1 (3.2: "for withdrawing")', () => {
    const first = run(position(SEP(15)), [withdraw(DIVISION)]).state;
    const r = run(position(SEP(18), { from: first, eliminated: ARTILLERY }));
    expect(r.state.withdrawals!.early).toEqual(['29-division']);
    expect(r.state.withdrawals!.struck).toEqual(ARTILLERY);
    const destroyed = run(position(SEP(18), { eliminated: [...DIVISION, ...ARTILLERY] })).state;
    expect(destroyed.withdrawals!.done).toEqual(['29-artillery', '29-division']);
    expect(destroyed.withdrawals!.struck).toEqual([...ARTILLERY, ...DIVISION].sort());
    expect(destroyed.withdrawals!.early).toEqual([]);
    expect(vpLines(destroyed).reason).not.toMatch(/29th/);
  });

  it('the artillery kept to 20 September: no +1 (and no -1: both withdrawals met before their dates)', () => {
    const first = run(position(SEP(17)), [withdraw(DIVISION)]).state;
    const second = run(position(SEP(20), { from: first }), [withdraw(ARTILLERY)]).state;
    expect(second.withdrawals!.early).toEqual([]);
    expect(second.withdrawals!.kept).toEqual([]);
    expect(vpLines(second).germanVp).toBe(vpLines(position(SEP(20))).germanVp);
  });
});

describe('SoS 3.7, 21.54: the 29th kept beyond 29 September (5 October for its artillery): -1 VP, once; gone by 10 October at the latest', () => {
  it('29 September, an empty file (or the timeout): the referee withdraws the division, nothing is kept (4.2: "withdrawals must be done if a player chooses to do nothing else")', () => {
    const r = run(position(SEP(29)));
    expect(gone(r.state, DIVISION)).toBe(true);
    expect(r.events).toContainEqual({ type: 'units-withdrawn', side: 'german', withdrawal: '29-division', units: [...DIVISION].sort(lowestAf), byDefault: true, rule: 'SoS 3.2, 3.7, 21.54, 4.2' });
    expect(r.state.withdrawals!.kept).toEqual([]);
    expect(r.state.withdrawals!.done).toContain('29-division');
    expect(vpLines(r.state).germanVp).toBe(vpLines(position(SEP(29))).germanVp);
    // 5 October, an empty file: the artillery goes too
    const oct5 = run(position(OCT(5), { from: r.state }));
    expect(gone(oct5.state, ARTILLERY)).toBe(true);
    expect(oct5.state.withdrawals!.kept).toEqual([]);
  });

  it('29 September, the division kept by the German\'s choice (withdraw: {keep: [29-division]}): it stays, and the German loses 1 VP at the end', () => {
    expect(check(position(SEP(29)), [keep('29-division')])).toEqual([]);
    const r = run(position(SEP(29)), [keep('29-division')]);
    expect(r.state.pieces['ger-29-1-15']!.at).not.toBeNull();
    expect(r.state.withdrawals!.kept).toEqual(['29-division']);
    expect(r.events).toContainEqual({ type: 'withdrawal-kept', side: 'german', withdrawal: '29-division', units: DIVISION, until: '10-10', rule: 'SoS 3.7, 21.54' });
    const end = vpLines(r.state);
    expect(end.reason).toMatch(/-1 for the 29th Infantry Division \(Motorized\) kept in the game beyond its withdrawal date \(SoS 3.2, 3.7, 21.54\)/);
    expect(end.germanVp).toBe(vpLines(position(SEP(29))).germanVp - 1);
  });

  it('the division withdrawn on 29 September and its artillery kept beyond 5 October: -1; both kept: still -1', () => {
    const sep29 = run(position(SEP(29)), [withdraw(DIVISION)]).state;
    expect(sep29.withdrawals!.kept).toEqual([]);
    const oct5 = run(position(OCT(5), { from: sep29 }), [keep('29-artillery')]).state;
    expect(oct5.withdrawals!.kept).toEqual(['29-artillery']);
    expect(vpLines(oct5).germanVp).toBe(vpLines(position(OCT(5))).germanVp - 1);
    const both = run(position(OCT(5), { from: run(position(SEP(29)), [keep('29-division')]).state }), [keep('29-artillery')]).state;
    expect(both.withdrawals!.kept).toEqual(['29-artillery', '29-division']);
    expect(vpLines(both).germanVp).toBe(vpLines(position(OCT(5))).germanVp - 1);
  });

  it('kept units may go on any turn until 10 October; on 10 October the referee withdraws what is left', () => {
    const kept = run(position(SEP(29)), [keep('29-division')]).state;
    const oct2 = run(position(OCT(2), { from: kept }), [withdraw(['ger-29-pz-129'])]).state;
    expect(gone(oct2, ['ger-29-pz-129'])).toBe(true);
    const oct10 = run(position(OCT(10), { from: oct2 }));
    expect(gone(oct10.state, [...DIVISION, ...ARTILLERY])).toBe(true);
    expect(oct10.events).toContainEqual(expect.objectContaining({ type: 'units-withdrawn', withdrawal: '29-division', byDefault: true }));
    // the 670 PAK Battalion, left on 27 September in this position, went by the default as well
    expect(oct10.state.withdrawals!.done).toEqual(['29-artillery', '29-division', '670-pak']);
  });

  it('a game declared over before 29 September counts neither +1 nor -1', () => {
    expect(vpLines(position(SEP(25))).reason).not.toMatch(/29th/);
  });
});

describe('SoS 21.54, 3.7, 4.2: keeping the 29th beyond its date is the German\'s choice, withdraw: {keep: [WITHDRAWAL]}', () => {
  it('refused: before its date, after it was kept, a withdrawal that may not be kept, one met already, one unknown, twice, or kept with every unit withdrawn in the same file', () => {
    expect(check(position(SEP(28)), [keep('29-division')])).toEqual([['keep-not-today', 'orders.0.withdraw.keep.0', 'SoS 3.7, 21.54']]);
    expect(check(position(SEP(27)), [keep('670-pak')])).toEqual([['not-keepable', 'orders.0.withdraw.keep.0', 'SoS 21.51, 21.53, 21.54']]);
    expect(check(position(SEP(29)), [keep('29th')])).toEqual([['unknown-withdrawal', 'orders.0.withdraw.keep.0', 'SoS 21.51']]);
    expect(check(position(SEP(29)), [keep('29-division', '29-division')])).toEqual([['duplicate-keep', 'orders.0.withdraw.keep.1', 'SoS 21.54']]);
    expect(check(position(SEP(29)), [{ withdraw: { units: DIVISION, keep: ['29-division'] } }])).toEqual([['nothing-to-keep', 'orders.0.withdraw.keep.0', 'SoS 21.54']]);
    const kept = run(position(SEP(29)), [keep('29-division')]).state;
    expect(check(position(SEP(30), { from: kept }), [keep('29-division')])).toEqual([['keep-not-today', 'orders.0.withdraw.keep.0', 'SoS 21.54']]);
    const early = run(position(SEP(17)), [withdraw(DIVISION)]).state;
    expect(check(position(SEP(29), { from: early }), [keep('29-division')])).toEqual([['nothing-to-keep', 'orders.0.withdraw.keep.0', 'SoS 21.54']]);
  });

  it('a file that withdraws only part of the division on 29 September keeps the rest (a choice, CW-20); the same part with keep says it in words', () => {
    const part = run(position(SEP(29)), [withdraw(DIVISION.slice(0, 2))]).state;
    expect(part.withdrawals!.kept).toEqual(['29-division']);
    expect(DIVISION.slice(2).every((id) => part.pieces[id]!.at !== null)).toBe(true);
    expect(check(position(SEP(29)), [withdraw(DIVISION.slice(0, 2)), keep('29-division')])).toEqual([]);
  });

  it('the notes and options() of 29 September say the division is due, goes by default, or is kept with keep; those of 30 September that it was kept', () => {
    const g: SosGame = { ...started, position: { turn: SEP(29), entry: 0 }, state: position(SEP(29)) };
    const t = JSON.stringify(ruleset.template(g, side('german')));
    expect(t).toContain('Withdrawal due today, 09-29: the 29th Infantry Division (Motorized), 4 unit(s)');
    expect(t).toContain('Or keep it in the game beyond its date: withdraw: {keep: [29-division]}');
    expect(t).toContain('keep: [WITHDRAWAL]');
    const o = ruleset.options(g, side('german')).find((x) => x.unit === 'ger-29-1-15')!;
    expect(o.notes![0]).toMatch(/due today: withdraw it, or keep the formation at 1 VP lost with withdraw: \{keep: \[29-division\]\}/);
    const kept = run(position(SEP(29)), [keep('29-division')]).state;
    const next: SosGame = { ...started, position: { turn: SEP(30), entry: 0 }, state: position(SEP(30), { from: kept }) };
    expect(JSON.stringify(ruleset.template(next, side('german')))).toContain('was kept beyond its date 09-29 (1 VP lost, SoS 3.7)');
    expect(ruleset.options(next, side('german')).find((x) => x.unit === 'ger-29-1-15')!.notes![0]).toMatch(/kept beyond its date 09-29: may be withdrawn on any turn until 10-10/);
  });
});

describe('scenarios #1 and #2, the options and the template', () => {
  it('scenarios #1 and #2 refuse withdrawals (21.5: the campaign\'s)', () => {
    const one = ruleset.setup('scenario-1');
    const ctx = { ...ctxAt(1), scenario: 'scenario-1' as const };
    expect(administrativeRules.check(ctx, one.state, [withdraw(['ger-88-flak'])] as SosOrder[]).map((i) => i.code)).toEqual(['not-in-scenario']);
  });

  it('options() in the German Administrative window lists what must and may go, and the notes say it', () => {
    const g: SosGame = { ...started, position: { turn: SEP(27), entry: 0 }, state: position(SEP(27)) };
    expect(ruleset.window(g)!.id).toBe('T15/german-administrative');
    const options = ruleset.options(g, side('german'));
    expect(options.filter((o) => PAK.includes(o.unit)).map((o) => o.notes![0])).toEqual(PAK.map((id) => `the 670 PAK Battalion: must be withdrawn today (SoS 21.51, 21.53, 21.52): withdraw: {units: [${id}]}`));
    expect(options.find((o) => o.unit === 'ger-29-1-15')!.notes![0]).toMatch(/may be withdrawn before its date 09-29 \(SoS 3.5, 21.51\)/);
    // each option's order is one the check takes on its own
    for (const o of options) expect(check(g.state, [withdraw([o.unit])])).toEqual([]);
    expect(options.map((o) => o.unit).sort()).toEqual([...ARTILLERY, ...DIVISION, ...PAK].sort());
    const t = JSON.stringify(ruleset.template(g, side('german')));
    expect(t).toContain('Withdrawal due today, 09-27: the 670 PAK Battalion, 3 unit(s)');
    expect(t).toContain('The 29th Infantry Division (Motorized) may be withdrawn now');
  });
});

describe('through the game: the window by mail, the turn going on, the game declared over (3.1, 3.7)', () => {
  const sub = (s: string, orders: unknown[] = []) => ({ side: side(s), orders });
  const dice = () => FixedDice.mixed({}, Array(60).fill(5));

  it('29 September, a file that keeps the 29th: the 670 PAK left over goes by default, the 29th is kept; declared over on 30 September, the German has 1 VP less', () => {
    const g: SosGame = { ...started, position: { turn: SEP(29), entry: 0 }, state: position(SEP(29)) };
    expect(ruleset.window(g)!.id).toBe('T17/german-administrative');
    const file = sub('german', [keep('29-division')]);
    expect(ruleset.check(g, file)).toEqual([]);
    const r = ruleset.adjudicate(g, [file], dice());
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'withdrawal-kept', withdrawal: '29-division' }));
    expect(r.state.state.withdrawals!.units).toEqual(Object.fromEntries(PAK.map((id) => [id, SEP(29)])));
    const next: SosGame = { ...r.state, position: { turn: SEP(30), entry: 0 }, state: { ...r.state.state, turn: SEP(30) }, pause: null };
    const over = ruleset.adjudicate(next, [sub('german', [{ endGame: true }])], dice());
    const kept = ruleset.outcome(over.state).reason;
    expect(kept).toMatch(/-1 for the 29th Infantry Division \(Motorized\) kept in the game beyond its withdrawal date \(SoS 3.2, 3.7, 21.54\)/);
  });

  it('a withdrawal by mail on 17 September: the file checked, the units gone from the Soviet\'s view of the turn', () => {
    const g: SosGame = { ...started, position: { turn: SEP(17), entry: 0 }, state: position(SEP(17)) };
    const file = sub('german', [withdraw([...DIVISION, ...ARTILLERY])]);
    expect(ruleset.check(g, file)).toEqual([]);
    const r = ruleset.adjudicate(g, [file], dice());
    expect(gone(r.state.state, [...DIVISION, ...ARTILLERY])).toBe(true);
    expect(r.state.state.withdrawals!.early).toEqual(['29-division']);
    const soviet = sideView(env, r.state.state, 'soviet', NO_LOS);
    for (const id of [...DIVISION, ...ARTILLERY]) expect(soviet.pieces[id]?.at ?? null).toBeNull();
  });
});
