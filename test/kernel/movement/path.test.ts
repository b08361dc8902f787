import { describe, expect, it } from 'vitest';
import { hexId, type HexId } from '#kernel/ids';
import { createMap } from '#kernel/map/game-map';
import { walkPath } from '#kernel/movement/path';
import { SMALL_MAP } from './fixture';
import { costFor } from './terrain-costs';

const map = createMap(SMALL_MAP);
const mech = costFor(map, 'mech');
const foot = costFor(map, 'nonMech');
const hexes = (...xs: string[]): HexId[] => xs.map(hexId);

describe('walking an ordered path', () => {
  it('X13 (DoS 9.21): a mech unit crossing a river into hills pays 4 + 2 = 6', () => {
    const { steps, problems } = walkPath(map, hexId('0102'), hexes('0202'), mech, 6);
    expect(problems).toEqual([]);
    expect(steps).toEqual([{ hex: '0202', cost: 6, total: 6 }]);
  });

  it('a non-mech unit pays 2 + 1 = 3 for the same step', () => {
    expect(walkPath(map, hexId('0102'), hexes('0202'), foot, 3).steps[0]?.cost).toBe(3);
  });

  it('adds up step by step within the budget', () => {
    const { steps, problems } = walkPath(map, hexId('0301'), hexes('0302', '0303', '0304'), mech, 6);
    expect(problems).toEqual([]);
    expect(steps.map((s) => s.total)).toEqual([1, 2, 6]);
  });

  it.each<[string, string, string[], number, boolean, string[]]>([
    ['minimum move: one hex for all its MP, whatever it costs (DoS 9.3)', '0102', ['0202'], 3, true, []],
    ['without the minimum move the same step is over budget', '0102', ['0202'], 3, false, ['over-budget@0']],
    ['the minimum move is a single hex, never two', '0102', ['0202', '0203'], 3, true, ['over-budget@0']],
    ['a minimum move into prohibited terrain is still prohibited (DoS 9.3, 9.13)', '0104', ['0204'], 0, true, ['terrain-prohibited@0']],
    ['the minimum move works with no MP at all', '0102', ['0101'], 0, true, []],
    ['within budget the option changes nothing', '0102', ['0101', '0201'], 2, true, []],
  ])('%s', (_why, start, path, budget, minimumMove, expected) => {
    const { problems } = walkPath(map, hexId(start), hexes(...path), mech, budget, { minimumMove });
    expect(problems.map((p) => `${p.code}@${p.index}`)).toEqual(expected);
  });

  it('reports every problem of a path at once, in path order, with rule numbers where given', () => {
    // 0101 -> 0102 fine; 0104 is two hexes away; 0204 is mountain; 0205, 0105 run the
    // total to 4 over a budget of 3; 0106 is off the map.
    const path = hexes('0102', '0104', '0204', '0205', '0105', '0106');
    const { steps, problems } = walkPath(map, hexId('0101'), path, mech, 3);
    expect(problems).toEqual([
      { index: 1, code: 'not-adjacent', message: '0104 is not adjacent to 0102' },
      { index: 2, code: 'terrain-prohibited', message: 'mech units may not enter mountain', rule: 'DoS 9.13' },
      { index: 4, code: 'over-budget', message: 'entering 0105 brings the cost to 4, over the 3 available' },
      { index: 5, code: 'off-map', message: '0106 is not a hex of the map' },
    ]);
    expect(steps.map((s) => s.cost)).toEqual([1, 0, 0, 2, 1, 0]);
  });

  it('refuses a prohibited hexside for every unit (DoS 9.13)', () => {
    const { problems } = walkPath(map, hexId('0203'), hexes('0303'), foot, 9, { minimumMove: true });
    expect(problems).toEqual([
      { index: 0, code: 'hexside-prohibited', message: 'no unit may cross a blocked hexside', rule: 'DoS 9.13' },
    ]);
  });

  it('does not judge adjacency from a hex already reported off the map', () => {
    const { problems } = walkPath(map, hexId('0101'), hexes('0100', '0102'), mech, 9);
    expect(problems.map((p) => `${p.code}@${p.index}`)).toEqual(['off-map@0']);
  });

  it('reports a start that is not on the map', () => {
    const { problems } = walkPath(map, hexId('0106'), hexes('0105'), mech, 9);
    expect(problems.map((p) => `${p.code}@${p.index}`)).toEqual(['off-map@0']);
  });

  it('re-entering the hex just left is not adjacent to itself', () => {
    const { problems } = walkPath(map, hexId('0101'), hexes('0101'), mech, 9);
    expect(problems.map((p) => p.code)).toEqual(['not-adjacent']);
  });

  it('an empty path is no move and no problem', () => {
    expect(walkPath(map, hexId('0101'), [], mech, 0)).toEqual({ steps: [], problems: [] });
  });
});
