import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullSupport, type SupportingHq } from '#games/kharkov-battles/rules/support/full-support';
import { supplyLines } from '#games/kharkov-battles/rules/supply/line';
import type { HexId } from '#kernel/ids';
import { geography, queriesOf, type World } from './supply-fixture';
import { ALL, COLS, ROWS, roadedWorlds as worlds } from './supply-worlds';

/** A world with a PanzerKorps HQ and an LAH regiment placed on hexes free of other units; null when they clash. */
function place(w: World, hqAt: number, unitAt: number): { w: World; hq: HexId; unit: HexId } | null {
  const hq = ALL[hqAt]! as HexId;
  const unit = ALL[unitAt]! as HexId;
  const t = (h: HexId) => w.map.hex(h)?.terrain;
  if (w.units[hq] === 'soviet' || w.units[unit] === 'soviet' || t(hq) === 'prohibited' || t(unit) === 'prohibited') return null;
  return { w: { ...w, units: { ...w.units, [hq]: 'axis', [unit]: 'axis' } }, hq, unit };
}

function supported(w: World, hqHex: HexId, unitHex: HexId, range: number): boolean {
  const hq: SupportingHq = { id: 'pzk', hex: hqHex, type: 'PzK', range, divisionLimit: 3, supported: true };
  const lines = supplyLines(geography(w), queriesOf(w), 'axis');
  return fullSupport([{ id: 'r', hex: unitHex, cls: { kind: 'division', division: 'LAH', regimental: true }, supply: 'operational' }], [hq], lines, (w.sources.axis ?? []) as HexId[]).by.has('r');
}

const cells = fc.nat(ROWS * COLS - 1);

describe('KB 9.31: full support, properties over random maps', () => {
  it('never reaches farther than the Command Range in hexes, and a longer range never takes support away', () => {
    let seen = 0;
    fc.assert(
      fc.property(worlds, cells, cells, fc.integer({ min: 1, max: 5 }), (w0, h, u, range) => {
        const p = place(w0, h, u);
        if (!p) return;
        const now = supported(p.w, p.hq, p.unit, range);
        if (now) expect(p.w.map.grid.distance(p.hq, p.unit)).toBeLessThanOrEqual(range);
        if (now) expect(supported(p.w, p.hq, p.unit, range + 1)).toBe(true);
        if (now) seen += 1;
      }),
      { numRuns: 100 },
    );
    expect(seen).toBeGreaterThan(5); // the maps do give support often enough to test something
  });

  it('an added enemy unit never gives support', () => {
    fc.assert(
      fc.property(worlds, cells, cells, cells, fc.integer({ min: 1, max: 5 }), (w0, h, u, e, range) => {
        const p = place(w0, h, u);
        const enemy = ALL[e]!;
        if (!p || p.w.units[enemy]) return;
        const after = supported({ ...p.w, units: { ...p.w.units, [enemy]: 'soviet' } }, p.hq, p.unit, range);
        if (after) expect(supported(p.w, p.hq, p.unit, range)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
