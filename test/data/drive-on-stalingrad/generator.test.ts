import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compactJson } from '../../../scenarios/compile/compact-json';
import { SCENARIO_DIR } from '../../../scenarios/drive-on-stalingrad/compile/paths';
import { compileTables } from '../../../scenarios/drive-on-stalingrad/compile/tables';
import { compileUnits, ordinal, parseFace } from '../../../scenarios/drive-on-stalingrad/compile/units';
import { flood } from '../../../scenarios/drive-on-stalingrad/map/flood';
import { generateMap } from '../../../scenarios/drive-on-stalingrad/map/generate';
import { createPlane } from '../../../scenarios/drive-on-stalingrad/map/plane';
import { crossedSides } from '../../../scenarios/drive-on-stalingrad/map/trace';
import { hexsideKey } from '#kernel/hex/hexside';
import { bundle, grid } from './bundle-fixture';

const read = (f: string): string => readFileSync(join(SCENARIO_DIR, f), 'utf8');

describe('map generator', () => {
  it('regenerates exactly the committed map from source.yaml', () => {
    const out = generateMap(read('map/source.yaml'));
    expect(out.warnings).toEqual([]);
    expect(out.map).toEqual(bundle.map);
    expect(out.rms).toBeLessThan(1.5);
    expect(out.places.filter((p) => p.how === 'cited')).toHaveLength(12);
  });

  it('traces a line into sides that no chain of adjacent hexes can cross', () => {
    const plane = createPlane(grid);
    const a = plane.centre(plane.grid.label(1, 17));
    const b = plane.centre(plane.grid.label(51, 12));
    const line = [{ x: a.x + 0.3, y: a.y - 3 }, { x: (a.x + b.x) / 2 + 4, y: (a.y + b.y) / 2 }, { x: b.x - 0.2, y: b.y + 3 }];
    const sides = new Set(crossedSides(plane, line).map(([p, q]) => hexsideKey(p, q)));
    expect(sides.size).toBeGreaterThan(50);
    const reached = flood(plane, [plane.grid.label(1, 34)], () => true, (p, q) => sides.has(hexsideKey(p, q)));
    expect(reached.has(plane.grid.label(1, 1))).toBe(false);
    expect(reached.has(plane.grid.label(51, 34))).toBe(true);
  });
});

describe('counter and chart compilers', () => {
  it('reads faces and ordinals', () => {
    expect(parseFace('9-9-12')).toEqual({ attack: 9, defense: 9, movement: 12 });
    expect(parseFace('?-?-10')).toEqual({ attack: '?', defense: '?', movement: 10 });
    expect(() => parseFace('9-9')).toThrow(/attack-defense-movement/);
    expect(['1', '2', '3', '4', '11', '12', '13', '21', '22', '101', 'GD'].map(ordinal)).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st', 'GD',
    ]);
  });

  it('refuses a two-step counter without a reduced face and duplicate ids', () => {
    const head = 'provenance: reconstructed\nnote: n\ndefaultNote: d\ngroups:\n';
    const group = (rows: string) =>
      `${head}  - {of: {nationality: german, type: infantry, mobility: non-mech, size: XX, steps: 2, id: "ger-{d}inf", name: "{ord} Infantry"}, rows: [${rows}]}\n`;
    expect(compileUnits(group('[45, 2A, 6-6-6, 3-3-6]'))[0]).toMatchObject({ id: 'ger-45inf', name: '45th Infantry', army: '2A', note: 'd' });
    expect(() => compileUnits(group('[45, 2A, 6-6-6]'))).toThrow(/reduced/);
    expect(() => compileUnits(group('[45, 2A, 6-6-6, 3-3-6], [45, 4PA, 6-6-6, 3-3-6]'))).toThrow(/duplicate/);
  });

  it('turns the CRT rows (by die) into columns (by odds)', () => {
    const tables = compileTables(read('tables.yaml'));
    expect(tables).toEqual(bundle.tables);
    const broken = read('tables.yaml').replace('"6": [AS, EX, DR, DR, DE, DE, DE, DE]', '"6": [AS, EX, DR]');
    expect(() => compileTables(broken)).toThrow(/die 6/);
  });

  it('lays JSON out compactly without changing it', () => {
    const value = { a: [1, 2, 3], b: { c: 'x'.repeat(200), d: { e: 1 } }, f: [{ g: 1 }, { h: [2] }] };
    const text = compactJson(value, 40);
    expect(JSON.parse(text)).toEqual(value);
    expect(text).toContain('\n    "d": {"e":1}');
  });
});
