import { describe, expect, it } from 'vitest';
import { compileScenarioForces, loadScenarioForces } from '../../../scenarios/kharkov-battles/compile/setup';
import { loadUnits, readForcesSource } from '../../../scenarios/kharkov-battles/compile/units';
import { KbScenarioIdSchema, rowOf, type KbScenarioId } from '#games/kharkov-battles/data/ids';
import type { UnitDef } from '#games/kharkov-battles/data/units';
import type { ScenarioForces } from '#games/kharkov-battles/data/setup';

const units = loadUnits().units;
const byId = new Map(units.map((u) => [u.id, u]));
const unit = (id: string): UnitDef => byId.get(id)!;
const scenarios = Object.fromEntries(KbScenarioIdSchema.options.map((s) => [s, loadScenarioForces(s, units)])) as Record<KbScenarioId, ScenarioForces>;
const star = scenarios['operation-star'];
const k = scenarios['second-kharkov'];
const l = scenarios['third-kharkov'];

const onMap = (f: ScenarioForces): { unit: UnitDef; hex: string }[] =>
  f.setup.filter((p) => p.hex).map((p) => ({ unit: unit(p.unit), hex: p.hex! }));
const stacks = (f: ScenarioForces): Map<string, UnitDef[]> => {
  const out = new Map<string, UnitDef[]>();
  for (const { unit: u, hex } of onMap(f)) out.set(hex, [...(out.get(hex) ?? []), u]);
  return out;
};
const hexesOf = (f: ScenarioForces, side: 'axis' | 'soviet'): Set<string> => new Set(onMap(f).filter((p) => p.unit.side === side).map((p) => p.hex));

describe('every scenario', () => {
  it.each(KbScenarioIdSchema.options)('%s: is reconstructed and says what it was fitted to', (s) => {
    expect(scenarios[s].provenance).toBe('reconstructed');
    expect(scenarios[s].note).toMatch(/Fitted to/);
  });
  it('20.1-20.3: maps and turns: Operation Star KB 0-16, K KH 1-6, L KB 11-16', () => {
    expect([star.map, star.firstTurn, star.lastTurn]).toEqual(['KB', 0, 16]);
    expect([k.map, k.firstTurn, k.lastTurn]).toEqual(['KH', 1, 6]);
    expect([l.map, l.firstTurn, l.lastTurn]).toEqual(['KB', 11, 16]);
  });
  it.each(KbScenarioIdSchema.options)('%s: every counter of the scenario is set up, on a chart or scheduled, once (breakdown regiments wait off map)', (s) => {
    const f = scenarios[s];
    const placed = [...f.setup.map((p) => p.unit), ...f.reinforcements.flatMap((r) => r.units)];
    expect(new Set(placed).size).toBe(placed.length);
    const expected = units.filter((u) => u.scenarios.includes(s) && u.kind !== 'breakdown').map((u) => u.id).sort();
    expect([...placed].sort()).toEqual(expected);
  });
  it.each(KbScenarioIdSchema.options)('%s: 3.0: reinforcements arrive on the turn printed on the counter, inside the scenario', (s) => {
    const f = scenarios[s];
    for (const r of f.reinforcements) {
      expect(r.turn).toBeGreaterThan(f.firstTurn);
      expect(r.turn).toBeLessThanOrEqual(f.lastTurn);
      for (const id of r.units) expect([id, unit(id).arrival?.turn]).toEqual([id, r.turn]);
    }
  });
  it.each(KbScenarioIdSchema.options)('%s: units set up on the map have arrived by the first turn (an asterisk only delays their release, 20.2)', (s) => {
    const f = scenarios[s];
    for (const { unit: u } of onMap(f)) if (u.arrival && !u.arrival.asterisk) expect(u.arrival.turn, u.id).toBeLessThanOrEqual(f.firstTurn);
  });
  it.each(KbScenarioIdSchema.options)('%s: 17.0: each reinforcement is of the side it arrives for (its Entry Areas are the map\'s: data-join.test.ts)', (s) => {
    for (const r of scenarios[s].reinforcements) for (const u of r.units) expect(unit(u).side).toBe(r.side);
  });
  it.each(KbScenarioIdSchema.options)('%s: every set-up hex is on the scenario\'s map', (s) => {
    for (const { hex } of onMap(scenarios[s])) expect(hex.slice(0, 2)).toBe(scenarios[s].map);
  });
  it.each(KbScenarioIdSchema.options)('%s: no hex holds units of both sides', (s) => {
    const f = scenarios[s];
    const axis = hexesOf(f, 'axis');
    for (const h of hexesOf(f, 'soviet')) expect(axis.has(h), h).toBe(false);
  });
  it.each(KbScenarioIdSchema.options)('%s: 6.12-6.14: set-up stacks keep the stacking limits', (s) => {
    for (const [hex, us] of stacks(scenarios[s])) {
      const counted = us.filter((u) => u.kind !== 'hq' && u.kind !== 'ersatz' && u.tiger?.echelon !== 'company');
      expect(counted.length, hex).toBeLessThanOrEqual(3);
      expect(us.filter((u) => u.kind === 'hq').length, hex).toBeLessThanOrEqual(1);
      expect(us.filter((u) => u.side === 'axis' && u.size === 'XX' && u.class === 'non-mechanized').length, hex).toBeLessThanOrEqual(2);
      expect(us.filter((u) => u.side === 'soviet' && u.size === 'XXX').length, hex).toBeLessThanOrEqual(2);
      if (us.some((u) => u.nationality === 'hungarian')) for (const u of us) expect(['german', 'hungarian']).toContain(u.nationality);
    }
  });
  it.each(KbScenarioIdSchema.options)('%s: 15.3: Tiger companies set up with a unit of their parent formation', (s) => {
    for (const [hex, us] of stacks(scenarios[s])) {
      for (const t of us.filter((u) => u.tiger?.echelon === 'company')) expect(us.some((u) => u.parent === t.tiger!.parent), `${t.id} at ${hex}`).toBe(true);
    }
  });
});

describe("'Operation Star' (KB 20.1)", () => {
  it('all Soviet HQ units start committed', () => {
    expect(star.committedAtStart).toBe('all');
  });
  it('the 38th Army (yellow) may never move south of hexrow KB49xx, and sets up there', () => {
    expect(star.rowLimits).toEqual([{ colour: 'yellow', minRow: 49 }]);
    const yellow = onMap(star).filter((p) => p.unit.colour === 'yellow');
    expect(yellow.length).toBeGreaterThan(1);
    for (const p of yellow) expect(rowOf(p.hex), p.unit.id).toBeGreaterThanOrEqual(49);
  });
  it('LAH and the DR Tiger Tank Company have full support on turn 1; turn 1 has no Support Table roll (9.2)', () => {
    expect(star.support.source).toBe('support-table');
    expect(star.support.noTableRollOn).toEqual([1]);
    expect(star.support.fullSupport).toHaveLength(1);
    const t1 = star.support.fullSupport[0]!;
    expect(t1.turn).toBe(1);
    expect(new Set(t1.units)).toEqual(new Set([...units.filter((u) => u.parent === 'LAH' && u.kind === 'mech-inf').map((u) => u.id), 'ger-dr-tiger']));
  });
  it('the Axis receives 8 mechanized and 9 non-mechanized RPs on turn 6', () => {
    expect(star.axisReplacements).toEqual([{ turn: 6, mech: 8, nonMech: 9, germanOnly: false, note: 'available for the rest of the game (20.1)' }]);
    expect(star.noReplacements).toBe(false);
  });
  it('Ersatz battalions: one available on each of turns 2-4, one placed a turn, at most three on the map; they wait on the reinforcement chart', () => {
    expect(star.ersatz).toEqual({ availableOn: [2, 3, 4], perTurn: 1, maxOnMap: 3 });
    const ersatz = units.filter((u) => u.kind === 'ersatz').map((u) => u.id);
    expect(star.setup.filter((p) => p.box === 'reinforcement-chart').map((p) => p.unit)).toEqual(ersatz);
  });
  it('18.21: the Soviet player has three Pontoon Bridges to place; none at set-up', () => {
    expect(star.pontoons).toEqual([]);
    expect(star.pontoonsToPlace).toBe(3);
  });
  it('the Axis keeps a frontline marker on an eastern map-edge hex in the south', () => {
    expect(star.frontlines).toEqual([{ side: 'axis', edge: 'east', rows: [1, 15] }]);
  });
  it('the automatic-victory cities start in the hands that make them worth taking', () => {
    const soviet = hexesOf(star, 'soviet');
    const axis = hexesOf(star, 'axis');
    // Soviet automatic victory: Kharkov, Dnepropetrovsk, Zaporozh'ye, Stalino or Poltava
    for (const h of ['KB3617', 'KB3618', 'KB1905', 'KB1205', 'KB1024', 'KB3505']) expect(soviet.has(h), h).toBe(false);
    // Axis automatic victory also needs Valuki
    expect(axis.has('KB3631')).toBe(false);
  });
  it('20.1 optional: the 18th Tank Corps and the other orange mechanized units set up on the map for turn 0', () => {
    const orangeMech = onMap(star).filter((p) => p.unit.colour === 'orange' && p.unit.class === 'mechanized').map((p) => p.unit.id);
    expect(orangeMech).toContain('sov-18-tc-kb');
    expect(orangeMech.length).toBeGreaterThanOrEqual(3);
  });
});

describe("'Operation Star' turn 0 (KB 20.1 optional)", () => {
  // (row±1, same column) and (same row, column±1) are neighbours in every offset layout of the printed grid
  const surelyAdjacent = (a: string, b: string): boolean => {
    const [ra, ca, rb, cb] = [rowOf(a), Number(a.slice(4)), rowOf(b), Number(b.slice(4))];
    return (ca === cb && Math.abs(ra - rb) === 1) || (ra === rb && Math.abs(ca - cb) === 1);
  };
  it('the 18th Tank Corps sets up next to Axis units, so it may make its Prepared Assault on turn 0', () => {
    const at = onMap(star).find((p) => p.unit.id === 'sov-18-tc-kb')!.hex;
    expect([...hexesOf(star, 'axis')].some((h) => surelyAdjacent(at, h))).toBe(true);
  });
});

describe('Second Kharkov (K) (KB 20.2)', () => {
  const hqColour = (id: string): string => unit(id).colour;
  it('only the 6th, 21st and 28th Army and Group Bobkin units are committed at the start; all on turn 3', () => {
    expect(new Set(k.committedAtStart)).toEqual(new Set(['sov-6a-hq-kh', 'sov-21a-hq-kh', 'sov-28a-hq-kh', 'sov-bobkin-hq'].map(hqColour)));
    expect(k.commitAllOnTurn).toBe(3);
    const uncommitted = onMap(k).filter((p) => p.unit.side === 'soviet' && !(k.committedAtStart as string[]).includes(p.unit.colour));
    expect(uncommitted.length).toBeGreaterThan(20);
  });
  it('13.22: each Soviet army colour on the map has its HQ, except the beige reserve', () => {
    const colours = new Set(onMap(k).filter((p) => p.unit.side === 'soviet').map((p) => p.unit.colour));
    colours.delete('beige');
    for (const c of colours) expect(onMap(k).some((p) => p.unit.kind === 'hq' && p.unit.colour === c), c).toBe(true);
  });
  it('the Axis receives Support Points from the TRT only; Group Kortzfleisch never; the Hungarian 108 always', () => {
    expect(k.support.source).toBe('trt');
    expect(k.support.neverSupported).toEqual(['ger-11-ak-kh']);
    expect(k.support.alwaysSupported).toEqual(['hun-108-ld']);
  });
  it('there are no replacements in this scenario (16.0)', () => {
    expect(k.noReplacements).toBe(true);
    expect(k.axisReplacements).toEqual([]);
  });
  it('the 57, 68, 88 and 168 Infantry Divisions may not break down (15.2)', () => {
    expect(new Set(k.noBreakdown)).toEqual(new Set(['ger-57-id-kh', 'ger-68-id-kh', 'ger-88-id-kh', 'ger-168-id-kh']));
    for (const id of k.noBreakdown) expect(unit(id).breaksDown).toBe(false);
  });
  it('18.21: the three Soviet Pontoon Bridges are placed at set-up and no more may be placed', () => {
    expect(k.pontoons).toHaveLength(3);
    expect(k.pontoonsToPlace).toBe(0);
    const soviet = hexesOf(k, 'soviet');
    for (const p of k.pontoons) {
      expect(soviet.has(p.hex), p.hex).toBe(true);
      expect(rowOf(p.across)).toBe(rowOf(p.hex));
      expect(Math.abs(Number(p.across.slice(4)) - Number(p.hex.slice(4)))).toBe(1);
    }
  });
  it('20.2 optional: the asterisked mobile reserves set up on the map, released on turn 2', () => {
    const starred = onMap(k).filter((p) => p.unit.arrival?.asterisk);
    expect(starred.map((p) => p.unit.id).sort()).toEqual(['sov-2-cc-kh', 'sov-21-tc-kh', 'sov-23-tc-kh']);
  });
  it('the victory hexes start in the hands that make them worth taking', () => {
    const soviet = hexesOf(k, 'soviet');
    const axis = hexesOf(k, 'axis');
    for (const h of ['KH2526', 'KH1923']) expect(axis.has(h), h).toBe(false);
    for (const h of ['KH1305', 'KH3017', 'KH3018', 'KH2905']) expect(soviet.has(h), h).toBe(false);
  });
  it('the Hungarian 108 Light Division, XVII. AK, III PzK and 3. & 23. Panzer set up on the map', () => {
    const here = new Set(onMap(k).map((p) => p.unit.id));
    for (const id of ['hun-108-ld', 'ger-17-ak-kh', 'ger-3-pzk-kh', 'ger-3pz-kh', 'ger-126-23pz-kh', 'ger-128-23pz-kh', 'ger-11-ak-kh']) expect(here.has(id), id).toBe(true);
  });
});

describe('Third Kharkov (L) (KB 20.3)', () => {
  it('rows KB29xx and south and KB49xx and north are out of play: every unit sets up in KB30-KB48', () => {
    expect(l.playRows).toEqual([30, 48]);
    for (const p of onMap(l)) {
      expect(rowOf(p.hex), p.unit.id).toBeGreaterThanOrEqual(30);
      expect(rowOf(p.hex), p.unit.id).toBeLessThanOrEqual(48);
    }
  });
  it('uses only L counters', () => {
    for (const p of [...l.setup.map((x) => x.unit), ...l.reinforcements.flatMap((r) => r.units)]) expect(unit(p).letters, p).toContain('L');
  });
  it('all Soviet HQs are committed and all German HQs supported', () => {
    expect(l.committedAtStart).toBe('all');
    expect(l.support.source).toBe('all-supported');
  });
  it('the Axis has 2 mechanized RPs and German non-mechanized RPs up to 4', () => {
    expect(l.axisReplacements).toHaveLength(1);
    expect(l.axisReplacements[0]).toMatchObject({ turn: 11, mech: 2, nonMech: 4, germanOnly: true });
  });
  it('the Axis keeps a ZOC on the northern and the southern edge of the play area', () => {
    expect(l.frontlines).toEqual([{ side: 'axis', edge: 'north', rows: [48, 48] }, { side: 'axis', edge: 'south', rows: [30, 30] }]);
  });
  it('Kharkov, Belgorod and Kupyansk are not the Axis\'s at the start (the automatic victory is to be won)', () => {
    const axis = hexesOf(l, 'axis');
    for (const h of ['KB3617', 'KB3618', 'KB4321', 'KB3126']) expect(axis.has(h), h).toBe(false);
  });
  it('no pontoons (18.21 gives them to Operation Star and K only)', () => {
    expect(l.pontoons).toEqual([]);
    expect(l.pontoonsToPlace).toBe(0);
  });
});

describe('bad scenario data gets a clear answer', () => {
  const source = readForcesSource('third-kharkov.yaml');
  const edit = (from: string, to: string): string => {
    expect(source).toContain(from);
    return source.replace(from, to);
  };
  it('a unit set up out of play is refused, naming the rows (20.3)', () => {
    expect(() => compileScenarioForces(edit('- [KB4415,', '- [KB2915,'), units)).toThrow(/out of play \(rows 30-48, 20.3\)/);
  });
  it('a counter of another scenario is refused (3.0)', () => {
    expect(() => compileScenarioForces(edit('[sov-340-rd-kb, sov-116-tbr-kb]', '[sov-340-rd-kb, sov-167-rd-kb]'), units)).toThrow(/sov-167-rd-kb is not a counter of third-kharkov/);
  });
  it('an unknown unit is refused', () => {
    expect(() => compileScenarioForces(edit('[sov-340-rd-kb, sov-116-tbr-kb]', '[sov-340-rd-kb, sov-999-rd-kb]'), units)).toThrow(/sov-999-rd-kb is not in units.yaml/);
  });
  it('a unit placed twice is refused', () => {
    expect(() => compileScenarioForces(edit('[sov-340-rd-kb, sov-116-tbr-kb]', '[sov-340-rd-kb, sov-305-rd-kb]'), units)).toThrow(/sov-305-rd-kb appears twice/);
  });
  it('a hex of the other map is refused', () => {
    expect(() => compileScenarioForces(edit('- [KB4415,', '- [KH4415,'), units)).toThrow(/not on the KB map/);
  });
  it('an unknown key is refused, not dropped', () => {
    expect(() => compileScenarioForces(edit('pontoonsToPlace: 0', 'pontoonsToPlace: 0\npontoonToPlace: 1'), units)).toThrow(/pontoonToPlace/);
  });
});
