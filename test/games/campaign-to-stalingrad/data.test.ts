import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildBundle } from '../../../scenarios/campaign-to-stalingrad/compile/bundle';
import { SCENARIO_DIR, SCENARIO_FILES } from '../../../scenarios/campaign-to-stalingrad/compile/paths';
import { sourceHash } from '../../../scenarios/compile/source-hash';
import { sideOfLine, startLineColumns } from '../../../scenarios/campaign-to-stalingrad/compile/start-line';
import { createContext } from '../../../src/games/campaign-to-stalingrad/data/context';
import { checkStacking } from '../../../src/games/campaign-to-stalingrad/rules/stacking';
import { parseStepLosses } from '../../../src/kernel/combat/step-loss/result';
import { hexId } from '../../../src/kernel/ids';
import { realBundle } from './support/real-bundle';

const ctx = createContext(realBundle);
const map = ctx.map;
const scenario = realBundle.scenarios.find((s) => s.id === 'fall-blau')!;
const isRail = (h: string): boolean => map.neighbours(hexId(h)).some((n) => map.hexside(hexId(h), n).some((f) => f.startsWith('rail-')));

describe('the bundle is built from its sources (build.ts)', () => {
  it('dist/campaign-to-stalingrad.json is what the sources build today', () => {
    const read = (f: string): string => readFileSync(join(SCENARIO_DIR, f), 'utf8');
    const fresh = buildBundle({ mapSource: read('map/source.yaml'), units: read('units.yaml'), tables: read('tables.yaml'), scenarios: SCENARIO_FILES.map(read) }, sourceHash(SCENARIO_DIR));
    expect(realBundle.sourceHash, 'rebuild: npx tsx scenarios/campaign-to-stalingrad/build.ts').toBe(fresh.sourceHash);
    expect(JSON.parse(JSON.stringify(fresh))).toEqual(JSON.parse(JSON.stringify(realBundle)));
  });
  it('every reconstructed item says so', () => {
    expect(realBundle.map.provenance).toBe('reconstructed');
    expect(realBundle.tables.crt.provenance).toBe('reconstructed');
    expect(realBundle.tables.terrain.provenance).toBe('reconstructed');
    expect(realBundle.tables.replacements.provenance).toBe('reconstructed');
    expect(scenario.startLine.provenance).toBe('reconstructed');
    expect(scenario.provenance.length).toBeGreaterThan(0);
  });
});

describe('the reconstructed CRT keeps every fact of the text (10.1.8, 10.2, 10.5, 11.6, 12.5)', () => {
  const crt = realBundle.tables.crt;
  const loss = (c: string, w: number) => parseStepLosses(crt.losses[c]![w - 1]!);
  it('runs from 1-4 to 7-1 with 1 1/2-1 next to 1-1 and no 2 1/2-1', () => {
    expect(crt.columns[0]).toBe('1-4');
    expect(crt.columns.at(-1)).toBe('7-1');
    expect(crt.columns.indexOf('1 1/2-1')).toBe(crt.columns.indexOf('1-1') + 1);
    expect(crt.columns.indexOf('3-1')).toBe(crt.columns.indexOf('2-1') + 1);
  });
  it('5-1 white 4 is A1/D2 and black 3 is Advance 2', () => {
    expect(loss('5-1', 4)).toEqual({ attacker: 1, defender: 2 });
    expect(crt.advance['5-1']![2]).toBe(2);
  });
  it('the 3-1 column holds "-" and "A1/D1"; some column holds "-", "A1/D1" and Advance 2', () => {
    expect(crt.losses['3-1']).toEqual(expect.arrayContaining(['-', 'A1/D1']));
    expect(crt.columns.some((c) => crt.losses[c]!.includes('-') && crt.losses[c]!.includes('A1/D1') && crt.advance[c]!.includes(2))).toBe(true);
  });
  it('at 7-1 every result costs the attacker less than the defender (so one step defending spares the attacker)', () => {
    for (let w = 1; w <= 6; w++) expect(loss('7-1', w).attacker).toBeLessThanOrEqual(loss('7-1', w).defender - 1);
  });
  it('higher dice and higher odds never favour the defender; advances run 0-5', () => {
    const net = (c: string, w: number) => loss(c, w).defender - loss(c, w).attacker;
    crt.columns.forEach((c, i) => {
      for (let w = 2; w <= 6; w++) {
        expect(net(c, w)).toBeGreaterThanOrEqual(net(c, w - 1));
        expect(crt.advance[c]![w - 1]!).toBeGreaterThanOrEqual(crt.advance[c]![w - 2]!);
      }
      const prev = crt.columns[i - 1];
      if (prev) for (let w = 1; w <= 6; w++) {
        expect(net(c, w)).toBeGreaterThanOrEqual(net(prev, w));
        expect(crt.advance[c]![w - 1]!).toBeGreaterThanOrEqual(crt.advance[prev]![w - 1]!);
      }
      for (const a of crt.advance[c]!) expect(a).toBeLessThanOrEqual(5);
    });
  });
});

describe('the reconstructed north map keeps every hex the text cites', () => {
  it('16 km hexes, rows 10-48, the north edge 1027-1052 (8.0, 8.2, 36.3 4812)', () => {
    for (const h of ['1027', '1037', '1045', '1046', '1052', '4812']) expect(map.has(hexId(h)), h).toBe(true);
  });
  it('35.6: Oboyan is 2150; 36.1: Stalingrad is two Major City hexes, 4209 on the Volga', () => {
    expect(map.hex(hexId('2150'))?.name).toBe('Oboyan');
    const stalingrad = map.hexIds().filter((h) => map.hex(h)?.name === 'Stalingrad');
    expect(stalingrad).toHaveLength(2);
    for (const h of stalingrad) expect(map.hasFeature(h, 'major-city')).toBe(true);
    expect(map.neighbours(hexId('4209')).some((n) => map.hexside(hexId('4209'), n).includes('volga'))).toBe(true);
  });
  it('4.4.2: Kharkov is a three-hex city with one Major City hex', () => {
    const kharkov = map.hexIds().filter((h) => map.hex(h)?.name === 'Kharkov');
    expect(kharkov).toHaveLength(3);
    expect(kharkov.filter((h) => map.hasFeature(h, 'major-city'))).toHaveLength(1);
  });
  it('Voronezh is a Major City (PN: ten Victory Points to the Soviet)', () => {
    expect(map.hexIds().some((h) => map.hex(h)?.name === 'Voronezh' && map.hasFeature(h, 'major-city'))).toBe(true);
  });
  it.each(['2947', '3448', '3648', '2946', '3444', '3447', '3647', '3845', '2048', '2148', '2248', '3141', '1541', '3041', '4334', '4130', '4535', '4515', '4812'])(
    'rail hex %s (15.6, 35.3, 36.3)',
    (h) => expect(isRail(h)).toBe(true),
  );
  it('15.6: 2048, 2148 and 2248 are one rail line in a row', () => {
    expect(map.hexside(hexId('2048'), hexId('2148')).some((f) => f.startsWith('rail-'))).toBe(true);
    expect(map.hexside(hexId('2148'), hexId('2248')).some((f) => f.startsWith('rail-'))).toBe(true);
  });
});

describe('the Fall Blau set-up (35.0)', () => {
  const line = startLineColumns(scenario.startLine.rows, 10, 48);
  const spec = (id: string) => ctx.units.get(id)!;
  it('35.1(1): every Soviet unit starts east of the June 28th line and every Axis unit west of it', () => {
    for (const p of scenario.setup) expect([p.unit, sideOfLine(line, p.hex)]).toEqual([p.unit, spec(p.unit).side]);
  });
  it('35.3: the Axis railheads 2947, 3448, 3648 and the unrepaired lines lie west of the line', () => {
    for (const h of ['2947', '3448', '3648', '2946', '3444', '3447', '3647', '3845']) expect([h, sideOfLine(line, h)]).toEqual([h, 'axis']);
  });
  it('8.0: the line meets the north edge between 1046 (Axis) and 1045 (Soviet)', () => {
    expect(sideOfLine(line, '1046')).toBe('axis');
    expect(sideOfLine(line, '1045')).toBe('soviet');
  });
  it('5.0: no hex holds more than three divisions of a side, and no Hungarian stands with a Rumanian', () => {
    const by = new Map<string, string[]>();
    for (const p of scenario.setup) by.set(`${p.hex}/${spec(p.unit).side}`, [...(by.get(`${p.hex}/${spec(p.unit).side}`) ?? []), p.unit]);
    for (const [k, ids] of by) expect([k, checkStacking(ctx, ids.map(spec)).ok]).toEqual([k, true]);
  });
  it('35.6: the three Hungarian units stand at Oboyan 2150; the two German divisions at Kursk are three hexes from the front', () => {
    expect(scenario.setup.filter((p) => p.hex === '2150').map((p) => p.unit).sort()).toEqual(['hun-1pz', 'hun-7', 'hun-9']);
    const kursk = scenario.setup.filter((p) => spec(p.unit).nationality === 'german' && map.hex(hexId(p.hex))?.name === 'Kursk');
    expect(kursk).toHaveLength(2);
    const soviet = scenario.setup.filter((p) => spec(p.unit).side === 'soviet').map((p) => hexId(p.hex));
    const nearest = Math.min(...soviet.map((h) => map.grid.distance(hexId(kursk[0]!.hex), h)));
    expect(nearest).toBe(3);
  });
  it('35.2: 12 Supply Points each and two Axis depots; 35.7: turns 1-15', () => {
    expect(scenario.supply).toEqual({ axis: { points: 12, depots: 2 }, soviet: { points: 12, depots: 0 } });
    expect(scenario.depots).toHaveLength(2);
    expect([scenario.firstTurn, scenario.lastTurn]).toEqual([1, 15]);
  });
  it('35.6: the 3rd, 1st and 2nd Reserve Armies arrive as reinforcements east of 1032; Errata 3B: the 4th Tank Army HQ on turn 11', () => {
    const reserve = scenario.reinforcements.filter((r) => r.eastOf === '1032');
    expect(reserve.flatMap((r) => r.units).filter((u) => u.endsWith('-hq')).sort()).toEqual(['sov-1Res-hq', 'sov-2Res-hq', 'sov-3Res-hq']);
    expect(scenario.reinforcements.find((r) => r.units.includes('sov-4TA-hq'))?.turn).toBe(11);
  });
  it('2.2.4, 10.6: every Soviet rifle division has three steps, the third its Remnant', () => {
    for (const u of realBundle.units.filter((x) => x.type === 'rifle')) expect([u.id, u.faces.length]).toEqual([u.id, 3]);
  });
  it('19.4: four frozen armies on this map (the 51st, the fifth, stands on the south map)', () => {
    expect(scenario.frozen.map((f) => f.army).sort()).toEqual(['4Res', '5Res', '6Res', '7Res']);
  });
});
