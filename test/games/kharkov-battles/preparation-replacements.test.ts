import { describe, expect, it } from 'vitest';
import { placeErsatz } from '#games/kharkov-battles/preparation/ersatz';
import { grantReplacements, spendReplacements } from '#games/kharkov-battles/preparation/replacements';
import { returnFromTrt } from '#games/kharkov-battles/preparation/returns';
import type { KbState } from '#games/kharkov-battles/state/types';
import { eliminatedTo } from '#games/kharkov-battles/state/elimination';
import { mayBeReplaced } from '#games/kharkov-battles/game/judge/replacement-pool';
import { UNITS } from './state-fixtures';
import { issuesOf, prep, withBox } from './preparation-fixtures';

const rp = (axis: [number, number], soviet: [number, number] = [0, 0]): Partial<KbState> => ({
  replacementPoints: { axis: { mech: axis[0], nonMech: axis[1] }, soviet: { mech: soviet[0], nonMech: soviet[1] } },
});

describe('Replacement Points of the turn (KB 16.0, 20.1-20.3)', () => {
  it('Operation Star turn 6: the Axis receives 8 mechanized and 9 non-mechanized RPs, kept for the rest of the game (20.1)', () => {
    const { data, state } = prep({ turn: 6, state: rp([1, 0]) });
    const r = grantReplacements(data, state);
    expect(r.state.replacementPoints.axis).toEqual({ mech: 9, nonMech: 9 });
  });

  it('Third Kharkov: the Axis has 2 mechanized and 4 German non-mechanized RPs from turn 11; the Soviet the TRT\u2019s, turn 11 included (20.3)', () => {
    const { data, state } = prep({ scenario: 'third-kharkov', turn: 11 });
    const r = grantReplacements(withBox(data, { turn: 11, sovietReplacements: { mech: 1, nonMech: 3 } }), state);
    expect(r.state.replacementPoints).toEqual({ axis: { mech: 2, nonMech: 4 }, soviet: { mech: 1, nonMech: 3 } });
    const later = grantReplacements(withBox(data, { turn: 12, sovietReplacements: { mech: 0, nonMech: 0 } }), { ...r.state, at: { ...r.state.at, turn: 12 } });
    expect(later.state.replacementPoints.axis).toEqual({ mech: 2, nonMech: 4 });
  });

  it('Soviet RPs are the TRT\u2019s of the turn; last turn\u2019s unused ones are lost (16.0)', () => {
    const { data, state } = prep({ turn: 7, state: rp([2, 2], [1, 1]) });
    const r = grantReplacements(withBox(data, { turn: 7, sovietReplacements: { mech: 0, nonMech: 3 } }), state);
    expect(r.state.replacementPoints).toEqual({ axis: { mech: 2, nonMech: 2 }, soviet: { mech: 0, nonMech: 3 } });
    expect(r.events[0]).toMatchObject({ sovietLost: 2 });
  });

  it('Second Kharkov: no replacements (20.2)', () => {
    const { data, state } = prep({ scenario: 'second-kharkov', turn: 3 });
    const r = grantReplacements(withBox(data, { turn: 3, sovietReplacements: { mech: 1, nonMech: 1 } }), state);
    expect(r.state.replacementPoints.soviet).toEqual({ mech: 0, nonMech: 0 });
  });
});

describe('Spending Replacement Points (KB 16.1, 16.2, 16.3; T-2)', () => {
  it('a reduced chit comes off for 1 RP: full strength, no chit, Repl marker (16.21, 16.22)', () => {
    const { data, state: s0 } = prep({ turn: 7, at: { '3312': [{ id: 'ger-1-lah', steps: 2 }] }, state: rp([1, 0]) });
    const state = { ...s0, units: { ...s0.units, 'ger-1-lah': { ...s0.units['ger-1-lah']!, chit: { id: 'axis-a-3', face: 'reduced' as const } } } };
    const r = spendReplacements(data, state, 'axis', { restore: ['ger-1-lah'] });
    expect(r.state.units['ger-1-lah']).toMatchObject({ steps: 3, chit: null, marks: { repl: true } });
    expect(r.state.chitPools.axis).toContain('axis-a-3');
    expect(r.state.replacementPoints.axis).toEqual({ mech: 0, nonMech: 0 });
  });

  it('a Combat Rating cadre needs 2 RP and may not take only 1; a Guards rifle division cadre flips for 1 (16.21)', () => {
    const { data, state } = prep({ turn: 7, at: { '3312': [{ id: 'ger-1-lah', steps: 1 }], '3330': [{ id: 'sov-25g-rd-kb', steps: 1 }] }, state: rp([1, 0], [0, 1]) });
    expect(issuesOf(() => spendReplacements(data, state, 'axis', { restore: ['ger-1-lah'] }))).toEqual([['replacements', 'not-enough-mech-points', 'KB 16.2']]);
    const two = spendReplacements(data, { ...state, ...rp([2, 0], [0, 1]) }, 'axis', { restore: ['ger-1-lah'] });
    expect(two.state.units['ger-1-lah']!.steps).toBe(3);
    const guards = spendReplacements(data, state, 'soviet', { restore: ['sov-25g-rd-kb'] });
    expect(guards.state.units['sov-25g-rd-kb']!.steps).toBe(2);
    expect(guards.state.replacementPoints.soviet.nonMech).toBe(0);
  });

  it('no replacements next to an enemy unit, nor out of supply (16.1)', () => {
    const { data, state: s0 } = prep({ turn: 7, at: { '3319': [{ id: 'ger-1-lah', steps: 2 }], '3320': ['sov-25-tc-kb'], '3312': [{ id: 'ger-2-lah', steps: 2 }] }, state: rp([5, 0]) });
    const state = { ...s0, units: { ...s0.units, 'ger-2-lah': { ...s0.units['ger-2-lah']!, supply: 'out-of-supply' as const } } };
    expect(issuesOf(() => spendReplacements(data, state, 'axis', { restore: ['ger-1-lah', 'ger-2-lah'] }))).toEqual([
      ['replacements.restore[0]', 'adjacent-to-enemy', 'KB 16.1'],
      ['replacements.restore[1]', 'no-supply-line', 'KB 16.1'],
    ]);
  });

  it('a Soviet rifle division comes back from the Replacement Pool for 2 non-mech RP with a committed, Operational HQ (16.32)', () => {
    const { data, state } = prep({ turn: 7, at: { '3325': ['sov-40a-hq-kb'] }, off: { 'sov-167-rd-kb': { where: 'replacement-pool' } }, state: rp([0, 0], [0, 2]) });
    const r = spendReplacements(data, state, 'soviet', { fromPool: [{ unit: 'sov-167-rd-kb', hq: 'sov-40a-hq-kb' }] });
    expect(r.state.units['sov-167-rd-kb']).toMatchObject({ where: 'map', hex: '3325', marks: { repl: true } });
    expect(r.state.replacementPoints.soviet.nonMech).toBe(0);
    const uncommitted = { ...state, units: { ...state.units, 'sov-40a-hq-kb': { ...state.units['sov-40a-hq-kb']!, committed: false } } };
    expect(issuesOf(() => spendReplacements(data, uncommitted, 'soviet', { fromPool: [{ unit: 'sov-167-rd-kb', hq: 'sov-40a-hq-kb' }] }))).toEqual([['replacements.fromPool[0].hq', 'hq-uncommitted', 'KB 16.32']]);
  });

  it('the Axis replaces one breakdown regiment with a division from the Breakdown Pool for 2 non-mech RP (16.34)', () => {
    const { data, state } = prep({ turn: 7, at: { '3312': ['ger-brk-kb-1'] }, off: { 'ger-333-id-kb': { where: 'breakdown-pool' } }, state: rp([0, 2]) });
    const r = spendReplacements(data, state, 'axis', { rebuild: { regiment: 'ger-brk-kb-1', division: 'ger-333-id-kb' } });
    expect(r.state.units['ger-333-id-kb']).toMatchObject({ where: 'map', hex: '3312', steps: 3, marks: { repl: true } });
    expect(r.state.units['ger-brk-kb-1']!.where).toBe('spare');
  });
});

describe('KB 16.36: the Permanent Dead Box', () => {
  const def = (id: string) => UNITS.find((u) => u.id === id)!;
  it.each([
    ['ger-1-lah', 'a unit with a Combat Rating'],
    ['sov-25g-rd-kb', 'a two-step unit'],
    ['sov-121-tbr-kh', "a silhouette tank brigade labelled 'No Repl'"],
  ])('%s, %s, goes there when eliminated, never to the Replacement Pool', (id) => {
    expect(mayBeReplaced(def(id))).toBe(false);
    expect(eliminatedTo(def(id), 3)).toEqual({ where: 'permanent-dead', returnTurn: null });
  });
  it('while a one-step rifle division may go to the Replacement Pool (16.31)', () => {
    expect(mayBeReplaced(def('sov-167-rd-kb'))).toBe(true);
  });
  it('no Replacement Points bring a unit back from it', () => {
    const { data, state } = prep({ turn: 7, at: { '3325': ['sov-40a-hq-kb'] }, off: { 'sov-25g-rd-kb': { where: 'permanent-dead' } }, state: rp([0, 0], [0, 2]) });
    expect(issuesOf(() => spendReplacements(data, state, 'soviet', { fromPool: [{ unit: 'sov-25g-rd-kb', hq: 'sov-40a-hq-kb' }] }))).toEqual([['replacements.fromPool[0].unit', 'not-in-replacement-pool', 'KB 16.32']]);
    expect(issuesOf(() => spendReplacements(data, state, 'soviet', { restore: ['sov-25g-rd-kb'] }))).toEqual([['replacements.restore[0]', 'not-on-map', 'KB 16.2']]);
  });
});

describe('Returns from the TRT (KB 15.13, 16.33, 16.35)', () => {
  const due = (turn: number) => ({ where: 'trt' as const, returnTurn: turn });

  it('one HQ per nationality returns to a friendly Entry Area or city hex; the other HQ due moves forward a turn (16.33)', () => {
    const { data, state } = prep({ turn: 9, off: { 'ger-48-pzk': due(9), 'ger-30-ak': due(8) } });
    const r = returnFromTrt(data, state, 'axis', { hqs: [{ unit: 'ger-48-pzk', to: 'KB3612' }] });
    expect(r.state.units['ger-48-pzk']).toMatchObject({ where: 'map', hex: '3612', hqSupported: false, returnTurn: null });
    expect(r.state.units['ger-30-ak']).toMatchObject({ where: 'trt', returnTurn: 10 });
    expect(issuesOf(() => returnFromTrt(data, state, 'axis', { hqs: [{ unit: 'ger-48-pzk', to: 'A' }, { unit: 'ger-30-ak', to: 'B' }] }))).toEqual([['returns.hqs[1].unit', 'one-hq-a-turn', 'KB 16.33']]);
  });

  it('refuses an HQ not yet due, a town hex, and Popov, who never returns (15.13)', () => {
    const { data, state } = prep({ turn: 9, off: { 'ger-48-pzk': due(10), 'ger-30-ak': due(9), 'sov-popov-hq': due(5) } });
    expect(issuesOf(() => returnFromTrt(data, state, 'axis', { hqs: [{ unit: 'ger-48-pzk', to: 'A' }] }))).toEqual([['returns.hqs[0].unit', 'not-due', 'KB 16.33']]);
    expect(issuesOf(() => returnFromTrt(data, state, 'axis', { hqs: [{ unit: 'ger-30-ak', to: 'KB3515' }] }))).toEqual([['returns.hqs[0].to', 'bad-place', 'KB 16.33']]);
    expect(issuesOf(() => returnFromTrt(data, state, 'soviet', { hqs: [{ unit: 'sov-popov-hq', to: 'E1' }] }))).toEqual([['returns.hqs[0].unit', 'never-returns', 'KB 15.13']]);
  });

  it('German silhouettes: at most three return a turn; of five due with two returned, one waits a turn and two are permanently eliminated (16.35)', () => {
    const sil = ['ger-228-stg', 'ger-232-stg', 'ger-203-stg', 'ger-209-stg', 'ger-503-tiger'];
    const { data, state } = prep({ turn: 9, off: Object.fromEntries(sil.map((id) => [id, due(9)])) });
    const r = returnFromTrt(data, state, 'axis', { silhouettes: [{ unit: 'ger-228-stg', to: 'A' }, { unit: 'ger-232-stg', to: 'A' }] });
    expect(sil.map((id) => r.state.units[id]!.where)).toEqual(['entry-area', 'entry-area', 'trt', 'permanent-dead', 'permanent-dead']);
    expect(r.state.units['ger-203-stg']!.returnTurn).toBe(10);
    expect(issuesOf(() => returnFromTrt(data, state, 'axis', { silhouettes: sil.slice(0, 4).map((unit) => ({ unit, to: 'A' })) }))).toEqual([['returns.silhouettes', 'over-three', 'KB 16.35']]);
  });
});

describe('Operation Star Ersatz battalions (KB 20.1)', () => {
  const chart = { 'ger-ersatz-1': {}, 'ger-ersatz-2': {}, 'ger-ersatz-3': {} };

  it('none before turn 2; on turn 2 one is placed in a friendly-owned town', () => {
    const early = prep({ turn: 1, off: chart });
    expect(issuesOf(() => placeErsatz(early.data, early.state, { hex: 'KB3515' }))).toEqual([['ersatz', 'none-available', 'KB 20.1']]);
    const { data, state } = prep({ turn: 2, off: chart });
    const r = placeErsatz(data, state, { hex: 'KB3515' });
    expect(r.state.units['ger-ersatz-1']).toMatchObject({ where: 'map', hex: '3515' });
    expect(issuesOf(() => placeErsatz(data, r.state, { hex: 'KB3612' }))).toEqual([['ersatz', 'none-available', 'KB 20.1']]);
  });

  it('an eliminated battalion is available again; never more than three on the map', () => {
    const { data, state } = prep({ turn: 8, off: { 'ger-ersatz-1': { where: 'map', hex: '3515' as never }, 'ger-ersatz-2': {}, 'ger-ersatz-3': { where: 'map', hex: '3612' as never } } });
    expect(placeErsatz(data, state, { hex: 'KB3515' }).state.units['ger-ersatz-2']!.where).toBe('map');
    const three = { ...state, units: { ...state.units, 'ger-ersatz-2': { ...state.units['ger-ersatz-2']!, where: 'map' as const, hex: '3515' as never } } };
    expect(issuesOf(() => placeErsatz(data, three, { hex: 'KB3515' }))).toEqual([
      ['ersatz', 'none-available', 'KB 20.1'],
      ['ersatz', 'three-on-map', 'KB 20.1'],
    ]);
  });

  it('only in a friendly-owned town or city hex', () => {
    const { data, state } = prep({ turn: 4, off: chart });
    expect(issuesOf(() => placeErsatz(data, state, { hex: 'KB3514' }))).toEqual([['ersatz.hex', 'not-town-or-city', 'KB 20.1']]);
    const soviet = { ...state, owner: { ...state.owner, '3515': 'soviet' as const } };
    expect(issuesOf(() => placeErsatz(data, soviet, { hex: 'KB3515' }))).toEqual([['ersatz.hex', 'not-friendly-owned', 'KB 20.1']]);
  });
});
