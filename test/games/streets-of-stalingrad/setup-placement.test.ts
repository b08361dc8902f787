import { describe, expect, it } from 'vitest';
import type { HexId } from '#kernel/ids';
import { CounterSchema, type Counter } from '#games/streets-of-stalingrad/data/counters';
import type { FormationLevel, FormationSetup, SosSetup } from '#games/streets-of-stalingrad/data/setup';
import { placementChoices, placementProblems, unplacedUnits, type PlacementInput } from '#games/streets-of-stalingrad/setup/placement';
import type { SosSide } from '#games/streets-of-stalingrad/combat/fire-combat';
import { sosCounters } from './counters-fixture';
import { sosTables } from './tables-fixture';

/**
 * A fragment of a set-up map for scenario #2, drawn hex by hex, and the counters of
 * counters.yaml: each 2.33 clause with a placement it allows and one it refuses.
 *
 *   German   24 Panzer Division   front line 1204 1205, dotted area 1304 1305
 *            Gruppe Salzer        dotted area 1406 only (a kampfgruppe)
 *            276 (regiment)       front line 1214 1215, dotted area 1314 1315
 *            94 Infantry Division front line 1216, dotted area 1416
 *            LI Corps             dotted area 1810, the Nebelwerfer attached
 *            unattached           2020
 *   Soviet   99 Tank Brigade      front line 1005, dotted area 0805
 *            2 Tank Corps         front line 1015 only (no dotted line)
 *            unattached           0610
 *   boundary: every hex above, and 1120; 3030 is outside
 */
const hexes = (...hs: string[]): ReadonlySet<HexId> => new Set(hs as HexId[]);
const formation = (level: FormationLevel, name: string, frontLine: string[], area: string[], attached: string[] = []): FormationSetup => ({
  level, name, frontLine: hexes(...frontLine), area: hexes(...area), attached: attached as Counter['id'][],
});
function fragment({ division94Area = ['1416'], liCorpsAttached = ['ger-nebelwerfer'] } = {}): SosSetup {
  const german = [
    formation('division', '24 Panzer Division', ['1204', '1205'], ['1304', '1305']),
    formation('regiment', 'Gruppe Salzer', [], ['1406']),
    formation('regiment', '276', ['1214', '1215'], ['1314', '1315']),
    formation('division', '94 Infantry Division', ['1216'], division94Area),
    formation('corps', 'LI Corps', [], ['1810'], liCorpsAttached),
  ];
  const soviet = [formation('division', '99 Tank Brigade', ['1005'], ['0805']), formation('corps', '2 Tank Corps', ['1015'], [])];
  const sideHexes = (fs: FormationSetup[], extra: string) => hexes(extra, ...fs.flatMap((f) => [...f.frontLine, ...f.area]));
  const sides = { german: { formations: german, hexes: sideHexes(german, '2020') }, soviet: { formations: soviet, hexes: sideHexes(soviet, '0610') } };
  const boundary = hexes('1120', '1416', ...sides.german.hexes, ...sides.soviet.hexes);
  const scenario = { scenario: 2 as const, boundary, volga: hexes(), sides, placement: { soviet: [], german: [] } };
  return { provenance: 'reconstructed', note: 'a fragment', scenarios: { 1: { ...scenario, scenario: 1 }, 2: scenario, 3: { ...scenario, scenario: 3 }, 4: { ...scenario, scenario: 4 }, 5: { ...scenario, scenario: 5 }, 6: { ...scenario, scenario: 6 }, 7: { ...scenario, scenario: 7 }, 8: { ...scenario, scenario: 8 } } };
}

/** 2.33 ∆: a starting Soviet immobilized tank (none is in counters.yaml's scenarios #1 and #2). */
const immobilized = CounterSchema.parse({
  id: 'sov-immobilized-t34', side: 'soviet', name: 'Immobilized T-34', type: 'immobilizedTank', af: 0, df: 5, range: 4, mp: 0,
  formation: { division: '99 Tank Brigade' }, back: { mark: 'flag', flag: '99 Tank Brigade' }, scenarios: [2], entry: { at: 'map' }, note: 'a test counter',
}) as Counter;
const counters: Counter[] = [...sosCounters().counters, immobilized];
const stacking = sosTables().stacking;

const check = (side: SosSide, placements: PlacementInput[], setup = fragment()) =>
  placementProblems(setup, counters, 2, side, placements, stacking).map((p) => [p.path, p.code, p.rule]);

type Row = [rule: string, what: string, side: SosSide, unit: string, hex: string, expected: string[][]];
const ROWS: Row[] = [
  // SoS 2.33: infantry of the formations noted on the map, precisely on their front line.
  ['2.33', 'an infantry company of the 276th on its front line', 'german', 'ger-5-276', '1214', []],
  ['2.33', 'an infantry company of the 276th in its dotted area', 'german', 'ger-5-276', '1314', [['0.hex', 'off-front-line', 'SoS 2.33']]],
  ['2.33', "armored infantry of the 24th Panzer Division in its division's dotted area", 'german', 'ger-24-pzgren', '1304', [['0.hex', 'off-front-line', 'SoS 2.33']]],
  ['2.33', 'the Hiwi unit of the 24th Panzer Division (infantry) on its front line', 'german', 'ger-24-hiwi', '1205', []],
  // SoS 2.33: all other starting units, the front line or the formation's dotted area.
  ['2.33', "a mortar of the 276th in its regiment's dotted area", 'german', 'ger-4-276', '1315', []],
  ['2.33', "a mortar of the 276th on its regiment's front line", 'german', 'ger-4-276', '1215', []],
  ['2.33', "a mortar of the 276th in its division's area, not its regiment's", 'german', 'ger-4-276', '1416', [['0.hex', 'outside-formation-area', 'SoS 2.33']]],
  ['2.33', 'a leader of II/276 sets up with his regiment (the most particular formation drawn)', 'german', 'ger-weigert', '1314', []],
  ['2.33', 'a panzer of the 24th Panzer Division in its dotted area', 'german', 'ger-24-pz-1', '1305', []],
  ['2.33', 'the kampfgruppe Gruppe Salzer has a dotted area only: its SP AT gun inside it', 'german', 'ger-stg-sp-at', '1406', []],
  ['2.33', "Gruppe Salzer's SP AT gun on its division's front line, not the kampfgruppe's area", 'german', 'ger-stg-sp-at', '1204', [['0.hex', 'outside-formation-area', 'SoS 2.33']]],
  ['2.33', 'the 2nd Tank Corps has no dotted line: its T-60 on the solid line', 'soviet', 'sov-t60-26', '1015', []],
  ['2.33', 'the 2nd Tank Corps has no dotted line: its T-60 elsewhere on the Soviet side', 'soviet', 'sov-t60-26', '0610', [['0.hex', 'outside-formation-area', 'SoS 2.33']]],
  // SoS 2.33 ∆: engineers are not infantry for set-up.
  ['2.33∆', "the 94th's Pioneer company in its division's dotted area", 'german', 'ger-94-pioneer', '1416', []],
  ['2.33∆', "the 94th's Pioneer company outside its division's hexes", 'german', 'ger-94-pioneer', '1314', [['0.hex', 'outside-formation-area', 'SoS 2.33∆']]],
  // SoS 2.33: independent units, the area of the formation they are attached to, else any hex of their side.
  ['2.33', 'the Nebelwerfer, attached to LI Corps, in the corps area', 'german', 'ger-nebelwerfer', '1810', []],
  ['2.33', 'the Nebelwerfer, attached to LI Corps, on a German hex outside the corps area', 'german', 'ger-nebelwerfer', '2020', [['0.hex', 'outside-formation-area', 'SoS 2.33']]],
  ['2.33', 'the unattached 416th mortar on any Soviet hex', 'soviet', 'sov-416-mortar', '1005', []],
  ['2.33', 'the unattached 416th mortar on a hex of no Soviet formation or area', 'soviet', 'sov-416-mortar', '1120', [['0.hex', 'outside-side-area', 'SoS 2.33']]],
  ['2.33', 'Paulus, of no formation drawn, on any German hex', 'german', 'ger-paulus', '1204', []],
  ['2.33', 'Paulus on a Soviet hex', 'german', 'ger-paulus', '0610', [['0.hex', 'outside-side-area', 'SoS 2.33']]],
  // SoS 2.33 ∆: starting Soviet immobilized tanks on any Soviet hex.
  ['2.33∆', "a 99 Tank Brigade immobilized tank on the 2nd Tank Corps' line", 'soviet', 'sov-immobilized-t34', '1015', []],
  ['2.33∆', 'a Soviet immobilized tank on a German hex', 'soviet', 'sov-immobilized-t34', '1304', [['0.hex', 'outside-side-area', 'SoS 2.33∆']]],
  // SoS 2.34: inside the scenario boundary.
  ['2.34', 'Paulus outside the boundary of #2', 'german', 'ger-paulus', '3030', [['0.hex', 'outside-boundary', 'SoS 2.34']]],
  // SoS 2.31, 2.32, 2.36: the units a side sets up, its own starting units of the scenario, on the map (not those entering later).
  ['2.31', 'a Soviet unit in the German placement', 'german', 'sov-t60-26', '1015', [['0.unit', 'other-side', 'SoS 2.31']]],
  ['2.32', 'a unit of scenario card #1 only', 'german', 'ger-71-5-191', '1214', [['0.unit', 'other-scenario', 'SoS 2.32']]],
  ['2.32', 'an artillery battalion that starts in off-map box GB-1', 'german', 'ger-i-194', '1314', [['0.unit', 'not-on-map-at-start', 'SoS 2.32, 2.36']]],
  ['2.36', 'Zaitsev, who crosses the Volga on 22 September', 'soviet', 'sov-zaitsev', '0610', [['0.unit', 'not-on-map-at-start', 'SoS 2.32, 2.36']]],
  ['2.32', 'a counter that does not exist', 'german', 'ger-tiger', '1204', [['0.unit', 'unknown-unit', 'SoS 2.32']]],
];

describe('SoS 2.33, 2.34: where a starting unit may set up', () => {
  it.each(ROWS)('%s: %s', (_rule, _what, side, unit, hex, expected) => {
    expect(check(side, [{ unit, hex }])).toEqual(expected);
  });

  it('SoS 2.33∆: engineers are held to the solid line when their formation has no dotted area', () => {
    const solidOnly = fragment({ division94Area: [] });
    expect([check('german', [{ unit: 'ger-94-pioneer', hex: '1216' }], solidOnly), check('german', [{ unit: 'ger-94-pioneer', hex: '1416' }], solidOnly)]).toEqual([
      [],
      [['0.hex', 'outside-formation-area', 'SoS 2.33∆']],
    ]);
  });

  it('SoS 2.33: an independent unit the card does not attach sets up on any hex of its side, though it serves LI Corps', () => {
    const unattached = fragment({ liCorpsAttached: [] });
    expect([check('german', [{ unit: 'ger-nebelwerfer', hex: '2020' }], unattached), check('german', [{ unit: 'ger-nebelwerfer', hex: '0610' }], unattached)]).toEqual([
      [],
      [['0.hex', 'outside-side-area', 'SoS 2.33']],
    ]);
  });
});

describe('SoS 2.31, 5.1: the placement as a whole', () => {
  it('SoS 2.31: a unit placed twice is refused at its second placement', () => {
    expect(check('german', [{ unit: 'ger-5-276', hex: '1214' }, { unit: 'ger-5-276', hex: '1215' }])).toEqual([['1.unit', 'placed-twice', 'SoS 2.31']]);
  });

  it('SoS 5.3: four infantry companies of the 276th in one front-line hex (no tank among them)', () => {
    const four = ['ger-1-276', 'ger-2-276', 'ger-3-276', 'ger-5-276'].map((unit) => ({ unit, hex: '1214' }));
    expect(check('german', four)).toEqual([['0.hex', 'over-stacked', 'SoS 5.3']]);
    expect(check('german', four.slice(0, 3))).toEqual([]);
  });

  it('SoS 5.5: two leaders of the 276th in one hex', () => {
    expect(check('german', [{ unit: 'ger-rittner', hex: '1314' }, { unit: 'ger-weigert', hex: '1314' }])).toEqual([['0.hex', 'over-stacked-extra', 'SoS 5.5, 18.11']]);
  });

  it('every problem is reported at once, each with its path', () => {
    const placements = [
      { unit: 'ger-5-276', hex: '1314' },
      { unit: 'ger-paulus', hex: '3030' },
      { unit: 'ger-i-194', hex: '1314' },
      { unit: 'ger-rittner', hex: '1214' },
    ];
    expect(check('german', placements)).toEqual([
      ['0.hex', 'off-front-line', 'SoS 2.33'],
      ['1.hex', 'outside-boundary', 'SoS 2.34'],
      ['2.unit', 'not-on-map-at-start', 'SoS 2.32, 2.36'],
    ]);
  });

  it('SoS 2.31: the starting units a placement leaves off the map', () => {
    const german = counters.filter((c) => c.side === 'german' && c.scenarios.includes(2) && c.entry.at === 'map').map((c) => ({ unit: c.id as string, hex: '1204' }));
    expect(unplacedUnits(counters, 2, 'german', german)).toEqual([]);
    expect(unplacedUnits(counters, 2, 'german', german.filter((p) => p.unit !== 'ger-7-276'))).toEqual(['ger-7-276']);
  });
});

describe('SoS 2.33: the hexes a set-up window lists for a unit', () => {
  it('an infantry company of the 276th: its front line', () => {
    expect(placementChoices(fragment(), counters, 2, 'ger-5-276')).toEqual(['1214', '1215']);
  });
  it("a mortar of the 276th: its regiment's front line and dotted area", () => {
    expect(placementChoices(fragment(), counters, 2, 'ger-4-276')).toEqual(['1214', '1215', '1314', '1315']);
  });
  it('a unit that does not start on the map, or not in the scenario: none', () => {
    expect([placementChoices(fragment(), counters, 2, 'ger-i-194'), placementChoices(fragment(), counters, 2, 'ger-71-5-191')]).toEqual([[], []]);
  });
});
