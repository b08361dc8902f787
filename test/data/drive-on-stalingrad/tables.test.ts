import { describe, expect, it } from 'vitest';
import type { CrtResult } from '#games/drive-on-stalingrad/data/schema';
import { bundle, map } from './bundle-fixture';

const crt = bundle.tables.crt;
const terrain = bundle.tables.terrain;
/** From the defender's point of view, best to worst (tables.yaml note). */
const RANK: Record<CrtResult, number> = { AL1: 0, AS: 1, EX: 2, DR: 3, DE: 4 };

describe('DoS CRT (11.8-11.37, reconstructed)', () => {
  it('has the columns 1:3 to 6:1 with six results each (11.10, 1d6)', () => {
    expect(crt.columns).toEqual(['1:3', '1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1']);
    for (const c of crt.columns) expect(crt.results[c]).toHaveLength(6);
    expect(Object.keys(crt.results).sort()).toEqual([...crt.columns].sort());
  });

  it('gives DE for a 5 at 6:1 (11.29) and the automatic results beyond the ends (11.10)', () => {
    expect(crt.results['6:1']![4]).toBe('DE');
    expect(crt.aboveTop).toBe('DE');
    expect(crt.belowBottom).toBe('AL1');
  });

  it('never gets better for the defender as the odds rise, for every die roll', () => {
    for (let die = 0; die < 6; die++) {
      const along = [crt.belowBottom, ...crt.columns.map((c) => crt.results[c]![die]!), crt.aboveTop];
      for (let i = 1; i < along.length; i++) expect(RANK[along[i]!], `die ${die + 1}, column ${i}`).toBeGreaterThanOrEqual(RANK[along[i - 1]!]);
    }
  });

  it('never gets better for the defender as the die rises in a column', () => {
    for (const c of crt.columns) {
      const col = crt.results[c]!;
      for (let i = 1; i < 6; i++) expect(RANK[col[i]!], `${c} die ${i + 1}`).toBeGreaterThanOrEqual(RANK[col[i - 1]!]);
    }
  });

  it('uses every result code and explains every column', () => {
    const used = new Set(Object.values(crt.results).flat());
    expect([...used].sort()).toEqual(['AL1', 'AS', 'DE', 'DR', 'EX']);
    for (const c of crt.columns) expect(crt.columnNotes[c]?.length ?? 0).toBeGreaterThan(20);
  });
});

describe('DoS terrain chart (9.10-9.21)', () => {
  it('has the movement costs the rules state', () => {
    expect(terrain.cost['clear']).toEqual({ mech: 1, nonMech: 1, mountain: 1 });
    expect(terrain.cost['forest']).toEqual({ mech: 2, nonMech: 1, mountain: 1 });
    expect(terrain.cost['hills']).toEqual({ mech: 4, nonMech: 2, mountain: 1 });
    expect(terrain.cost['mountain']).toEqual({ mech: null, nonMech: 4, mountain: 2 });
    expect(terrain.cost['marsh']).toMatchObject({ nonMech: 2, mountain: 2 });
    expect(terrain.cost['marsh']!.mech).toBeGreaterThanOrEqual(2);
    expect(terrain.cost['desert-steppe']).toEqual({ mech: 1, nonMech: 1, mountain: 1 });
    for (const w of ['lake', 'reservoir', 'sea']) expect(terrain.cost[w]).toEqual({ mech: null, nonMech: null, mountain: null });
    expect(terrain.note).toMatch(/marsh/);
  });

  it('has the hexside costs: river +2/+1, Volga +0, blocked and water prohibited (9.13, 9.16, 9.19)', () => {
    expect(terrain.hexsideCost['river']).toEqual({ mech: 2, nonMech: 1 });
    expect(terrain.hexsideCost['volga']).toEqual({ mech: 0, nonMech: 0 });
    for (const f of ['blocked', 'lake', 'sea']) expect(terrain.hexsideCost[f]).toEqual({ mech: null, nonMech: null });
    // the 9.21 example: a mech unit crossing a river into hills pays 4 + 2
    expect(terrain.cost['hills']!.mech! + terrain.hexsideCost['river']!.mech!).toBe(6);
  });

  it('covers every terrain and hexside feature the map uses', () => {
    for (const x of Object.values(map.hexes)) expect(terrain.cost[x.terrain], x.terrain).toBeDefined();
    for (const fs of Object.values(map.hexsides)) for (const f of fs) expect(terrain.hexsideCost[f], f).toBeDefined();
  });
});
