import { describe, expect, it } from 'vitest';
import bundleJson from '../../../scenarios/kharkov-battles/dist/kharkov-battles.json';
import { KbBundleSchema } from '#games/kharkov-battles/data/bundle';
import { forClass } from '#games/kharkov-battles/data/tec-movement';
import { terrainCost } from '#games/kharkov-battles/rules/movement/terrain-cost';
import { KB_HEX_FEATURES, KB_HEXSIDE_FEATURES, KB_TERRAIN } from '#games/kharkov-battles/data/map';
import { CITY, DNEPR_RIVER, MAJOR_RIVER, TOWN } from '#games/kharkov-battles/rules/movement/features';
import { geographyOf, KB_SUPPLY_FEATURES } from '#games/kharkov-battles/rules/supply/geography';
import { PRINTED_SOURCE_FEATURE, printedSources } from '#games/kharkov-battles/rules/supply/sources';
import { createMap } from '#kernel/map/game-map';
import { hexId, type HexId } from '#kernel/ids';
import { tables } from './combat-tables-fixture';

/**
 * The rules on the maps as shipped (dist/kharkov-battles.json): the supply and movement
 * rules read the hexes and hexsides by the names the maps print them with, so that a
 * source, the Dnepr or a railroad bridge of the real map counts as the text says.
 */
const bundle = KbBundleSchema.parse(bundleJson);
const kb = createMap(bundle.maps.KB.map);
const kh = createMap(bundle.maps.KH.map);
const TEC = tables().tecMovement;
const h = (label: string): HexId => hexId(label.slice(2));
const withFeature = (m: typeof kb, f: string): HexId[] => m.hexIds().filter((x) => m.hasFeature(x, f));
const sideFeatures = (m: typeof kb, a: string, b: string): readonly string[] => m.hexsideFeatures(h(a), h(b));

describe('KB 8.2, 20.1, 20.2: "Axis and Soviet supply sources are marked on the map"', () => {
  it.each([
    ['KB', kb],
    ['KH', kh],
  ] as const)('the sources printed on the %s map are the sources of each side', (_name, m) => {
    for (const side of ['axis', 'soviet'] as const) {
      const marked = withFeature(m, `supply-${side}`);
      expect(marked.length).toBeGreaterThan(0);
      expect(printedSources(m, side)).toEqual(marked);
    }
  });
});

describe('KB 8.11: "A supply line may only cross a Major or Dnepr River hexside by bridge (Road, Rail, or Pontoon)"', () => {
  const geo = geographyOf(kb);
  it('an unbridged Dnepr hexside of the KB map is never crossed (KB0901-KB1001)', () => {
    expect(sideFeatures(kb, 'KB0901', 'KB1001')).toEqual(['dnepr-river']);
    expect(geo.crossing(h('KB0901'), h('KB1001'))).toBe('dnepr');
  });
  it('a Major River crossed by a railroad bridge is crossed anywhere along the line (KB2030-KB2130)', () => {
    expect(sideFeatures(kb, 'KB2030', 'KB2130')).toEqual(expect.arrayContaining(['major-river', 'rail-bridge']));
    expect(sideFeatures(kb, 'KB2030', 'KB2130')).not.toContain('road-bridge');
    expect(geo.crossing(h('KB2030'), h('KB2130'))).toBe('open');
  });
  it('the Dnepr crossed by a railroad bridge is crossed (KB1805-KB1806)', () => {
    expect(sideFeatures(kb, 'KB1805', 'KB1806')).toEqual(expect.arrayContaining(['dnepr-river', 'rail-bridge']));
    expect(geo.crossing(h('KB1805'), h('KB1806'))).toBe('open');
  });
});

describe('KB 10.43: "All types of bridges (Road, Railroad, or Pontoon) negate the cost of crossing a river hexside"', () => {
  const step = { tec: TEC, weather: 'clear', class: 'mechanized', road: 'tactical', rubble: false, pontoon: false } as const;
  /** What entering the hex costs by its terrains alone (10.42), no hexside added. */
  const hexOnly = (label: string): number => {
    const hex = kb.hex(h(label))!;
    return Math.max(...[hex.terrain, ...(hex.features ?? [])].flatMap((t) => (TEC.hexes[t] ? [forClass(TEC.hexes[t]!.clear, 'mechanized') as number] : [])));
  };
  it('a Major River with a railroad bridge costs nothing to cross (KB2030 to KB2130)', () => {
    expect(terrainCost(kb, h('KB2030'), h('KB2130'), step)).toEqual({ cost: hexOnly('KB2130') });
  });
  it('the Dnepr is crossed by its railroad bridge (KB1805 to KB1806)', () => {
    expect(terrainCost(kb, h('KB1805'), h('KB1806'), step)).toEqual({ cost: hexOnly('KB1806') });
  });
});

describe('every name a rule or the Terrain Effects Chart reads is one the maps declare (data/map.ts)', () => {
  const hexNames = new Set<string>([...KB_TERRAIN, ...KB_HEX_FEATURES]);
  const sideNames = new Set<string>(KB_HEXSIDE_FEATURES);
  it('the movement side of the chart: hexside rows, rivers, bridges and roads are hexside features; hex rows are terrains or hex features ("prohibited" aside, which no KB map prints)', () => {
    for (const f of [...Object.keys(TEC.hexsides), ...TEC.rivers, ...TEC.bridges, ...TEC.roads.tactical, ...TEC.roads.strategic]) expect(sideNames, f).toContain(f);
    for (const t of Object.keys(TEC.hexes).filter((x) => x !== 'prohibited')) expect(hexNames, t).toContain(t);
  });
  it('the combat side of the chart: each terrain line is read from a terrain or hex feature', () => {
    for (const t of Object.keys(tables().tec.lines)) expect(hexNames, t).toContain(t);
  });
  it('supply (8.11, 8.2, 9.31, 20.2) and movement (11.1, 11.33) read the maps\' names', () => {
    const { majorRiver, dnepr, impassable, bridge, road, sovietOnlyRoad } = KB_SUPPLY_FEATURES;
    for (const f of [...majorRiver, ...dnepr, ...impassable, ...bridge, ...road, ...sovietOnlyRoad, MAJOR_RIVER, DNEPR_RIVER]) expect(sideNames, f).toContain(f);
    for (const f of [...Object.values(PRINTED_SOURCE_FEATURE), CITY, TOWN]) expect(hexNames, f).toContain(f);
  });
});
