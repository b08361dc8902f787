import { describe, expect, it } from 'vitest';
import { compileUnits, loadUnits, readForcesSource } from '../../../scenarios/kharkov-battles/compile/units';
import type { UnitDef } from '#games/kharkov-battles/data/units';

const forces = loadUnits();
const units = forces.units;
const unit = (id: string): UnitDef => {
  const u = units.find((x) => x.id === id);
  if (!u) throw new Error(`no counter ${id}`);
  return u;
};
const inScenario = (s: UnitDef['scenarios'][number]): UnitDef[] => units.filter((u) => u.scenarios.includes(s));
const regimentsOf = (parent: string): UnitDef[] => units.filter((u) => u.parent === parent && u.kind !== 'tank');

describe('the counter mix is reconstructed and says so (KB 7.1 item 3)', () => {
  it('carries its provenance and what it was fitted to', () => {
    expect(forces.provenance).toBe('reconstructed');
    expect(forces.note).toMatch(/Fitted to/);
  });
  it('every counter id is unique', () => {
    expect(new Set(units.map((u) => u.id)).size).toBe(units.length);
  });
});

describe('unit steps (KB 2.7)', () => {
  it('(a) a unit with a Combat Rating has three steps and a cadre side', () => {
    const rated = units.filter((u) => u.rating !== undefined);
    expect(rated.length).toBeGreaterThan(50);
    for (const u of rated) expect([u.id, u.steps, u.reverse]).toEqual([u.id, 3, 'cadre']);
  });
  it('(b) Axis-satellite divisions and Soviet Guards rifle divisions have two steps and never a chit', () => {
    const twoStep = units.filter((u) => (u.nationality === 'hungarian' && u.size === 'XX') || (u.branch === 'guards' && u.kind === 'infantry'));
    expect(twoStep.length).toBeGreaterThan(10);
    for (const u of twoStep) expect([u.id, u.steps, u.rating]).toEqual([u.id, 2, undefined]);
  });
  it('(c) HQs, breakdown regiments and Soviet rifle divisions have one step', () => {
    const oneStep = units.filter((u) => u.kind === 'hq' || u.kind === 'breakdown' || (u.side === 'soviet' && u.kind === 'infantry' && u.branch !== 'guards'));
    for (const u of oneStep) expect([u.id, u.steps]).toEqual([u.id, 1]);
  });
  it('2.71: every multi-step unit has a cadre Movement Point Allowance', () => {
    for (const u of units.filter((x) => x.steps > 1)) expect(u.cadreMpa, u.id).toBeGreaterThan(0);
  });
  it('2.72: Soviet rifle divisions show Untried on the reverse', () => {
    const rifle = units.filter((u) => u.side === 'soviet' && u.kind === 'infantry' && u.branch !== 'guards');
    for (const u of rifle) expect([u.id, u.reverse]).toEqual([u.id, 'untried']);
  });
});

describe('unit classes (KB 2.5) and zones of control (KB 2.4)', () => {
  it('tanks, assault guns and mechanized or motorized infantry are mechanized; the rest non-mechanized', () => {
    for (const u of units) {
      const mech = ['tank', 'assault-gun', 'mech-inf', 'mot-inf'].includes(u.kind);
      expect([u.id, u.class]).toEqual([u.id, mech ? 'mechanized' : 'non-mechanized']);
    }
  });
  it('HQs exert no ZOC; most combat units do', () => {
    for (const u of units.filter((x) => x.kind === 'hq')) expect([u.id, u.zoc]).toEqual([u.id, false]);
    expect(units.filter((u) => u.kind !== 'hq' && u.zoc).length).toBeGreaterThan(200);
  });
  it('2.2: German mechanized regiments have the white-backed size symbol', () => {
    const regiments = units.filter((u) => u.nationality === 'german' && u.class === 'mechanized' && u.size === 'III');
    expect(regiments.length).toBeGreaterThan(25);
    for (const u of regiments) expect([u.id, u.halfForCombat]).toEqual([u.id, true]);
  });
});

describe('HQ counters (KB 3.0, 9.2, 15.1)', () => {
  it('German PzK HQs print the 3-division limit; ArmeeKorps HQs do not', () => {
    const pzk = units.filter((u) => u.hq?.type === 'PzK');
    expect(pzk.length).toBeGreaterThanOrEqual(5);
    for (const u of pzk) expect([u.id, u.hq?.divisionLimit]).toEqual([u.id, 3]);
    for (const u of units.filter((x) => x.hq?.type === 'AK')) expect([u.id, u.hq?.divisionLimit]).toEqual([u.id, undefined]);
  });
  it('Axis HQs show Unsupported on the reverse; Soviet HQs their commander (uncommitted), Popov his Out of Gas side', () => {
    for (const u of units.filter((x) => x.kind === 'hq' && x.side === 'axis')) expect([u.id, u.reverse]).toEqual([u.id, 'unsupported']);
    for (const u of units.filter((x) => x.kind === 'hq' && x.side === 'soviet' && x.id !== 'sov-popov-hq')) {
      expect([u.id, u.reverse]).toEqual([u.id, 'uncommitted']);
      expect(u.hq?.commander, u.id).toBeTruthy();
    }
    expect(unit('sov-popov-hq').reverse).toBe('out-of-gas');
  });
  it('15.13: Group HQs Popov and Bobkin never return once eliminated; no other HQ is marked so', () => {
    expect(unit('sov-popov-hq').hq).toMatchObject({ type: 'group', neverReturns: true });
    expect(unit('sov-bobkin-hq').hq).toMatchObject({ type: 'group', neverReturns: true });
    expect(units.filter((u) => u.hq?.neverReturns).map((u) => u.id).sort()).toEqual(['sov-bobkin-hq', 'sov-popov-hq']);
    expect(unit('sov-popov-hq').scenarios).toEqual(['operation-star']);
    expect(unit('sov-bobkin-hq').scenarios).toEqual(['second-kharkov']);
  });
});

describe('scenario letters and arrival turns (KB 3.0)', () => {
  it('K counters carry the letter K and serve only Second Kharkov; L counters carry L', () => {
    for (const u of units) {
      expect([u.id, u.letters.includes('K')]).toEqual([u.id, u.scenarios.includes('second-kharkov')]);
      expect([u.id, u.letters.includes('L')]).toEqual([u.id, u.scenarios.includes('third-kharkov')]);
      if (u.scenarios.includes('second-kharkov')) expect(u.scenarios).toEqual(['second-kharkov']);
    }
  });
  it('Third Kharkov uses KB counters: every L counter is an Operation Star counter too', () => {
    for (const u of inScenario('third-kharkov')) expect([u.id, u.scenarios]).toEqual([u.id, ['operation-star', 'third-kharkov']]);
  });
  it('arrival turns fall inside the scenario turns (Operation Star 0-16, K 1-6)', () => {
    for (const u of units.filter((x) => x.arrival)) {
      const [lo, hi] = u.scenarios.includes('second-kharkov') ? [1, 6] : [0, 16];
      expect(u.arrival!.turn, u.id).toBeGreaterThanOrEqual(lo);
      expect(u.arrival!.turn, u.id).toBeLessThanOrEqual(hi);
    }
  });
  it('20.2 optional: the asterisked units are K counters (Timoshenko held his mobile reserves until 16 May)', () => {
    const starred = units.filter((u) => u.arrival?.asterisk);
    expect(starred.map((u) => u.id).sort()).toEqual(['sov-2-cc-kh', 'sov-21-tc-kh', 'sov-23-tc-kh']);
    for (const u of starred) expect([u.id, u.arrival!.turn, u.colour]).toEqual([u.id, 2, 'beige']);
  });
});

describe('every unit the text names (digest 7.2)', () => {
  it('2.2: 3SS Totenkopf and 5SS Wiking have three panzer grenadier regiments each', () => {
    expect(regimentsOf('3SS')).toHaveLength(3);
    expect(regimentsOf('5SS')).toHaveLength(3);
    for (const u of [...regimentsOf('3SS'), ...regimentsOf('5SS')]) expect([u.id, u.branch, u.kind]).toEqual([u.id, 'ss', 'mech-inf']);
  });
  it('27.2, 12.42: 60.Motorized has the regiments 92/60M and 120/60M (no "110"), with no armor band of their own', () => {
    expect(regimentsOf('60M').map((u) => u.designation).sort()).toEqual(['120/60M', '92/60M']);
    expect(units.some((u) => u.designation.startsWith('110/60'))).toBe(false);
    for (const u of regimentsOf('60M')) expect([u.id, u.kind, u.class, u.armorBand, u.scenarios]).toEqual([u.id, 'mot-inf', 'mechanized', 'none', ['second-kharkov']]);
  });
  it('9.34: the Fuehrer Begleitabteilung is an independent German unit', () => {
    expect(unit('ger-fba')).toMatchObject({ side: 'axis', nationality: 'german', class: 'mechanized' });
    expect(unit('ger-fba').parent).toBeUndefined();
  });
  it('9.35: 228 StG-6.Panzer, 232 StG-7.Panzer, 203 StG-17.Panzer, 209 StG-19.Panzer, all silhouettes', () => {
    const pairs = [['ger-228-stg', '6Pz'], ['ger-232-stg', '7Pz'], ['ger-203-stg', '17Pz'], ['ger-209-stg', '19Pz']] as const;
    for (const [id, pz] of pairs) {
      expect(unit(id)).toMatchObject({ kind: 'assault-gun', silhouette: true, class: 'mechanized', attachedTo: pz });
      expect(regimentsOf(pz).length, pz).toBe(2);
      expect(unit(id).scenarios).toContain('operation-star');
    }
  });
  it('20.1: the 1SS LAH Division and the DR Tiger Tank Company are Operation Star counters; the company belongs to DR', () => {
    expect(regimentsOf('LAH').length).toBe(2);
    for (const u of regimentsOf('LAH')) expect(u.scenarios).toContain('operation-star');
    expect(unit('ger-dr-tiger')).toMatchObject({ tiger: { echelon: 'company', parent: 'DR' }, silhouette: true, steps: 1 });
    expect(regimentsOf('DR').length).toBe(2);
  });
  it('15.3: Tiger companies have no Combat Strength of their own; Tiger battalions do', () => {
    const companies = units.filter((u) => u.tiger?.echelon === 'company');
    const battalions = units.filter((u) => u.tiger?.echelon === 'battalion');
    expect(companies.length).toBeGreaterThan(0);
    expect(battalions.length).toBeGreaterThan(0);
    for (const u of companies) {
      expect([u.id, u.strength]).toEqual([u.id, 0]);
      expect(regimentsOf(u.tiger!.parent!).length, u.id).toBeGreaterThan(0);
    }
    for (const u of battalions) expect(u.strength, u.id).toBeGreaterThan(0);
  });
  it('20.1: three Ersatz battalions, one step, exerting a ZOC, never moving, arriving on turns 2, 3 and 4', () => {
    const ersatz = units.filter((u) => u.kind === 'ersatz');
    expect(ersatz.map((u) => u.arrival?.turn)).toEqual([2, 3, 4]);
    for (const u of ersatz) expect([u.steps, u.zoc, u.mpa, u.scenarios]).toEqual([1, true, 0, ['operation-star']]);
  });
  it('20.1, 12.44: an Ersatz battalion is non-mechanized, so it can be the non-mechanized unit of a Combined Arms Defense', () => {
    for (const u of units.filter((x) => x.kind === 'ersatz')) expect([u.id, u.class, u.silhouette]).toEqual([u.id, 'non-mechanized', false]);
  });
  it('20.2, 13.22: K has beige-icon reserve units, free of the one-army attack restriction', () => {
    const beige = units.filter((u) => u.scenarios.includes('second-kharkov') && u.colour === 'beige');
    expect(beige.length).toBeGreaterThan(0);
    for (const u of beige) expect(u.side).toBe('soviet');
  });
  it('20.1: the Soviet 38th Army has the yellow icon', () => {
    const yellow = units.filter((u) => u.scenarios.includes('operation-star') && u.colour === 'yellow');
    expect(yellow.some((u) => u.id === 'sov-38a-hq-kb')).toBe(true);
    expect(yellow.length).toBeGreaterThan(1);
    for (const u of yellow) expect(u.side).toBe('soviet');
  });
  it('20.1: Popov\'s mechanized units have orange or pink icons; the 18th Tank Corps is orange', () => {
    expect(unit('sov-18-tc-kb')).toMatchObject({ kind: 'tank', size: 'XXX', colour: 'orange', scenarios: ['operation-star'] });
    const popovMech = units.filter((u) => u.scenarios.includes('operation-star') && u.class === 'mechanized' && ['orange', 'pink'].includes(u.colour));
    expect(popovMech.length).toBeGreaterThanOrEqual(4);
    expect(unit('sov-popov-hq').colour).toBe('orange');
  });
  it('20.2: the HQs of the 6th, 21st and 28th Armies and Group Bobkin are K counters', () => {
    for (const id of ['sov-6a-hq-kh', 'sov-21a-hq-kh', 'sov-28a-hq-kh', 'sov-bobkin-hq']) expect(unit(id).scenarios).toEqual(['second-kharkov']);
  });
  it('20.2: Group Kortzfleisch is the XI. Korps HQ; XVII. ArmeeKorps is both an ArmeeKorps and a PanzerKorps', () => {
    expect(unit('ger-11-ak-kh')).toMatchObject({ name: 'Group Kortzfleisch (XI ArmeeKorps) HQ', hq: { type: 'AK' } });
    expect(unit('ger-17-ak-kh').hq).toMatchObject({ type: 'AK+PzK', divisionLimit: 3 });
  });
  it('20.2: the Hungarian 108 Light Division is an Axis-satellite two-step division', () => {
    expect(unit('hun-108-ld')).toMatchObject({ side: 'axis', nationality: 'hungarian', kind: 'light-inf', size: 'XX', steps: 2, rating: undefined });
  });
  it('20.2: 3.Panzer is a single counter, 23.Panzer has regiments; the III PzK HQ is there', () => {
    expect(units.filter((u) => u.parent === '3Pz' && u.scenarios.includes('second-kharkov')).map((u) => u.id)).toEqual(['ger-3pz-kh']);
    expect(unit('ger-3pz-kh')).toMatchObject({ class: 'mechanized', steps: 3, halfForCombat: true });
    expect(regimentsOf('23Pz').length).toBe(2);
    expect(unit('ger-3-pzk-kh').hq).toMatchObject({ type: 'PzK', divisionLimit: 3 });
  });
  it('20.2: the 57, 68, 88 and 168 Infantry Divisions are K counters that may not break down; other infantry divisions may', () => {
    for (const d of [57, 68, 88, 168]) expect(unit(`ger-${d}-id-kh`)).toMatchObject({ kind: 'infantry', breaksDown: false });
    const others = units.filter((u) => u.nationality === 'german' && u.kind === 'infantry' && u.size === 'XX' && ![57, 68, 88, 168].map((d) => `ger-${d}-id-kh`).includes(u.id));
    for (const u of others) expect([u.id, u.breaksDown]).toEqual([u.id, true]);
  });
  it('15.2: light, mountain and security divisions never break down', () => {
    for (const u of units.filter((x) => ['light-inf', 'mountain-inf', 'security'].includes(x.kind))) expect([u.id, u.breaksDown]).toEqual([u.id, false]);
  });
  it('Combat Example: the breakdown regiment has strength 3; Guards rifle division and tank brigade together 6', () => {
    for (const u of units.filter((x) => x.kind === 'breakdown')) expect([u.id, u.strength, u.steps]).toEqual([u.id, 3, 1]);
    const guards = units.filter((u) => u.branch === 'guards' && u.kind === 'infantry' && u.scenarios.includes('second-kharkov'));
    const brigades = units.filter((u) => u.size === 'X' && u.kind === 'tank' && u.scenarios.includes('second-kharkov'));
    expect(guards.some((g) => brigades.some((b) => g.strength! + b.strength! === 6))).toBe(true);
  });
  it('Combat Example: three Soviet units, rifle divisions among them, can defend with 5 in all (29:5)', () => {
    const rifle = units.filter((u) => u.scenarios.includes('second-kharkov') && u.side === 'soviet' && u.kind === 'infantry' && u.branch === 'regular');
    const values = rifle.map((u) => u.strength!);
    const threeMakeFive = values.some((a, i) => values.some((b, j) => j > i && values.some((c, m) => m > j && a + b + c === 5)));
    expect(threeMakeFive).toBe(true);
  });
  it('Attack Determination Example and 11.x: an AG battalion and Soviet tank corps exist', () => {
    expect(units.some((u) => u.kind === 'assault-gun' && u.silhouette && u.size === 'II')).toBe(true);
    const corps = units.filter((u) => u.side === 'soviet' && u.kind === 'tank' && u.size === 'XXX');
    expect(corps.length).toBeGreaterThan(10);
    // 14.2: cadres may not use the Winter Combat Bonus, so the corps are multi-step
    for (const u of corps) expect([u.id, u.steps]).toEqual([u.id, 3]);
  });
  it('16.31: Soviet silhouette mechanized units show Tank Repl (or No Repl) on the reverse', () => {
    const silhouettes = units.filter((u) => u.side === 'soviet' && u.silhouette && u.class === 'mechanized');
    expect(silhouettes.length).toBeGreaterThan(10);
    for (const u of silhouettes) expect(['tank-repl', 'no-repl'], u.id).toContain(u.reverse);
  });
  it('14.1: an NKVD unit exists (doubled defending in a town or city)', () => {
    expect(units.some((u) => u.branch === 'nkvd')).toBe(true);
  });
});

describe('marker counts (KB 18.21, 18.17, 15.23)', () => {
  it('the Soviet player has three Pontoon Bridges', () => {
    expect(forces.markers.pontoon).toBe(3);
  });
  it('the counter mix gives breakdown regiments for each map as counters', () => {
    const kb = units.filter((u) => u.kind === 'breakdown' && u.scenarios.includes('operation-star'));
    const kh = units.filter((u) => u.kind === 'breakdown' && u.scenarios.includes('second-kharkov'));
    expect(kb).toHaveLength(forces.markers.breakdownRegiments.KB);
    expect(kh).toHaveLength(forces.markers.breakdownRegiments.KH);
    expect(kb.length % 3).toBe(0);
  });
  it('each side has FZ markers to build with', () => {
    expect(forces.markers.fortifiedZone.axis).toBeGreaterThan(0);
    expect(forces.markers.fortifiedZone.soviet).toBeGreaterThan(0);
  });
});

describe('bad counter data gets a clear answer', () => {
  const source = readForcesSource('units.yaml');
  const edit = (from: string, to: string): string => {
    expect(source).toContain(from);
    return source.replace(from, to);
  };
  it('a Combat Rating on a one-step unit is refused with the rule (2.7a)', () => {
    expect(() => compileUnits(edit('[1, black, 2-0, {arrive: 2}]', '[1, black, A-0, {arrive: 2}]'))).toThrow(/Combat Rating has three steps/);
  });
  it('an HQ exerting a ZOC is refused', () => {
    expect(() => compileUnits(edit('{id: ger-korps-raus,', '{id: ger-korps-raus, zoc: true,'))).toThrow(/HQs exert no ZOC/);
  });
  it('values that are neither Rating-MPA nor Strength-MPA are refused, naming the row', () => {
    expect(() => compileUnits(edit('[116, red, 2-10, {scen: [S, L]}]', '[116, red, 2/10, {scen: [S, L]}]'))).toThrow(/units.yaml 116: values "2\/10"/);
  });
  it('an unknown field is refused, not dropped', () => {
    expect(() => compileUnits(edit('[116, red, 2-10, {scen: [S, L]}]', '[116, red, 2-10, {scen: [S, L], armour: blue}]'))).toThrow(/armour/);
  });
  it('a duplicate id is refused', () => {
    expect(() => compileUnits(edit('[309, red, 3-5, {scen: [S, L]}]', '[100, red, 3-5, {scen: [S, L]}]'))).toThrow(/used twice/);
  });
});
