import { describe, expect, it } from 'vitest';
import { realBundle } from './support/real-bundle';

const display = realBundle.caucasusDisplay!;
/** Printed south-map hex 47CC as the map's id (row + 20). */
const id = (printed: number): string => String(printed + 2000);
const run = (from: number, to: number): string[] => Array.from({ length: from - to + 1 }, (_, i) => id(to + i));

describe('the Caucasus Campaign Display (CtS 34.0, reconstructed)', () => {
  it('34.0: is shipped as reconstructed data with its note', () => {
    expect(display.provenance).toBe('reconstructed');
    expect(display.note).toMatch(/not in the text/);
  });
  it('34.3: the Caucasus Control Track begins with Kuban Steppes and holds Krasnodar, Maykop, Pyatigorsk and Mozdok', () => {
    const names = display.caucasus.map((s) => s.name);
    expect(names[0]).toBe('Kuban Steppes');
    for (const n of ['Maykop', 'Krasnodar', 'Pyatigorsk', 'Mozdok']) expect(names).toContain(n);
  });
  it('34.3: Kuban Steppes carries the first Axis entry hexes, 4737 through 4728', () => {
    expect([...display.caucasus[0]!.axisHexes!].sort()).toEqual(run(4737, 4728));
  });
  it('34.3 example (E29): on Maykop the Axis hexes are 4741-4725, leaving 4724-4701 to the Soviet', () => {
    const maykop = display.caucasus.find((s) => s.id === 'maykop')!;
    expect([...maykop.axisHexes!].sort()).toEqual(run(4741, 4725));
    expect(display.southEdge.filter((h) => !maykop.axisHexes!.includes(h)).sort()).toEqual(run(4724, 4701));
  });
  it('34.3: every Caucasus space has Axis hexes on the south edge, widening as the marker moves right', () => {
    let prev = 0;
    for (const s of display.caucasus) {
      expect(s.axisHexes!.every((h) => display.southEdge.includes(h))).toBe(true);
      expect(s.axisHexes!.length).toBeGreaterThanOrEqual(prev);
      prev = s.axisHexes!.length;
    }
  });
  it('34.3, Errata 1: the Black Sea Coast track begins with Taman Peninsula, then Krymskaya (no Axis entry space), and holds Novorossiysk', () => {
    expect(display.blackSeaCoast.slice(0, 2).map((s) => s.name)).toEqual(['Taman Peninsula', 'Krymskaya']);
    expect(display.blackSeaCoast.map((s) => s.name)).toContain('Novorossiysk');
    expect(display.blackSeaCoast.every((s) => s.axisHexes === undefined)).toBe(true);
  });
  it('34.8: the terrain marks are * and ** and ** helps the defender more', () => {
    expect(display.terrain['*']).toBeLessThan(0);
    expect(display.terrain['**']).toBeLessThan(display.terrain['*']!);
  });
});
