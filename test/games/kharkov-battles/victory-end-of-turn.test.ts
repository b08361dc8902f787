import { describe, expect, it } from 'vitest';
import type { EdgeDuty, VpHex } from '#games/kharkov-battles/data/map';
import type { KbScenarioId } from '#games/kharkov-battles/data/ids';
import type { KbState } from '#games/kharkov-battles/state/types';
import { EDGE_DUTIES_AT_START, type EdgeDutyRecord } from '#games/kharkov-battles/victory/edge-duty';
import { endOfTurnVictory, type EndOfTurnVictory } from '#games/kharkov-battles/victory/end-of-turn';
import type { SupplyLine } from '#games/kharkov-battles/victory/types';
import { gridMap, position, UNITS } from './state-fixtures';
import { at, h, owning } from './victory-fixtures';

const everywhere: SupplyLine = () => true;
const divisions = (side: 'axis' | 'soviet') => UNITS.filter((u) => u.side === side && u.size === 'XX' && u.zoc).map((u) => u.id);
const [A1, A2] = divisions('axis') as [string, string];
const [S1, S2] = divisions('soviet') as [string, string];
const row = (r: number, cols: [number, number]) => Array.from({ length: cols[1] - cols[0] + 1 }, (_, i) => h(`${r}${String(cols[0] + i).padStart(2, '0')}`));
const col = (c: number, rows: [number, number]) => Array.from({ length: rows[1] - rows[0] + 1 }, (_, i) => h(`${rows[0] + i}${c}`));

/** Plays the End Turn phases of consecutive turns from `first`, on the positions given, until the game ends. */
function play(scenario: KbScenarioId, map: ReturnType<typeof gridMap>, duties: EdgeDuty[], first: number, turns: KbState[], vpHexes: VpHex[] = []): EndOfTurnVictory[] {
  const { ctx } = position(map, {});
  let edges: EdgeDutyRecord = EDGE_DUTIES_AT_START;
  const out: EndOfTurnVictory[] = [];
  for (const [i, s] of turns.entries()) {
    const r = endOfTurnVictory({ ctx, state: at(s, scenario, first + i), duties, edges, vpHexes, supply: everywhere });
    out.push(r);
    edges = r.edges;
    if (r.victory) break;
  }
  return out;
}

describe('Second Kharkov: the edge check of the last turns feeds the level shift of the final count (20.2)', () => {
  const KH = gridMap({ prefix: 'KH', rows: [13, 30], cols: [5, 26] });
  const duties: EdgeDuty[] = [
    { side: 'axis', edge: 'north', hexes: row(30, [5, 26]), rule: 'KB 20.2' },
    { side: 'soviet', edge: 'north', hexes: row(30, [5, 26]), rule: 'KB 20.2' },
    { side: 'axis', edge: 'south', hexes: row(13, [5, 26]), rule: 'KB 20.2' },
    { side: 'soviet', edge: 'east', hexes: col(26, [13, 30]), rule: 'KB 20.2' },
  ];
  // The Axis owns Izyum and Kupyansk is Soviet: an Axis Minor Victory before any shift.
  const owners = (s: KbState) => owning(s, { '2526': 'soviet', '1923': 'axis', '3017': 'axis', '3018': 'axis', '1305': 'axis', '2905': 'axis' });
  const allHeld = owners(position(KH, { '3010': [A1], '1310': [A2], '3020': [S1], '2026': [S2] }).state);
  const axisOff = owners(position(KH, { '2010': [A1], '2012': [A2], '3020': [S1], '2026': [S2] }).state);
  it.each([
    ['every edge held to the end', [allHeld, allHeld, allHeld, allHeld, allHeld, allHeld], 'axis-minor'],
    ['the Axis off its edges at the end of turns 5 and 6', [allHeld, allHeld, allHeld, allHeld, axisOff, axisOff], 'draw'],
    ['the Axis off its edges at the end of turns 2 and 3 only', [allHeld, axisOff, axisOff, allHeld, allHeld, allHeld], 'draw'],
    ['the Axis off its edges at the end of turn 6 alone', [allHeld, allHeld, allHeld, allHeld, allHeld, axisOff], 'axis-minor'],
  ] as [string, KbState[], string][])('%s: %s at the end of turn 6', (_name, turns, level) => {
    const results = play('second-kharkov', KH, duties, 1, turns);
    expect(results.map((r) => r.victory?.level ?? null)).toEqual([null, null, null, null, null, level]);
    expect(results.at(-1)!.victory).toMatchObject({ when: 'end-of-game', rule: 'KB 20.2' });
  });
});

describe('Operation Star: what ends the game at the End Turn phase (20.1)', () => {
  const KB = gridMap({ prefix: 'KB', rows: [10, 37], cols: [1, 31] });
  const duties: EdgeDuty[] = [{ side: 'axis', edge: 'east-south', hexes: col(31, [10, 15]), rule: 'KB 20.1' }];
  const vpHexes: VpHex[] = [{ hex: h('1905'), name: 'Dnepropetrovsk', value: 120 }];
  // every hex Axis but Valuki, which keeps the Axis from its Strategic Victory
  const axisEverywhere = (s: KbState): KbState => owning({ ...s, owner: Object.fromEntries(Object.keys(s.owner).map((x) => [x, 'axis' as const])) }, { '3631': 'soviet' });
  const held = axisEverywhere(position(KB, { '1231': [A1] }).state);
  const lost = axisEverywhere(position(KB, { '1220': [A1] }).state);
  const sovietCities = owning(held, { '3617': 'soviet', '3618': 'soviet', '1905': 'soviet', '1205': 'soviet', '3505': 'soviet' });
  it('the game goes on while nothing is decided', () => {
    expect(play('operation-star', KB, duties, 0, [held, lost, held]).map((r) => r.victory)).toEqual([null, null, null]);
  });
  it('an ownership victory standing at the End Turn phase ends the game before the edge check', () => {
    const r = play('operation-star', KB, duties, 6, [lost, { ...sovietCities, units: lost.units }]);
    expect(r.at(-1)!.victory).toMatchObject({ level: 'soviet-strategic', rule: 'KB 20.1' });
    expect(r.at(-1)!.edges.streak.axis).toBe(2);
  });
  it('two turns off the east edge: the Soviet automatic victory, not the count, at the end of turn 16', () => {
    const turns = [...Array(15).fill(held), lost, lost] as KbState[];
    expect(play('operation-star', KB, duties, 0, turns).at(-1)!.victory).toMatchObject({ when: 'automatic', winner: 'soviet', level: 'soviet-victory' });
  });
  it('the edge held: the count at the end of turn 16 (120 VP: German Minor Victory)', () => {
    const turns = Array(17).fill(held) as KbState[];
    const r = play('operation-star', KB, duties, 0, turns, vpHexes);
    expect(r.length).toBe(17);
    expect(r.at(-1)!.victory).toMatchObject({ when: 'end-of-game', vp: 120, level: 'axis-minor' });
  });
});
