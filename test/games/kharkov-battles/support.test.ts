import { describe, expect, it } from 'vitest';
import { loadUnits } from '../../../scenarios/kharkov-battles/compile/units';
import { fullSupport, type SupportedUnit, type SupportingHq } from '#games/kharkov-battles/rules/support/full-support';
import { roadTrace } from '#games/kharkov-battles/rules/support/hq-trace';
import { spendSupportPoints, type SupportPointHq } from '#games/kharkov-battles/rules/support/points';
import { limitedSupportMarkers, supportStatus, unsupportedMechanizedInHex } from '#games/kharkov-battles/rules/support/status';
import { supportClassOf, type SupportClass } from '#games/kharkov-battles/rules/support/support-class';
import { movementAllowance } from '#games/kharkov-battles/rules/supply/mpa';
import { linesToSources, supplyLines } from '#games/kharkov-battles/rules/supply/line';
import type { KbSide } from '#games/kharkov-battles/data/ids';
import type { HexId } from '#kernel/ids';
import { geography, kbMap, queriesOf, type World } from './supply-fixture';

const hex = (h: string): HexId => h as HexId;
const col = (c: number): string => `01${String(c).padStart(2, '0')}`;
/** Road hexsides along row 01 from column a to column b. */
function road(a: number, b: number, feature = 'road'): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (let c = a; c < b; c++) out[`${col(c)}|${col(c + 1)}`] = [feature];
  return out;
}
function linesOf(w: World, side: KbSide = 'axis') {
  return supplyLines(geography(w), queriesOf(w), side);
}

describe('KB 9.0, 9.32-9.35, 15.31: who may support whom, read from the counters', () => {
  const units = new Map(loadUnits().units.map((u) => [u.id, u]));
  it.each([
    ['ger-1-lah', { kind: 'division', division: 'LAH', regimental: true }, 'a Panzer Grenadier regiment: its division, PanzerKorps only (9.32)'],
    ['ger-lah-tiger', { kind: 'division', division: 'LAH', regimental: false }, 'a Tiger company goes with its division (15.31)'],
    ['ger-503-tiger', { kind: 'corps' }, 'a Tiger battalion is a silhouette unit (15.31, 9.33)'],
    ['ger-228-stg', { kind: 'corps' }, 'a StuG battalion is a silhouette unit (9.33)'],
    ['ger-fba', { kind: 'independent' }, 'the Fuehrer Begleitabteilung is independent (9.34)'],
    ['ger-3pz-kh', { kind: 'division', division: '3Pz', regimental: true }, 'K 3.Panzer counts as a mechanized regiment of its division (20.2)'],
    ['hun-108-ld', { kind: 'corps' }, 'the Hungarian 108 Light Division as a non-mechanized unit (A13)'],
    ['ger-48-pzk', { kind: 'none' }, 'an HQ supports, it is not supported'],
  ] as const)('%s: %j, %s', (id, expected, _why) => {
    expect(units.get(id), id).toBeDefined();
    expect(supportClassOf(units.get(id)!)).toEqual(expected);
  });

  it('Soviet units need no support (9.0)', () => {
    const soviet = [...units.values()].filter((u) => u.side === 'soviet');
    expect(soviet.length).toBeGreaterThan(0);
    expect(soviet.every((u) => supportClassOf(u).kind === 'none')).toBe(true);
  });
});

describe('KB 9.2, 9.21, 9.22: Support Points flip HQs', () => {
  const hq = (id: string, type: SupportPointHq['type'], supply: SupportPointHq['supply'] = 'operational', nationality: SupportPointHq['nationality'] = 'german'): [string, SupportPointHq] => [id, { id, type, supply, nationality }];
  const hqs = new Map([
    hq('p1', 'PzK'), hq('p2', 'PzK'), hq('p3', 'PzK'), hq('p4', 'PzK'),
    hq('a1', 'AK'), hq('a2', 'AK'), hq('a3', 'AK'), hq('a4', 'AK'), hq('a5', 'AK'), hq('a6', 'AK'),
    hq('xvii', 'AK+PzK'), hq('xi', 'AK'), hq('oos', 'PzK', 'out-of-supply'), hq('iso', 'AK', 'isolated'), hq('popov', 'group', 'operational', 'soviet'),
    ['done', { id: 'done', type: 'PzK', supply: 'operational', nationality: 'german', supported: true }],
    ['trt', { id: 'trt', type: 'PzK', supply: 'operational', nationality: 'german', onMap: false }],
    hq('army', 'army'),
  ]);
  it.each([
    [['p1', 'p2', 'p3'], 3, 'three PanzerKorps for 3 SP (T-8)'],
    [['a1', 'a2', 'a3', 'a4', 'a5', 'a6'], 3, 'six ArmeeKorps for 3 SP (T-8)'],
    [['p1', 'p2', 'a1', 'a2'], 3, 'two PanzerKorps and two ArmeeKorps for 3 SP (T-8)'],
    [['a1', 'a2', 'a3'], 2, 'an odd ArmeeKorps takes a whole point'],
    [['xvii'], 1, 'the K XVII ArmeeKorps takes one full point (20.2)'],
    [[], 0, 'nothing flipped, nothing spent'],
  ])('%j costs %d: %s', (order, cost, _why) => {
    expect(spendSupportPoints(order, hqs, 3)).toEqual({ ok: true, supported: order, spent: cost });
  });

  it.each([
    [['p1', 'p2', 'p3', 'p4'], 'not-enough-support-points', 'KB 9.21'],
    [['oos'], 'hq-not-operational', 'KB 9.22'],
    [['iso'], 'hq-not-operational', 'KB 9.22'],
    [['popov'], 'not-a-german-corps-hq', 'KB 9.21'],
    [['nobody'], 'unknown-hq', 'KB 9.21'],
    [['p1', 'p1'], 'hq-flipped-twice', 'KB 9.21'],
    [['xi'], 'hq-never-supported', 'KB 20.2'],
    [['done'], 'hq-already-supported', 'KB 9.21'],
    [['trt'], 'hq-not-on-map', 'KB 9.22'],
    [['army'], 'not-a-german-corps-hq', 'KB 9.21'],
  ])('%j is refused: %s (%s), and nothing is spent', (order, code, rule) => {
    const out = spendSupportPoints(order, hqs, 3, { neverSupported: ['xi'] });
    expect(out.ok).toBe(false);
    expect(out.ok ? [] : out.issues.map((i) => [i.code, i.rule])).toContainEqual([code, rule]);
  });

  it('reports the cost of the allowed flips beside the other refusals', () => {
    const out = spendSupportPoints(['p1', 'p2', 'oos'], hqs, 1);
    expect(out.ok ? [] : out.issues.map((i) => i.code)).toEqual(['hq-not-operational', 'not-enough-support-points']);
  });

  it('L: every German HQ is Supported for nothing (20.3)', () => {
    const out = spendSupportPoints([], hqs, 0, { allSupported: true });
    expect(out).toMatchObject({ ok: true, spent: 0 });
    expect(out.ok && out.supported).toContain('xi');
    expect(out.ok && out.supported).not.toContain('popov');
  });
});

describe('KB 9.31: the HQ traces at most three hexes to a road that leads, never leaving it, to a source', () => {
  const trace = (w: World, at: string, side: KbSide = 'axis'): boolean => roadTrace(linesOf(w, side), (w.sources[side] ?? []) as HexId[])(hex(at));
  const w = (hexsides: Record<string, string[]>, units: World['units'] = {}): World => ({ map: kbMap(1, 12, { hexsides }), units, sources: { axis: ['0101'], soviet: ['0101'] } });

  it.each([
    ['0105', true, 'on the road'],
    ['0108', true, 'three hexes off its end'],
    ['0109', false, 'four hexes off its end'],
  ])('road 0101-0105, HQ in %s: %s (%s)', (at, ok, _why) => {
    expect(trace(w(road(1, 5)), at)).toBe(ok);
  });

  it('a road with a gap does not lead to the source: the trace may not leave the road once on it', () => {
    const gap = { ...road(1, 3), ...road(4, 6) }; // 0101-0103 and 0104-0106
    expect(trace(w(gap), '0106')).toBe(true); // three hexes to 0103, which the road links to the source
    expect(trace(w(gap), '0107')).toBe(false); // 0106 is a road hex one hex away, but its road stops at 0104
  });

  it('an enemy unit on the road blocks it (8.11)', () => {
    expect(trace(w(road(1, 8), { '0103': 'soviet', '0108': 'axis' }), '0108')).toBe(false);
  });

  it('a source the road does not reach is no end for it', () => {
    expect(trace(w(road(2, 6)), '0102')).toBe(false);
  });

  it('K grey Supply Roads serve the Soviet player only (20.2, A44)', () => {
    const grey = w(road(1, 8, 'supply-road'));
    expect(trace(grey, '0108', 'axis')).toBe(false);
    expect(trace(grey, '0108', 'soviet')).toBe(true);
  });
});

const division = (d: string, regimental = true): SupportClass => ({ kind: 'division', division: d, regimental });
const corps: SupportClass = { kind: 'corps' };
const independent: SupportClass = { kind: 'independent' };
const u = (id: string, at: string, cls: SupportClass, extra: Partial<SupportedUnit> = {}): SupportedUnit => ({ id, hex: hex(at), cls, supply: 'operational', ...extra });
const HQ = (id: string, at: string, type: SupportingHq['type'], extra: Partial<SupportingHq> = {}): SupportingHq => ({ id, hex: hex(at), type, range: 4, divisionLimit: 3, supported: true, ...extra });
/** Row 01 a road from the source 0101 to 0112. */
const ROADED: World = { map: kbMap(2, 12, { hexsides: road(1, 12) }), units: {}, sources: { axis: ['0101'] } };
const supportIn = (units: SupportedUnit[], hqs: SupportingHq[], w: World = ROADED, choices = {}, always = new Map<string, string>()) =>
  fullSupport(units, hqs, linesOf(w), (w.sources.axis ?? []) as HexId[], choices, always);

describe('KB 9.31: full support within the Command Range, counted along a supply line', () => {
  it.each([
    ['0106', true, 'four hexes from the HQ, its range'],
    ['0107', false, 'five hexes'],
  ])('a regiment in %s: %s (%s)', (at, ok, _why) => {
    expect(supportIn([u('r', at, division('LAH'))], [HQ('pzk', '0102', 'PzK')]).by.has('r')).toBe(ok);
  });

  it('counts the path a supply line may take, not the hex distance: a prohibited hex between makes it longer (8.11)', () => {
    const w: World = { ...ROADED, map: kbMap(2, 12, { hexsides: road(1, 12), terrain: { '0104': 'prohibited' } }) };
    expect(w.map.grid.distance(hex('0102'), hex('0106'))).toBe(4);
    expect(supportIn([u('r', '0106', division('LAH'))], [HQ('pzk', '0102', 'PzK')], w).by.has('r')).toBe(false);
  });

  it('an Unsupported HQ has no Command Range (2.8, 9.4)', () => {
    expect(supportIn([u('r', '0103', division('LAH'))], [HQ('pzk', '0102', 'PzK', { supported: false })]).by.size).toBe(0);
  });

  it('an HQ that cannot trace to a road supports no one (9.31)', () => {
    const noRoad: World = { ...ROADED, map: kbMap(2, 12) };
    expect(supportIn([u('r', '0103', division('LAH'))], [HQ('pzk', '0102', 'PzK')], noRoad).by.size).toBe(0);
  });

  it('KB 15.14: an HQ in an enemy-controlled hex still functions for support and for supply: it supports from there and traces its own supply line', () => {
    const w: World = { ...ROADED, units: { '0203': 'soviet', '0102': 'axis', '0103': 'axis' } };
    expect(queriesOf(w).enemyZoc(hex('0102'), 'axis')).toBe(true);
    expect(supportIn([u('r', '0103', division('LAH'))], [HQ('pzk', '0102', 'PzK')], w).by.get('r')).toEqual({ hq: 'pzk', rule: 'KB 9.32' });
    expect(linesToSources(linesOf(w), queriesOf(w)).lengthFrom(hex('0102'))).toBe(1);
  });
});

describe('KB 9.32-9.35, 15.31: what each HQ supports', () => {
  it.each([
    ['PzK', division('LAH'), true, 'a mechanized regiment (9.32)'],
    ['AK', division('LAH'), false, 'a mechanized regiment only from a PanzerKorps (9.32)'],
    ['AK', corps, true, 'silhouette and non-mechanized units (9.33)'],
    ['PzK', corps, false, 'a PanzerKorps supports only mechanized regimental units (9.32)'],
    ['PzK', independent, true, 'the Fuehrer Begleitabteilung from either HQ (9.34)'],
    ['AK', independent, true, 'the Fuehrer Begleitabteilung from either HQ (9.34)'],
    ['PzK', division('LAH', false), true, 'a Tiger company with its division (15.31)'],
  ] as const)('a %s supports %j: %s (%s)', (type, cls, ok, _why) => {
    expect(supportIn([u('x', '0103', cls)], [HQ('hq', '0102', type)]).by.has('x')).toBe(ok);
  });

  it('a PanzerKorps with four divisions in range supports three, named by the Axis player (9.32, T-8); the Fuehrer Begleitabteilung is extra (9.34)', () => {
    const units = [u('a', '0103', division('LAH')), u('b', '0103', division('DR')), u('c', '0104', division('GD')), u('d', '0104', division('6Pz')), u('fba', '0104', independent)];
    const unnamed = supportIn(units, [HQ('pzk', '0102', 'PzK')]);
    expect(unnamed.issues.map((i) => [i.code, i.rule])).toEqual([['divisions-not-chosen', 'KB 9.32']]);
    const named = supportIn(units, [HQ('pzk', '0102', 'PzK')], ROADED, { divisions: { pzk: ['LAH', 'DR', 'GD'] } });
    expect(named.issues).toEqual([]);
    expect([...named.by.keys()].sort()).toEqual(['a', 'b', 'c', 'fba']);
    const four = supportIn(units, [HQ('pzk', '0102', 'PzK')], ROADED, { divisions: { pzk: ['LAH', 'DR', 'GD', '6Pz'] } });
    expect(four.issues.map((i) => i.code)).toEqual(['too-many-divisions']);
  });

  it.each([
    [{ divisions: { ak: ['LAH'] } }, 'not-a-panzerkorps', 'KB 9.32'],
    [{ divisions: { nobody: ['LAH'] } }, 'not-a-panzerkorps', 'KB 9.32'],
    [{ divisions: { pzk: ['LAH', 'LAH'] } }, 'division-named-twice', 'KB 9.32'],
    [{ otherStack: { pzk: '0103' } }, 'not-the-xvii-armeekorps', 'KB 20.2'],
  ])('refuses the choice %j: %s (%s)', (choices, code, rule) => {
    const out = supportIn([u('a', '0103', division('LAH'))], [HQ('pzk', '0102', 'PzK'), HQ('ak', '0102', 'AK')], ROADED, choices);
    expect(out.issues.map((i) => [i.code, i.rule])).toEqual([[code, rule]]);
  });

  it('three divisions in range need no naming', () => {
    const units = [u('a', '0103', division('LAH')), u('b', '0103', division('DR')), u('c', '0104', division('GD'))];
    expect(supportIn(units, [HQ('pzk', '0102', 'PzK')]).by.size).toBe(3);
  });

  it('a silhouette unit stacked with a supported mechanized regiment may take its support (9.35)', () => {
    const stug = u('stug', '0105', corps, { silhouette: true });
    const inf = u('inf', '0105', corps);
    const out = supportIn([u('r', '0105', division('6Pz')), stug, inf], [HQ('pzk', '0102', 'PzK')]);
    expect(out.by.get('stug')).toEqual({ hq: 'pzk', rule: 'KB 9.35' });
    expect(out.by.has('inf')).toBe(false); // not a silhouette unit
  });

  it('a regiment that is not Operational has no support (9.3, A12); an OOS Tiger company checks when it attacks, like other units (9.3, A49)', () => {
    const out = supportIn([u('r', '0103', division('LAH'), { supply: 'out-of-supply' }), u('t', '0103', division('LAH', false), { supply: 'out-of-supply' })], [HQ('pzk', '0102', 'PzK')]);
    expect([...out.by.keys()]).toEqual(['t']);
  });

  it('K: the XVII ArmeeKorps is both: regiments of its divisions, and one other German stack in its range (20.2)', () => {
    const units = [u('r3', '0103', division('3Pz')), u('i1', '0104', corps), u('i2', '0105', corps)];
    const out = supportIn(units, [HQ('xvii', '0102', 'AK+PzK')], ROADED, { otherStack: { xvii: hex('0105') } });
    expect([...out.by.keys()].sort()).toEqual(['i2', 'r3']);
  });

  it('units with full support by rule whatever their position: reinforcements from an off-map HQ (17.11), LAH on Operation Star turn 1 (20.1)', () => {
    const out = supportIn([u('lah', '0112', division('LAH'))], [], ROADED, {}, new Map([['lah', 'KB 20.1']]));
    expect(out.by.get('lah')).toEqual({ scenario: true, rule: 'KB 20.1' });
  });
});

describe('KB 9.3, 9.4, 9.41: Limited Support and Prepared Assaults', () => {
  it('at the end of the Maintenance Phase, Operational mechanized regiments without full support get the marker; others do not (9.3)', () => {
    const units = [u('ok', '0103', division('LAH')), u('far', '0111', division('DR')), u('oos', '0111', division('GD'), { supply: 'out-of-supply' }), u('inf', '0111', corps), u('tiger', '0111', division('DR', false))];
    const full = supportIn(units, [HQ('pzk', '0102', 'PzK')]);
    expect(limitedSupportMarkers(units, full)).toEqual(['far']);
  });

  it.each([
    [division('LAH'), true, 'operational', false, 'limited'],
    [division('LAH'), false, 'operational', false, 'full'],
    [division('LAH'), false, 'out-of-supply', false, 'none'],
    [corps, false, 'operational', true, 'full'],
    [corps, false, 'operational', false, 'none'],
    [division('DR', false), false, 'operational', false, 'none'],
  ] as const)('%j, marker %s, %s at maintenance, supported at declaration %s -> %s', (cls, marker, atMaintenance, now, expected) => {
    const unit = u('x', '0103', cls);
    const full = { by: new Map(now ? [['x', { hq: 'h', rule: 'KB 9.33' }]] : []), issues: [] } as ReturnType<typeof fullSupport>;
    expect(supportStatus(unit, marker, atMaintenance, full)).toBe(expected);
  });

  it('a hex holding a mechanized unit with limited or no support may not declare a Prepared Assault (9.41)', () => {
    expect(unsupportedMechanizedInHex([{ mechanized: true, status: 'full' }, { mechanized: false, status: 'none' }])).toBe(false);
    expect(unsupportedMechanizedInHex([{ mechanized: false, status: 'full' }, { mechanized: true, status: 'limited' }])).toBe(true);
    expect(unsupportedMechanizedInHex([{ mechanized: true, status: 'none' }])).toBe(true);
  });
});

describe('KB 8.32, 8.33, 9.4, 9.42: the movement allowance (T-7)', () => {
  it.each([
    [{ mpa: 8, mechanized: true, supply: 'operational', limitedSupport: true }, 4, 'KB 9.4'],
    [{ mpa: 7, mechanized: true, supply: 'operational', limitedSupport: true }, 4, 'KB 9.4'],
    [{ mpa: 7, mechanized: true, supply: 'operational', limitedSupport: true, cadre: true, towardSourceOrHq: true }, 7, 'KB 9.42'],
    [{ mpa: 7, mechanized: true, supply: 'operational', limitedSupport: true, cadre: true, towardSourceOrHq: false }, 4, 'KB 9.4'],
    [{ mpa: 10, mechanized: true, supply: 'out-of-supply' }, 3, 'KB 8.32c'],
    [{ mpa: 10, mechanized: true, supply: 'isolated' }, 1, 'KB 8.33c'],
    [{ mpa: 5, mechanized: false, supply: 'out-of-supply' }, 2, 'KB 8.32d'],
    [{ mpa: 5, mechanized: false, supply: 'isolated' }, 2, 'KB 8.33d'],
    [{ mpa: 8, mechanized: true, supply: 'operational' }, 8, null],
  ] as const)('%j -> %d (%s)', (facts, mpa, rule) => {
    expect(movementAllowance(facts)).toEqual({ mpa, rule });
  });
});
