import { describe, expect, it } from 'vitest';
import { createMap } from '#kernel/map/game-map';
import { validateMap } from '#kernel/map/validate';
import { col, grid, h, has, hex, isWater, map, row, side } from './bundle-fixture';

const TERRAIN = ['clear', 'forest', 'hills', 'mountain', 'marsh', 'desert-steppe', 'lake', 'reservoir', 'sea'];
const HEX_FEATURES = [
  'town', 'city', 'port', 'vp', 'fort', 'oring-inside', 'ultimate-german', 'ultimate-soviet', 'east-of-volga',
  'taman', 'both-maps', 'beyond-don',
];
const SIDE_FEATURES = ['river', 'volga', 'manych', 'blocked', 'lake', 'sea', 'o-ring'];
const TAMAN = '3634';

describe('DoS map: grid and completeness', () => {
  it('declares the printed numbering (7.2)', () => {
    expect(map.grid).toEqual({
      first: 'row', staggered: 'first', shifted: 'even', firstRange: [1, 51], secondRange: [1, 34],
      firstIncreases: 'south', secondIncreases: 'west',
    });
    expect(validateMap(map)).toEqual([]);
  });

  it.each([
    ['north', 1, 33],
    ['south', 34, 51],
  ])('the %s map (rows %i-%i) is complete: every hex exists with a terrain (1.4)', (section, r0, r1) => {
    const missing: string[] = [];
    for (let r = r0; r <= r1; r++) {
      for (let c = 1; c <= 34; c++) {
        const id = `${String(r).padStart(2, '0')}${String(c).padStart(2, '0')}`;
        const x = map.hexes[id];
        if (!x || !TERRAIN.includes(x.terrain) || x.section !== section) missing.push(id);
      }
    }
    expect(missing).toEqual([]);
  });

  it('holds no hex outside the grid and uses only the documented vocabulary', () => {
    expect(Object.keys(map.hexes)).toHaveLength(51 * 34);
    const badHex = Object.entries(map.hexes).flatMap(([id, x]) =>
      (x.features ?? []).filter((f) => !HEX_FEATURES.includes(f)).map((f) => `${id}:${f}`),
    );
    const badCoast = Object.entries(map.hexes).filter(([, x]) => x.coast && !['azov', 'black-sea', 'caspian'].includes(x.coast));
    const badSide = Object.entries(map.hexsides).flatMap(([k, fs]) => fs.filter((f) => !SIDE_FEATURES.includes(f)).map((f) => `${k}:${f}`));
    expect([badHex, badCoast, badSide]).toEqual([[], [], []]);
  });

  it('puts no river on a side of a water hex and gives cities a clear base (9.10)', () => {
    const wet = Object.entries(map.hexsides).filter(([k, fs]) => fs.includes('river') && k.split('|').some(isWater));
    expect(wet).toEqual([]);
    const cities = Object.entries(map.hexes).filter(([, x]) => x.features?.includes('city'));
    expect(cities.length).toBeGreaterThanOrEqual(8);
    expect(cities.filter(([, x]) => x.terrain !== 'clear')).toEqual([]);
  });
});

describe('DoS map: every place the rulebook cites', () => {
  it.each([
    ['0233', 'Kursk', 'town'],
    ['1134', 'Kharkhov', 'city'],
    ['2134', 'Lozovaya', 'town'],
    ['2230', 'Stalino', 'city'],
    ['2725', 'Rostov', 'city'],
    ['2618', 'Tsimlyanskiy', 'town'],
    ['3301', 'Astrakhan', 'city'],
    ['5112', 'Ordzhonikidze', 'town'],
    ['5102', 'Makhach-Kala', 'town'],
    ['3933', 'Novorossisk', 'port'],
    ['4329', 'Tuapse', 'port'],
    ['4626', 'Sochi', 'port'],
  ])('%s holds %s (%s)', (id, name, kind) => {
    expect(hex(id).name).toBe(name);
    expect(isWater(id)).toBe(false);
    expect(has(id, kind === 'port' ? 'town' : kind)).toBe(true);
    if (kind === 'port') {
      expect(has(id, 'port')).toBe(true);
      expect(hex(id).coast).toBe('black-sea');
    }
  });

  it('places the German ultimate sources on the north map west edge (7.3)', () => {
    for (const id of ['0233', '1134', '2134']) {
      expect(has(id, 'ultimate-german')).toBe(true);
      expect(hex(id).section).toBe('north');
      expect(col(id)).toBeGreaterThanOrEqual(33);
    }
    const german = Object.keys(map.hexes).filter((id) => has(id, 'ultimate-german'));
    expect(german.sort()).toEqual(['0233', '1134', '2134', TAMAN]);
  });

  it('places the Soviet south-map sources: two towns on the south edge, three Black Sea ports, Astrakhan on the east edge (7.10)', () => {
    for (const id of ['5112', '5102', '3933', '4329', '4626', '3301']) expect(has(id, 'ultimate-soviet')).toBe(true);
    expect([row('5112'), row('5102')]).toEqual([51, 51]);
    expect(col('3301')).toBe(1);
    expect(has('3301', 'both-maps')).toBe(true);
    const ports = Object.keys(map.hexes).filter((id) => has(id, 'port'));
    expect(ports.sort()).toEqual(['3933', '4329', '4626']);
  });

  it('places Taman by geography on the south map; the text\'s 1233 stays an ordinary north-map hex (7.3, 7.4, 8.2)', () => {
    expect(hex(TAMAN).name).toBe('Taman');
    expect(hex(TAMAN).section).toBe('south');
    expect(has(TAMAN, 'taman')).toBe(true);
    expect(hex(TAMAN).coast).toBeDefined();
    expect(hex('1233').section).toBe('north');
    expect(has('1233', 'taman')).toBe(false);
    expect(map.aliases['1233']).toBeUndefined();
    expect(map.note).toMatch(/1233/);
  });

  it('resolves the printed aliases (7.2)', () => {
    const m = createMap(map);
    expect(m.resolve('N3635')).toBe('2725');
    expect(m.resolve('N3140')).toBe('2230');
    expect(m.resolve('N2044')).toBe('1134');
    expect(m.resolve('S1343')).toBe(TAMAN);
    // 3401 (the text's other number for Astrakhan, 7.8) is a real south-map hex, so it cannot be an alias.
    expect(m.resolve('3401')).toBe('3401');
    expect(hex('3401').section).toBe('south');
  });

  it('keeps the rulebook distances (7.12, 8.4)', () => {
    expect(grid.distance(h('2725'), h('2618'))).toBe(7);
    expect(grid.distance(h('2319'), h('2112'))).toBe(8);
  });

  it('puts the Reserve Army hexes on land (8.4)', () => {
    for (const id of ['1215', '0917', '2112', '0606']) {
      expect(isWater(id)).toBe(false);
      expect(hex(id).section).toBe('north');
    }
  });
});

describe('DoS map: rivers, lines and regions', () => {
  it('ends the Volga where 3201, 3301 and 3302 meet, on the north map only (7.9, 9.17)', () => {
    for (const [a, b] of [['3201', '3301'], ['3201', '3302'], ['3301', '3302']] as const) {
      expect(grid.direction(h(a), h(b))).not.toBeNull();
    }
    expect(side('3201', '3302')).toContain('volga');
    expect(side('3201', '3301')).not.toContain('volga');
    expect(side('3301', '3302')).not.toContain('volga');
    const volga = Object.keys(map.hexsides).filter((k) => map.hexsides[k]!.includes('volga'));
    expect(volga.length).toBeGreaterThan(30);
    expect(volga.filter((k) => k.split('|').some((x) => row(x) > 33))).toEqual([]);
  });

  it('marks the hexes east of the Volga on the north map only, Stalingrad on the west bank (7.9)', () => {
    const east = Object.keys(map.hexes).filter((id) => has(id, 'east-of-volga'));
    expect(east.length).toBeGreaterThan(100);
    expect(east.filter((id) => row(id) > 33)).toEqual([]);
    const stalingrad = Object.keys(map.hexes).find((id) => hex(id).name === 'Stalingrad')!;
    expect(has(stalingrad, 'east-of-volga')).toBe(false);
    expect(has(stalingrad, 'ultimate-soviet')).toBe(true);
    expect(grid.neighbours(h(stalingrad)).some((n) => side(stalingrad, n).includes('volga'))).toBe(true);
  });

  it('runs the Manych from 3217/3317 to 2821/2822, with the Manych Deep beyond (9.32)', () => {
    expect(side('3217', '3317')).toEqual(expect.arrayContaining(['manych', 'river']));
    expect(side('2821', '2822')).toEqual(expect.arrayContaining(['manych', 'river']));
    for (const id of ['3217', '3317', '2821', '2822']) expect(isWater(id)).toBe(false);
    const deep = Object.keys(map.hexes).filter((id) => hex(id).terrain === 'reservoir');
    expect(deep.length).toBeGreaterThan(0);
    expect(deep.some((id) => grid.distance(h(id), h('3317')) === 1)).toBe(true);
  });

  it('rings Stalingrad with the O-Ring and draws the Don-Volga fortifications west of the Volga (11.23, 11.24)', () => {
    const inside = Object.keys(map.hexes).filter((id) => has(id, 'oring-inside'));
    expect(inside.length).toBeGreaterThan(0);
    const ring = Object.keys(map.hexsides).filter((k) => map.hexsides[k]!.includes('o-ring'));
    expect(ring.length).toBeGreaterThanOrEqual(3);
    for (const k of ring) expect(k.split('|').filter((x) => inside.includes(x))).toHaveLength(1);
    const forts = Object.keys(map.hexes).filter((id) => has(id, 'fort'));
    expect(forts.length).toBeGreaterThanOrEqual(4);
    expect(forts.filter((id) => has(id, 'east-of-volga') || hex(id).section !== 'north')).toEqual([]);
  });

  it('marks the land beyond the Voronezh/Don line (8.6): Stalingrad yes, Voronezh and Rostov no', () => {
    const named = (n: string) => Object.keys(map.hexes).find((id) => hex(id).name === n)!;
    expect(has(named('Stalingrad'), 'beyond-don')).toBe(true);
    expect(has(named('Kalach'), 'beyond-don')).toBe(true);
    for (const n of ['Voronezh', 'Rostov', 'Millerovo', 'Kotelnikovo', 'Kharkhov']) expect(has(named(n), 'beyond-don')).toBe(false);
  });

  it('gives coastal hexes their sea (7.5): the Sea of Azov and the Black Sea both appear', () => {
    const coasts = new Set(Object.values(map.hexes).map((x) => x.coast).filter(Boolean));
    expect([...coasts].sort()).toEqual(['azov', 'black-sea', 'caspian']);
    expect(hex('2627').coast).toBe('azov'); // Taganrog
  });

  it('has the terrain the rules name (9.9) and blocked ridges only between land hexes', () => {
    const used = new Set(Object.values(map.hexes).map((x) => x.terrain));
    for (const t of ['clear', 'forest', 'hills', 'mountain', 'marsh', 'desert-steppe', 'reservoir', 'sea']) expect(used.has(t)).toBe(true);
    const blocked = Object.keys(map.hexsides).filter((k) => map.hexsides[k]!.includes('blocked'));
    expect(blocked.length).toBeGreaterThan(0);
    expect(blocked.filter((k) => k.split('|').some(isWater))).toEqual([]);
  });
});
