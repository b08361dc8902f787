import { describe, expect, it } from 'vitest';
import type { EdgeDuty } from '#games/kharkov-battles/data/map';
import type { KbScenarioId } from '#games/kharkov-battles/data/ids';
import type { KbState } from '#games/kharkov-battles/state/types';
import { heldHexes } from '#games/kharkov-battles/rules/zoc/edge-control';
import { checkEdgeDuties, EDGE_DUTIES_AT_START, type EdgeDutyCheck, type EdgeDutyRecord } from '#games/kharkov-battles/victory/edge-duty';
import { KbVictoryError } from '#games/kharkov-battles/victory/errors';
import { gridMap, position, UNITS } from './state-fixtures';
import { at, h, realStart } from './victory-fixtures';

/** A 5 x 5 corner of a map: rows 10-14, columns 10-14; the north edge is row 14, the south row 10, the east column 14. */
const map = gridMap({ rows: [10, 14], cols: [10, 14] });
const edge = (hexes: string[]) => hexes.map(h);
const EAST = edge(['1414', '1314', '1214', '1114', '1014']);
const NORTH = edge(['1410', '1411', '1412', '1413', '1414']);
const SOUTH = edge(['1014', '1013', '1012', '1011', '1010']);
const duty = (side: EdgeDuty['side'], name: string, hexes: EdgeDuty['hexes'], rule: string): EdgeDuty => ({ side, edge: name, hexes, rule });

const divisions = (side: 'axis' | 'soviet') => UNITS.filter((u) => u.side === side && u.size === 'XX' && u.zoc).map((u) => u.id);
const [AXIS, AXIS2] = divisions('axis') as [string, string];
const [SOVIET, SOVIET2, SOVIET3] = divisions('soviet') as [string, string, string];
/** Named positions: who stands where. */
const POSITIONS: Record<string, Record<string, string[]>> = {
  // 1213's ZOC reaches 1214, 1114 and 1314 on the east edge
  'axis ZOC on the east edge': { '1213': [AXIS] },
  'axis away from every edge': { '1212': [AXIS] },
  'axis on the north edge': { '1412': [AXIS] },
  'axis on the south edge': { '1012': [AXIS] },
  'axis on both edges': { '1412': [AXIS], '1012': [AXIS2] },
  'soviet on the north and east edges, axis on the south': { '1414': [SOVIET], '1012': [AXIS] },
  'soviet on the north edge, axis on both': { '1410': [SOVIET], '1412': [AXIS], '1012': [AXIS2] },
  'nobody': {},
};
const ctxOf = position(map, {}).ctx;
const stateAt = (name: string, scenario: KbScenarioId, turn: number): KbState => at(position(map, POSITIONS[name]!).state, scenario, turn);

/** The checks of consecutive Game-Turns from `first`, each on the named position. */
function run(scenario: KbScenarioId, duties: EdgeDuty[], first: number, names: string[]): EdgeDutyCheck[] {
  let record: EdgeDutyRecord = EDGE_DUTIES_AT_START;
  return names.map((name, i) => {
    const check = checkEdgeDuties(ctxOf, stateAt(name, scenario, first + i), duties, record);
    record = check.record;
    return check;
  });
}
const winTurn = (checks: EdgeDutyCheck[]): number | null => {
  const i = checks.findIndex((c) => c.victory !== null);
  return i < 0 ? null : checks[i]!.record.lastTurn;
};

describe('Operation Star: the Axis keeps an eastern edge hex in the south; two Game-Turns without one and the Soviet player wins (20.1)', () => {
  const duties = [duty('axis', 'east-south', EAST, 'KB 20.1')];
  const held = 'axis ZOC on the east edge';
  const lost = 'axis away from every edge';
  it.each([
    ['held every turn', [held, held, held, held], null],
    ['lost at the end of turn 0 alone', [lost, held, held], null],
    ['lost at the end of turns 0 and 1', [lost, lost, held], 1],
    ['lost, held, lost, lost: turns 2 and 3', [lost, held, lost, lost, held], 3],
    ['lost every other turn', [lost, held, lost, held, lost], null],
  ] as [string, string[], number | null][])('%s: Soviet win at the end of turn $2', (_name, names, turn) => {
    const checks = run('operation-star', duties, 0, names);
    expect(winTurn(checks)).toBe(turn);
    const won = checks.find((c) => c.victory !== null);
    if (won) expect(won.victory).toMatchObject({ winner: 'soviet', level: 'soviet-victory', when: 'automatic', rule: 'KB 20.1' });
  });
  it('each check shows the edge hexes held, and a failure counts the Game-Turns run', () => {
    const [first, second] = run('operation-star', duties, 0, [held, lost]);
    expect(first!.events).toEqual([{ kind: 'edge-duty', rule: 'KB 20.1', side: 'axis', edge: 'east-south', turn: 0, held: ['1314', '1214', '1114'], met: true }]);
    expect(second!.events).toEqual([
      { kind: 'edge-duty', rule: 'KB 20.1', side: 'axis', edge: 'east-south', turn: 1, held: [], met: false },
      { kind: 'edge-streak', rule: 'KB 20.1', side: 'axis', turn: 1, failedTurns: 1 },
    ]);
  });
  it('an enemy unit on the edge hex takes it away even inside the Axis ZOC (A37)', () => {
    const s = at(position(map, { '1213': [AXIS], '1214': [SOVIET], '1314': [SOVIET2], '1114': [SOVIET3] }).state, 'operation-star', 4);
    expect(checkEdgeDuties(ctxOf, s, duties, EDGE_DUTIES_AT_START).events[0]).toMatchObject({ held: [], met: false });
  });
});

describe('Third Kharkov: the Axis keeps a ZOC on the north and the south edge of the play area; failing for two Game-Turns, the Soviet player wins (20.3, A38)', () => {
  const duties = [duty('axis', 'north', NORTH, 'KB 20.3'), duty('axis', 'south', SOUTH, 'KB 20.3')];
  it.each([
    ['both held throughout', ['axis on both edges', 'axis on both edges', 'axis on both edges'], null],
    ['north lost two turns', ['axis on the south edge', 'axis on the south edge'], 12],
    ['south lost two turns', ['axis on the north edge', 'axis on the north edge'], 12],
    ['north lost, then south lost: not both held two turns running', ['axis on the south edge', 'axis on the north edge'], 12],
    ['one edge lost, then both held, then one lost', ['axis on the south edge', 'axis on both edges', 'axis on the north edge'], null],
    ['the Soviet player on the north edge, the Axis on both', ['soviet on the north edge, axis on both', 'soviet on the north edge, axis on both'], null],
  ] as [string, string[], number | null][])('%s: Soviet win at the end of turn $2', (_name, names, turn) => {
    const checks = run('third-kharkov', duties, 11, names);
    expect(winTurn(checks)).toBe(turn);
    if (turn !== null) expect(checks.find((c) => c.victory)!.victory).toMatchObject({ winner: 'soviet', rule: 'KB 20.3' });
  });
});

describe('Second Kharkov: each player keeps a ZOC on the north edge, the Axis on the south, the Soviet on the east; two Game-Turns failed shift the final level (20.2)', () => {
  const duties = [
    duty('axis', 'north', NORTH, 'KB 20.2'),
    duty('soviet', 'north', NORTH, 'KB 20.2'),
    duty('axis', 'south', SOUTH, 'KB 20.2'),
    duty('soviet', 'east', EAST, 'KB 20.2'),
  ];
  it.each([
    ['both held by the Axis, the Soviet nowhere', ['axis on both edges', 'axis on both edges', 'axis on both edges'], { axis: null, soviet: 2 }],
    ['the Soviet on north and east, the Axis south only', ['soviet on the north and east edges, axis on the south', 'soviet on the north and east edges, axis on the south'], { axis: 2, soviet: null }],
    ['the Axis fails twice, then holds again: the shift stays', ['nobody', 'nobody', 'axis on both edges', 'axis on both edges'], { axis: 2, soviet: 2 }],
    ['failures never two in a row', ['axis on the south edge', 'axis on both edges', 'axis on the north edge'], { axis: null, soviet: 2 }],
  ] as [string, string[], Record<string, number | null>][])('%s: lapsed $2', (_name, names, lapsed) => {
    const checks = run('second-kharkov', duties, 1, names);
    expect(checks.at(-1)!.record.lapsed).toEqual(lapsed);
    expect(checks.every((c) => c.victory === null)).toBe(true); // no automatic victory in 20.2
  });
});

describe('a check asked at the wrong point is refused and counts nothing', () => {
  const duties = [duty('axis', 'east-south', EAST, 'KB 20.1')];
  const record: EdgeDutyRecord = { lastTurn: 3, streak: { axis: 1, soviet: 0 }, lapsed: { axis: null, soviet: null } };
  const frozen = structuredClone(record);
  it.each([
    ['before the End Turn phase', 4, { stage: 'axis', phase: 'movement' }, 'not-end-of-turn'],
    ['a turn already checked', 3, {}, 'turn-already-checked'],
    ['a turn left out', 5, {}, 'turn-skipped'],
  ] as const)('%s', (_name, turn, where, code) => {
    const s = at(position(map, POSITIONS['nobody']!).state, 'operation-star', turn, where);
    expect(() => checkEdgeDuties(ctxOf, s, duties, record)).toThrow(KbVictoryError);
    try {
      checkEdgeDuties(ctxOf, s, duties, record);
    } catch (e) {
      expect(e).toMatchObject({ code, rule: 'KB 20.1-20.3' });
    }
    expect(record).toEqual(frozen);
  });
});

describe('the edge duties at set-up, on the scenario data: each side starts holding every edge its scenario charges it with (20.1-20.3)', () => {
  const FIRST_TURN: Record<KbScenarioId, number> = { 'operation-star': 0, 'second-kharkov': 1, 'third-kharkov': 11 };
  it.each([
    ['operation-star', ['axis east-south']],
    ['second-kharkov', ['axis north', 'soviet north', 'axis south', 'soviet east']],
    ['third-kharkov', ['axis north', 'axis south']],
  ] as [KbScenarioId, string[]][])('%s: %j each held by at least one hex', (s, named) => {
    const { view, ctx, state } = realStart(s);
    const duties = view.playArea(s).edgeDuties;
    expect(duties.map((d) => `${d.side} ${d.edge}`)).toEqual(named);
    for (const d of duties) expect(heldHexes(ctx, state, d.side, d.hexes), `${s}: ${d.side} ${d.edge}`).not.toEqual([]);
  });
  it.each(Object.entries(FIRST_TURN) as [KbScenarioId, number][])('%s: standing still, the end of the first Game-Turn (%i) finds every duty met and counts no failure', (s, turn) => {
    const { view, ctx, state } = realStart(s);
    const check = checkEdgeDuties(ctx, at(state, s, turn), view.playArea(s).edgeDuties, EDGE_DUTIES_AT_START);
    expect(check.events.filter((e) => e.kind === 'edge-duty').every((e) => e.kind === 'edge-duty' && e.met)).toBe(true);
    expect(check.events.some((e) => e.kind === 'edge-streak')).toBe(false);
    expect(check.record.streak).toEqual({ axis: 0, soviet: 0 });
  });
});
