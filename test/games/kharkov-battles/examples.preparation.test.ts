import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import { allocateAirPoints } from '#games/kharkov-battles/preparation/air-points';
import { KbPrepError } from '#games/kharkov-battles/preparation/errors';
import { placeReinforcements } from '#games/kharkov-battles/preparation/reinforcements';
import { grantReplacements, spendReplacements } from '#games/kharkov-battles/preparation/replacements';
import { gainSupportPoints, spendSupportPoints } from '#games/kharkov-battles/preparation/support-points';
import { weatherPhase } from '#games/kharkov-battles/preparation/weather';
import { d10, prep, withBox } from './preparation-fixtures';

/** The rulebook's example and the digest's rule-derived tests (§8) for the Preparation Stage. */
describe('Kharkov Battles Preparation Stage examples (digest §8)', () => {
  it('E11 (17.12): every entry hex of its area (C here; S1 in the rulebook) in an EZOC, the reinforcements shift to the adjacent open one (B, the rulebook S2) and arrive one Game-Turn later', () => {
    const { data: d0, state } = prep({ turn: 6, at: { '3021': ['sov-25-tc-kb'] }, off: { 'ger-15-id-kb': {} } });
    const data = { ...d0, entryAreas: [{ id: 'C', side: 'axis' as const, hexes: [hexId('3020'), hexId('3022')], adjacent: ['B'] }, { id: 'B', side: 'axis' as const, hexes: [hexId('3012')], adjacent: ['C'] }] };
    const turn6 = placeReinforcements(data, state, 'axis');
    expect(turn6.state.units['ger-15-id-kb']!.where).toBe('reinforcement-chart');
    const turn7 = placeReinforcements(data, { ...turn6.state, at: { ...turn6.state.at, turn: 7 } }, 'axis', { entries: [{ unit: 'ger-15-id-kb', area: 'B' }] });
    expect(turn7.state.units['ger-15-id-kb']).toMatchObject({ where: 'entry-area', entryArea: 'B' });
  });

  it('T-2 (16.21, 16.22): reduced chit + 1 RP -> full with no chit; rated cadre + 1 RP illegal; + 2 RP full; Guards cadre + 1 RP full; each gets Repl', () => {
    const { data, state } = prep({
      turn: 8,
      at: { '3312': [{ id: 'ger-1-lah', steps: 2 }], '3314': [{ id: 'ger-2-lah', steps: 1 }], '3330': [{ id: 'sov-25g-rd-kb', steps: 1 }] },
      state: { replacementPoints: { axis: { mech: 2, nonMech: 0 }, soviet: { mech: 0, nonMech: 1 } } },
    });
    const reduced = spendReplacements(data, state, 'axis', { restore: ['ger-1-lah'] });
    expect(reduced.state.units['ger-1-lah']).toMatchObject({ steps: 3, chit: null, marks: { repl: true } });
    expect(() => spendReplacements(data, reduced.state, 'axis', { restore: ['ger-2-lah'] })).toThrow(KbPrepError);
    expect(spendReplacements(data, state, 'axis', { restore: ['ger-2-lah'] }).state.units['ger-2-lah']).toMatchObject({ steps: 3, marks: { repl: true } });
    expect(spendReplacements(data, state, 'soviet', { restore: ['sov-25g-rd-kb'] }).state.units['sov-25g-rd-kb']).toMatchObject({ steps: 2, marks: { repl: true } });
  });

  it('T-8 (9.21): 3 SP flip 3 PzK, or 6 AK, or 2 PzK + 2 AK', () => {
    const pzk = ['ger-ss-pzk', 'ger-48-pzk', 'ger-40-pzk', 'ger-57-pzk', 'ger-3-pzk'];
    const ak = ['ger-korps-raus', 'ger-30-ak', 'ger-29-ak', 'ger-17-ak-kb'];
    const at = Object.fromEntries([...pzk, ...ak].map((id, i) => [`31${String(10 + 2 * i)}`, [id]]));
    const { data, state } = prep({ turn: 3, at, state: { supportPoints: 3 } });
    expect(spendSupportPoints(data, state, { flip: pzk.slice(0, 3) }).state.supportPoints).toBe(0);
    expect(spendSupportPoints(data, state, { flip: ak }).state.supportPoints).toBe(1); // six AK would take all 3 SP; the Operation Star mix has four, which take 2
    expect(spendSupportPoints(data, state, { flip: [...pzk.slice(0, 2), ...ak.slice(0, 2)] }).state.supportPoints).toBe(0);
    expect(() => spendSupportPoints(data, state, { flip: pzk.slice(0, 4) })).toThrow(KbPrepError);
  });

  it('one Preparation Stage of Operation Star, turn 13, step by step: Freeze turns to Mud on a 1 (MUD? 0-2), fewer Air Points, a Support roll, the TRT\u2019s Soviet RPs', () => {
    const { data: d0, state: s0 } = prep({ turn: 13, state: { supportPoints: 1 } });
    const data = withBox(d0, { turn: 13, weather: 'freeze', mudOn: 2, air: { axis: 5, soviet: 4 }, airMud: { axis: 2, soviet: 2 }, sovietReplacements: { mech: 1, nonMech: 3 } });
    const dice = d10({ 'T13/weather/mud': 1, 'T13/support': 9 });
    const weather = weatherPhase(data, s0, dice);
    const air = allocateAirPoints(data, weather.state);
    const support = gainSupportPoints(data, air.state, dice);
    const rps = grantReplacements(data, support.state);
    const top = data.tables.support.rows.at(-1)!.result;
    expect(rps.state).toMatchObject({ weather: 'mud', mudForRest: true, airPoints: { axis: 2, soviet: 2 }, supportPoints: 1 + top, replacementPoints: { soviet: { mech: 1, nonMech: 3 } } });
    expect(dice.transcript().map((r) => r.label)).toEqual(['T13/weather/mud', 'T13/support']);
    expect([...weather.events, ...air.events, ...support.events, ...rps.events].map((e) => e.rule)).toEqual(['KB 19.11', 'KB 5.11, 19.15', 'KB 9.2', 'KB 16.0']);
  });
});
