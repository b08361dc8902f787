import { describe, expect, it } from 'vitest';
import { kbCharts } from '#games/kharkov-battles/view/index';
import { preparedMeaning, mobileMeaning } from '#games/kharkov-battles/view/result-codes';
import { BUNDLE } from './view-fixture';

/** The charts players read beside the map (KB 12.0, 12.6, 11.2, the Terrain Effects Chart), from the bundle's tables. */
const charts = kbCharts(BUNDLE.tables);
const named = (name: string) => charts.find((c) => c.name.startsWith(name))!;
const crt = BUNDLE.tables.crt;

describe('the Combat Results Table (KB 12.0, 12.24)', () => {
  it('one chart per terrain line, every printed odds column in order, a row per die face 0-9', () => {
    for (const line of Object.keys(crt.lines)) {
      const c = charts.find((x) => x.name.startsWith('Combat Results Table') && x.name.toLowerCase().includes(`${line} line`))!;
      expect(c.head).toEqual(['', ...crt.columns]);
      expect(c.rows.map((r) => r[0])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => `die ${d}`));
      expect(c.rule).toBe('KB 12.0, 12.24, 12.6');
    }
    expect(crt.columns).toContain('1-1');
  });
  it('a cell reads as the engine reads it: the Clear line, 2-1, die 5', () => {
    const c = named('Combat Results Table, Clear line');
    const col = c.head.indexOf('2-1');
    expect(c.rows[5]![col]).toBe(crt.lines['clear']!['2-1']![5]);
  });
  it('the note says the table is reconstructed, and what 12.64 gives without a roll', () => {
    expect(named('Combat Results Table, Clear line').note).toMatch(/1-6 or worse: A\(3\)r2 without a roll; 12-1 or better: D\(3\)r4/);
  });
});

describe('the result codes (KB 12.6-12.65, 11.26, 11.27)', () => {
  it('every code of the CRT is explained, with 12.64\'s automatic results', () => {
    const codes = named('Prepared Assault result codes').rows.map((r) => r[0]);
    for (const line of Object.values(crt.lines)) for (const cells of Object.values(line)) for (const code of cells) expect(codes).toContain(code);
    expect(codes).toEqual(expect.arrayContaining(['A(3)r2', 'D(3)r4']));
  });
  it('D(1)r2: one step lost (12.61), two hexes each of which may be a step instead (12.62); the defender lost (12.65)', () => {
    expect(preparedMeaning('D(1)r2')).toBe('the defender loses 1 step (12.61) and retreats 2 hexes, each of which he may take as a step loss instead (12.62); the defender lost and applies his result first (12.65)');
  });
  it('Mobile Assault: Dr3 is a three-hex retreat the attacker conducts (11.26); A(1)D stops and disorganizes the attacker (11.27)', () => {
    expect(mobileMeaning('Dr3')).toMatch(/retreats 3 hexes.*attacker conducts the retreat \(11\.26\)/);
    expect(mobileMeaning('A(1)D')).toBe('the attacking unit loses 1 step, stops moving and is Disorganized (11.27, 11.28)');
  });
});

describe('the Mobile Assault Table and the Terrain Effects Chart', () => {
  it('the Mobile Assault Table lists every row of modified die, the modifiers with 5.21\'s Air Points', () => {
    expect(named('Mobile Assault Table').rows.map((r) => r[1])).toEqual(BUNDLE.tables.mobileAssault.results.map((r) => r.result));
    expect(named('Mobile Assault die modifiers').rows).toContainEqual(['attacker Air Point (5.21)', '+1']);
  });
  it('combat: each terrain\'s CRT line and the 12.34 town shift', () => {
    expect(named('Terrain effects on combat').rows).toContainEqual(['town', '1 column left', 'KB 12.34']);
  });
  it('movement: 2.51, infantry pays 1 MP and a tank 2 MP to enter Woods in Clear weather', () => {
    const woods = named('Terrain effects on movement').rows.find((r) => r[0] === 'enter woods')!;
    expect(woods.slice(1, 3)).toEqual(['1 MP', '2 MP']);
  });
});
