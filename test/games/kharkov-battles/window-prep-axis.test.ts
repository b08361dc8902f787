import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import type { KbOrder } from '#games/kharkov-battles/orders/schema';
import { adjudicatePreparation, checkPreparation } from '#games/kharkov-battles/windows/preparation/index';
import { realPrep } from './window-prep-fixture';

/** Dice that fail the test if anything is rolled: no step of a Preparation window rolls. */
const noDice = () => new FixedDice([]);
const o = (...orders: unknown[]): KbOrder[] => orders as KbOrder[];

/** Operation Star, turn 2, as the server opens the Axis window: three Air Points for sortie (TRT), two Support Points saved. */
const turn2 = () => realPrep('operation-star', 2, (s) => ({ ...s, airPoints: { axis: 3, soviet: 2 }, supportPoints: 2 }));

describe('KB 4.1 A: the Axis Preparation window of Operation Star, turn 2', () => {
  const file = o(
    { interdict: { hex: 'KB3619' } }, // A.2.b, 5.3: road hexes behind Kharkov
    { interdict: { hex: 'KB3420' } },
    { breakdown: { division: 'ger-320-id-kb' } }, // A.4.a, 15.21
    { support: { hq: 'ger-ss-pzk' } }, // A.4.b, 9.21: one point for the PanzerKorps
    { support: { hq: 'ger-korps-raus' } }, // one point for two ArmeeKorps
    { support: { hq: 'ger-30-ak' } },
    { panzerKorps: { hq: 'ger-ss-pzk', divisions: ['LAH'] } }, // 9.32: the SS PanzerKorps backs LAH only
    { ersatz: { hex: 'KB3617' } }, // A.5.a, 20.1: the first Ersatz battalion, into Kharkov
  );

  it('the file is accepted, and carried out step by step: Interdiction, the breakdown, the flips, full support, the Ersatz battalion', () => {
    const { data, state } = turn2();
    expect(checkPreparation(data, state, 'axis', file)).toEqual([]);
    const out = adjudicatePreparation(data, state, 'axis', file, noDice());
    expect(out.events.map((e) => e.type)).toEqual(['kb-interdiction', 'kb-breakdown', 'kb-support-spent', 'kb-panzerkorps-divisions', 'kb-limited-support', 'kb-ersatz']);
    const s = out.state;
    // 5.3, 5.12: two Air Points fly Interdiction, one stays for sortie
    expect(s.markers.interdicted).toEqual(['3420', '3619']);
    expect(s.airPoints.axis).toBe(1);
    // 15.21: the division goes to the Breakdown Pool, three regiments take its hex
    expect(s.units['ger-320-id-kb']).toMatchObject({ where: 'breakdown-pool', hex: null });
    expect(['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3'].map((id) => s.units[id]!.hex)).toEqual(['3725', '3725', '3725']);
    // 9.21: 1 SP for the PanzerKorps, 1 SP for the two ArmeeKorps
    expect(['ger-ss-pzk', 'ger-korps-raus', 'ger-30-ak'].map((id) => s.units[id]!.hqSupported)).toEqual([true, true, true]);
    expect(s.supportPoints).toBe(0);
    // 9.3, 9.32, 9.4: LAH traces to its Supported PanzerKorps; DR, in range but not chosen, is marked
    expect(s.units['ger-1-lah']!.marks.limitedSupport).toBe(false);
    expect(s.units['ger-d-dr']!.marks.limitedSupport).toBe(true);
    expect(out.events.find((e) => e.type === 'kb-panzerkorps-divisions')).toMatchObject({ hq: 'ger-ss-pzk', divisions: ['LAH'], chosenBy: 'axis' });
    // 20.1: one Ersatz battalion, strictly defensive, in Kharkov
    expect(s.units['ger-ersatz-1']).toMatchObject({ where: 'map', hex: '3617', steps: 1 });
    // the state it was given is not changed
    expect(state.supportPoints).toBe(2);
    expect(state.units['ger-320-id-kb']!.where).toBe('map');
  });

  it('the orders are carried out in the outline\u2019s order whatever their order in the file (within a step, in the file\u2019s)', () => {
    const { data, state } = turn2();
    const inFileOrder = adjudicatePreparation(data, state, 'axis', file, noDice());
    const reversed = adjudicatePreparation(data, state, 'axis', [...file].reverse(), noDice());
    expect(reversed.state).toEqual(inFileOrder.state);
    expect(reversed.events.map((e) => e.type)).toEqual(inFileOrder.events.map((e) => e.type));
    expect(reversed.events[0]).toMatchObject({ type: 'kb-interdiction', hexes: ['KB3420', 'KB3619'] });
  });

  it('A.4.c after the flips (9.3, 9.4): with no PanzerKorps flipped every mechanized regiment gets a Limited Support marker; the flip in the same file lifts it', () => {
    const { data, state } = turn2();
    const none = adjudicatePreparation(data, state, 'axis', [], noDice());
    expect(none.state.units['ger-1-lah']!.marks.limitedSupport).toBe(true);
    expect(none.state.units['ger-d-dr']!.marks.limitedSupport).toBe(true);
    const flipped = adjudicatePreparation(data, state, 'axis', o({ support: { hq: 'ger-ss-pzk' } }), noDice());
    expect(flipped.state.units['ger-1-lah']!.marks.limitedSupport).toBe(false);
    expect(flipped.state.units['ger-d-dr']!.marks.limitedSupport).toBe(false); // two divisions in range: within its three (9.32)
  });

  it('Operation Star turn 1 (20.1): LAH has full support by scenario rule, with no HQ flipped; DR does not', () => {
    const { data, state } = realPrep('operation-star', 1, (s) => ({ ...s, airPoints: { axis: 3, soviet: 2 }, supportPoints: 1 }));
    const s = adjudicatePreparation(data, state, 'axis', [], noDice()).state;
    expect(['ger-1-lah', 'ger-2-lah', 'ger-d-dr'].map((id) => s.units[id]!.marks.limitedSupport)).toEqual([false, false, true]);
  });

  it('a panzerKorps order for an HQ still Unsupported after the flips is refused (9.32, 9.4)', () => {
    const { data, state } = turn2();
    const issues = checkPreparation(data, state, 'axis', o({ panzerKorps: { hq: 'ger-48-pzk', divisions: ['LAH'] } }));
    expect(issues.map((i) => [i.path, i.code, i.rule])).toEqual([[['orders', 0, 'panzerKorps', 'hq'], 'hq-unsupported', 'KB 9.32, 9.4']]);
  });
});

describe('KB 17.0, 17.12: the Axis reinforcements of Operation Star, turn 5', () => {
  it('the 3SS arrive in the Entry Area the file names (A or B); those it does not name arrive in the first one listed (17.0: they appear on their turn)', () => {
    const { data, state } = realPrep('operation-star', 5);
    const file = o({ reinforce: { unit: 'ger-1-3ss', area: 'B' } }, { reinforce: { unit: 'ger-3ss-tiger', area: 'B' } }, { ersatz: { hex: 'KB3505' } });
    expect(checkPreparation(data, state, 'axis', file)).toEqual([]);
    const s = adjudicatePreparation(data, state, 'axis', file, noDice()).state;
    expect(s.units['ger-1-3ss']).toMatchObject({ where: 'entry-area', entryArea: 'B' });
    expect(s.units['ger-3ss-tiger']).toMatchObject({ where: 'entry-area', entryArea: 'B' });
    expect(s.units['ger-3-3ss']).toMatchObject({ where: 'entry-area', entryArea: 'A' });
    expect(s.units['ger-th-3ss']).toMatchObject({ where: 'entry-area', entryArea: 'A' });
    expect(s.units['ger-ersatz-1']).toMatchObject({ where: 'map', hex: '3505' });
  });

  it('an Entry Area the schedule does not give the unit is refused at its place in the file', () => {
    const { data, state } = realPrep('operation-star', 5);
    const issues = checkPreparation(data, state, 'axis', o({ ersatz: { hex: 'KB3505' } }, { reinforce: { unit: 'ger-1-3ss', area: 'C' } }));
    expect(issues.map((i) => [i.path, i.code, i.rule])).toEqual([[['orders', 1, 'reinforce', 'area'], 'area-not-allowed', 'KB 17.12']]);
  });
});

describe('KB 9.32, D24: Third Kharkov, turn 11: the SS PanzerKorps has five divisions in range and backs three', () => {
  it('without a panzerKorps order it backs the nearest three (LAH, 3SS, 6Pz); DR and 11Pz get Limited Support markers (9.4)', () => {
    const { data, state } = realPrep('third-kharkov', 11);
    const out = adjudicatePreparation(data, state, 'axis', [], noDice());
    expect(out.events.find((e) => e.type === 'kb-panzerkorps-divisions')).toMatchObject({ hq: 'ger-ss-pzk', divisions: ['3SS', '6Pz', 'LAH'], chosenBy: 'default' });
    expect(['ger-1-lah', 'ger-d-dr', 'ger-110-11pz'].map((id) => out.state.units[id]!.marks.limitedSupport)).toEqual([false, true, true]);
  });

  it('the file names DR, 11Pz and LAH (by a unit of it): 3SS and 6Pz are left with limited support', () => {
    const { data, state } = realPrep('third-kharkov', 11);
    const file = o({ panzerKorps: { hq: 'ger-ss-pzk', divisions: ['DR', '11Pz', 'ger-2-lah'] } });
    expect(checkPreparation(data, state, 'axis', file)).toEqual([]);
    const s = adjudicatePreparation(data, state, 'axis', file, noDice()).state;
    expect(['ger-1-lah', 'ger-d-dr', 'ger-110-11pz'].map((id) => s.units[id]!.marks.limitedSupport)).toEqual([false, false, false]);
    const threeSs = Object.keys(s.units).filter((id) => data.ctx.unit(id).parent === '3SS' && s.units[id]!.where === 'map' && data.ctx.unit(id).class === 'mechanized' && !data.ctx.unit(id).tiger);
    expect(threeSs.length).toBeGreaterThan(0);
    for (const id of threeSs) expect([id, s.units[id]!.marks.limitedSupport]).toEqual([id, true]);
  });

  it('a name that is no German mechanized division is refused at its place (9.32)', () => {
    const { data, state } = realPrep('third-kharkov', 11);
    const issues = checkPreparation(data, state, 'axis', o({ panzerKorps: { hq: 'ger-ss-pzk', divisions: ['DR', 'ger-106-id-kb'] } }));
    expect(issues.map((i) => [i.path, i.code])).toEqual([[['orders', 0, 'panzerKorps', 'divisions', 1], 'not-a-division']]);
  });
});
