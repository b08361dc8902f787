import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { describePath } from '#kernel/engine/issues';
import type { KbOrder } from '#games/kharkov-battles/orders/schema';
import { KbPrepError } from '#games/kharkov-battles/preparation/errors';
import { adjudicatePreparation, checkPreparation } from '#games/kharkov-battles/windows/preparation/index';
import { realPrep, wornStar } from './window-prep-fixture';

const o = (...orders: unknown[]): KbOrder[] => orders as KbOrder[];

describe('KB 4.1 A: a bad Preparation file is refused whole, every problem at once, at its place in the file', () => {
  const bad = o(
    { interdict: { hex: 'KB3520' } }, // no road through it (5.3)
    { attack: { attackers: ['ger-1-lah'], targets: ['KB3522'] } }, // not an order of this window
    { support: { hq: 'ger-ss-pzk' } },
    { support: { hq: 'ger-ss-pzk' } }, // 9.21: an HQ is flipped once
    { reinforce: { unit: 'ger-15-id-kb', area: 'C' } }, // 17.0: due on turn 6
    { replace: { unit: 'ger-320-id-kb' } }, // 16.21: at full strength
    { returnHq: { unit: 'ger-57-pzk', hex: 'KB3617' } }, // 16.33: not on the TRT
    { ersatz: { hex: 'KB3528' } }, // 20.1: a Soviet-owned hex
    { breakdown: { division: 'ger-1-lah' } }, // 15.21: not an infantry division
    { recombine: { hex: 'KB3725', division: 'ger-320-id-kb' } }, // 15.22: no regiments there, and the division is on the map
  );

  it('Operation Star turn 2: ten orders, each problem reported with its path, code and rule', () => {
    const { data, state } = realPrep('operation-star', 2, (s) => ({ ...s, airPoints: { axis: 3, soviet: 2 }, supportPoints: 2 }));
    const issues = checkPreparation(data, state, 'axis', bad);
    expect(issues.map((i) => [describePath(i.path), i.code, i.rule])).toEqual([
      ['orders[1]', 'wrong-window', 'KB 4.1'],
      ['orders[0].interdict.hex', 'no-road', 'KB 5.3'],
      ['orders[8].breakdown.division', 'may-not-break-down', 'KB 15.21'],
      ['orders[9].recombine.hex', 'not-three-regiments', 'KB 15.22'],
      ['orders[3].support.hq', 'hq-flipped-twice', 'KB 9.21'],
      ['orders[4].reinforce.unit', 'not-due', 'KB 17.0'],
      ['orders[7].ersatz.hex', 'not-town-or-city', 'KB 20.1'],
      ['orders[5].replace.unit', 'full-strength', 'KB 16.21'],
      ['orders[6].returnHq.unit', 'not-due', 'KB 16.33'],
    ]);
    for (const i of issues) expect(i.message.length).toBeGreaterThan(10);
  });

  it('adjudicating it throws every issue and changes nothing', () => {
    const { data, state } = realPrep('operation-star', 2, (s) => ({ ...s, airPoints: { axis: 3, soviet: 2 }, supportPoints: 2 }));
    const before = structuredClone(state);
    let thrown: unknown;
    try {
      adjudicatePreparation(data, state, 'axis', bad, new FixedDice([]));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(KbPrepError);
    expect((thrown as KbPrepError).issues).toEqual(checkPreparation(data, state, 'axis', bad));
    expect(state).toEqual(before);
  });

  it('the Soviet window takes reinforce, replace and returnHq only; an Axis order in it is refused (4.1)', () => {
    const { data, state } = realPrep('operation-star', 3);
    const issues = checkPreparation(data, state, 'soviet', o({ interdict: { hex: 'KB3619' } }, { reinforce: { unit: 'sov-25-tc-kb', area: 'A' } }));
    expect(issues.map((i) => [describePath(i.path), i.code])).toEqual([
      ['orders[0]', 'wrong-window'],
      ['orders[1].reinforce.area', 'area-not-allowed'],
    ]);
  });

  it('Second Kharkov has no replacements (20.2): replace is not an order of its windows', () => {
    const { data, state } = realPrep('second-kharkov', 2);
    expect(checkPreparation(data, state, 'axis', o({ replace: { unit: 'ger-57-id-kh' } })).map((i) => i.code)).toEqual(['wrong-window']);
  });

  it('Replacement Points beyond those in hand: the order that goes over carries the issue (16.2)', () => {
    const { data, state } = realPrep('operation-star', 3, (s) => ({
      ...s,
      replacementPoints: { ...s.replacementPoints, soviet: { mech: 1, nonMech: 0 } },
      units: { ...s.units, 'sov-10-tc-kb': { ...s.units['sov-10-tc-kb']!, steps: 1 }, 'sov-3-tc-kb': { ...s.units['sov-3-tc-kb']!, steps: 2 } },
    }));
    const issues = checkPreparation(data, state, 'soviet', o({ replace: { unit: 'sov-3-tc-kb' } }, { replace: { unit: 'sov-10-tc-kb' } }));
    expect(issues.map((i) => [describePath(i.path), i.code, i.rule])).toEqual([['orders[1].replace', 'not-enough-mech-points', 'KB 16.2']]);
  });

  it('names that are no unit or hex of the game: each order gets its own refusal, nothing throws', () => {
    const { data, state } = realPrep('operation-star', 5, (s) => ({ ...s, airPoints: { axis: 3, soviet: 2 }, supportPoints: 2, replacementPoints: { ...s.replacementPoints, axis: { mech: 2, nonMech: 2 } } }));
    const file = o(
      { interdict: { hex: 'KH3619' } },
      { breakdown: { division: 'ger-nobody' } },
      { recombine: { hex: '9999', division: 'ger-nobody' } },
      { support: { hq: 'ger-nobody' } },
      { panzerKorps: { hq: 'ger-nobody', divisions: ['XX'] } },
      { reinforce: { unit: 'ger-nobody', area: 'A' } },
      { replace: { unit: 'ger-nobody' } },
      { replace: { unit: 'ger-nobody-2', hex: 'KB3530' } },
      { replace: { unit: 'ger-nobody-3', regiment: 'ger-nobody-4' } },
      { returnHq: { unit: 'ger-nobody', hex: 'KB3617' } },
      { returnSilhouette: { unit: 'ger-nobody', hex: 'KB3617' } },
      { ersatz: { hex: '0000' } },
    );
    const issues = checkPreparation(data, state, 'axis', file);
    const refused = [...new Set(issues.map((i) => i.path[1]))].sort((a, b) => Number(a) - Number(b));
    expect(refused).toEqual(file.map((_, i) => i));
    expect(() => adjudicatePreparation(data, state, 'axis', file, new FixedDice([]))).toThrow(KbPrepError);
  });
});

describe('KB 16.34: only one division returns from the Breakdown Pool a turn', () => {
  // Two breakdown regiments on the map where the 320th and 333rd stood; both divisions in the Breakdown Pool; 4 non-mechanized RP.
  const { data, state } = realPrep('operation-star', 5, (s) => {
    const worn = wornStar(s, (u) => ({
      'ger-320-id-kb': { ...u['ger-320-id-kb']!, where: 'breakdown-pool', hex: null },
      'ger-333-id-kb': { ...u['ger-333-id-kb']!, where: 'breakdown-pool', hex: null },
      'ger-brk-kb-1': { ...u['ger-brk-kb-1']!, where: 'map', hex: u['ger-320-id-kb']!.hex },
      'ger-brk-kb-2': { ...u['ger-brk-kb-2']!, where: 'map', hex: u['ger-333-id-kb']!.hex },
    }));
    return { ...worn, replacementPoints: { ...worn.replacementPoints, axis: { mech: 2, nonMech: 4 } } };
  });
  const first = { replace: { unit: 'ger-320-id-kb', regiment: 'ger-brk-kb-1' } };
  const second = { replace: { unit: 'ger-333-id-kb', regiment: 'ger-brk-kb-2' } };

  it('one rebuild in the Axis Preparation file is taken; a second is refused at its order, though the points would pay for it', () => {
    expect(checkPreparation(data, state, 'axis', o(first))).toEqual([]);
    expect(checkPreparation(data, state, 'axis', o(first, second)).map((i) => [describePath(i.path), i.code, i.rule])).toEqual([['orders[1].replace', 'one-division-a-turn', 'KB 16.34']]);
  });
});
