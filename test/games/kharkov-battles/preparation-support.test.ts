import { describe, expect, it } from 'vitest';
import { gainSupportPoints, spendSupportPoints } from '#games/kharkov-battles/preparation/support-points';
import { d10, issuesOf, prep, withBox } from './preparation-fixtures';


describe('Support Points gained (KB 4.1 A.4.b, 9.2)', () => {
  it('Operation Star: the Axis player rolls on the Support Table and adds the points to those saved', () => {
    const { data, state } = prep({ turn: 3, state: { supportPoints: 1 } });
    const row = data.tables.support.rows.find((r) => (r.from ?? 0) <= 6 && 6 <= (r.to ?? 9))!;
    const r = gainSupportPoints(withBox(data, { turn: 3, supportPoints: 9 }), state, d10({ 'T03/support': 6 }));
    expect(r.state.supportPoints).toBe(1 + row.result);
    expect(r.events[0]).toMatchObject({ type: 'kb-support-points', rule: 'KB 9.2', roll: { label: 'T03/support', by: 'axis', die: 6 }, gained: row.result });
  });

  it('Operation Star turn 1: no Support Table roll; the TRT historical number instead (9.2, digest A6)', () => {
    const { data, state } = prep({ turn: 1 });
    const dice = d10([]);
    const r = gainSupportPoints(withBox(data, { turn: 1, supportPoints: 2 }), state, dice);
    expect(r.state.supportPoints).toBe(2);
    expect(dice.transcript()).toEqual([]);
  });

  it('by both players\u2019 agreement, the TRT historical number and no roll (9.2)', () => {
    const { data, state } = prep({ turn: 4 });
    const r = gainSupportPoints(withBox(data, { turn: 4, supportPoints: 3 }), state, d10([]), { historical: true });
    expect(r.state.supportPoints).toBe(3);
  });

  it('Second Kharkov: strictly as shown on the TRT, even if asked to roll (20.2)', () => {
    const { data, state } = prep({ scenario: 'second-kharkov', turn: 2 });
    const r = gainSupportPoints(withBox(data, { turn: 2, supportPoints: 3 }), state, d10([]), { historical: false });
    expect(r.state.supportPoints).toBe(3);
    expect(r.events[0]).toMatchObject({ rule: 'KB 9.2, 20.2' });
  });

  it('Third Kharkov: no Support Points at all, every German HQ being Supported (20.3)', () => {
    const { data, state } = prep({ scenario: 'third-kharkov', turn: 12 });
    const r = gainSupportPoints(data, state, d10([]));
    expect(r.state).toBe(state);
    expect(r.events[0]).toMatchObject({ rule: 'KB 20.3', gained: 0 });
  });
});

describe('Support Points spent on HQs (KB 9.21, 9.22; T-8)', () => {
  const hqs = { '3112': ['ger-ss-pzk'], '3114': ['ger-48-pzk'], '3116': ['ger-40-pzk'], '3212': ['ger-korps-raus'], '3214': ['ger-30-ak'], '3216': ['ger-29-ak'], '3218': ['ger-17-ak-kb'] };

  it('3 SP flip three PanzerKorps HQs', () => {
    const { data, state } = prep({ turn: 2, at: hqs, state: { supportPoints: 3 } });
    const r = spendSupportPoints(data, state, { flip: ['ger-ss-pzk', 'ger-48-pzk', 'ger-40-pzk'] });
    expect(r.state.supportPoints).toBe(0);
    expect(['ger-ss-pzk', 'ger-48-pzk', 'ger-40-pzk'].map((id) => r.state.units[id]!.hqSupported)).toEqual([true, true, true]);
    expect(r.events[0]).toMatchObject({ type: 'kb-support-spent', cost: 3, left: 0 });
  });

  it('one SP flips up to two ArmeeKorps HQs: four AK for 2 SP, three AK for 2 SP', () => {
    const { data, state } = prep({ turn: 2, at: hqs, state: { supportPoints: 2 } });
    expect(spendSupportPoints(data, state, { flip: ['ger-korps-raus', 'ger-30-ak', 'ger-29-ak', 'ger-17-ak-kb'] }).state.supportPoints).toBe(0);
    expect(spendSupportPoints(data, state, { flip: ['ger-korps-raus', 'ger-30-ak', 'ger-29-ak'] }).state.supportPoints).toBe(0);
  });

  it('2 PzK + 2 AK cost 3 SP; with 2 saved it is refused and nothing flips', () => {
    const { data, state } = prep({ turn: 2, at: hqs, state: { supportPoints: 2 } });
    expect(issuesOf(() => spendSupportPoints(data, state, { flip: ['ger-ss-pzk', 'ger-48-pzk', 'ger-30-ak', 'ger-29-ak'] }))).toEqual([['support.flip', 'not-enough-support-points', 'KB 9.21']]);
    expect(state.units['ger-ss-pzk']!.hqSupported).toBe(false);
  });

  it('only an Operational HQ may be Supported (9.22); not a Soviet HQ, not one twice', () => {
    const { data, state } = prep({ turn: 2, at: { ...hqs, '3320': ['sov-40a-hq-kb'] }, state: { supportPoints: 3 } });
    const oos = { ...state, units: { ...state.units, 'ger-48-pzk': { ...state.units['ger-48-pzk']!, supply: 'out-of-supply' as const } } };
    expect(issuesOf(() => spendSupportPoints(data, oos, { flip: ['ger-48-pzk', 'sov-40a-hq-kb', 'ger-ss-pzk', 'ger-ss-pzk'] }))).toEqual([
      ['support.flip[0]', 'hq-not-operational', 'KB 9.22'],
      ['support.flip[1]', 'not-a-german-corps-hq', 'KB 9.21'],
      ['support.flip[3]', 'hq-flipped-twice', 'KB 9.21'],
    ]);
  });

  it('Third Kharkov: every German HQ is Supported already; none is flipped again (20.3)', () => {
    const { data, state: s0 } = prep({ scenario: 'third-kharkov', turn: 11, at: { '3112': ['ger-ss-pzk'] }, state: { supportPoints: 1 } });
    const state = { ...s0, units: { ...s0.units, 'ger-ss-pzk': { ...s0.units['ger-ss-pzk']!, hqSupported: true } } };
    expect(issuesOf(() => spendSupportPoints(data, state, { flip: ['ger-ss-pzk'] }))).toEqual([['support.flip[0]', 'hq-already-supported', 'KB 9.21']]);
  });

  it('Second Kharkov: XI. Korps (Kortzfleisch) may never receive Support; XVII. AK costs one full SP (20.2)', () => {
    const { data, state } = prep({ scenario: 'second-kharkov', turn: 2, at: { '3112': ['ger-11-ak-kh'], '3114': ['ger-17-ak-kh'], '3116': ['ger-8-ak-kh'] }, state: { supportPoints: 3 } });
    expect(data.forces.support.neverSupported).toContain('ger-11-ak-kh');
    expect(issuesOf(() => spendSupportPoints(data, state, { flip: ['ger-11-ak-kh'] }))).toEqual([['support.flip[0]', 'hq-never-supported', 'KB 20.2']]);
    const r = spendSupportPoints(data, state, { flip: ['ger-17-ak-kh', 'ger-8-ak-kh'] });
    expect(r.state.supportPoints).toBe(1);
  });
});
