import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import bundleJson from '../../../scenarios/kharkov-battles/dist/kharkov-battles.json';
import { compileMap } from '../../../scenarios/kharkov-battles/compile/map';
import { MAP_FILES, SCENARIO_DIR } from '../../../scenarios/kharkov-battles/compile/map-paths';
import { KB_HEX_FEATURES, KB_HEXSIDE_FEATURES, KB_TERRAIN } from '#games/kharkov-battles/data/map';
import { KbBundleSchema } from '#games/kharkov-battles/data/bundle';
import { createMap } from '#kernel/map/game-map';
import { validateMap } from '#kernel/map/validate';
import { hexId } from '#kernel/ids';

const bundle = KbBundleSchema.parse(bundleJson);
const read = (f: string): string => readFileSync(join(SCENARIO_DIR, f), 'utf8');

describe('the maps in the bundle (data.test.ts checks the bundle is what its sources build)', () => {
  it('both maps say they are reconstructed, and what they were fitted to', () => {
    for (const m of Object.values(bundle.maps)) {
      expect(m.map.provenance).toBe('reconstructed');
      expect(m.map.note).toMatch(/fitted/);
      for (const s of m.startLines) expect(s.provenance).toBe('reconstructed');
    }
  });
});

describe('the maps are consistent with their own grid', () => {
  for (const m of Object.values(bundle.maps)) {
    const map = createMap(m.map);
    it(`${m.id}: every hex, hexside and alias checks out (kernel validateMap)`, () => {
      expect(validateMap(m.map)).toEqual([]);
    });
    it(`${m.id}: adjacency is mutual, interior hexes have six neighbours, edge hexes fewer`, () => {
      const edge = new Set([...m.edges.north, ...m.edges.east, ...m.edges.south, ...m.edges.west]);
      for (const h of map.hexIds()) {
        const n = map.neighbours(h);
        for (const x of n) expect(map.neighbours(x)).toContain(h);
        expect(n.length, h).toBe(edge.has(h) ? n.length : 6);
        if (edge.has(h)) expect(n.length, h).toBeLessThan(6);
        expect(new Set(n).size).toBe(n.length);
      }
    });
    it(`${m.id}: only the TEC's terrain and features, and a bridge only where a line crosses a river`, () => {
      for (const h of Object.values(m.map.hexes)) {
        expect(KB_TERRAIN).toContain(h.terrain);
        for (const f of h.features ?? []) expect(KB_HEX_FEATURES).toContain(f);
      }
      for (const [k, fs] of Object.entries(m.map.hexsides)) {
        for (const f of fs) expect(KB_HEXSIDE_FEATURES).toContain(f);
        const river = fs.some((f) => f.endsWith('-river'));
        expect(fs.includes('road-bridge'), k).toBe(river && (fs.includes('road') || fs.includes('supply-road')));
        expect(fs.includes('rail-bridge'), k).toBe(river && fs.includes('railroad'));
      }
    });
    it(`${m.id}: a line to an off-map town stops at the edge: no road or railroad runs a long way along an edge`, () => {
      for (const [name, edge] of Object.entries(m.edges)) {
        const on = new Set<string>(edge);
        const along = Object.entries(m.map.hexsides).filter(([k, f]) => k.split('|').every((h) => on.has(h)) && (f.includes('road') || f.includes('railroad')));
        expect(along.length, `${name}: ${along.map(([k]) => k).join(' ')}`).toBeLessThanOrEqual(8); // a town on the edge (Borisovka KH3817) may have its road along it for a few hexes
      }
    });
    it(`${m.id}: printed labels carry the map's prefix both ways`, () => {
      for (const h of map.hexIds()) {
        expect(map.label(h)).toBe(`${m.id}${h}`);
        expect(map.resolve(`${m.id}${h}`)).toBe(h);
      }
    });
  }
  it('the stagger: in KB row 36 (even, drawn half a hex east) Kharkov KB3617 touches KB3717, KB3718, KB3517, KB3518, KB3616 and KB3618', () => {
    const map = createMap(bundle.maps.KB.map);
    expect(map.neighbours(hexId('3617')).sort()).toEqual(['3517', '3518', '3616', '3618', '3717', '3718']);
    expect(map.neighbours(hexId('3505')).sort()).toEqual(['3404', '3405', '3504', '3506', '3604', '3605']);
    expect(map.grid.distance(hexId('3617'), hexId('3505'))).toBe(13); // about 130 km, Kharkov to Poltava
  });
});

describe('bad sources get a clear answer', () => {
  const geo = read(MAP_FILES.geography);
  it('a hex the rulebook names that does not hold its place stops the build (the text wins)', () => {
    const moved = read(MAP_FILES.KB).replace('"3505": Poltava', '"3506": Poltava');
    expect(() => compileMap(geo, moved)).toThrow(/KB3506 must be Poltava/);
  });
  it('a waypoint that names nothing stops the build', () => {
    const bad = geo.replace('via: [Kharkov, Belgorod, Kursk]', 'via: [Kharkov, Atlantis]');
    expect(() => compileMap(bad, read(MAP_FILES.KB))).toThrow(/waypoint "Atlantis"/);
  });
  it('an entry area adjacent to an area that does not exist stops the build', () => {
    const bad = read(MAP_FILES.KB).replace('adjacent: [S1, S3]', 'adjacent: [S1, S9]');
    expect(() => compileMap(geo, bad)).toThrow(/entry area S2: no area S9/);
  });
  it('a VP place that is not on the map stops the build', () => {
    const bad = read(MAP_FILES.KB).replace('{place: Slavyansk, value: 5}', '{place: Rostov, value: 5}');
    expect(() => compileMap(geo, bad)).toThrow(/"Rostov" is neither a place nor a hex/);
  });
});
