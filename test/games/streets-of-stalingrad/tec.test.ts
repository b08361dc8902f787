import { describe, expect, it } from 'vitest';
import { TEC_TERRAINS, type TecTerrain } from '#games/streets-of-stalingrad/data/tec';
import { compileSosTables } from '../../../scenarios/streets-of-stalingrad/compile/tables';
import { rawSosTables, sosTables } from './tables-fixture';

/** The reconstructed Terrain Effects Chart against every fact the rulebook text states of a terrain. */
const tec = sosTables().tec;
const t = (k: TecTerrain) => tec.terrain[k]!;

describe('the TEC as data (reconstructed)', () => {
  it('is marked reconstructed, with a note, and has every terrain the rules name once', () => {
    expect(tec.provenance).toBe('reconstructed');
    expect(tec.note).toMatch(/not in the rulebook text/);
    expect(Object.keys(tec.terrain).sort()).toEqual([...TEC_TERRAINS].sort());
  });

  it.each([
    // terrain, hidden, clear for visibility, blocks LOS, ZOC into, P, after P, breakthrough target, rule
    ['clear', 'none', true, 'never', true, 'pinned', 'retreat', 'yes', '7.1, 9.87, 10.2'],
    ['city', 'all', false, 'always', false, 'spent', 'stay', 'no', '6.2, 7.2, 9.33, 9.84, 9.883'],
    ['industrial', 'all', false, 'always', false, 'spent', 'stay', 'no', '6.2, 7.2, 9.33, 9.84, 9.883'],
    ['strong-point', 'all', false, 'always', true, 'pinned', 'stay', 'no', '7.2, 9.33, 9.883, 10.2'],
    ['balka', 'foot', false, 'never', true, 'pinned', 'retreat-or-lose-one', 'not-across', '7.2, 9.34, 9.88, 10.2'],
    ['cliff', 'foot', false, 'across-feature', true, 'pinned', 'retreat-or-lose-one', 'no', '7.2, 9.33, 9.883'],
    ['forest', 'all', false, 'always', true, 'pinned', 'retreat-or-lose-one', 'yes', '7.2, 9.33, 9.88, 10.2'],
    ['suburb', 'all', false, 'always', true, 'pinned', 'retreat-or-lose-one', 'yes', '7.2, 9.33, 9.88, 10.2'],
    ['tartar-wall', 'none', true, 'across-feature', true, 'pinned', 'retreat', 'not-across', '7.1, 9.33, 9.883, 10.2'],
    ['railroad', 'none', true, 'never', true, 'pinned', 'retreat', 'yes', '7.1, 9.883, 10.2'],
    ['road', 'none', true, 'never', true, 'pinned', 'retreat', 'yes', '7.1, 9.883, 10.2'],
    ['cemetery', 'none', true, 'never', true, 'pinned', 'stay', 'yes', '7.1, 9.883, 10.2'],
    ['hill-top', 'none', true, 'two-hexsides', true, 'pinned', 'retreat', 'yes', '7.1, 9.33, 9.883, 10.2'],
    ['slope', 'none', true, 'never', true, 'pinned', 'retreat', 'yes', '7.1, 9.883, 10.2'],
    ['volga', 'none', true, 'never', true, 'pinned', 'back-to-box', 'no', '6.2, 8.70, 11.4, 11.5'],
  ] as const)('%s: hidden %s, clear %s, LOS %s, ZOC into %s, P %s, then %s, breakthrough target %s (SoS %s)', (k, hidden, clear, los, zoc, p, after, bt, _rule) => {
    expect(t(k)).toMatchObject({ hidden, clearForVisibility: clear, blocksLos: los, zocInto: zoc, pResult: p, afterP: after, breakthroughTarget: bt });
  });

  it('8.11: no road movement through city and industrial/fortified hexes', () => {
    expect(t('city').roadMovement).toBe(false);
    expect(t('industrial').roadMovement).toBe(false);
    expect(t('suburb').roadMovement).toBe(true);
  });

  it('8.13, 8.67: vehicles lose a balka or cliff modifier, so those hexes have one', () => {
    for (const k of ['balka', 'cliff'] as const) expect(t(k)).toMatchObject({ vehiclesGetDrm: false, drm: expect.any(Number) });
    expect(t('balka').drm).toBeGreaterThan(0);
    expect(t('cliff').drm).toBeGreaterThan(0);
  });

  it('8.14, 17.12: the road rate is below the 1 MP of a bridge and below every hex', () => {
    expect(tec.bridgeMp).toBe(1);
    const road = t('road').alongRate!;
    expect(road.foot).toBeLessThan(tec.bridgeMp);
    expect(road.vehicle).toBeLessThan(tec.bridgeMp);
  });

  it('8.41, 8.62, 8.44: only Soviet units enter the Volga, which has no cost of its own', () => {
    expect(t('volga')).toMatchObject({ enter: 'soviet', mp: null });
    expect(tec.hexsides.volga).toMatchObject({ sovietOnly: true });
  });

  it('8.12, Appendices A and B: vehicles cross a balka only by road, railroad, bridge or a break; foot units cross freely', () => {
    expect(tec.hexsides.balka!.vehiclesOnlyBy).toEqual(['road', 'railroad', 'bridge', 'break']);
    expect(tec.hexsides['tartar-wall']!.vehiclesOnlyBy).not.toContain('bridge');
  });
});

describe('the TEC is held to the text when compiled', () => {
  type Raw = { tec: { terrain: Record<string, Record<string, unknown>>; hexsides: Record<string, Record<string, unknown>>; bridgeMp: number } };
  const broken = (edit: (t: Raw) => void) => {
    const raw = rawSosTables() as unknown as Raw;
    edit(raw);
    return () => compileSosTables(raw);
  };

  it('a terrain left out, or one the rules do not name, is refused', () => {
    const run = broken((r) => {
      r.tec.terrain.marsh = r.tec.terrain.forest!;
      delete r.tec.terrain.cemetery;
    });
    expect(run).toThrow(/tec\.terrain: no entry for "cemetery"/);
    expect(run).toThrow(/tec\.terrain: "marsh" is not a terrain the rules name/);
  });
  it('an "H" terrain is never clear for visibility (7.1, 7.2)', () => {
    expect(broken((r) => void (r.tec.terrain.forest!.clearForVisibility = true))).toThrow(/tec\.terrain\.forest: an "H" terrain is never clear for visibility/);
  });
  it('a ZOC-free terrain is exactly city and industrial/fortified (6.2)', () => {
    expect(broken((r) => void (r.tec.terrain.suburb!.zocInto = false))).toThrow(/tec\.terrain\.suburb: only city, industrial keeps a ZOC out \(SoS 6\.2\)/);
    expect(broken((r) => void (r.tec.terrain.city!.zocInto = true))).toThrow(/tec\.terrain\.city: SoS 6\.2 says keeps a ZOC out/);
  });
  it('road movement through a city is refused (8.11); a road rate at a bridge\'s 1 MP is refused (17.12)', () => {
    expect(broken((r) => void (r.tec.terrain.city!.roadMovement = true))).toThrow(/tec\.terrain\.city: SoS 8\.11 says has no road movement through it/);
    expect(broken((r) => void ((r.tec.terrain.road!.alongRate as { foot: number }).foot = 1))).toThrow(/tec\.terrain\.road\.alongRate\.foot: a bridge's 1 MP/);
  });
  it('a balka with no modifier for vehicles to lose is refused (8.13)', () => {
    expect(broken((r) => void (r.tec.terrain.balka!.drm = 0))).toThrow(/tec\.terrain\.balka: vehicles lose a modifier there/);
  });
  it('a Volga hexside German units may cross is refused (8.62)', () => {
    expect(broken((r) => void (r.tec.hexsides.volga!.sovietOnly = false))).toThrow(/tec\.hexsides\.volga\.sovietOnly/);
  });
});
