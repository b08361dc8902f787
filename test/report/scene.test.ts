import { describe, expect, test } from 'vitest';
import { driveOnStalingrad } from '#games/drive-on-stalingrad';
import type { GameEvent } from '#kernel/engine/events';
import { createMap } from '#kernel/map/game-map';
import { hexId, side } from '#kernel/ids';
import { stepDrawing } from '#report/scene/arrows';
import { atlasAreas, focusAreas } from '#report/scene/areas';
import { buildMapScene } from '#report/scene/build-map-scene';
import type { Point } from '#report/scene/types';

const r = driveOnStalingrad;
const map = createMap(r.map!);
const state = r.setup('operation-blue');
const near = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) < 1e-9;
const cornerOf = (h: string, p: Point) => map.grid.corners(hexId(h)).some((c) => near(c, p));

const events: GameEvent[] = [
  { type: 'move', side: 'german', units: ['ger-gd'], from: '0533', path: ['0533', '0532', '0531'], text: 'ger-gd: 0533 → 0532 → 0531' },
  {
    type: 'battle',
    side: 'german',
    target: '0431',
    attackers: [
      { unit: 'ger-11pz', hex: '0332' },
      { unit: 'ger-16mot', hex: '0432' },
      { unit: 'ger-24pz', hex: '0432' },
    ],
    defenders: [{ unit: 'sov-x', hex: '0431' }],
    result: 'DR',
    retreats: [{ unit: 'sov-x', from: '0431', to: '0430' }],
    advances: [{ unit: 'ger-11pz', from: '0332', to: '0431' }],
    text: 'battle',
  },
  { type: 'weather', text: 'mud' },
];

describe('the map scene', () => {
  const scene = buildMapScene({ map: r.map!, content: r.scene!(state, { kind: 'side', side: side('german') }), events, title: 't', caption: 'c', copy: 'german' });

  test('has every hex with its terrain, pointy tops, the whole grid in bounds', () => {
    expect(scene.hexes).toHaveLength(Object.keys(r.map!.hexes).length);
    expect(scene.pointy).toBe(true);
    for (const h of scene.hexes) {
      expect(h.terrain).toBe(r.map!.hexes[h.id]!.terrain);
      for (const c of h.corners) expect(c.x >= -1e-9 && c.y >= -1e-9 && c.x <= scene.bounds.width + 1e-9 && c.y <= scene.bounds.height + 1e-9).toBe(true);
    }
  });

  test('draws each hexside feature on the side the two hexes share', () => {
    expect(scene.hexsides.length).toBeGreaterThan(400);
    const kinds = new Set(scene.hexsides.map((e) => e.kind));
    for (const k of ['river', 'volga', 'blocked', 'o-ring', 'manych']) expect(kinds).toContain(k);
    for (const e of scene.hexsides) {
      for (const h of e.hexes) {
        if (!map.has(hexId(h))) continue;
        expect(cornerOf(h, e.from) && cornerOf(h, e.to), `${e.kind} ${e.hexes.join('|')}`).toBe(true);
      }
    }
    expect(scene.sheetEdges.length).toBeGreaterThanOrEqual(34);
    expect(scene.sheets.map((s) => s.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^North map/), expect.stringMatching(/^South map/)]));
  });

  test('keeps the places with names and features, and stacks top first', () => {
    const stalingrad = scene.places.find((p) => p.hex === '2011')!;
    expect(stalingrad).toMatchObject({ name: 'Stalingrad', kinds: expect.arrayContaining(['city', 'vp']) });
    expect(scene.places.filter((p) => p.kinds.includes('fort')).length).toBeGreaterThan(0);
    for (const s of scene.stacks) {
      expect(s.pieces.map((p) => p.stackIndex)).toEqual(s.pieces.map((_, i) => i));
      expect(s.count).toBeGreaterThanOrEqual(s.pieces.length);
    }
  });

  test('turns the events into a trail, attack arrows from each attacking hex, a retreat, an advance and a numbered badge', () => {
    const d = stepDrawing(map, events);
    const kinds = d.arrows.map((a) => a.kind);
    expect(kinds).toEqual(['move', 'attack', 'attack', 'retreat', 'advance']);
    expect(d.arrows.find((a) => a.kind === 'move')!.hexes).toEqual(['0533', '0532', '0531']);
    expect(d.arrows.filter((a) => a.kind === 'attack').map((a) => a.hexes[0])).toEqual(['0332', '0432']);
    expect(d.battles).toEqual([expect.objectContaining({ number: 1, hex: '0431', result: 'DR' })]);
    expect(d.focus).toEqual(['0332', '0430', '0431', '0432', '0531', '0532', '0533']);
  });

  test('the legend lists what the scene shows', () => {
    const groups = new Set(scene.legend.map((e) => e.group));
    for (const g of ['terrain', 'hexside', 'place', 'counter', 'unit-type', 'arrow']) expect(groups).toContain(g);
    expect(scene.legend.filter((e) => e.group === 'terrain').map((e) => e.key)).toContain('mountain');
  });

  test('detail windows hold every hex where something happened; the atlas windows hold every hex', () => {
    const size = { width: 23, height: 27 };
    const areas = focusAreas(scene, size);
    expect(areas).toHaveLength(1);
    const inside = (p: Point) => areas.some((a) => p.x >= a.x && p.x <= a.x + a.width && p.y >= a.y && p.y <= a.y + a.height);
    for (const h of scene.focus) expect(inside(map.grid.center(hexId(h)))).toBe(true);
    const wide = buildMapScene({ map: r.map!, content: null, events: [{ ...events[0]!, path: ['0533', '0532'] }, { type: 'move', side: 'soviet', from: '5002', path: ['5001'] }], title: '', caption: '', copy: '' });
    const two = focusAreas(wide, size);
    expect(two.length).toBeGreaterThanOrEqual(2);
    const atlas = atlasAreas(scene, size);
    expect(atlas).toHaveLength(9);
    for (const h of scene.hexes) {
      expect(atlas.some((a) => h.center.x - 0.75 >= a.x && h.center.x + 0.75 <= a.x + a.width && h.center.y - 0.75 >= a.y && h.center.y + 0.75 <= a.y + a.height), h.id).toBe(true);
    }
  });
});
