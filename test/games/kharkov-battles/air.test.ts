import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import { allotGroundSupport, removeAirPoints, rubbleAfterCombat } from '#games/kharkov-battles/air/ground-support';
import { placeInterdiction, traversedByRoad } from '#games/kharkov-battles/air/interdiction';
import type { KbState } from '#games/kharkov-battles/state/types';
import { gridMap, position } from './state-fixtures';

const h = hexId;
// A road runs 1210-1211-1212; a railroad alone crosses 1312-1313; a road bridge 1018-1019 (a road over a river).
const map = gridMap({
  rows: [10, 14],
  cols: [8, 20],
  hexes: { '1216': { features: ['city'] }, '1215': { features: ['town'] } },
  hexsides: [['1210', '1211', ['road']], ['1211', '1212', ['road']], ['1312', '1313', ['railroad']], ['1018', '1019', ['minor-river', 'road-bridge']]],
});
const withAir = (axis: number, soviet: number, at: KbState['at'] = { turn: 3, stage: 'preparation', phase: 'air-allocation' }) => {
  const p = position(map, { '1211': ['sov-100-rd-kb'] });
  return { ctx: p.ctx, state: { ...p.state, at, airPoints: { axis, soviet } } };
};

describe('Air Interdiction (5.3, 5.31)', () => {
  it('a hex is traversed by a road when a road crosses one of its sides; a railroad alone will not do', () => {
    const { ctx } = withAir(0, 0);
    expect(['1210', '1211', '1212', '1312', '1313', '1414'].map((x) => traversedByRoad(ctx, h(x)))).toEqual([true, true, true, false, false, false]);
  });

  it('a road bridge is a road crossing the hexside: both its hexes are traversed by a road', () => {
    const { ctx } = withAir(0, 0);
    expect(['1018', '1019'].map((x) => traversedByRoad(ctx, h(x)))).toEqual([true, true]);
  });

  it('in the Air Allocation Phase the Axis places Air Points on road hexes, a Soviet-occupied one too, and they are used up', () => {
    const { ctx, state } = withAir(3, 1);
    const r = placeInterdiction(ctx, state, [h('1212'), h('1211')]);
    expect(r).toMatchObject({ ok: true, events: [{ kind: 'interdiction-placed', hexes: ['1211', '1212'], left: 1, rule: 'KB 5.3' }] });
    expect(r.ok && [r.state.markers.interdicted, r.state.airPoints]).toEqual([['1211', '1212'], { axis: 1, soviet: 1 }]);
  });

  it('refused: a hex without a road, one hex twice, more Air Points than available, another phase; nothing changes', () => {
    const { ctx, state } = withAir(1, 0);
    const r = placeInterdiction(ctx, state, [h('1313'), h('1211'), h('1211')]);
    expect(r.ok ? [] : r.refusals.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([
      ['interdict.0', 'no-road', 'KB 5.3'],
      ['interdict.2', 'interdicted-twice', 'KB 5.31'],
      ['interdict', 'too-many-air-points', 'KB 5.12'],
    ]);
    const move = withAir(2, 0, { turn: 3, stage: 'axis', phase: 'movement' });
    expect(placeInterdiction(move.ctx, move.state, [h('1211')])).toMatchObject({ ok: false, refusals: [{ code: 'not-air-allocation-phase' }] });
    const twice = { ...state, markers: { ...state.markers, interdicted: [h('1211')] } };
    expect(placeInterdiction(ctx, twice, [h('1211')])).toMatchObject({ ok: false, refusals: [{ code: 'interdicted-twice' }] });
  });
});

describe('Ground Support (5.21, 5.22) and T-9', () => {
  const support = (a: number, d: number, assault: 'prepared' | 'mobile' = 'prepared') => ({ assault, attacker: 'axis' as const, attackerPoints: a, defenderPoints: d, defenderHex: h('1216') });

  it('the attacker gives two, the defender one; both are used up', () => {
    const { state } = withAir(3, 2);
    const r = allotGroundSupport(state, support(2, 1));
    expect(r).toMatchObject({
      ok: true,
      events: [
        { kind: 'ground-support', side: 'axis', role: 'attacker', points: 2, left: 1, rule: 'KB 5.21' },
        { kind: 'ground-support', side: 'soviet', role: 'defender', points: 1, left: 1, rule: 'KB 5.21' },
      ],
    });
    expect(r.ok && r.state.airPoints).toEqual({ axis: 1, soviet: 1 });
  });

  it('T-9: a third attacker Air Point and a second defender Air Point are illegal', () => {
    const { state } = withAir(5, 5);
    expect(allotGroundSupport(state, support(3, 2))).toMatchObject({ ok: false, refusals: [{ path: ['air', 'attacker'], code: 'too-many-air-points' }, { path: ['air', 'defender'], code: 'too-many-air-points' }] });
    expect(allotGroundSupport(state, support(2, 1, 'mobile'))).toMatchObject({ ok: false, refusals: [{ path: ['air', 'attacker'], code: 'too-many-air-points' }] });
  });

  it('a side may not give Air Points it does not have available for sortie (5.12)', () => {
    const { state } = withAir(1, 0);
    expect(allotGroundSupport(state, support(2, 1))).toMatchObject({ ok: false, refusals: [{ path: ['air', 'attacker'], code: 'air-points-unavailable' }, { path: ['air', 'defender'], code: 'air-points-unavailable' }] });
  });
});

describe('Rubble (5.41, 5.42) and the end of the turn (5.12)', () => {
  it('T-9: two attacker Air Points against a city hex leave Rubble after the combat; one does not, nor a town', () => {
    const { ctx, state } = withAir(0, 0);
    expect(rubbleAfterCombat(ctx, state, { attackerPoints: 2, defenderHex: h('1216') })).toMatchObject({ events: [{ kind: 'rubble-placed', hex: '1216', rule: 'KB 5.41' }], state: { markers: { rubble: ['1216'] } } });
    expect(rubbleAfterCombat(ctx, state, { attackerPoints: 1, defenderHex: h('1216') })).toEqual({ state, events: [] });
    expect(rubbleAfterCombat(ctx, state, { attackerPoints: 2, defenderHex: h('1215') })).toEqual({ state, events: [] });
  });

  it('Rubble is placed once and stays', () => {
    const { ctx, state } = withAir(0, 0);
    const rubbled = { ...state, markers: { ...state.markers, rubble: [h('1216')] } };
    expect(rubbleAfterCombat(ctx, rubbled, { attackerPoints: 2, defenderHex: h('1216') })).toEqual({ state: rubbled, events: [] });
    expect(removeAirPoints({ ...rubbled, airPoints: { axis: 2, soviet: 0 } }).state.markers.rubble).toEqual(['1216']);
  });

  it('at the end of the End Turn Phase every Air Point goes, used or not, and interdiction with it', () => {
    const { state } = withAir(2, 1);
    const s = { ...state, markers: { ...state.markers, interdicted: [h('1211')] } };
    const r = removeAirPoints(s);
    expect(r.events).toEqual([{ kind: 'air-points-removed', axis: 2, soviet: 1, interdicted: ['1211'], rule: 'KB 5.12' }]);
    expect([r.state.airPoints, r.state.markers.interdicted]).toEqual([{ axis: 0, soviet: 0 }, []]);
    expect(removeAirPoints(r.state)).toEqual({ state: r.state, events: [] });
  });
});
