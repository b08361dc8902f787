import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid } from '#kernel/hex/grid';
import { hexId } from '#kernel/ids';
import { exertsZoc } from '#games/streets-of-stalingrad/zoc/exerts-zoc';
import { zocHexes, type SosTerrain, type ZocMap } from '#games/streets-of-stalingrad/zoc/zoc-hexes';
import { zocStep, type ZocStep } from '#games/streets-of-stalingrad/zoc/zoc-movement';
import type { Piece, PieceKind } from '#games/streets-of-stalingrad/stacking/pieces';
import { inZocOf } from '#games/streets-of-stalingrad/windows/attack/battlefield';
import { losMap } from './los-fixture';
import { check, codes, env, fragment } from './movement-window-fixture';

/** The title's grid (the reconstructed map's: CCRR, columns counted westward from the Volga), with terrain set per test. */
const grid = createGrid(losMap().grid);
const mapWith = (terrain: Record<string, SosTerrain> = {}): ZocMap => ({
  neighbours: (h) => grid.neighbours(hexId(h)),
  terrain: (h) => terrain[h] ?? 'clear',
});
const piece = (side: 'german' | 'soviet', kind: PieceKind, id = `${side}-${kind}`): Piece => ({ id, side, kind });

describe('SoS 6.1: who has a ZOC', () => {
  it.each([
    ['infantry', true], ['tank', true], ['sniper', true], ['armoredTrain', true], ['immobilizedTank', true], ['antiTankGun', true], ['mortar', true],
    ['leader', false], ['op', false], ['mineDog', false], ['transport', false], ['tankRepair', false], ['stuka', false], ['riverFlotilla', false],
    ['explosion', false], ['bridge', false], ['minefield', false], ['fortification', false],
  ] as [PieceKind, boolean][])('%s: %s', (kind, has) => expect(exertsZoc(kind)).toBe(has));
});

describe('SoS 6.1-6.3: the hexes of a side ZOC', () => {
  const centre = '2030';
  it('6.1: the six hexes around a combat unit', () => {
    const zoc = zocHexes(mapWith(), 'german', new Map([[centre, [piece('german', 'infantry')]]]));
    expect([...zoc].sort()).toEqual(grid.neighbours(hexId(centre)).map(String).sort());
    expect(zoc.size).toBe(6);
  });
  it('6.1: a leader, an OP or a mine dog alone has none', () => {
    for (const kind of ['leader', 'op', 'mineDog'] as PieceKind[]) expect(zocHexes(mapWith(), 'soviet', new Map([[centre, [piece('soviet', kind)]]])).size).toBe(0);
  });
  it('6.2: not into city or industrial/fortified hexes; into the Volga; out of a city hex into other terrain', () => {
    const [city, industrial, volga, ...rest] = grid.neighbours(hexId(centre)).map(String);
    const map = mapWith({ [centre]: 'city', [city!]: 'city', [industrial!]: 'industrial', [volga!]: 'volga' });
    const zoc = zocHexes(map, 'soviet', new Map([[centre, [piece('soviet', 'infantry')]]]));
    expect([...zoc].sort()).toEqual([volga!, ...rest].sort());
  });
  it('E6 (6.3 example): the StuG in balka hex 1824, where no road or bridge crosses the balka into 1924, may not move there but has 1924 in its ZOC', () => {
    const s = fragment({ 'ger-stug-244': '1824' });
    expect(env.map.hexsides['1824|1924']).toEqual({ features: ['balka'], crossedBy: [] });
    expect(codes(check(1, 'german-movement', s, [{ move: { units: ['ger-stug-244'], path: ['1924'] } }]))).toEqual([['vehicle-may-not-cross', 'orders.0.move.path.0']]);
    expect(inZocOf(env, s, '1924', 'german')).toBe(true);
  });
  it("6.1: the other side's units give this side no ZOC", () => {
    expect(zocHexes(mapWith(), 'german', new Map([[centre, [piece('soviet', 'infantry')]]])).size).toBe(0);
  });
  it('property: a ZOC hex is next to a unit of the side with a ZOC, and never a city or industrial hex', () => {
    const hexes = grid.within(hexId(centre), 4).map(String);
    const kinds: PieceKind[] = ['infantry', 'tank', 'leader', 'op', 'sniper', 'transport', 'minefield'];
    const terrains: SosTerrain[] = ['clear', 'city', 'industrial', 'volga', 'forest', 'suburb'];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...hexes), fc.constantFrom('german', 'soviet'), fc.constantFrom(...kinds)), { maxLength: 8 }),
        fc.dictionary(fc.constantFrom(...hexes), fc.constantFrom(...terrains)),
        (placed, terrain) => {
          const stacks = new Map<string, Piece[]>();
          placed.forEach(([h, side, kind], i) => stacks.set(h, [...(stacks.get(h) ?? []), piece(side as 'german', kind, `p${i}`)]));
          const map = mapWith(terrain as Record<string, SosTerrain>);
          for (const h of zocHexes(map, 'german', stacks)) {
            expect(['city', 'industrial']).not.toContain(map.terrain(h));
            expect(grid.neighbours(hexId(h)).some((n) => (stacks.get(String(n)) ?? []).some((p) => p.side === 'german' && exertsZoc(p.kind)))).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('SoS 6.4-6.8: moving in and out of enemy ZOCs', () => {
  const step = (s: Partial<ZocStep>): ZocStep => ({ armored: false, transport: false, fromZoc: false, intoZoc: false, fromBreakthru: false, intoBreakthru: false, ...s });
  it.each([
    ['6.4: entering a ZOC costs no extra MP; 6.5: a non-armored unit stops there', step({ intoZoc: true }), { ok: true, extraMp: 0, mustStop: true }],
    ['6.5: an armored unit entering a ZOC need not stop', step({ armored: true, intoZoc: true }), { ok: true, extraMp: 0, mustStop: false }],
    ['6.5, 16.46: a Soviet transport need not stop either', step({ transport: true, intoZoc: true }), { ok: true, mustStop: false }],
    ['6.4: leaving a ZOC into a free hex costs nothing', step({ fromZoc: true }), { ok: true, extraMp: 0, mustStop: false }],
    ['6.6: armored, ZOC to ZOC: breakthrough movement, 2 MP more to leave', step({ armored: true, fromZoc: true, intoZoc: true }), { ok: true, extraMp: 2, breakthroughMovement: true }],
    ['6.7: non-armored, ZOC to ZOC: refused', step({ fromZoc: true, intoZoc: true }), { ok: false, code: 'zoc-to-zoc', rule: 'SoS 6.7' }],
    ['6.7: non-armored, ZOC to a ZOC hex with a "breakthru" marker: allowed, no stop (6.6: "may move through")', step({ fromZoc: true, intoZoc: true, intoBreakthru: true }), { ok: true, mustStop: false }],
    ['6.8: out of a "breakthru" hex into a ZOC: only a stop', step({ fromZoc: true, fromBreakthru: true, intoZoc: true }), { ok: true, mustStop: true }],
  ] as [string, ZocStep, object][])('%s', (_what, s, expected) => {
    expect(zocStep(s)).toMatchObject(expected);
  });
});
