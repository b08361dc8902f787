import { describe, expect, it } from 'vitest';
import { maintainBreakdowns } from '#games/kharkov-battles/preparation/breakdown';
import type { KbState } from '#games/kharkov-battles/state/types';
import { blank, issuesOf, prep } from './preparation-fixtures';

const spares = Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`ger-brk-kb-${n}`, { where: 'spare' as const }]));
const onMap = (state: KbState, hex: string): string[] => Object.values(state.units).filter((u) => u.where === 'map' && u.hex === hex).map((u) => u.id).sort();

describe('German breakdown regiments (KB 4.1 A.4.a, 15.2)', () => {
  it('a full-strength infantry division out of any EZOC breaks down: to the Breakdown Pool, its chit to the pool, three regiments in its hex (15.21)', () => {
    const { data, state: s0 } = prep({ turn: 3, at: { '3312': ['ger-168-id-kb'] }, off: spares });
    const state = { ...s0, units: { ...s0.units, 'ger-168-id-kb': { ...s0.units['ger-168-id-kb']!, chit: { id: 'axis-b-7', face: 'full' as const } } } };
    const r = maintainBreakdowns(data, state, { breakdown: ['ger-168-id-kb'] });
    expect(r.state.units['ger-168-id-kb']).toMatchObject({ where: 'breakdown-pool', hex: null, chit: null });
    expect(onMap(r.state, '3312')).toEqual(['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3']);
    expect(r.state.chitPools.axis).toContain('axis-b-7');
    expect(r.events[0]).toMatchObject({ type: 'kb-breakdown', rule: 'KB 15.21', hex: 'KB3312' });
  });

  it('refuses a division in an EZOC, with a reduced chit, a cadre, an Isolated one, and one not of infantry (15.21, 15.23)', () => {
    const { data, state: s0 } = prep({
      turn: 3,
      at: { '3319': ['ger-168-id-kb'], '3320': ['sov-25-tc-kb'], '3112': [{ id: 'ger-320-id-kb', steps: 2 }], '3114': [{ id: 'ger-333-id-kb', steps: 1 }], '3116': ['ger-335-id-kb'], '3118': ['ger-1-lah'] },
      off: spares,
    });
    const state = { ...s0, units: { ...s0.units, 'ger-335-id-kb': { ...s0.units['ger-335-id-kb']!, supply: 'isolated' as const } } };
    expect(issuesOf(() => maintainBreakdowns(data, state, { breakdown: ['ger-168-id-kb', 'ger-320-id-kb', 'ger-333-id-kb', 'ger-335-id-kb', 'ger-1-lah'] }))).toEqual([
      ['breakdown[0]', 'in-ezoc', 'KB 15.21'],
      ['breakdown[1]', 'reduced', 'KB 15.21'],
      ['breakdown[2]', 'cadre', 'KB 15.23'],
      ['breakdown[3]', 'isolated', 'KB 15.23'],
      ['breakdown[4]', 'may-not-break-down', 'KB 15.21'],
    ]);
  });

  it('Second Kharkov: the 68 Infantry Division may not break down (20.2)', () => {
    const { data, state } = prep({ scenario: 'second-kharkov', turn: 2, at: { '3312': ['ger-68-id-kh'] }, off: { 'ger-brk-kh-1': { where: 'spare' }, 'ger-brk-kh-2': { where: 'spare' }, 'ger-brk-kh-3': { where: 'spare' } } });
    expect(issuesOf(() => maintainBreakdowns(data, state, { breakdown: ['ger-68-id-kh'] }))).toEqual([['breakdown[0]', 'may-not-break-down', 'KB 15.21']]);
  });

  it('three regiments stacked out of any EZOC reform as any full-strength division from the Breakdown Pool (15.22)', () => {
    const { data, state } = prep({ turn: 3, at: { '3312': ['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3'] }, off: { 'ger-333-id-kb': { where: 'breakdown-pool', steps: 3 } } });
    const r = maintainBreakdowns(data, state, { recombine: [{ regiments: ['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3'], division: 'ger-333-id-kb' }] });
    expect(onMap(r.state, '3312')).toEqual(['ger-333-id-kb']);
    expect(r.state.units['ger-333-id-kb']).toMatchObject({ steps: 3, chit: null });
    expect(r.state.units['ger-brk-kb-2']!.where).toBe('spare');
  });

  it('two regiments cannot bring a division back; three in two hexes, or with no division in the pool, neither (15.22, 15.23)', () => {
    const { data, state } = prep({ turn: 3, at: { '3312': ['ger-brk-kb-1', 'ger-brk-kb-2'], '3314': ['ger-brk-kb-3'] }, off: { 'ger-333-id-kb': blank('ger-333-id-kb') } });
    expect(issuesOf(() => maintainBreakdowns(data, state, { recombine: [{ regiments: ['ger-brk-kb-1', 'ger-brk-kb-2'], division: 'ger-333-id-kb' }] }))).toEqual([['recombine[0].regiments', 'not-three-regiments', 'KB 15.22']]);
    expect(issuesOf(() => maintainBreakdowns(data, state, { recombine: [{ regiments: ['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3'], division: 'ger-333-id-kb' }] }))).toEqual([['recombine[0].regiments', 'not-stacked', 'KB 15.22']]);
  });
});

describe('the Preparation Stage layer', () => {
  it('imports nothing from orders/ or sequence/ (the turn files map onto its plain inputs, not the other way)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('../../../src/games/kharkov-battles/preparation/', import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((f) => /from\s+['"][^'"]*\/(orders|sequence)\//.test(readFileSync(new URL(f, dir), 'utf8')))).toEqual([]);
  });
});
