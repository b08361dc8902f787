import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { MAP_FILES, SCENARIO_DIR } from '../../../scenarios/kharkov-battles/compile/map-paths';
import { GeographySchema } from '../../../scenarios/kharkov-battles/map/source-schema';
import bundleJson from '../../../scenarios/kharkov-battles/dist/kharkov-battles.json';
import type { KbMap } from '#games/kharkov-battles/data/map';
import { KbBundleSchema } from '#games/kharkov-battles/data/bundle';
import type { KbScenarioId } from '#games/kharkov-battles/data/ids';
import { createMap } from '#kernel/map/game-map';
import { hexId, type HexId } from '#kernel/ids';

/** Every fact the rulebook states about the KB and KH maps (digest 7.2), one test each. */
const { KB, KH } = KbBundleSchema.parse(bundleJson).maps;
const kb = createMap(KB.map);
const kh = createMap(KH.map);
const place = (m: KbMap, label: string): string | undefined => m.map.hexes[label.slice(2)]?.name;
const row = (h: string): number => Number(h.slice(0, 2));
const col = (h: string): number => Number(h.slice(2));
const area = (m: KbMap, s: KbScenarioId) => m.playAreas.find((p) => p.scenario === s)!;
const owner = (m: KbMap, s: KbScenarioId, label: string): 'axis' | 'soviet' =>
  m.startLines.find((l) => l.scenario === s)!.soviet.includes(hexId(label.slice(2))) ? 'soviet' : 'axis';
const touches = (m: ReturnType<typeof createMap>, label: string, feature: string): boolean =>
  m.neighbours(hexId(label.slice(2))).some((n) => m.hexside(hexId(label.slice(2)), n).includes(feature));
const run = (from: number, to: number, rowNo: number): string[] =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => `${rowNo}${String(from + Math.sign(to - from) * i).padStart(2, '0')}`);

describe('KB map: the hexes the rules name hold their places (20.1, 20.3)', () => {
  it.each([
    ['KB3617', 'Kharkov'], ['KB3618', 'Kharkov'], ['KB1905', 'Dnepropetrovsk'], ["KB1205", "Zaporozh'ye"],
    ['KB1024', 'Stalino'], ['KB3505', 'Poltava'], ['KB3631', 'Valuki'], ['KB4321', 'Belgorod'], ['KB3126', 'Kupyansk'],
  ])('%s is %s', (label, name) => {
    expect(place(KB, label)).toBe(name);
    expect(kb.resolve(label)).toBe(label.slice(2));
  });
  it('Kharkov is the two hexes KB3617 and KB3618, side by side, and a city', () => {
    expect(Object.entries(KB.map.hexes).filter(([, h]) => h.name === 'Kharkov').map(([k]) => k)).toEqual(['3617', '3618']);
    expect(kb.neighbours(hexId('3617'))).toContain('3618');
    expect(kb.hasFeature(hexId('3617'), 'city') && kb.hasFeature(hexId('3618'), 'city')).toBe(true);
  });
  it('every named place is a town or city, so Ersatz battalions have towns and cities to go to (20.1)', () => {
    const named = Object.values(KB.map.hexes).filter((h) => h.name);
    for (const h of named) expect(h.features?.some((f) => f === 'town' || f === 'city'), h.name).toBe(true);
  });
  it('rows grow northward and columns eastward, as the named cities show (digest 7.1 item 2)', () => {
    const at = (label: string) => kb.grid.center(hexId(label.slice(2)));
    expect(at('KB4321').y).toBeLessThan(at('KB1205').y); // Belgorod north of Zaporozh'ye (y grows south)
    expect(at('KB3631').x).toBeGreaterThan(at('KB3505').x); // Valuki east of Poltava
  });
});

describe('KB map: the scale (1.2)', () => {
  it('a hex is just over ten kilometres across: between hexes the text names, hex distance x 10 km is within a quarter of the ground distance (counting hexes overstates a straight line by up to 15%)', () => {
    const geo = GeographySchema.parse(parse(readFileSync(join(SCENARIO_DIR, MAP_FILES.geography), 'utf8')));
    const km = ([a, b]: [number, number], [c, d]: [number, number]): number => {
      const rad = Math.PI / 180;
      const h = Math.sin(((c - a) * rad) / 2) ** 2 + Math.cos(a * rad) * Math.cos(c * rad) * Math.sin(((d - b) * rad) / 2) ** 2;
      return 2 * 6371 * Math.asin(Math.sqrt(h));
    };
    const anchors = Object.entries(geo.anchors);
    for (const [h1, p1] of anchors) {
      for (const [h2, p2] of anchors) {
        const ground = km(p1, p2);
        if (ground < 60) continue; // neighbours: a hex's width is most of the distance
        const hexes = kb.grid.distance(hexId(h1), hexId(h2));
        expect(Math.abs(hexes * 10 - ground) / ground, `KB${h1}-KB${h2}: ${hexes} hexes, ${ground.toFixed(0)} km`).toBeLessThan(0.25);
      }
    }
  });
});

describe('KB map: rows the scenarios cite', () => {
  it('hexrow KB49xx and rows north of it are on the map, for the 38th Army (20.1)', () => {
    expect(KB.map.grid.firstRange[1]).toBeGreaterThan(49);
    for (let c = KB.map.grid.secondRange[0]; c <= KB.map.grid.secondRange[1]; c++) expect(kb.has(hexId(`49${String(c).padStart(2, '0')}`))).toBe(true);
  });
  it("Third Kharkov's play area is rows KB30-KB48: KB29xx and south, KB49xx and north, are out (20.3)", () => {
    const l = area(KB, 'third-kharkov');
    expect(l.rows).toEqual([30, 48]);
    expect(KB.map.grid.firstRange[0]).toBeLessThan(29); // the rows out of play exist on the map
    expect(l.edges.north.every((h) => row(h) === 48)).toBe(true);
    expect(l.edges.south.every((h) => row(h) === 30)).toBe(true);
    for (const h of [...l.edges.east, ...l.edges.west, ...l.supply.axis, ...l.supply.soviet]) expect(row(h)).toBeGreaterThanOrEqual(30);
    for (const h of [...l.edges.east, ...l.edges.west, ...l.supply.axis, ...l.supply.soviet]) expect(row(h)).toBeLessThanOrEqual(48);
  });
  it('Third Kharkov: the Axis draws supply from every southern-edge hex KB3001 to KB3019 and no other southern-edge hex (20.3)', () => {
    const l = area(KB, 'third-kharkov');
    expect(l.supply.axis.filter((h) => row(h) === 30).sort()).toEqual(run(1, 19, 30).sort());
    expect(l.edges.south).toEqual(expect.arrayContaining(run(1, 19, 30)));
  });
  it('Third Kharkov: the Soviets draw supply from every edge hex from KB4820 round by the east to KB3022, and only those (20.3)', () => {
    const l = area(KB, 'third-kharkov');
    const clockwise = [...l.edges.north, ...l.edges.east, ...l.edges.south];
    const from = clockwise.indexOf(hexId('4820'));
    const to = clockwise.lastIndexOf(hexId('3022'));
    expect(from).toBeGreaterThanOrEqual(0);
    expect(to).toBeGreaterThan(from);
    expect([...l.supply.soviet].sort()).toEqual([...new Set(clockwise.slice(from, to + 1))].sort());
    expect(l.supply.soviet).not.toContain('4819');
    expect(l.supply.soviet).not.toContain('3021');
  });
  it('Third Kharkov: the Axis edge duties are the north (row 48) and south (row 30) edges of the play area (20.3)', () => {
    const duties = area(KB, 'third-kharkov').edgeDuties;
    expect(duties.map((d) => [d.side, d.edge])).toEqual([['axis', 'north'], ['axis', 'south']]);
    expect(duties[0]!.hexes.every((h) => row(h) === 48)).toBe(true);
    expect(duties[1]!.hexes.every((h) => row(h) === 30)).toBe(true);
  });
  it("Operation Star: the Axis frontline marker goes on an eastern map-edge hex in the south, Axis-held at the start (20.1)", () => {
    const duty = area(KB, 'operation-star').edgeDuties.find((d) => d.rule === 'KB 20.1')!;
    expect(duty.side).toBe('axis');
    for (const h of duty.hexes) {
      expect(KB.edges.east).toContain(h);
      expect(row(h)).toBeLessThan(row('3617')); // the south, toward the lower Donets and Rostov
      expect(owner(KB, 'operation-star', `KB${h}`)).toBe('axis');
    }
  });
  it('Operation Star: supply sources are marked on the map for both sides (20.1, 8.2)', () => {
    const o = area(KB, 'operation-star');
    expect(o.supply.axis.length).toBeGreaterThan(0);
    expect(o.supply.soviet.length).toBeGreaterThan(0);
    for (const h of o.supply.axis) expect(kb.hasFeature(h, 'supply-axis')).toBe(true);
    for (const h of o.supply.soviet) expect(kb.hasFeature(h, 'supply-soviet')).toBe(true);
  });
  it('Operation Star has Victory Point hexes on the map, each a town or city (20.1)', () => {
    expect(KB.vpHexes.length).toBeGreaterThan(0);
    for (const v of KB.vpHexes) {
      expect(kb.hasFeature(v.hex, 'vp')).toBe(true);
      expect(kb.hasFeature(v.hex, 'town') || kb.hasFeature(v.hex, 'city')).toBe(true);
    }
    expect(KB.vpHexes.filter((v) => v.name === 'Kharkov').map((v) => v.hex).sort()).toEqual(['3617', '3618']);
  });
  it('the VP hexes leave room for the historical German Minor Victory (20.1 comment): the ground held on 21 March 1943 less a few mechanized regiments lands in 115 to < 125', () => {
    const soviet = ['Kupyansk', 'Valuki', 'Izyum']; // east of the Donets and Oskol at the end
    const held = KB.vpHexes.filter((v) => !soviet.includes(v.name)).reduce((n, v) => n + v.value, 0);
    const band = (vp: number): boolean => vp >= 115 && vp < 125;
    expect([2, 3].every((lost) => band(held - 5 * lost))).toBe(true); // -5 VP per regiment (20.1)
    expect(KB.vpHexes.reduce((n, v) => n + v.value, 0)).toBeGreaterThanOrEqual(125); // a German Major can be won
  });
});

describe('KB map: who owns what at the start (2.3), where the victory conditions fix it', () => {
  it("Operation Star: an automatic victory is not won at the start: the Axis lacks Valuki; the Soviets lack Kharkov, Dnepropetrovsk, Zaporozh'ye, Stalino and Poltava (20.1)", () => {
    expect(owner(KB, 'operation-star', 'KB3631')).toBe('soviet');
    for (const h of ['KB3617', 'KB3618', 'KB1905', 'KB1205', 'KB1024', 'KB3505']) expect(owner(KB, 'operation-star', h), h).toBe('axis');
  });
  it('Third Kharkov: the Axis must take Kharkov, Belgorod and Kupyansk, so the Soviets hold them at the start (20.3)', () => {
    for (const h of ['KB3617', 'KB3618', 'KB4321', 'KB3126']) expect(owner(KB, 'third-kharkov', h), h).toBe('soviet');
  });
});

describe('KB map: the rivers the rules cite (7.15, 12.31, 12.36, 20.1)', () => {
  it('the Dnepr runs by Dnepropetrovsk and Zaporozh\'ye, bridged there ("Dnepr crossings")', () => {
    for (const h of ['KB1905', 'KB1205']) {
      expect(touches(kb, h, 'dnepr-river'), h).toBe(true);
      const sides = kb.neighbours(hexId(h.slice(2))).map((n) => kb.hexside(hexId(h.slice(2)), n));
      expect(sides.some((f) => f.includes('dnepr-river') && (f.includes('road-bridge') || f.includes('rail-bridge'))), h).toBe(true);
    }
  });
  it('every Dnepr hexside a road or railroad crosses is bridged; the rest are not', () => {
    const dnepr = Object.values(KB.map.hexsides).filter((f) => f.includes('dnepr-river'));
    expect(dnepr.length).toBeGreaterThan(20);
    expect(dnepr.some((f) => !f.includes('road-bridge') && !f.includes('rail-bridge'))).toBe(true);
  });
  it('the Donets is a Major River, by Belgorod and Izyum', () => {
    expect(touches(kb, 'KB4321', 'major-river')).toBe(true);
    expect(touches(kb, 'KB2523', 'major-river')).toBe(true);
  });
  it('the Donets leaves the map by its eastern edge in the south, toward the lower Donets and Rostov (20.1)', () => {
    const exits = KB.edges.east.filter((h) => touches(kb, `KB${h}`, 'major-river'));
    expect(exits.some((h) => row(h) < row('3617'))).toBe(true);
  });
  it('the map carries Minor Rivers too (12.32)', () => {
    expect(Object.values(KB.map.hexsides).some((f) => f.includes('minor-river'))).toBe(true);
  });
});

describe('Entry Areas (17.0, 17.12)', () => {
  for (const m of [KB, KH]) {
    it(`${m.id}: S1, S2, B and C exist; S1 is next to S2 and B next to C, as in 17.12's example`, () => {
      const byId = new Map(m.entryAreas.map((a) => [a.id, a]));
      for (const id of ['S1', 'S2', 'B', 'C']) expect(byId.has(id), id).toBe(true);
      expect(byId.get('S1')!.adjacent).toContain('S2');
      expect(byId.get('B')!.adjacent).toContain('C');
      expect(byId.get('S1')!.side).toBe('soviet');
    });
    it(`${m.id}: every entry hex lies on the map edge its area names, and adjacency is mutual`, () => {
      for (const a of m.entryAreas) {
        for (const h of a.hexes) expect(m.edges[a.edge], `${a.id} ${h}`).toContain(h);
        for (const n of a.adjacent) expect(m.entryAreas.find((b) => b.id === n)!.adjacent, `${a.id}-${n}`).toContain(a.id);
      }
    });
  }
});

describe('KH map: the hexes the rules name hold their places (20.2)', () => {
  it.each([['KH2526', 'Kupyansk'], ['KH1923', 'Izyum'], ['KH1305', 'Dnepropetrovsk'], ['KH3017', 'Kharkov'], ['KH3018', 'Kharkov'], ['KH2905', 'Poltava']])(
    '%s is %s',
    (label, name) => {
      expect(place(KH, label)).toBe(name);
      expect(kh.resolve(label)).toBe(label.slice(2));
    },
  );
  it('KH numbers are KB numbers six rows lower: every place on both maps agrees', () => {
    const onKb = new Map<string, HexId[]>();
    for (const [h, d] of Object.entries(KB.map.hexes)) if (d.name) onKb.set(d.name, [...(onKb.get(d.name) ?? []), hexId(h)]);
    for (const [h, d] of Object.entries(KH.map.hexes)) {
      if (!d.name) continue;
      const shifted = `${String(row(h) + 6).padStart(2, '0')}${String(col(h)).padStart(2, '0')}`;
      expect(onKb.get(d.name), `${d.name} KH${h}`).toContain(shifted);
    }
  });
  it('Izyum KH1923 stands on the Donets, the Izyum Salient south of it (20.2)', () => {
    expect(touches(kh, 'KH1923', 'major-river')).toBe(true);
  });
  it('the victory hexes start with the other side: Kupyansk and Izyum Soviet; Dnepropetrovsk, Kharkov and Poltava Axis (20.2)', () => {
    for (const h of ['KH2526', 'KH1923']) expect(owner(KH, 'second-kharkov', h), h).toBe('soviet');
    for (const h of ['KH1305', 'KH3017', 'KH3018', 'KH2905']) expect(owner(KH, 'second-kharkov', h), h).toBe('axis');
  });
  it('edge duties: both sides on the north edge, the Axis on the south and the Soviet on the east (20.2)', () => {
    const duties = area(KH, 'second-kharkov').edgeDuties;
    expect(duties.map((d) => `${d.side} ${d.edge}`).sort()).toEqual(['axis north', 'axis south', 'soviet east', 'soviet north']);
    for (const d of duties) expect(d.hexes).toEqual(KH.edges[d.edge as 'north' | 'south' | 'east']);
  });
  it('supply sources are marked on the map for both sides (20.2, 8.2)', () => {
    expect(KH.supplySources.axis.length).toBeGreaterThan(0);
    expect(KH.supplySources.soviet.length).toBeGreaterThan(0);
  });
  it('grey Supply Roads are drawn, apart from the white roads, inside Soviet-held ground (20.2)', () => {
    const grey = Object.entries(KH.map.hexsides).filter(([, f]) => f.includes('supply-road'));
    expect(grey.length).toBeGreaterThan(0);
    for (const [k, f] of grey) {
      expect(f, k).not.toContain('road');
      for (const h of k.split('|')) expect(owner(KH, 'second-kharkov', `KH${h}`), k).toBe('soviet');
    }
    expect(Object.values(KB.map.hexsides).some((f) => f.includes('supply-road'))).toBe(false);
  });
  it('printed Fortified Zones are given a side, on ground where an FZ may stand (18.1, 18.15, digest A32)', () => {
    expect(KH.fortifiedZones.length).toBeGreaterThan(0);
    for (const fz of [...KH.fortifiedZones, ...KB.fortifiedZones]) {
      const hex = (KH.fortifiedZones.includes(fz) ? KH : KB).map.hexes[fz.hex]!;
      expect(hex.terrain).not.toBe('marsh');
      expect(hex.features).not.toContain('town');
      expect(hex.features).not.toContain('city');
    }
    for (const fz of KH.fortifiedZones) {
      expect(kh.hasFeature(fz.hex, `fz-${fz.side}`)).toBe(true);
      expect(owner(KH, 'second-kharkov', `KH${fz.hex}`)).toBe(fz.side);
    }
  });
});
