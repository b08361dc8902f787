import { describe, expect, it } from 'vitest';
import { CityMapSourceSchema, eastBankRange, type CityHex } from '#games/streets-of-stalingrad/data/city-map';
import { hexId } from '#kernel/ids';
import { compileCityMap } from '../../../scenarios/streets-of-stalingrad/compile/city-map';
import { cityMap, citySource, rawCityMap } from './city-map-fixture';
import { losMap } from './los-fixture';

/** The reconstructed city map (city.yaml with the LOS examples' hexes over it), held to every fact the text states of a hex. */
const map = cityMap();
const hex = (h: string): CityHex => {
  const x = map.hex(hexId(h));
  if (!x) throw new Error(`${h} is not on the map`);
  return x;
};
const LANDINGS = ['0310', '0311', '0418', '0419', '0420', '0421', '0423', '0426', '0427', '0428', '0429', '0430', '0547', '0548', '0549', '0550', '0360', '0262', '0176'];

describe('every hex the text names', () => {
  it.each([
    ['2.13', '0626', 'Theater', 'city'],
    ['2.13', '0532', 'Museum', 'city'],
    ['2.13', '0577', 'Big Mushroom', 'strong-point'],
    ['2.13', '0728', 'Nail Factory', 'industrial'],
    ['18.18', '0531', "Pavlov's House", 'city'],
    ['3.4, 14.27', '1039', 'Mamayev Kurgan', 'strong-point'],
  ])('SoS %s: %s is the %s (%s)', (_r, h, name, terrain) => {
    expect(hex(h).name).toBe(name);
    expect(hex(h).terrain).toContain(terrain);
  });

  it.each([
    ['3.4, 14.27', '1039', 102.0],
    ['2.11 erratum, 14.26', '1635', 115.4],
    ['9.33', '1549', 107.5],
    ['14.26', '2238', 126.3],
    ['14.26', '1007', 120.0],
    ['9.38, 14.26', '1814', 126.6],
    ['14.25 (height chosen, 14.26)', '1641', 112.0],
    ['9.38 (height chosen, 14.26)', '2636', 118.0],
  ])('SoS %s: %s is a hill top (height %s)', (_r, h, height) => {
    expect(hex(h).relief).toBe('hill-top');
    expect(hex(h).terrain).toContain('hill-top');
    expect(hex(h).height).toBe(height);
  });

  it.each([
    ['14.26', '1518', 'slope-top'], ['14.26', '1618', 'slope-top'], ['14.26', '2249', 'slope-top'], ['9.38', '1464', 'slope-top'],
    ['14.26 "but 1418 is not"', '1418', 'slope'], ['9.33', '1550', 'slope'], ['9.33', '1448', 'slope'],
  ])('SoS %s: %s is %s', (_r, h, relief) => expect(hex(h).relief).toBe(relief));

  const NAMED = [
    '0626', '0532', '0577', '0728', '1635', '1235', '0509', '0611', '0508', '0711', '1039', '0105', '0209', '0426', '0548',
    '2334', '2337', '2235', '1550', '1448', '1549', '0506', '0507', '1935', '1934', '1936', '2034', '1835', '1814', '1714',
    '1613', '1513', '1464', '1364', '1263', '1466', '2636', '2637', '2639', '2437', '2638', '1518', '1618', '1418', '2238',
    '2640', '1840', '2641', '1841', '2247', '2041', '1942', '2042', '1007', '0909', '0808', '0709', '0805', '2249', '2245',
    '2048', '2047', '1948', '1412', '1512', '1812', '1641', '1436', '1435', '1336', '1437', '1734', '1239', '1733', '1431',
    '0104', '0421', '0172', '0272', '1825', '1824', '1925', '0531',
  ];
  it.each(NAMED.map((h) => [h]))('digest 7.2: %s has its own line, with its rule, in city.yaml or los-examples.yaml', (h) => {
    const line = citySource().hexes[h] ?? losMap().hexes[h];
    expect(line?.note).toMatch(/\d+\.\d+/);
  });

  it('SoS 2.11: Hill 115.4 is 1635, not the printed 1235', () => expect(hex('1235').relief).toBeUndefined());

  it.each([
    ['14.28', '0104', true], ['14.28', '0421', true], ['8.65', '0426', true], ['8.67', '0548', true],
    ['16.55', '0172', true], ['16.55 "but not hex 0272"', '0272', false],
  ])('SoS %s: cliff hex %s: %s', (_r, h, cliff) => expect(hex(h).cliff).toBe(cliff));

  it('SoS 8.67: 0548 is a balka/cliff hex with a landing arrow', () => {
    expect(hex('0548').terrain).toEqual(expect.arrayContaining(['cliff', 'balka']));
    expect(hex('0548').landingArrow).toBeDefined();
  });

  it.each([['17.15', '1824'], ['17.15', '1825'], ['17.15', '1925'], ['9.34', '0507'], ['9.38', '1263']])('SoS %s: %s is a balka hex', (_r, h) => expect(hex(h).terrain).toContain('balka'));

  it.each([['9.40', '2638'], ['9.33', '2235'], ['9.33', '2336'], ['9.38', '2637']])('SoS %s: %s is a Tartar Wall hex', (_r, h) => expect(hex(h).terrain).toContain('tartar-wall'));

  it('SoS 16.7 (digest 7.1): the Tractor Factory has 8 industrial hexes', () => {
    const factory = map.hexes.filter((x) => x.name === 'Dzerzhinsky Tractor Factory');
    expect(factory).toHaveLength(8);
    for (const x of factory) expect(x.terrain).toContain('industrial');
  });
});

describe('the Volga (8.62) and the landings (3.4, 8.65, 14.27)', () => {
  it.each([
    ['8.62 "0106 is a Volga River hex"', '0106', 'volga'],
    ['8.62 "a German unit in hex 0105"', '0105', 'bank'],
    ['14.53 "Volga River hex 0218"', '0218', 'volga'],
    ['14.53 "River hex 0128"', '0128', 'volga'],
    ['14.27 "arrow 12 (hex 0331)"', '0331', 'volga'],
    ['14.27 "arrow 15 (hex 0448)"', '0448', 'volga'],
  ])('SoS %s: %s is %s', (_r, h, river) => expect(hex(h).river).toBe(river));

  it('SoS 8.62: a full Volga hex lists volga and nothing else; no other hex lists it', () => {
    for (const x of map.hexes) expect(x.terrain.includes('volga'), x.id).toBe(x.river === 'volga');
    for (const x of map.hexes.filter((y) => y.river === 'volga')) expect(x.terrain, x.id).toEqual(['volga']);
  });

  it.each(LANDINGS.map((h) => [h]))('SoS 3.4: landing hex %s is on the West Bank with one arrow, and worth 1 VP', (h) => {
    expect(hex(h).river).toBe('bank');
    expect(map.arrows.filter((a) => a.landing === h)).toHaveLength(1);
    expect(hex(h).vp).toBe(1);
  });

  it.each([
    ['8.65', 8, '0426', undefined],
    ['14.27', 12, undefined, '0331'],
    ['14.27', 15, undefined, '0448'],
  ])('SoS %s: arrow %s', (_r, n, landing, river) => {
    const a = map.arrows.find((x) => x.number === n)!;
    if (landing) expect(a.landing).toBe(landing);
    if (river) expect(a.river).toBe(river);
  });

  it('SoS 3.4: nineteen arrows, numbered 1-19, each from a full Volga hex into the land hex it touches', () => {
    expect(map.arrows.map((a) => a.number)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    for (const a of map.arrows) {
      expect(hex(a.river).river, `${a.number}`).toBe('volga');
      expect(map.grid.distance(a.river, a.landing)).toBe(1);
    }
  });

  it('SoS 8.70∆: each arrow lands on the map section of its East Bank box', () => {
    for (const a of map.arrows) expect(hex(a.landing).sections, `${a.number}`).toContain(a.box);
  });
});

describe('victory points (3.4)', () => {
  it('twenty VP hexes: Mamayev Kurgan 1039 is worth 2, the nineteen landing hexes 1 each', () => {
    expect(hex('1039').vp).toBe(2);
    const vp = map.hexes.filter((x) => x.vp > 0);
    expect(vp).toHaveLength(20);
    expect(vp.reduce((n, x) => n + x.vp, 0)).toBe(21);
  });
});

describe('the map sections (2.17)', () => {
  it.each([
    ['0101', ['south']], ['0523', ['south']], ['0524', ['south', 'central']], ['0540', ['central']],
    ['0556', ['central', 'north']], ['0579', ['north']], ['1079', ['north']],
  ])('%s is on %j', (h, sections) => expect(hex(h).sections).toEqual(sections));
});

describe('the boxes (2.14, 2.15, 2.16, 14.53)', () => {
  it('E52 (SoS 14.53): Volga hex 0218 has a small number 8 for the Southern Sector box', () => {
    expect(map.eastBankBoxes.south.rangeNumbers['0218']).toBe(8);
    expect(eastBankRange(map, 'south', hexId('0218'))).toBe(8);
  });
  it.each([['0509', true], ['0611', true], ['0508', false], ['0711', false]])('E1 (SoS 2.16): a Southern Sector gun of range 14 reaches %s: %s', (h, reaches) => {
    expect(eastBankRange(map, 'south', hexId(h))! <= 14).toBe(reaches);
  });
  it('SoS 2.14: three East Bank boxes, each along the full Volga hexes of its section', () => {
    for (const box of ['south', 'central', 'north'] as const) {
      expect(map.eastBankBoxes[box].touches.length, box).toBeGreaterThan(0);
      for (const h of map.eastBankBoxes[box].touches) expect(hex(h).river).toBe('volga');
    }
  });
  it('SoS 8.42, 8.47: a box is adjacent to another only if that one is adjacent to it; the East Bank boxes run south, central, north', () => {
    expect(map.eastBankBoxes.central.adjacent).toEqual(expect.arrayContaining(['south', 'north']));
    expect(map.eastBankBoxes.south.adjacent).not.toContain('north');
    for (const [k, b] of Object.entries(map.eastBankBoxes)) for (const o of b.adjacent) expect(map.eastBankBoxes[o].adjacent, `${k} ${o}`).toContain(k);
    for (const [k, b] of Object.entries(map.offMapBoxes)) for (const o of b.adjacent) expect(map.offMapBoxes[o]!.adjacent, `${k} ${o}`).toContain(k);
  });
  it('SoS 2.15, 8.47, 21.2: four German off-map boxes, on the West Bank side, each reached by a road that ends at its edge', () => {
    const boxes = Object.values(map.offMapBoxes);
    expect(boxes).toHaveLength(4);
    for (const b of boxes) {
      for (const r of b.roads) {
        const road = map.roads.find((x) => x.name === r)!;
        expect(b.touches, `${b.name} ${r}`).toContain(road.hexes[0]);
      }
      for (const h of b.touches) expect(hex(h).river).toBe('land');
    }
  });
});

describe('Appendices A and B (vehicle blocking)', () => {
  const src = CityMapSourceSchema.parse(rawCityMap());
  const entries = (list: 'A' | 'B') => src.appendix[list].map((l) => l.slice(0, 4));
  it('every Appendix hex is a land hex holding the feature its list names', () => {
    for (const list of ['A', 'B'] as const) {
      for (const h of entries(list)) {
        expect(hex(h).river, h).not.toBe('volga');
        expect(hex(h).appendix.map((e) => e.list), h).toContain(list);
      }
    }
    expect(hex('2235').appendix).toContainEqual({ list: 'A', mark: 'T' });
    expect(hex('1039').appendix).toContainEqual({ list: 'B' });
  });
  it('SoS 8.12: on a drawn chain, an A hex has no crossing on its featured hexsides, a B hex has one', () => {
    const sidesOf = (h: string) => Object.entries(map.hexsides).filter(([k]) => k.split('|').includes(h));
    for (const list of ['A', 'B'] as const) {
      for (const line of src.appendix[list]) {
        const h = line.slice(0, 4);
        const mark = /\((T|RR|E)\)/.exec(line)?.[1];
        const feature = { T: 'tartar-wall', RR: 'railroad-cut', E: 'embankment' }[mark ?? ''] ?? 'balka';
        const sides = sidesOf(h).filter(([, s]) => s.features.includes(feature as never));
        if (sides.length === 0) continue;
        const crossed = sides.some(([, s]) => s.crossedBy.length > 0);
        expect(crossed, `${line} in Appendix ${list}`).toBe(list === 'B');
      }
    }
  });
});

describe('the LOS examples agree with the city map (los-examples.yaml)', () => {
  const los = losMap();
  it.each(Object.entries(los.hexes))('%s', (h, x) => {
    expect(hex(h).terrain).toContain(x.terrain);
    expect(hex(h).relief).toBe(x.relief);
    expect(hex(h).height).toBe(x.height);
  });
  it('both files use one grid (9.38 fitted its parity)', () => expect(map.grid.spec).toEqual(los.grid));
});

describe('a source that does not compile says why', () => {
  const compile = (edit: (s: ReturnType<typeof structuredClone<Record<string, any>>>) => void) => {
    const raw = structuredClone(rawCityMap()) as Record<string, any>;
    edit(raw);
    const r = compileCityMap(CityMapSourceSchema.parse(raw), losMap());
    return r.ok ? [] : r.problems.map((p) => `${p.code} ${p.path}`);
  };
  it.each([
    ['a region off the grid', (s: any) => s.regions.push({ columns: [40, 46], rows: [1, 2], terrain: 'clear', note: 'x' }), 'off-grid regions.6'],
    ['a road that is not a chain', (s: any) => s.roads[0].hexes.push('0101'), 'not-a-chain roads.0'],
    ['a landing hex in the river', (s: any) => Object.assign(s.arrows[0], { landing: '0110' }), 'landing-not-on-river arrows.0'],
    ['an arrow from a land hex', (s: any) => Object.assign(s.arrows[0], { river: '0309' }), 'landing-not-on-river arrows.0'],
    ['an arrow to a hex it does not touch', (s: any) => Object.assign(s.arrows[0], { landing: '0512' }), 'arrow-not-adjacent arrows.0'],
    ['an arrow landing on another box\'s section', (s: any) => Object.assign(s.arrows[0], { box: 'north' }), 'arrow-box-section arrows.0'],
    ['a named hex that the LOS examples contradict', (s: any) => (s.hexes['1039'] = { terrain: ['clear'], note: 'x' }), 'los-disagrees hexes.1039'],
    ['a hexside chain with a gap', (s: any) => s.hexsides[3].through.push('1827'), 'not-a-chain hexsides.3'],
    ['a range number on land', (s: any) => (s.eastBankBoxes.south.rangeNumbers['0509'] = 3), 'box-touches-land eastBankBoxes.south.rangeNumbers'],
    ['a box reached by no such road', (s: any) => s.offMapBoxes['box-1'].roads.push('road 9'), 'unknown-road offMapBoxes.box-1'],
  ])('%s', (_w, edit, want) => expect(compile(edit)).toContain(want));
});
