import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import type { KbScenarioId } from '#games/kharkov-battles/data/ids';
import { ownershipResult, SERVER_RECORD_AT_START, type ServerRecord } from '#games/kharkov-battles/server-steps/index';
import type { KbState } from '#games/kharkov-battles/state/types';
import { withUnits } from '#games/kharkov-battles/state/update';
import { KB_PLACES } from '#games/kharkov-battles/victory/places';
import { game, run } from './server-steps-fixture';
import { owning } from './victory-fixtures';

/** The record after the end of `turn - 1` was checked, with the sides' runs of failed turns. */
const checkedTo = (turn: number, streak = { axis: 0, soviet: 0 }): ServerRecord => ({ ...SERVER_RECORD_AT_START('operation-star'), edges: { lastTurn: turn - 1, streak, lapsed: { axis: null, soviet: null } } });

const marked = (scenario: KbScenarioId): KbState => {
  const { state } = game(scenario);
  const mark = (id: string, m: Partial<KbState['units'][string]['marks']>) => ({ marks: { ...state.units[id]!.marks, ...m } });
  const s = withUnits(state, {
    'ger-1-lah': mark('ger-1-lah', { limitedSupport: true }),
    'ger-2-lah': mark('ger-2-lah', { repl: true }),
    'ger-ss-pzk': { hqSupported: true },
    'sov-23-tc-kb': mark('sov-23-tc-kb', { ooc: true }),
  });
  return { ...s, airPoints: { axis: 2, soviet: 1 }, markers: { ...s.markers, interdicted: [hexId('3517')] } };
};

describe('D End Turn Phase: the markers (KB 4.1 D, 5.12, 9.0, 13.2, 16.0)', () => {
  it("'Repl', 'OOC' and 'Limited Support' come off, the SS PanzerKorps returns to its Unsupported side, and every Air Point leaves, interdiction with it", () => {
    const out = run('operation-star', 5, 'D', { state: marked('operation-star'), record: checkedTo(5) });
    const u = out.state.units;
    expect([u['ger-1-lah']!.marks.limitedSupport, u['ger-2-lah']!.marks.repl, u['sov-23-tc-kb']!.marks.ooc, u['ger-ss-pzk']!.hqSupported]).toEqual([false, false, false, false]);
    expect(out.state.airPoints).toEqual({ axis: 0, soviet: 0 });
    expect(out.state.markers.interdicted).toEqual([]);
    expect(out.events[0]).toMatchObject({ type: 'kb-end-turn-markers', rule: 'KB 4.1 D', repl: ['ger-2-lah'], ooc: ['sov-23-tc-kb'], limitedSupport: ['ger-1-lah'], hqsUnsupported: ['ger-ss-pzk'] });
    expect(out.events[1]).toMatchObject({ type: 'air-points-removed', axis: 2, soviet: 1, rule: 'KB 5.12' });
    expect(out.result).toBeNull();
  });

  it('Third Kharkov: every German HQ stays Supported (20.3)', () => {
    const { ctx, state } = game('third-kharkov');
    const hqs = Object.values(state.units).filter((x) => ctx.unit(x.id).side === 'axis' && ctx.unit(x.id).kind === 'hq').map((x) => x.id);
    expect(hqs.length).toBeGreaterThan(0);
    const out = run('third-kharkov', 12, 'D', { record: checkedTo(12) });
    for (const id of hqs) expect(out.state.units[id]!.hqSupported, id).toBe(true);
  });
});

describe('D: the edge duties (KB 20.1-20.3) and the automatic victories', () => {
  it("Operation Star, any time: the Soviet owns Kharkov, Dnepropetrovsk, Zaporozh'ye and Stalino: Soviet Strategic Victory at the turn's end", () => {
    const p = KB_PLACES;
    const state = owning(game('operation-star').state, Object.fromEntries([...p.kharkov, p.dnepropetrovsk, p.zaporozhye, p.stalino].map((x) => [x.hex, 'soviet' as const])));
    const out = run('operation-star', 7, 'D', { state, record: checkedTo(7) });
    expect(out.result).toEqual({ winner: 'soviet', level: 'soviet-strategic', reason: expect.stringContaining('Soviet Strategic Victory') });
    expect(out.record.result).toEqual(out.result);
    expect(out.events.at(-1)).toMatchObject({ type: 'kb-victory', rule: 'KB 20.1', when: 'automatic', winner: 'soviet' });
    // without Stalino (nor Poltava) play goes on
    const short = owning(state, { [p.stalino.hex]: 'axis' });
    expect(run('operation-star', 7, 'D', { state: short, record: checkedTo(7) }).result).toBeNull();
  });

  it('Third Kharkov: the Axis owns Kharkov, Belgorod and Kupyansk: Axis victory (20.3)', () => {
    const p = KB_PLACES;
    const state = owning(game('third-kharkov').state, Object.fromEntries([...p.kharkov, p.belgorod, p.kupyansk].map((x) => [x.hex, 'axis' as const])));
    expect(run('third-kharkov', 13, 'D', { state, record: checkedTo(13) }).result).toMatchObject({ winner: 'axis', level: 'axis-victory' });
    // "at any time": the windows ask it after every change of ownership, mid-turn
    expect(ownershipResult(game('third-kharkov').ctx, state)?.result).toMatchObject({ winner: 'axis', level: 'axis-victory' });
    expect(ownershipResult(game('third-kharkov').ctx, game('third-kharkov').state)).toBeNull();
  });

  it('Third Kharkov: the Axis holds no northern or southern edge hex at the end of a second turn running: the Soviet player wins automatically (20.3); after the first, play goes on with the run recorded', () => {
    const { ctx, state } = game('third-kharkov');
    const noAxis = withUnits(state, Object.fromEntries(Object.values(state.units).filter((u) => u.where === 'map' && ctx.unit(u.id).side === 'axis').map((u) => [u.id, { where: 'reinforcement-chart' as const, hex: null }])));
    const first = run('third-kharkov', 12, 'D', { state: noAxis, record: checkedTo(12) });
    expect(first.result).toBeNull();
    expect(first.record.edges).toMatchObject({ lastTurn: 12, streak: { axis: 1 } });
    const second = run('third-kharkov', 13, 'D', { state: noAxis, record: first.record });
    expect(second.result).toMatchObject({ winner: 'soviet', level: 'soviet-victory', reason: expect.stringContaining('turns 12 and 13') });
    expect(second.events.filter((e) => e.type === 'edge-duty').map((e) => [e['edge'], e['met']])).toEqual([['north', false], ['south', false]]);
  });

  it('Second Kharkov has no automatic victory: two failed turns shift its final level one step to the opponent (20.2), recorded for the end', () => {
    const { ctx, state } = game('second-kharkov');
    const noAxis = withUnits(state, Object.fromEntries(Object.values(state.units).filter((u) => u.where === 'map' && ctx.unit(u.id).side === 'axis').map((u) => [u.id, { where: 'reinforcement-chart' as const, hex: null }])));
    const out = run('second-kharkov', 4, 'D', { state: noAxis, record: checkedTo(4, { axis: 1, soviet: 0 }) });
    expect(out.result).toBeNull();
    expect(out.record.edges.lapsed).toEqual({ axis: 4, soviet: null });
  });

  it('a turn already checked is refused and counts nothing', () => {
    expect(() => run('operation-star', 5, 'D', { record: checkedTo(6) })).toThrow(/already checked/);
  });
});

describe('D of the last turn: the end-of-game victory (KB 20.1-20.3)', () => {
  it('Operation Star, conclusion of turn 16, the position as set up: the Axis owns and supplies every VP hex, 140 VP: German Major Victory (125 or more)', () => {
    const out = run('operation-star', 16, 'D', { record: checkedTo(16) });
    expect(out.result).toEqual({ winner: 'axis', level: 'axis-major', reason: 'the Axis player has 140 VP: German Major Victory' });
    expect(out.record.vp).toBe(140);
    expect(run('operation-star', 15, 'D', { record: checkedTo(15) }).result).toBeNull();
  });

  it('Operation Star: five German mechanized regiments eliminated cost 25 VP: 115, German Minor Victory', () => {
    const { state } = game('operation-star');
    const gone = ['ger-1-lah', 'ger-2-lah', 'ger-d-dr', 'ger-df-dr', 'ger-f-gd'];
    const s = withUnits(state, Object.fromEntries(gone.map((id) => [id, { where: 'permanent-dead' as const, hex: null, steps: 0 }])));
    const out = run('operation-star', 16, 'D', { state: s, record: checkedTo(16) });
    expect(out.record.vp).toBe(115);
    expect(out.result).toMatchObject({ winner: 'axis', level: 'axis-minor' });
  });

  it('Second Kharkov, conclusion of turn 6, the position as set up: neither side fulfils a condition: Draw (20.2)', () => {
    expect(run('second-kharkov', 6, 'D', { record: checkedTo(6) }).result).toEqual({ winner: null, level: 'draw', reason: 'neither player fulfilled a victory: Draw' });
  });

  it('Third Kharkov, conclusion of turn 16, without Kharkov, Belgorod or Kupyansk: Soviet Victory (20.3)', () => {
    const out = run('third-kharkov', 16, 'D', { record: checkedTo(16) });
    expect(out.result).toMatchObject({ winner: 'soviet', level: 'soviet-victory' });
    expect(out.events.at(-1)).toMatchObject({ type: 'kb-victory', when: 'end-of-game' });
  });
});
