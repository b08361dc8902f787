import { describe, expect, it } from 'vitest';
import bundleJson from '../../../scenarios/kharkov-battles/dist/kharkov-battles.json';
import { joinProblems } from '../../../scenarios/kharkov-battles/compile/join';
import { KbBundleSchema } from '#games/kharkov-battles/data/bundle';
import { idOf, KbScenarioIdSchema, mapOf, rowOf } from '#games/kharkov-battles/data/ids';
import { KB_HEX_FEATURES, KB_HEXSIDE_FEATURES, KB_TERRAIN } from '#games/kharkov-battles/data/map';
import { createMapView, type KbMapView } from '#games/kharkov-battles/data/map-view';
import type { ScenarioForces } from '#games/kharkov-battles/data/setup';
import type { UnitDef } from '#games/kharkov-battles/data/units';
import { terrainLine } from '#games/kharkov-battles/combat/terrain-line';
import type { HexId } from '#kernel/ids';

/**
 * Facts that join the parts of the bundle: the scenarios' set-ups and arrivals against the
 * maps, the counters against the stacking rules, the charts against the map's terrain.
 * Each part's own facts are in map*.test.ts, forces-*.test.ts and combat-*.test.ts.
 */
const bundle = KbBundleSchema.parse(bundleJson);
const units = new Map(bundle.counters.units.map((u) => [u.id, u]));
const views = { KB: createMapView(bundle.maps.KB), KH: createMapView(bundle.maps.KH) };
const viewOf = (f: ScenarioForces): KbMapView => views[f.map];
const scenarios = KbScenarioIdSchema.options.map((s) => [s, bundle.scenarios[s]] as const);

/** The scenario's set-up on the map: one entry per unit. */
const placed = (f: ScenarioForces): { unit: UnitDef; label: string; hex: HexId }[] =>
  f.setup.flatMap((p) => (p.hex === undefined ? [] : [{ unit: units.get(p.unit)!, label: p.hex, hex: idOf(p.hex) }]));
const stacks = (f: ScenarioForces): Map<string, UnitDef[]> => {
  const out = new Map<string, UnitDef[]>();
  for (const p of placed(f)) out.set(p.label, [...(out.get(p.label) ?? []), p.unit]);
  return out;
};

describe.each(scenarios)('%s: the set-up stands on its map', (s, f) => {
  const view = viewOf(f);
  it("every set-up hex is a hex of the scenario's map, inside its play area (20.3: L is rows 30-48), on land", () => {
    const [lo, hi] = view.playArea(s).rows;
    if (s === 'third-kharkov') expect([lo, hi]).toEqual([30, 48]);
    for (const p of placed(f)) {
      expect(mapOf(p.label), p.label).toBe(f.map);
      expect(view.inPlay(s, p.hex), `${p.unit.id} at ${p.label}`).toBe(true);
      expect(KB_TERRAIN, p.label).toContain(view.map.hex(p.hex)?.terrain); // the TEC's hex terrains are all land
    }
  });
  it('2.3: Axis units set up on Axis ground, Soviet units on Soviet ground (the map\'s start line)', () => {
    for (const p of placed(f)) expect(view.startOwner(s, p.hex), `${p.unit.id} at ${p.label}`).toBe(p.unit.side);
  });
  it('6.0-6.14: no set-up hex holds more than three combat units (cadres, Tiger companies 15.32, Ersatz 20.1 and HQs 6.12 uncounted), more than one HQ, two Axis infantry divisions or two Soviet corps, a satellite with anyone but its own and Germans, or units of both sides', () => {
    for (const [hex, us] of stacks(f)) {
      const counted = us.filter((u) => u.kind !== 'hq' && u.kind !== 'ersatz' && u.tiger?.echelon !== 'company');
      expect(counted.length, hex).toBeLessThanOrEqual(3);
      expect(us.filter((u) => u.kind === 'hq').length, hex).toBeLessThanOrEqual(1);
      expect(us.filter((u) => u.side === 'axis' && u.size === 'XX' && u.class === 'non-mechanized').length, hex).toBeLessThanOrEqual(2);
      expect(us.filter((u) => u.side === 'soviet' && u.size === 'XXX').length, hex).toBeLessThanOrEqual(2);
      for (const sat of us.filter((u) => u.nationality === 'hungarian')) for (const u of us) expect([sat.nationality, 'german'], `${hex}: ${u.id}`).toContain(u.nationality);
      expect(new Set(us.map((u) => u.side)).size, hex).toBe(1);
    }
  });
});

describe('17.0, 17.12: every arrival enters by an Entry Area of its map, for its side, with an entry hex in play', () => {
  it('the build finds no broken reference (compile/join.ts)', () => {
    expect(joinProblems(bundle.maps, bundle.scenarios)).toEqual([]);
  });
  it.each(scenarios)('%s', (s, f) => {
    const view = viewOf(f);
    const [lo, hi] = view.playArea(s).rows;
    expect(f.reinforcements.length).toBeGreaterThan(0);
    for (const r of f.reinforcements) {
      for (const id of [r.entry, ...r.or]) {
        const area = view.entryArea(id);
        expect(area?.side, `${s} turn ${r.turn} ${id}`).toBe(r.side);
        expect(area!.hexes.some((h) => rowOf(h) >= lo && rowOf(h) <= hi), `${s} turn ${r.turn} ${id} in play`).toBe(true);
      }
    }
  });
  it("17.12's example names, S1 to S2 and B to C, are adjacent areas on both maps", () => {
    for (const v of Object.values(views)) {
      expect(v.entryArea('S1')!.adjacent).toContain('S2');
      expect(v.entryArea('B')!.adjacent).toContain('C');
    }
  });
});

describe('18.2: Pontoon Bridges', () => {
  const k = bundle.scenarios['second-kharkov'];
  const view = viewOf(k);
  it("K's three pontoons, placed at set-up (18.21), each bridge a river hexside with no bridge of its own, from a hex Soviet-occupied at the start", () => {
    expect(k.pontoons).toHaveLength(3);
    const soviet = new Set(placed(k).filter((p) => p.unit.side === 'soviet').map((p) => p.label));
    const sides = new Set<string>();
    for (const p of k.pontoons) {
      const [a, b] = [idOf(p.hex), idOf(p.across)];
      expect(view.map.neighbours(a), `${p.hex}-${p.across}`).toContain(b);
      expect(view.river(a, b), `${p.hex}-${p.across}`).not.toBeNull();
      expect(view.bridged(a, b), `${p.hex}-${p.across}`).toBe(false);
      expect(soviet.has(p.hex), p.hex).toBe(true);
      expect(view.startOwner('second-kharkov', a), p.hex).toBe('soviet');
      sides.add([a, b].sort().join('|'));
    }
    expect(sides.size).toBe(3);
  });
  it('Operation Star places its three during play next to Dnepr River hexsides (18.21): the KB map has Dnepr hexsides', () => {
    expect(bundle.scenarios['operation-star'].pontoonsToPlace).toBe(3);
    expect(bundle.counters.markers.pontoon).toBe(3);
    expect(Object.values(bundle.maps.KB.map.hexsides).some((f) => f.includes('dnepr-river'))).toBe(true);
  });
});

describe('20.1: the 38th Army (yellow) may never move south of hexrow KB49xx', () => {
  const star = bundle.scenarios['operation-star'];
  it('sets up in that row or north of it, on the KB map', () => {
    expect(star.rowLimits).toEqual([{ colour: 'yellow', minRow: 49 }]);
    const yellow = placed(star).filter((p) => p.unit.colour === 'yellow');
    expect(yellow.length).toBeGreaterThan(0);
    for (const p of yellow) {
      expect(rowOf(p.label), p.unit.id).toBeGreaterThanOrEqual(49);
      expect(views.KB.inPlay('operation-star', p.hex)).toBe(true);
    }
  });
  it('and arrives nowhere south of it', () => {
    for (const r of star.reinforcements) for (const id of r.units) expect(units.get(id)!.colour, id).not.toBe('yellow');
  });
});

describe("frontline markers (20.1, 20.3): the scenario's rows are the map's edge duty", () => {
  it.each(scenarios.filter(([, f]) => f.frontlines.length > 0))('%s', (s, f) => {
    const area = viewOf(f).playArea(s);
    for (const fl of f.frontlines) {
      const duty = area.edgeDuties.find((d) => d.side === fl.side && d.hexes.every((h) => area.edges[fl.edge].includes(h)));
      expect(duty, `${fl.side} ${fl.edge}`).toBeDefined();
      const rows = duty!.hexes.map((h) => rowOf(h));
      expect([Math.min(...rows), Math.max(...rows)]).toEqual(fl.rows);
    }
  });
});

describe("the Terrain Effects Chart speaks the map's names (tables.yaml tec)", () => {
  const { tec } = bundle.tables;
  it('each TEC line is read by a hex terrain or a place kind of the map', () => {
    for (const name of Object.keys(tec.lines)) expect([...KB_TERRAIN, ...KB_HEX_FEATURES]).toContain(name);
  });
  it('every hex of both maps reads a CRT line: a city its city line (12.0), any other hex its terrain', () => {
    for (const v of Object.values(views)) {
      for (const h of v.map.hexIds()) {
        const t = v.place(h) === 'city' ? 'city' : v.map.hex(h)!.terrain;
        expect(terrainLine(bundle.tables, [t]).ok, `${v.data.id}${h} ${t}`).toBe(true);
      }
    }
  });
  it("the TEC's shifts name what the map draws: towns (12.34), Minor River hexsides (12.32), Fortified Zones (18.11)", () => {
    expect(Object.keys(tec.shifts).sort()).toEqual(['fortifiedZone', 'minorRiver', 'rubble', 'town']);
    expect(KB_HEX_FEATURES).toContain('town');
    expect(KB_HEX_FEATURES).toEqual(expect.arrayContaining(['fz-axis', 'fz-soviet']));
    expect(KB_HEXSIDE_FEATURES).toContain('minor-river');
    for (const v of Object.values(views)) expect(Object.values(v.data.map.hexsides).some((f) => f.includes('minor-river')), v.data.id).toBe(true);
  });
});

