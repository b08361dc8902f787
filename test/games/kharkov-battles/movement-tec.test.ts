import { describe, expect, it } from 'vitest';
import { forClass } from '#games/kharkov-battles/data/tec-movement';
import { compileTables } from '../../../scenarios/kharkov-battles/compile/tables';
import { rawTables } from './combat-tables-fixture';
import { TEC } from './movement-fixture';

/**
 * The movement side of the Terrain Effects Chart (tables.yaml tecMovement) against every
 * cost the rulebook text states (digest 3.1.7), a test per fact, so a printed chart put in
 * its place is checked the same way; and the compile refusals of a broken chart.
 */
const cell = (row: 'clear' | 'woods', weather: 'clear' | 'mud' | 'freeze', c: 'mechanized' | 'non-mechanized') => forClass(TEC.hexes[row]![weather], c);

describe('what the text states about movement costs', () => {
  it('it is reconstructed, says so, and says what it was fitted to', () => {
    expect(TEC.provenance).toBe('reconstructed');
    expect(TEC.note).toMatch(/2\.51/);
  });
  it('2.51: in Clear weather Woods cost infantry 1 MP and a tank 2 MP', () => {
    expect(cell('woods', 'clear', 'non-mechanized')).toBe(1);
    expect(cell('woods', 'clear', 'mechanized')).toBe(2);
  });
  it('Mobile Tactical Movement Example: a clear hex costs a German mechanized unit 1 MP', () => {
    expect(cell('clear', 'clear', 'mechanized')).toBe(1);
  });
  it('2.51, 10.41: the classes pay differently for some terrain', () => {
    const differs = Object.values(TEC.hexes).some((w) => w.clear[0] !== w.clear[1]);
    expect(differs).toBe(true);
  });
  it('19.13: Mud raises the cost of some hexes or hexsides and lowers none', () => {
    const rows = [...Object.values(TEC.hexes), ...Object.values(TEC.hexsides)];
    const higher = rows.some((w) => w.mud.some((m, i) => m !== w.clear[i]));
    expect(higher).toBe(true);
    const lower = rows.some((w) => w.mud.some((m, i) => m !== 'P' && (w.clear[i] === 'P' || m < (w.clear[i] as number))));
    expect(lower).toBe(false);
  });
  it('19.23: the chart has a Freeze section for every row', () => {
    for (const w of [...Object.values(TEC.hexes), ...Object.values(TEC.hexsides)]) expect(w.freeze).toHaveLength(2);
  });
  it('10.43: Minor, Major and Dnepr river hexsides are rivers, negated by road and railroad bridges', () => {
    expect(TEC.rivers).toEqual(expect.arrayContaining(['minor-river', 'major-river', 'dnepr-river']));
    expect(TEC.bridges).toEqual(expect.arrayContaining(['road-bridge', 'rail-bridge']));
  });
  it('10.33, 20.2: Strategic Movement has a road bonus, which K\'s grey Supply Roads do not give; they serve Tactical Movement', () => {
    expect(TEC.roads.tactical).toEqual(expect.arrayContaining(['road', 'supply-road']));
    expect(TEC.roads.strategic).toEqual(['road']);
    for (const w of ['clear', 'mud', 'freeze'] as const) {
      for (const i of [0, 1]) expect(TEC.road.strategic[w][i]!).toBeLessThanOrEqual(TEC.road.tactical[w][i]!);
    }
    expect(TEC.road.strategic.clear[1]).toBeLessThan(TEC.road.tactical.clear[1]);
  });
  it('an Impassable hexside is never crossed', () => {
    for (const w of ['clear', 'mud', 'freeze'] as const) expect(TEC.hexsides.impassable![w]).toEqual(['P', 'P']);
  });
});

describe('a broken movement chart is refused with its path (compile)', () => {
  const broken = (edit: (t: Record<string, any>) => void) => {
    const raw = rawTables();
    edit(raw.tecMovement as Record<string, any>);
    return () => compileTables(raw);
  };
  it('Mud cheaper than Clear', () => {
    expect(broken((t) => (t.hexes.woods.mud = [0, 1]))).toThrow(/tecMovement\.hexes\.woods\.mud: non-mechanized 0 is below the Clear 1 \(KB 19\.13/);
  });
  it('a river that is not a hexside row', () => {
    expect(broken((t) => t.rivers.push('volga'))).toThrow(/tecMovement\.rivers: "volga"/);
  });
  it('a road given a hexside cost', () => {
    expect(broken((t) => (t.hexsides.road = { clear: [1, 1], mud: [1, 1], freeze: [1, 1] }))).toThrow(/tecMovement\.hexsides\.road/);
  });
  it('no clear row', () => {
    expect(broken((t) => delete t.hexes.clear)).toThrow(/"clear" row is needed/);
  });
  it('a cost that is neither MP nor P', () => {
    expect(broken((t) => (t.hexes.marsh.clear = [2, 'X']))).toThrow();
    expect(broken((t) => (t.hexes.marsh.clear = [2, 0.3]))).toThrow();
  });
  it('a Strategic road that is no Tactical road', () => {
    expect(broken((t) => (t.roads.strategic = ['road', 'railroad']))).toThrow(/"railroad" must also be a Tactical Movement road/);
  });
});
