import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildBundle } from '../../../scenarios/campaign-to-stalingrad/compile/bundle';
import { SCENARIO_DIR, SCENARIO_FILES } from '../../../scenarios/campaign-to-stalingrad/compile/paths';
import { sourceHash } from '../../../scenarios/compile/source-hash';
import { sideOfLine, startLineColumns } from '../../../scenarios/campaign-to-stalingrad/compile/start-line';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { checkStacking } from '#games/campaign-to-stalingrad/rules/stacking';
import { parseStepLosses } from '#kernel/combat/step-loss/result';
import { hexId } from '#kernel/ids';
import { realBundle } from './support/real-bundle';
import { initialState } from '#games/campaign-to-stalingrad/setup/initial-state';
import { occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { bondsOf } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import { stepCost } from '#games/campaign-to-stalingrad/rules/movement/step-cost';
import { railDestinations } from '#games/campaign-to-stalingrad/rules/movement/rail-reach';
import { reachable } from '#kernel/movement/reachable';
import { TURN_ONE_NO_COMBAT } from '#games/campaign-to-stalingrad/windows/sequence';
import { axisGarrisonSteps } from '#games/campaign-to-stalingrad/rules/supply/partisan-garrison';
import { connectingRailHexes } from '#games/campaign-to-stalingrad/rules/supply/connecting-rail';
import { railView } from '#games/campaign-to-stalingrad/rules/railroads/rail-view';
import { lineBreaches } from '#games/campaign-to-stalingrad/setup/line-holding';

const ctx = createContext(realBundle);
const map = ctx.map;
const scenario = realBundle.scenarios.find((s) => s.id === 'fall-blau')!;
const isRail = (h: string): boolean => map.neighbours(hexId(h)).some((n) => map.hexside(hexId(h), n).some((f) => f.startsWith('rail-')));

describe('the bundle is built from its sources (build.ts)', () => {
  it('dist/campaign-to-stalingrad.json is what the sources build today', () => {
    const read = (f: string): string => readFileSync(join(SCENARIO_DIR, f), 'utf8');
    const fresh = buildBundle({ mapSource: read('map/source.yaml'), units: read('units.yaml'), tables: read('tables.yaml'), scenarios: SCENARIO_FILES.map(read), air: read('air.yaml'), caucasus: read('caucasus.yaml') }, sourceHash(SCENARIO_DIR));
    expect(realBundle.sourceHash, 'rebuild: npx tsx scenarios/campaign-to-stalingrad/build.ts').toBe(fresh.sourceHash);
    expect(JSON.parse(JSON.stringify(fresh))).toEqual(JSON.parse(JSON.stringify(realBundle)));
  });
  it('every reconstructed item says so', () => {
    expect(realBundle.map.provenance).toBe('reconstructed');
    expect(realBundle.tables.crt.provenance).toBe('reconstructed');
    expect(realBundle.tables.terrain.provenance).toBe('reconstructed');
    expect(realBundle.tables.replacements.provenance).toBe('reconstructed');
    expect(realBundle.tables.weather.provenance).toBe('reconstructed');
    expect(scenario.startLine.provenance).toBe('reconstructed');
    expect(scenario.provenance.length).toBeGreaterThan(0);
  });
});

describe('the reconstructed Weather Table keeps every fact of the text (25.0, 31.1, 35.5, 36.1)', () => {
  const w = realBundle.tables.weather;
  const month = (turn: number) => [...w.months].reverse().find((m) => m.firstTurn <= turn)!.month;
  const turnsOf = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  it('is marked reconstructed, with a note', () => {
    expect(w.provenance).toBe('reconstructed');
    expect(w.note.length).toBeGreaterThan(100);
  });
  it('turn 1 (28 June) is in June, turn 15 (the end of Fall Blau, 11 August) in August, turn 49 (19 November, 36.1) in November, turn 62 in December', () => {
    expect([month(1), month(15), month(49), month(62)]).toEqual(['June', 'August', 'November', 'December']);
  });
  it('July and August 1942 are mostly Clear: at least four faces of six', () => {
    for (const m of ['July', 'August']) expect(w.results[m]!.filter((r) => r === 'clear').length).toBeGreaterThanOrEqual(4);
  });
  it('31.1: Rain can come after turn 26 and before turn 44 (the Rasputitsa may start), Snow Storm or Overcast after turn 44 (it may end)', () => {
    expect(turnsOf(27, 43).some((t) => w.results[month(t)]!.includes('rain'))).toBe(true);
    expect(turnsOf(45, 62).every((t) => w.results[month(t)]!.some((r) => r === 'snow' || r === 'overcast'))).toBe(true);
  });
  it('each result is one of the four of 25.0, six faces a month', () => {
    for (const row of Object.values(w.results)) expect(row.every((r) => ['clear', 'rain', 'snow', 'overcast'].includes(r)) && row.length === 6).toBe(true);
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
  const line = startLineColumns(scenario.startLine.rows, ...realBundle.map.grid.firstRange);
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
    expect(kursk.map((p) => p.unit).sort()).toEqual([...TURN_ONE_NO_COMBAT].sort());
    // "three hexes away": three hexes lie between Kursk and the Axis hexes on the line
    const axisFront = map.hexIds().filter((h) => sideOfLine(line, h) === 'axis' && map.neighbours(h).some((n) => sideOfLine(line, n) === 'soviet'));
    expect(Math.min(...axisFront.filter((h) => map.hex(h)?.section !== 'south').map((h) => map.grid.distance(hexId(kursk[0]!.hex), h)))).toBe(4);
  });
  it('35.6, E31: with their allowance and the terrain, the divisions at Kursk cannot end next to a Soviet unit on turn 1 (nor get there by rail)', () => {
    const init = initialState(ctx, 'fall-blau');
    const occ = occupancy(ctx, init);
    const bonds = bondsOf(ctx, init, 'soviet', occ);
    const nextToSoviet = (h: string): boolean => map.neighbours(hexId(h)).some((n) => occ.at(n, 'soviet').length > 0);
    for (const id of TURN_ONE_NO_COMBAT) {
      const u = init.units[id]!;
      const f = ctx.units.get(id)!.faces[0]!;
      const cost = stepCost(ctx, occ, bonds, { side: 'axis', motorized: false, nationality: 'german', allowance: f.move, start: u.hex! });
      const ends = reachable(map, u.hex!, f.move, cost, {}).filter((r) => nextToSoviet(r.hex));
      expect([id, ends.map((r) => r.hex)]).toEqual([id, []]);
      expect([id, railDestinations(ctx, init, occ, bonds, id).filter((r) => nextToSoviet(r.hex)).map((r) => r.hex)]).toEqual([id, []]);
    }
  });
  it('35.6, E31: the Hungarian units at Oboyan can reach a hex next to a Soviet unit on turn 1', () => {
    const init = initialState(ctx, 'fall-blau');
    const occ = occupancy(ctx, init);
    const bonds = bondsOf(ctx, init, 'soviet', occ);
    const nextToSoviet = (h: string): boolean => map.neighbours(hexId(h)).some((n) => occ.at(n, 'soviet').length > 0);
    for (const id of ['hun-1pz', 'hun-7', 'hun-9']) {
      const f = ctx.units.get(id)!.faces[0]!;
      const cost = stepCost(ctx, occ, bonds, { side: 'axis', motorized: id === 'hun-1pz', nationality: 'hungarian', allowance: f.move, start: hexId('2150') });
      expect([id, reachable(map, hexId('2150'), f.move, cost, {}).some((r) => nextToSoviet(r.hex))]).toEqual([id, true]);
    }
  });
  it.each(['soviet', 'axis'] as const)(
    '35.1(2), 35.1(3): on the north map the %s set-up holds the June 28th line (no enemy unit crosses it but by combat)',
    (holder) => {
      const init = initialState(ctx, 'fall-blau');
      const breach = lineBreaches(ctx, init, holder, (h) => sideOfLine(line, h), (h) => map.hex(h)?.section !== 'south');
      expect(breach).toEqual({ reached: [], path: [] });
    },
  );
  it('15.7: Kharkov, the Major City 3250 on the Axis rail net, starts with a two-step Axis garrison', () => {
    const init = initialState(ctx, 'fall-blau');
    expect(map.hasFeature(hexId('3250'), 'major-city')).toBe(true);
    expect(axisGarrisonSteps(occupancy(ctx, init), hexId('3250'))).toBeGreaterThanOrEqual(2);
    const occ = occupancy(ctx, init);
    const connecting = connectingRailHexes(ctx, init, occ, 'axis', bondsOf(ctx, init, 'soviet', occ));
    for (const h of ['3250', '3648', '3448', '2947']) expect([h, connecting.has(hexId(h))]).toEqual([h, true]);
  });
  it('35.3: the railheads the Axis computes at the start on the north map are exactly 2947, 3448 and 3648 (15.5)', () => {
    const init = initialState(ctx, 'fall-blau');
    const north = railView(ctx, init).railheads.axis.filter((h) => map.hex(h)?.section !== 'south');
    expect(north).toEqual(['2947', '3448', '3648']);
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
  it('19.4: five frozen armies, four Reserve Armies and the 51st, which stands on the south map', () => {
    expect(scenario.frozen.map((f) => f.army).sort()).toEqual(['4Res', '51A', '5Res', '6Res', '7Res']);
    const fifty = scenario.setup.filter((p) => spec(p.unit).army === '51A');
    expect(fifty.length).toBeGreaterThan(1);
    for (const p of fifty) expect([p.unit, map.hex(hexId(p.hex))?.section]).toEqual([p.unit, 'south']);
  });
});

describe('the reconstructed south map keeps every fact the text gives (35.6, 34.2, 34.3, 35.8 D)', () => {
  const south = (h: string) => map.hex(hexId(h))?.section === 'south';
  const spec = (id: string) => ctx.units.get(id)!;
  const row = (h: string) => Number(h.slice(0, 2));
  const init = initialState(ctx, 'fall-blau');
  it('A2: one combined grid; the printed south-map numbers are aliases "S" + number, rows below the north map (printed + 20)', () => {
    expect(map.resolve('S4336')).toBe('6336');
    expect(map.resolve('s4336')).toBe('6336');
    expect(map.resolve('S2901')).toBe('4901');
    for (const h of map.hexIds()) expect([h, south(h)]).toEqual([h, row(h) >= 49]);
  });
  it('the seam: the north map\'s last row 48 and the south map\'s first row (printed 29) are neighbours on the grid', () => {
    expect(map.neighbours(hexId('4830')).filter((n) => row(n) === 49)).toHaveLength(2);
  });
  it('34.3, E29: the south edge is printed row 47 with the land hexes 4701-4741 (the Sea of Azov beyond), all Soviet friendly edge', () => {
    const edge = map.hexIds().filter((h) => row(h) === 67);
    expect(edge.map((h) => Object.entries(map.data.aliases).find(([, v]) => v === h)![0])).toEqual(Array.from({ length: 41 }, (_, i) => `S47${String(i + 1).padStart(2, '0')}`));
    for (const h of edge) expect(ctx.edges.soviet.has(h)).toBe(true);
    for (const h of ['S4737', 'S4728', 'S4741', 'S4725', 'S4724', 'S4701']) expect(map.has(map.resolve(h)!), h).toBe(true);
  });
  it('8.0, 33.3: the Axis has the west edge of the south map too, the Soviet its east edge; the seam is no edge', () => {
    expect(ctx.edges.axis.has(hexId('4952'))).toBe(true);
    expect(ctx.edges.soviet.has(hexId('5501'))).toBe(true);
    for (const h of map.hexIds().filter((x) => row(x) === 48 || row(x) === 49)) {
      const col = Number(h.slice(2));
      if (col !== 1 && col !== 52) expect([h, ctx.edges.axis.has(h) || ctx.edges.soviet.has(h)]).toEqual([h, false]);
    }
  });
  it('36.8: Rostov is one Major City hex on the south map, on the Don', () => {
    const rostov = map.hexIds().filter((h) => map.hex(h)?.name === 'Rostov');
    expect(rostov).toHaveLength(1);
    expect(south(rostov[0]!)).toBe(true);
    expect(map.hasFeature(rostov[0]!, 'major-city')).toBe(true);
    expect(map.neighbours(rostov[0]!).some((n) => map.hexside(rostov[0]!, n).includes('major-river'))).toBe(true);
  });
  it('35.6: the Don delta below Rostov is Marsh; the Sea of Azov is no hex; Taganrog (Axis) is a Minor City on the coast', () => {
    const rostov = map.hexIds().find((h) => map.hex(h)?.name === 'Rostov')!;
    expect(map.hexIds().some((h) => map.hex(h)?.terrain === 'marsh' && map.grid.distance(h, rostov) <= 3)).toBe(true);
    const taganrog = map.hexIds().find((h) => map.hex(h)?.name === 'Taganrog')!;
    expect(map.hasFeature(taganrog, 'minor-city')).toBe(true);
    expect(map.neighbours(taganrog).length).toBeLessThan(6);
  });
  it('34.2, E28: from Rostov to one hex off the south edge is six at the road rate (twelve road hexes)', () => {
    const rostov = map.hexIds().find((h) => map.hex(h)?.name === 'Rostov')!;
    const dist = new Map<string, number>([[rostov, 0]]);
    const queue: string[] = [rostov];
    while (queue.length) {
      const h = queue.shift()!;
      for (const n of map.neighbours(hexId(h))) if (!dist.has(n) && map.hexside(hexId(h), n).includes('road')) (dist.set(n, dist.get(h)! + 1), queue.push(n));
    }
    const toEdge = Math.min(...[...dist].filter(([h]) => row(h) === 67).map(([, d]) => d));
    expect((toEdge + 1) * realBundle.tables.terrain.road[0]).toBe(6);
  });
  it('35.8 D, 37.4: road hexes on the south edge, some in the Axis Caucasus entry 4737-4728', () => {
    expect(scenario.southExits!.length).toBeGreaterThan(1);
    for (const h of scenario.southExits!) expect([h, row(h), map.neighbours(hexId(h)).some((n) => map.hexside(hexId(h), n).includes('road'))]).toEqual([h, 67, true]);
    expect(scenario.southExits!.some((h) => Number(h.slice(2)) >= 28 && Number(h.slice(2)) <= 37)).toBe(true);
  });
  it('35.6, A36: exactly four Soviet units start within four hexes of 4336 (south map), and they start frozen', () => {
    const near = scenario.setup.filter((p) => spec(p.unit).side === 'soviet' && map.grid.distance(hexId('6336'), hexId(p.hex)) <= 4).map((p) => p.unit).sort();
    expect(near).toHaveLength(4);
    expect(scenario.kuban!.units).toEqual(near);
    for (const id of near) expect([id, init.units[id]!.frozen]).toEqual([id, true]);
    for (const id of near) expect(scenario.frozen.map((f) => f.army)).not.toContain(spec(id).army);
  });
  it('35.6: the release hexes are on the south map, adjacent to Rostov or a Don River/Marsh hex; no Axis unit starts on one, none lies west of the start line', () => {
    const release = new Set(scenario.kuban!.releaseHexes);
    const rostov = map.hexIds().find((h) => map.hex(h)?.name === 'Rostov')!;
    for (const n of map.neighbours(rostov)) expect(release.has(n)).toBe(true);
    for (const h of release) expect(south(h)).toBe(true);
    const line = startLineColumns(scenario.startLine.rows, ...realBundle.map.grid.firstRange);
    for (const h of release) expect([h, sideOfLine(line, h)]).toEqual([h, 'soviet']);
    for (const p of scenario.setup) if (spec(p.unit).side === 'axis') expect(release.has(p.hex)).toBe(false);
  });
  it('35.1: the June 28th line continues on the south map: Taganrog Axis, Rostov Soviet, the Kuban Soviet', () => {
    const line = startLineColumns(scenario.startLine.rows, ...realBundle.map.grid.firstRange);
    const at = (name: string) => map.hexIds().find((h) => map.hex(h)?.name === name)!;
    expect(sideOfLine(line, at('Taganrog'))).toBe('axis');
    expect(sideOfLine(line, at('Rostov'))).toBe('soviet');
    expect(sideOfLine(line, '6336')).toBe('soviet');
    expect(scenario.setup.some((p) => spec(p.unit).side === 'axis' && south(p.hex))).toBe(true);
  });
});

describe('CtS 33.3 Entry & Exit Hexes of the Off Map Boxes, as built', () => {
  const boxes = realBundle.offMapBoxes ?? [];
  const hexesOf = (box: string, side: string) => boxes.find((b) => b.box === box && b.side === side)?.hexes ?? [];
  const south = (h: string) => realBundle.map.hexes[h]?.section === 'south';
  it('Axis box: the west edge of either map; Soviet box: the north edge from 1045 eastward (8.0), no further west', () => {
    const axis = hexesOf('axis', 'axis');
    expect(axis.every((h) => h.endsWith('52'))).toBe(true);
    expect([axis.some(south), axis.some((h) => !south(h))]).toEqual([true, true]);
    const soviet = hexesOf('soviet', 'soviet');
    expect(soviet.every((h) => h.startsWith('10') && Number(h.slice(2)) <= 45)).toBe(true);
    expect(soviet).toContain('1045');
    expect(soviet).not.toContain('1046');
  });
  it('Trans-Volga: the east edge of the north map; Astrakhan: of the south map; the Caucasus: the south edge for the Soviet, 4737 through 4728 for the Axis', () => {
    expect(hexesOf('trans-volga', 'soviet').every((h) => h.endsWith('01') && !south(h))).toBe(true);
    expect(hexesOf('astrakhan', 'soviet').every((h) => h.endsWith('01') && south(h))).toBe(true);
    expect(hexesOf('astrakhan', 'soviet').length).toBeGreaterThan(0);
    expect(hexesOf('caucasus', 'soviet').every((h) => h.startsWith('67'))).toBe(true);
    expect(hexesOf('caucasus', 'axis').map((h) => realBundle.map.labels?.[h] ?? h)).toEqual(Array.from({ length: 10 }, (_, i) => `S47${28 + i}`));
  });
  it('the Caspian and Black Sea Coast boxes have no map edge', () => {
    expect(boxes.filter((b) => b.box === 'caspian' || b.box === 'black-sea-coast')).toEqual([]);
  });
});
