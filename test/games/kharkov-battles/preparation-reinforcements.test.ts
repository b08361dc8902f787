import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import { placeReinforcements } from '#games/kharkov-battles/preparation/reinforcements';
import type { PrepData } from '#games/kharkov-battles/preparation/step';
import { issuesOf, prep } from './preparation-fixtures';


/** Operation Star's Soviet areas on the test map: S3 at 3430, S4 at 3530 and 3630, S2 at 4025 (S3 next to S4 and S2). */
const withAreas = (data: PrepData): PrepData => ({
  ...data,
  entryAreas: [
    { id: 'S3', side: 'soviet', hexes: [hexId('3430')], adjacent: ['S4', 'S2'] },
    { id: 'S4', side: 'soviet', hexes: [hexId('3530'), hexId('3630')], adjacent: ['S3'] },
    { id: 'S2', side: 'soviet', hexes: [hexId('4025')], adjacent: ['S3'] },
  ],
});
const tankCorps = { 'sov-25-tc-kb': {} };

describe('Reinforcements (KB 4.1 A.5.a-b, 17.0, 17.11, 17.12)', () => {
  it('Operation Star turn 3: the 25th Tank Corps arrives in Entry Area S4, Operational and Committed (17.0, 17.11)', () => {
    const { data, state } = prep({ turn: 3, off: { 'sov-25-tc-kb': { committed: false } } });
    const r = placeReinforcements(withAreas(data), state, 'soviet');
    expect(r.state.units['sov-25-tc-kb']).toMatchObject({ where: 'entry-area', entryArea: 'S4', supply: 'operational', committed: true });
    expect(r.events[0]).toMatchObject({ type: 'kb-reinforcement', rule: 'KB 17.0', at: 'S4', late: false });
  });

  it('not before its turn, and only in one of its Entry Areas', () => {
    const early = prep({ turn: 2, off: tankCorps });
    expect(placeReinforcements(early.data, early.state, 'soviet').state).toBe(early.state);
    const { data, state } = prep({ turn: 3, off: tankCorps });
    expect(placeReinforcements(data, state, 'soviet', { entries: [{ unit: 'sov-25-tc-kb', area: 'S3' }] }).state.units['sov-25-tc-kb']!.entryArea).toBe('S3');
    expect(issuesOf(() => placeReinforcements(data, state, 'soviet', { entries: [{ unit: 'sov-25-tc-kb', area: 'S1' }] }))).toEqual([['reinforcements.entries[0]', 'area-not-allowed', 'KB 17.12']]);
  });

  it('an Entry Area whose every entry hex is enemy-occupied or in an EZOC may not be used while another of the unit\u2019s areas is open (17.12)', () => {
    const { data, state } = prep({ turn: 3, at: { '3529': ['ger-1-lah'], '3630': ['ger-2-lah'] }, off: tankCorps });
    expect(issuesOf(() => placeReinforcements(withAreas(data), state, 'soviet', { entries: [{ unit: 'sov-25-tc-kb', area: 'S4' }] }))).toEqual([
      ['reinforcements.entries[0]', 'entry-area-blocked', 'KB 17.12'],
    ]);
    expect(placeReinforcements(withAreas(data), state, 'soviet').state.units['sov-25-tc-kb']!.entryArea).toBe('S3');
  });

  it('E11: all its areas blocked, it waits and arrives one Game-Turn later in an adjacent open area (17.12)', () => {
    const { data, state } = prep({ turn: 3, at: { '3529': ['ger-1-lah'], '3630': ['ger-2-lah'], '3429': ['ger-d-dr'] }, off: tankCorps });
    const r = placeReinforcements(withAreas(data), state, 'soviet');
    expect(r.state.units['sov-25-tc-kb']!.where).toBe('reinforcement-chart');
    expect(r.events[0]).toMatchObject({ type: 'kb-reinforcement-delayed', rule: 'KB 17.12', blocked: ['S4', 'S3'] });
    const next = { ...r.state, at: { ...r.state.at, turn: 4 } };
    const late = placeReinforcements(withAreas(data), next, 'soviet', { entries: [{ unit: 'sov-25-tc-kb', area: 'S2' }] });
    expect(late.state.units['sov-25-tc-kb']).toMatchObject({ where: 'entry-area', entryArea: 'S2' });
    expect(late.events[0]).toMatchObject({ rule: 'KB 17.12', late: true });
  });

  it('a late arrival may not use an Entry Area adjacent to none of its own (17.12)', () => {
    const { data, state } = prep({ turn: 4, off: tankCorps });
    expect(issuesOf(() => placeReinforcements(withAreas(data), state, 'soviet', { entries: [{ unit: 'sov-25-tc-kb', area: 'S1' }] }))).toEqual([['reinforcements.entries[0]', 'area-not-allowed', 'KB 17.12']]);
    expect(issuesOf(() => placeReinforcements(withAreas(data), state, 'soviet', { entries: [{ unit: 'sov-4-tc-kb', area: 'S3' }] }))).toEqual([['reinforcements.entries[0]', 'not-due', 'KB 17.0']]);
  });

  it('an Axis unit with a designated hex is placed on it; an Axis mechanized unit arrives fully supported (17.0, 17.11)', () => {
    const { data: d0, state } = prep({ turn: 5, off: { 'ger-1-3ss': { marks: { limitedSupport: true, disorganized: false, repl: false, ooc: false, oocResult: null, preparedAssault: false } } } });
    const data = { ...d0, forces: { ...d0.forces, reinforcements: [{ turn: 5, side: 'axis' as const, entry: 'KB3312', or: [], units: ['ger-1-3ss'] }] } };
    const r = placeReinforcements(data, state, 'axis');
    expect(r.state.units['ger-1-3ss']).toMatchObject({ where: 'map', hex: '3312', marks: { limitedSupport: false } });
  });
});
