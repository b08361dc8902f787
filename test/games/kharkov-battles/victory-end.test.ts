import { describe, expect, it } from 'vitest';
import type { HexId } from '#kernel/ids';
import type { VpHex } from '#games/kharkov-battles/data/map';
import type { KbScenarioId, KbSide } from '#games/kharkov-battles/data/ids';
import type { KbState, UnitWhere } from '#games/kharkov-battles/state/types';
import { withUnits } from '#games/kharkov-battles/state/update';
import { EDGE_DUTIES_AT_START, type EdgeDutyRecord } from '#games/kharkov-battles/victory/edge-duty';
import { isSovietDivisionOrCorps } from '#games/kharkov-battles/victory/eliminated';
import { endOfGameVictory, LAST_TURN } from '#games/kharkov-battles/victory/end-of-game';
import { KbVictoryError } from '#games/kharkov-battles/victory/errors';
import { operationStarLevel } from '#games/kharkov-battles/victory/levels';
import type { SupplyLine, VictoryLevel } from '#games/kharkov-battles/victory/types';
import { gridMap, position, UNITS } from './state-fixtures';
import { allOwnedBy, at, h, owning, realStart } from './victory-fixtures';

const KB = gridMap({ prefix: 'KB', rows: [10, 43], cols: [1, 31] });
const KH = gridMap({ prefix: 'KH', rows: [13, 30], cols: [5, 26] });
const everywhere: SupplyLine = () => true;
const cutOff = (hexes: string[]): SupplyLine => (_side, hex) => !hexes.includes(hex);
const ownedBy = (side: KbSide, hexes: string[]) => Object.fromEntries(hexes.map((x) => [x, side]));
const moved = (state: KbState, ids: readonly string[], where: UnitWhere): KbState =>
  withUnits(state, Object.fromEntries(ids.map((id) => [id, { where, hex: null }])));

/** German mechanized regiments of mechanized divisions (20.1) and some units that are not. */
const REGIMENTS = ['ger-1-lah', 'ger-2-lah', 'ger-d-dr', 'ger-4-6pz'];
const NOT_REGIMENTS = ['ger-lah-tiger', 'ger-228-stg'];

describe('Operation Star: the Axis VP total at the end of turn 16 and its level (20.1)', () => {
  const vpHexes: VpHex[] = [
    { hex: h('1905'), name: 'Dnepropetrovsk', value: 100 },
    { hex: h('3617'), name: 'Kharkov', value: 15 },
    { hex: h('3618'), name: 'Kharkov', value: 15 },
    { hex: h('1024'), name: 'Stalino', value: 10 },
    { hex: h('3505'), name: 'Poltava', value: 9 },
    { hex: h('3126'), name: 'Kupyansk', value: 5 },
    { hex: h('1205'), name: "Zaporozh'ye", value: 1 },
  ];
  const base = at(allOwnedBy(position(KB, { '2010': [...REGIMENTS, ...NOT_REGIMENTS] }).state, 'soviet'), 'operation-star', 16);
  const count = (axisHexes: string[], lost: string[] = [], supply: SupplyLine = everywhere) => {
    const state = moved(owning(base, ownedBy('axis', axisHexes)), lost, 'permanent-dead');
    return endOfGameVictory({ ctx: position(KB, {}).ctx, state, vpHexes, supply, edges: EDGE_DUTIES_AT_START });
  };
  it.each([
    [['1905', '3617', '1024'], [], 125, 'axis-major'],
    [['1905', '3617', '1205', '1024'], ['ger-1-lah'], 121, 'axis-minor'],
    [['1905', '3617', '3618'], ['ger-1-lah'], 125, 'axis-major'],
    [['1905', '3617', '3618'], ['ger-1-lah', 'ger-2-lah'], 120, 'axis-minor'],
    [['1905', '3617'], [], 115, 'axis-minor'],
    [['1905', '3505', '3126'], [], 114, 'draw'],
    [['1905', '3617', '3618', '3126'], ['ger-1-lah', 'ger-2-lah', 'ger-d-dr', 'ger-4-6pz'], 115, 'axis-minor'],
    [['1905', '3617'], ['ger-1-lah', 'ger-2-lah', 'ger-d-dr'], 100, 'draw'],
    [['1905', '3617'], ['ger-1-lah', 'ger-2-lah', 'ger-d-dr', 'ger-4-6pz'], 95, 'soviet-minor'],
    [['1905', '1205'], ['ger-1-lah', 'ger-2-lah', 'ger-d-dr', 'ger-4-6pz'], 81, 'soviet-minor'],
    [['1905'], ['ger-1-lah', 'ger-2-lah', 'ger-d-dr', 'ger-4-6pz'], 80, 'soviet-minor'],
    [['3617', '3618', '1024', '3505', '3126', '1205'], [], 55, 'soviet-major'],
    [[], ['ger-1-lah'], -5, 'soviet-major'],
  ] as [string[], string[], number, VictoryLevel][])('Axis owns %j, lost %j: %i VP, %s', (hexes, lost, vp, level) => {
    const v = count(hexes, lost);
    expect(v).toMatchObject({ when: 'end-of-game', vp, level, rule: 'KB 20.1' });
    expect(v.events.filter((e) => e.kind === 'unit').map((e) => e.kind === 'unit' && `${e.unit} ${e.vp}`)).toEqual(lost.map((u) => `${u} -5`));
  });
  it.each([
    [125, 'axis-major'], [124, 'axis-minor'], [115, 'axis-minor'], [114, 'draw'], [100, 'draw'],
    [99, 'soviet-minor'], [80, 'soviet-minor'], [79, 'soviet-major'],
  ] as [number, VictoryLevel][])('the level at %i VP is %s (T-10 boundaries)', (vp, level) => {
    expect(operationStarLevel(vp)).toBe(level);
  });
  it('a VP hex counts only when the Axis owns it and traces a supply line from it', () => {
    const v = count(['1905', '3617'], [], cutOff(['3617']));
    expect(v.vp).toBe(100);
    const shown = v.events.filter((e) => e.kind === 'hex').slice(0, 3);
    expect(shown).toEqual([
      { kind: 'hex', rule: 'KB 20.1', hex: '1905', label: 'KB1905', name: 'Dnepropetrovsk', owner: 'axis', supplied: true, for: 'axis', counts: true, vp: 100 },
      { kind: 'hex', rule: 'KB 20.1', hex: '3617', label: 'KB3617', name: 'Kharkov', owner: 'axis', supplied: false, for: 'axis', counts: false, vp: 0 },
      { kind: 'hex', rule: 'KB 20.1', hex: '3618', label: 'KB3618', name: 'Kharkov', owner: 'soviet', supplied: null, for: 'axis', counts: false, vp: 0 },
    ]);
    expect(v.events.at(-1)).toEqual({ kind: 'vp-total', rule: 'KB 20.1', vp: 100 });
  });
  it('Tiger companies, silhouette units and regiments still on the map or waiting cost nothing; a regiment in any elimination box does', () => {
    let s = owning(base, ownedBy('axis', ['1905', '3617', '3618']));
    s = moved(s, NOT_REGIMENTS, 'trt');
    s = moved(s, ['ger-2-lah'], 'reinforcement-chart');
    s = moved(s, ['ger-1-lah'], 'replacement-pool');
    const v = endOfGameVictory({ ctx: position(KB, {}).ctx, state: s, vpHexes, supply: everywhere, edges: EDGE_DUTIES_AT_START });
    expect(v.events.filter((e) => e.kind === 'unit').map((e) => e.kind === 'unit' && e.unit)).toEqual(['ger-1-lah']);
    expect(v.vp).toBe(125);
  });
  it("the scenario data: the historical end (Kupyansk, Valuki and Izyum Soviet, two mechanized regiments lost) is the comment's German Minor Victory", () => {
    const { view, ctx, state } = realStart('operation-star');
    const place = (name: string) => view.data.vpHexes.find((v) => v.name === name)!.hex;
    let s = owning(at(state, 'operation-star', 16), { ...ownedBy('axis', view.data.vpHexes.map((v) => v.hex)), ...ownedBy('soviet', ['Kupyansk', 'Valuki', 'Izyum'].map(place)) });
    s = moved(s, ['ger-1-lah', 'ger-d-dr'], 'permanent-dead');
    const v = endOfGameVictory({ ctx, state: s, vpHexes: view.data.vpHexes, supply: everywhere, edges: EDGE_DUTIES_AT_START });
    expect(v).toMatchObject({ vp: 120, level: 'axis-minor', winner: 'axis' });
  });
});

describe('Second Kharkov: each side\'s conditions at the end of turn 6, Major for two, Minor for one, the Soviet player\'s when both (20.2)', () => {
  const sovietLosses = UNITS.filter((u) => isSovietDivisionOrCorps(u) && u.scenarios.includes('second-kharkov')).map((u) => u.id);
  const base = at(allOwnedBy(position(KH, { '2020': sovietLosses.slice(0, 22) }).state, 'axis'), 'second-kharkov', 6);
  const ctx = position(KH, {}).ctx;
  const P = { kupyansk: '2526', izyum: '1923', dnepropetrovsk: '1305', kharkov: ['3017', '3018'], poltava: '2905' };
  const sovietOwns = (hexes: string[]) => owning(owning(base, ownedBy('soviet', [P.kupyansk, P.izyum])), ownedBy('soviet', hexes));
  const count = (state: KbState, supply: SupplyLine = everywhere, edges: EdgeDutyRecord = EDGE_DUTIES_AT_START) =>
    endOfGameVictory({ ctx, state, vpHexes: [], supply, edges });
  const lost = (state: KbState, n: number) => moved(state, sovietLosses.slice(0, n), 'permanent-dead');
  it.each([
    ['nothing fulfilled', sovietOwns([]), 'draw'],
    ['Axis: Kupyansk', owning(sovietOwns([]), ownedBy('axis', [P.kupyansk])), 'axis-minor'],
    ['Axis: Izyum', owning(sovietOwns([]), ownedBy('axis', [P.izyum])), 'axis-minor'],
    ['Axis: Kupyansk and Izyum', base, 'axis-major'],
    ['Axis: 20 Soviet units eliminated is not more than 20', lost(sovietOwns([]), 20), 'draw'],
    ['Axis: 21 Soviet units eliminated', lost(sovietOwns([]), 21), 'axis-minor'],
    ['Axis: 21 eliminated and Izyum', owning(lost(sovietOwns([]), 21), ownedBy('axis', [P.izyum])), 'axis-major'],
    ['Soviet: Poltava', sovietOwns([P.poltava]), 'soviet-minor'],
    ['Soviet: one Kharkov hex only', sovietOwns([P.kharkov[0]!]), 'draw'],
    ['Soviet: both Kharkov hexes', sovietOwns(P.kharkov), 'soviet-minor'],
    ['Soviet: Kharkov and Dnepropetrovsk', sovietOwns([...P.kharkov, P.dnepropetrovsk]), 'soviet-major'],
    ['both: Axis Major and Soviet Minor go to the Soviet player', owning(base, ownedBy('soviet', [P.poltava])), 'soviet-minor'],
    ['both: Axis Minor and Soviet Major', owning(base, ownedBy('soviet', [P.izyum, P.poltava, P.dnepropetrovsk])), 'soviet-major'],
  ] as [string, KbState, VictoryLevel][])('%s: %s', (_name, state, level) => {
    expect(count(state)).toMatchObject({ level, rule: 'KB 20.2', when: 'end-of-game' });
  });
  it('an objective counts only with a supply line of any length to it', () => {
    expect(count(base, cutOff([P.izyum])).level).toBe('axis-minor');
    expect(count(sovietOwns([P.poltava]), cutOff([P.poltava])).level).toBe('draw');
  });
  it('Soviet units that cannot trace supply at the end count as eliminated, each shown', () => {
    const s = lost(sovietOwns([]), 19); // 19 eliminated, 3 still on the map at KH2020
    expect(count(s).level).toBe('draw');
    const v = count(s, cutOff(['2020']));
    expect(v.level).toBe('axis-minor');
    const units = v.events.filter((e) => e.kind === 'unit');
    expect(units.map((e) => e.kind === 'unit' && e.why)).toEqual([...Array(19).fill('eliminated'), ...Array(3).fill('no-supply-at-end')]);
    expect(v.events.find((e) => e.kind === 'condition' && e.id === 'soviet-losses')).toMatchObject({ met: true, for: 'axis' });
  });
  const lapsed = (axis: number | null, soviet: number | null): EdgeDutyRecord => ({ lastTurn: 6, streak: { axis: 0, soviet: 0 }, lapsed: { axis, soviet } });
  it.each([
    ['Axis Minor, the Axis failed its edges', owning(sovietOwns([]), ownedBy('axis', [P.izyum])), lapsed(3, null), 'draw'],
    ['Axis Minor, the Soviet failed', owning(sovietOwns([]), ownedBy('axis', [P.izyum])), lapsed(null, 2), 'axis-major'],
    ['Draw, the Soviet failed', sovietOwns([]), lapsed(null, 2), 'axis-minor'],
    ['Draw, the Axis failed', sovietOwns([]), lapsed(4, null), 'soviet-minor'],
    ['Draw, both failed', sovietOwns([]), lapsed(2, 5), 'draw'],
    ['Soviet Major, the Axis failed: no further to go', sovietOwns([...P.kharkov, P.poltava]), lapsed(2, null), 'soviet-major'],
    ['Axis Major, the Soviet failed: no further to go', base, lapsed(null, 2), 'axis-major'],
    ['Soviet Minor, the Soviet failed', sovietOwns([P.poltava]), lapsed(null, 6), 'draw'],
  ] as [string, KbState, EdgeDutyRecord, VictoryLevel][])('the edge duties shift one level: %s -> %s', (_name, state, edges, level) => {
    const v = count(state, everywhere, edges);
    expect(v.level).toBe(level);
    expect(v.events.filter((e) => e.kind === 'level-shift').map((e) => e.kind === 'level-shift' && e.against)).toEqual(
      (['axis', 'soviet'] as const).filter((s) => edges.lapsed[s] !== null),
    );
  });
});

describe('Third Kharkov: at the end the Axis must own both Kharkov hexes and Belgorod or Kupyansk, supply not considered (20.3)', () => {
  const base = at(allOwnedBy(position(KB, {}).state, 'soviet'), 'third-kharkov', 16);
  it.each([
    [['3617', '3618', '4321'], 'axis-victory'],
    [['3617', '3618', '3126'], 'axis-victory'],
    [['3617', '3618', '4321', '3126'], 'axis-victory'],
    [['3617', '4321', '3126'], 'soviet-victory'],
    [['3618', '4321', '3126'], 'soviet-victory'],
    [['3617', '3618'], 'soviet-victory'],
    [[], 'soviet-victory'],
  ] as [string[], VictoryLevel][])('Axis owns %j: %s', (hexes, level) => {
    const v = endOfGameVictory({ ctx: position(KB, {}).ctx, state: owning(base, ownedBy('axis', hexes)), vpHexes: [], supply: () => false, edges: EDGE_DUTIES_AT_START });
    expect(v).toMatchObject({ level, rule: 'KB 20.3', winner: level === 'axis-victory' ? 'axis' : 'soviet' });
    expect(v.events.map((e) => e.kind === 'hex' && `${e.label} ${e.owner} ${e.supplied}`)).toEqual(
      ['3617', '3618', '4321', '3126'].map((x) => `KB${x} ${hexes.includes(x) ? 'axis' : 'soviet'} null`),
    );
  });
});

describe('the end-of-game count is refused before the conclusion of the last turn', () => {
  it.each([
    ['operation-star', 15, 'end-turn'],
    ['operation-star', 16, 'combat'],
    ['second-kharkov', 5, 'end-turn'],
    ['third-kharkov', 17, 'end-turn'],
  ] as [KbScenarioId, number, 'end-turn' | 'combat'][])('%s at turn %i, %s phase', (scenario, turn, phase) => {
    const { state, ctx } = position(scenario === 'second-kharkov' ? KH : KB, {});
    const s = at(state, scenario, turn, { phase });
    expect(() => endOfGameVictory({ ctx, state: s, vpHexes: [], supply: everywhere, edges: EDGE_DUTIES_AT_START })).toThrow(KbVictoryError);
    expect(() => endOfGameVictory({ ctx, state: s, vpHexes: [], supply: everywhere, edges: EDGE_DUTIES_AT_START })).toThrow(`the game ends at the conclusion of turn ${LAST_TURN[scenario]}`);
  });
});
