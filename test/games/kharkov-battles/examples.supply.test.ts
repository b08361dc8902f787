import { describe, expect, it } from 'vitest';
import { linesToSources, supplyLines } from '#games/kharkov-battles/rules/supply/line';
import { determineSupply, mergeDivisionSupply, type SupplyUnit } from '#games/kharkov-battles/rules/supply/states';
import type { KbSide } from '#games/kharkov-battles/data/ids';
import type { HexId } from '#kernel/ids';
import { geography, kbMap, queriesOf, type World } from './supply-fixture';

const hex = (h: string): HexId => h as HexId;
const trace = (w: World, from: string, side: KbSide): number | null => {
  const q = queriesOf(w);
  return linesToSources(supplyLines(geography(w), q, side), q).lengthFrom(hex(from));
};
/** Row 01 is the board; row 02 is closed but for the hexes named, where units stand off the line. */
const board = (cols: number, open: string[]) => {
  const terrain: Record<string, string> = {};
  for (let c = 1; c <= cols; c++) {
    const h = `02${String(c).padStart(2, '0')}`;
    if (!open.includes(h)) terrain[h] = 'prohibited';
  }
  return kbMap(2, cols, { terrain });
};

describe('E2b: the ZOC example, during the MSDP (7.42)', () => {
  // The Soviet unit in 0204 controls 0103 and 0104; the Axis traces from 0106 to its source in 0101 through both.
  const map = board(6, ['0204']);
  it('the geometry: 0204 is next to 0103 and 0104 only, on row 01', () => {
    expect(map.adjacent(hex('0204')).filter((h) => h.startsWith('01')).sort()).toEqual(['0103', '0104']);
  });

  it('Axis units negate the Soviet ZOC in the hexes they occupy: the Axis unit in 0106 is Operational', () => {
    const w: World = { map, units: { '0204': 'soviet', '0103': 'axis', '0104': 'axis', '0106': 'axis' }, sources: { axis: ['0101'] } };
    expect(trace(w, '0106', 'axis')).toBe(5);
    const out = determineSupply([{ id: 'x', side: 'axis', hex: hex('0106'), state: 'operational' }], (side) => linesToSources(supplyLines(geography(w), queriesOf(w), side), queriesOf(w)));
    expect(out.states.get('x')).toBe('operational');
  });

  it('without the Axis unit in 0104 the Soviet ZOC there stands and the line is cut', () => {
    const w: World = { map, units: { '0204': 'soviet', '0103': 'axis', '0106': 'axis' }, sources: { axis: ['0101'] } };
    expect(trace(w, '0106', 'axis')).toBeNull();
  });
});

describe('E3: supply merge (8.34)', () => {
  it('two units of the same mechanized division end the movement phase stacked, one OOS, one Operational: both Operational', () => {
    const changes = mergeDivisionSupply([
      { id: '4/6', hex: hex('3617'), state: 'out-of-supply', division: '6Pz', mechanized: true },
      { id: '114/6', hex: hex('3617'), state: 'operational', division: '6Pz', mechanized: true },
    ]);
    expect(changes).toEqual([{ unit: '4/6', from: 'out-of-supply', to: 'operational', rule: 'KB 8.34' }]);
  });
});

describe('E9: the Combat Example, its supply facts (16.31, A47)', () => {
  // Soviet source 0101; hex A = 0102; stack C = 0103; Axis units in 0203 (controlling A and C) and 0104.
  const w: World = { map: board(6, ['0203']), units: { '0203': 'axis', '0104': 'axis', '0103': 'soviet' }, sources: { soviet: ['0101'] } };
  it('the geometry: A (0102) and C (0103) are in the ZOC of the Axis unit in 0203', () => {
    const q = queriesOf(w);
    expect([q.enemyZoc(hex('0102'), 'soviet'), q.enemyZoc(hex('0103'), 'soviet'), q.enemyZoc(hex('0101'), 'soviet')]).toEqual([true, true, false]);
  });

  it('a unit eliminated in C cannot trace: the encirclement blocks every supply line, so it is permanently eliminated', () => {
    expect(trace(w, '0103', 'soviet')).toBeNull();
  });

  it('a unit eliminated in A, the EZOC hex it retreated into, traces from there: it goes to the Replacement Pool', () => {
    expect(trace({ ...w, units: { '0203': 'axis', '0104': 'axis' } }, '0102', 'soviet')).toBe(1);
  });

  it('units in C that stay there are cut off at the next MSDP, each on its own (8.0, 8.32, 8.33)', () => {
    const units: SupplyUnit[] = [
      { id: 'gds', side: 'soviet', hex: hex('0103'), state: 'operational' },
      { id: 'tb', side: 'soviet', hex: hex('0103'), state: 'out-of-supply' },
    ];
    const out = determineSupply(units, (side) => linesToSources(supplyLines(geography(w), queriesOf(w), side), queriesOf(w)));
    expect(Object.fromEntries(out.states)).toEqual({ gds: 'out-of-supply', tb: 'isolated' });
    expect(out.attrition).toEqual([]); // no unit was Isolated before this MSDP (8.4)
  });
});
