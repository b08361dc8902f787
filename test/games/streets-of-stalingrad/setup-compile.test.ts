import { describe, expect, it } from 'vitest';
import type { Counter } from '#games/streets-of-stalingrad/data/counters';
import { SetupSourceSchema } from '#games/streets-of-stalingrad/data/setup';
import { compileSosSetup } from '../../../scenarios/streets-of-stalingrad/compile/setup';
import { cityMap } from './city-map-fixture';
import { sosCounters } from './counters-fixture';
import { compileSetup, rawSosSetup } from './setup-fixture';
import { sosTables } from './tables-fixture';

/**
 * setup.yaml is reconstructed (the set-up maps are not in the text): the compile step holds
 * it to what a schema cannot see. Each row breaks a copy of the file one way and expects it
 * refused with that code at that path.
 */
type Raw = {
  scenarios: Record<'1' | '2', {
    boundary: Record<string, unknown>[];
    soviet: { formations: Record<string, unknown>[]; unattached: Record<string, unknown>[] };
    german: { formations: Record<string, unknown>[]; unattached: Record<string, unknown>[] };
    placement: Record<'soviet' | 'german', { unit: string; hex: string }[]>;
  }>;
};
const broken = (edit: (raw: Raw) => void): [string, string][] => {
  const raw = structuredClone(rawSosSetup()) as unknown as Raw;
  edit(raw);
  const r = compileSetup(raw);
  return r.ok ? [] : r.problems.map((p) => [p.code, p.path]);
};
const placed = (raw: Raw, scenario: '1' | '2', side: 'soviet' | 'german', unit: string) => raw.scenarios[scenario].placement[side].find((p) => p.unit === unit)!;

// SoS 2.33, 2.34, 5.3: the set-up areas and the ready-made placement, refused where they break the rules.
const ROWS: [what: string, edit: (raw: Raw) => void, expected: [string, string][]][] = [
  ['a block running off the map (columns 1-45, rows 1-80)', (r) => void (r.scenarios['1'].german.unattached[0] = { columns: [14, 46], rows: [24, 56] }), [['off-map', 'scenarios.1.german.unattached.0']]],
  ['a front-line hex not on the map', (r) => void (r.scenarios['1'].soviet.formations[0]!.frontLine = [{ hexes: ['1199'] }]), [['off-map', 'scenarios.1.soviet.formations.0.frontLine.0']]],
  ['a full Volga hex named in an area (0128)', (r) => void (r.scenarios['1'].soviet.formations[2]!.area as unknown[]).push({ hexes: ['0128'] }), [['volga-hex', 'scenarios.1.soviet.formations.2.area.1']]],
  ['SoS 2.34: a dotted area reaching past the boundary (row 57 in #1)', (r) => void (r.scenarios['1'].german.formations[2]!.area = [{ columns: [14, 20], rows: [45, 57] }]), [['outside-boundary', 'scenarios.1.german.formations.2.area']]],
  ['SoS 2.34: unattached hexes of #2 on the Central map', (r) => void r.scenarios['2'].soviet.unattached.push({ hexes: ['0530'] }), [['outside-boundary', 'scenarios.2.soviet.unattached']]],
  ['SoS 2.33: a formation with neither a front line nor a dotted area', (r) => void (r.scenarios['2'].german.formations[1]!.area = []), [['empty-formation', 'scenarios.2.german.formations.1']]],
  ['a formation drawn twice', (r) => void r.scenarios['2'].german.formations.push({ ...r.scenarios['2'].german.formations[2]! }), [['formation-twice', 'scenarios.2.german.formations.5']]],
  ['a formation no starting unit of the side belongs to (the 13 Guards cross on 14/15 September)', (r) => void r.scenarios['1'].soviet.formations.push({ level: 'division', name: '13 Guards Rifle Division', area: [{ hexes: ['0530'] }], note: 'x' }), [['unknown-formation', 'scenarios.1.soviet.formations.3']]],
  ['SoS 2.33: attaching a unit that is not independent', (r) => void (r.scenarios['1'].german.formations[3]!.attached = ['ger-88-flak', 'ger-71-op']), [['not-attachable', 'scenarios.1.german.formations.3.attached.1']]],
  ['attaching an independent unit to two formations', (r) => void (r.scenarios['1'].german.formations[2]!.attached = ['ger-88-flak']), [['attached-twice', 'scenarios.1.german.formations.3.attached.0']]],
  ['a hex in both sides\' areas', (r) => void r.scenarios['2'].german.unattached.push({ hexes: ['0512'] }), [['sides-overlap', 'scenarios.2']]],
  ['SoS 2.33: the ready-made placement putting NKVD infantry behind its front line', (r) => void (placed(r, '1', 'soviet', 'sov-2-270-nkvd').hex = '0932'), [['off-front-line', 'scenarios.1.placement.soviet.2.hex']]],
  ['SoS 2.34: the ready-made placement outside the boundary', (r) => void (placed(r, '2', 'german', 'ger-paulus').hex = '2530'), [['outside-boundary', 'scenarios.2.placement.german.22.hex']]],
  ['SoS 5.3: four companies of the 276th in one hex', (r) => ['ger-2-276', 'ger-3-276', 'ger-5-276'].forEach((u) => void (placed(r, '2', 'german', u).hex = '1214')), [['over-stacked', 'scenarios.2.placement.german.5.hex']]],
  ['a starting unit of the scenario left out', (r) => void r.scenarios['1'].placement.german.splice(2, 1), [['not-placed', 'scenarios.1.placement.german']]],
  ['a unit placed twice', (r) => void r.scenarios['1'].placement.german.push({ unit: 'ger-paulus', hex: '2846' }), [['placed-twice', 'scenarios.1.placement.german.17.unit']]],
  ['a counter of the other scenario', (r) => void r.scenarios['1'].placement.german.push({ unit: 'ger-24-pz-1', hex: '1535' }), [['other-scenario', 'scenarios.1.placement.german.17.unit']]],
];

describe('compile/setup.ts: what the schema cannot see', () => {
  it('setup.yaml compiles', () => {
    expect(broken(() => {})).toEqual([]);
  });
  it.each(ROWS)('%s', (_what, edit, expected) => {
    expect(broken(edit)).toEqual(expected);
  });
});

/** setup.yaml compiled against the counters with one counter's entry changed: the problems' codes and paths. */
const entered = (id: string, entry: Counter['entry']): [string, string][] => {
  const counters = sosCounters().counters.map((c) => (c.id === id ? { ...c, entry } : c));
  const r = compileSosSetup(SetupSourceSchema.parse(rawSosSetup()), cityMap(), counters, sosTables().stacking);
  return r.ok ? [] : r.problems.map((p) => [p.code, p.path]);
};

// SoS 2.14, 2.15, 2.34: a scenario is played on its part of the map alone; the boxes its card fills serve that part.
const BOX_ROWS: [what: string, id: string, entry: Counter['entry'], expected: [string, string][]][] = [
  ["#2's 194th artillery in off-map box 3 (rows 46-65, the Central and North maps)", 'ger-i-194', { at: 'box', box: 'GB-3' }, [['box-outside-scenario', 'counters.ger-i-194.entry.box']]],
  ["#2's 194th artillery in off-map box 2 (rows 21-45: it touches #2's rows 21-24)", 'ger-i-194', { at: 'box', box: 'GB-2' }, []],
  ["#2's 284 Rifle Division crossing from the Central Sector box (its arrows land on rows 26-50)", 'sov-1-1045', { at: 'reinforcement', date: '09-22', box: 'EB-C' }, [['box-outside-scenario', 'counters.sov-1-1045.entry.box']]],
  ["#1's 13 Guards crossing from the Southern Sector box (its arrows land on rows 10-23)", 'sov-1-42g', { at: 'reinforcement', date: '09-14', box: 'EB-S' }, [['box-outside-scenario', 'counters.sov-1-42g.entry.box']]],
  ["#1's River Flotilla kept in the Southern Sector box", 'sov-rf-1', { at: 'box', box: 'EB-S' }, [['box-outside-scenario', 'counters.sov-rf-1.entry.box']]],
];

describe('compile/setup.ts: every box a scenario card fills serves the scenario (SoS 2.14, 2.15, 2.34)', () => {
  it.each(BOX_ROWS)('%s', (_what, id, entry, expected) => {
    expect(entered(id, entry)).toEqual(expected);
  });
});

describe('data/setup.ts: the schema', () => {
  it('refuses a hex label that is not four digits, with its path', () => {
    const raw = structuredClone(rawSosSetup()) as unknown as Raw;
    raw.scenarios['1'].placement.soviet[0]!.hex = '11 28';
    const r = SetupSourceSchema.safeParse(raw);
    expect(r.success ? [] : r.error.issues.map((i) => i.path.join('.'))).toEqual(['scenarios.1.placement.soviet.0.hex']);
  });
  it('refuses a formation level the counters do not carry (a company)', () => {
    const raw = structuredClone(rawSosSetup()) as unknown as Raw;
    raw.scenarios['2'].german.formations[0]!.level = 'company';
    const r = SetupSourceSchema.safeParse(raw);
    expect(r.success ? [] : r.error.issues.map((i) => i.path.join('.'))).toEqual(['scenarios.2.german.formations.0.level']);
  });
});
