import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KbBundleSchema } from '#games/kharkov-battles/data/bundle';
import { campaignToStalingrad } from '#games/campaign-to-stalingrad';
import { driveOnStalingrad } from '#games/drive-on-stalingrad';
import { hexId } from '#kernel/ids';
import { createMap } from '#kernel/map/game-map';
import { sceneHexsides } from '#report/scene/hexsides';
import { HEXSIDE_ORDER, hexsideStyle, terrainStyle } from '#report/style/palette';

/** The lines a map draws for its hexside features: rivers along the shared side, roads and railways centre to centre. */
describe('hexside lines on the report map', () => {
  const ctsMap = createMap(campaignToStalingrad.map!);
  const cts = sceneHexsides(ctsMap);
  const dos = sceneHexsides(createMap(driveOnStalingrad.map!));

  it('Campaign To Stalingrad draws its minor and major rivers, roads and both kinds of railway', () => {
    const kinds = new Set(cts.map((s) => s.kind));
    for (const k of ['minor-river', 'major-river', 'volga', 'road', 'rail-primary', 'rail-secondary']) expect(kinds, k).toContain(k);
  });

  it.each(['road', 'rail-primary', 'rail-secondary'])('a %s joins the centres of the two hexes it connects', (kind) => {
    const map = ctsMap;
    const seg = cts.find((s) => s.kind === kind && map.has(s.hexes[0]) && map.has(s.hexes[1]))!;
    expect(seg.from).toEqual(map.grid.center(hexId(seg.hexes[0])));
    expect(seg.to).toEqual(map.grid.center(hexId(seg.hexes[1])));
  });

  it('a river runs along the side the two hexes share, not between their centres', () => {
    const map = ctsMap;
    const seg = cts.find((s) => s.kind === 'major-river' && map.has(s.hexes[0]))!;
    expect(seg.from).not.toEqual(map.grid.center(hexId(seg.hexes[0])));
    const corners = map.grid.corners(hexId(seg.hexes[0]));
    expect(corners).toContainEqual(seg.from);
    expect(corners).toContainEqual(seg.to);
  });

  it('every drawn kind has a style and a place in the drawing order; the first title draws what it drew before', () => {
    for (const s of [...cts, ...dos]) {
      expect(hexsideStyle(s.kind), s.kind).not.toBeNull();
      expect(HEXSIDE_ORDER, s.kind).toContain(s.kind);
    }
    expect(new Set(dos.map((s) => s.kind))).toEqual(new Set(['river', 'volga', 'blocked', 'manych', 'o-ring']));
  });
});

/** Kharkov Battles' two maps (KB 1.0): railways, the Dnepr, Supply Roads and woods are drawn, not left out for want of a style. */
describe('hexside lines and terrain of the Kharkov Battles maps', () => {
  const bundle = KbBundleSchema.parse(JSON.parse(readFileSync('scenarios/kharkov-battles/dist/kharkov-battles.json', 'utf8')));
  it.each(['KB', 'KH'] as const)('the %s map draws every hexside feature but the bridges, and names each terrain', (id) => {
    const data = bundle.maps[id].map;
    const drawn = new Set(sceneHexsides(createMap(data)).map((s) => s.kind));
    const features = new Set(Object.values(data.hexsides).flat());
    // a bridge is where a road or railway crosses a river: both lines are drawn, the bridge has no line of its own
    for (const f of features) if (!f.endsWith('-bridge')) expect(drawn, f).toContain(f);
    for (const k of drawn) expect(HEXSIDE_ORDER, k).toContain(k);
    for (const h of Object.values(data.hexes)) expect(terrainStyle(h.terrain).fill, h.terrain).not.toBe('#e4e4e4');
  });
});
