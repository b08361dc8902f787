import { describe, expect, it } from 'vitest';
import { rollPocketAttrition } from '#games/kharkov-battles/rules/supply/attrition';
import { linesToSources, supplyLines } from '#games/kharkov-battles/rules/supply/line';
import { determineSupply, mergeDivisionSupply, nextSupplyState, STARTING_SUPPLY, type SupplyUnit } from '#games/kharkov-battles/rules/supply/states';
import type { SupplyState } from '#games/kharkov-battles/state/types';
import { readDieRows } from '#kernel/dice/die-rows';
import type { HexId } from '#kernel/ids';
import { d10, tables } from './combat-tables-fixture';
import { geography, kbMap, queriesOf, type World } from './supply-fixture';

describe('KB 8.3: supply states at the MSDP (T-3)', () => {
  it.each([
    ['operational', false, 'out-of-supply', 'KB 8.32'],
    ['out-of-supply', false, 'isolated', 'KB 8.33'],
    ['isolated', false, 'isolated', 'KB 8.33'],
    ['out-of-supply', true, 'operational', 'KB 8.31'],
    ['isolated', true, 'operational', 'KB 8.31'],
    ['operational', true, 'operational', 'KB 8.31'],
  ] as const)('%s, traces %s -> %s (%s)', (before, traces, after, rule) => {
    expect(nextSupplyState(before, traces)).toEqual({ state: after, rule });
  });

  it('units begin the game Operational (8.31)', () => {
    expect(STARTING_SUPPLY).toBe('operational');
  });
});

/** A line of six hexes: the Axis source in 0101, the Soviet one in 0106. */
function msdp(units: SupplyUnit[], extra: Record<string, 'axis' | 'soviet'> = {}) {
  const occupants: World['units'] = { ...extra };
  for (const u of units) occupants[u.hex] = u.side;
  const w: World = { map: kbMap(1, 6), units: occupants, sources: { axis: ['0101' as HexId], soviet: ['0106' as HexId] } };
  const q = queriesOf(w);
  return determineSupply(units, (side) => linesToSources(supplyLines(geography(w), q, side), q));
}
const unit = (id: string, side: 'axis' | 'soviet', hex: string, state: SupplyState = 'operational', uncommitted = false): SupplyUnit => ({ id, side, hex: hex as HexId, state, uncommitted });

describe('KB 8.0, 8.4, 13.11: the Mutual Supply Determination Phase', () => {
  it('sets the state of every unit of both sides, each on its own (8.0)', () => {
    // Axis 0102 | Soviet 0103 | Axis 0104 (cut off from 0101) | Soviet 0105
    const out = msdp([unit('a1', 'axis', '0102'), unit('s1', 'soviet', '0103', 'out-of-supply'), unit('a2', 'axis', '0104'), unit('s2', 'soviet', '0105')]);
    expect(Object.fromEntries(out.states)).toEqual({ a1: 'operational', s1: 'isolated', a2: 'out-of-supply', s2: 'operational' });
    expect(out.changes).toEqual([
      { unit: 's1', from: 'out-of-supply', to: 'isolated', rule: 'KB 8.33' },
      { unit: 'a2', from: 'operational', to: 'out-of-supply', rule: 'KB 8.32' },
    ]);
  });

  it('leaves uncommitted Soviet units out: they trace no supply (13.11)', () => {
    const out = msdp([unit('s1', 'soviet', '0102', 'operational', true), unit('a1', 'axis', '0105')]);
    expect([...out.states.keys()]).toEqual(['a1']);
  });

  it('names for Pocket Attrition only hexes with a unit Isolated now that was Isolated before, once per stack (8.4)', () => {
    // Soviet stack in 0102 cut off by the Axis unit in 0103: one unit already Isolated, one OOS, one Isolated by two; a lone OOS unit in 0104 is cut off too
    const out = msdp(
      [unit('s1', 'soviet', '0102', 'isolated'), unit('s2', 'soviet', '0102', 'isolated'), unit('s3', 'soviet', '0102', 'out-of-supply'), unit('a1', 'axis', '0103')],
    );
    expect(out.attrition).toEqual(['0102']);
    expect(out.states.get('s3')).toBe('isolated'); // becomes Isolated now: no roll for it until the next MSDP
    const onlyNew = msdp([unit('s3', 'soviet', '0102', 'out-of-supply'), unit('a1', 'axis', '0103')]);
    expect(onlyNew.attrition).toEqual([]);
  });

  it('rolls one die per named hex on the Attrition Table, +1 in Freeze, at most 9 (8.4, 19.22)', () => {
    const T = tables();
    const rolls = rollPocketAttrition(['0102', '0305'] as HexId[], T.attrition, 'freeze', d10({ 'T05/attrition/0102': 3, 'T05/attrition/0305': 9 }), 'T05/attrition');
    expect(rolls.map((r) => [r.hex, r.die, r.modified])).toEqual([['0102', 3, 4], ['0305', 9, 9]]);
    for (const r of rolls) expect(r.steps).toBe(readDieRows(T.attrition.rows, r.modified).result);
  });
});

describe('KB 8.34: units of one mechanized division stacked at the end of the friendly movement phase', () => {
  it('E3: one OOS and one Operational regiment of the same division both become Operational', () => {
    const changes = mergeDivisionSupply([
      { id: 'g1', hex: '0203' as HexId, state: 'out-of-supply', division: 'LAH', mechanized: true },
      { id: 'g2', hex: '0203' as HexId, state: 'operational', division: 'LAH', mechanized: true },
    ]);
    expect(changes).toEqual([{ unit: 'g1', from: 'out-of-supply', to: 'operational', rule: 'KB 8.34' }]);
  });

  it.each([
    ['another division', { division: 'DR', mechanized: true, hex: '0203' }],
    ['another hex', { division: 'LAH', mechanized: true, hex: '0204' }],
    ['a non-mechanized unit', { division: 'LAH', mechanized: false, hex: '0203' }],
  ])('does not reach %s', (_what, other) => {
    const changes = mergeDivisionSupply([
      { id: 'g1', hex: '0203' as HexId, state: 'isolated', division: 'LAH', mechanized: true },
      { id: 'g2', state: 'operational', ...other, hex: other.hex as HexId },
    ]);
    expect(changes).toEqual([]);
  });

  it('takes the best of Isolated and OOS: OOS', () => {
    const changes = mergeDivisionSupply([
      { id: 'g1', hex: '0203' as HexId, state: 'isolated', division: 'GD', mechanized: true },
      { id: 'g2', hex: '0203' as HexId, state: 'out-of-supply', division: 'GD', mechanized: true },
    ]);
    expect(changes).toEqual([{ unit: 'g1', from: 'isolated', to: 'out-of-supply', rule: 'KB 8.34' }]);
  });
});
