import { describe, expect, it } from 'vitest';
import { isolatedUnits } from '#games/streets-of-stalingrad/supply/isolation';
import { around, env, fragment, placed } from './isolation-fixture';

/**
 * The second reading of isolation (docs/rules-audit-streets-of-stalingrad.md, IS rows).
 * SoS 19.6: "if German units are completely surrounded by Soviet units and/or Soviet ZOCs so
 * that they cannot trace a supply line to an off-map box, all such German units receive an
 * 'Out of Supply' marker with a '1' on it". SoS 9.81: "Combat units are considered any
 * infantry, armored, or artillery unit, including immobilized tanks, snipers, mine dogs, and
 * River flotilla units". SoS 16.34: immobilized tanks stand in city hexes.
 */

/** A city hex whose six neighbours are city hexes: no ZOC enters any of them (6.2). */
const CITY = '0630';
const SOVIETS_2 = ['sov-42rb-1', 'sov-42rb-2', 'sov-42rb-3', 'sov-92nib-1', 'sov-92nib-2'];

describe('IS: the German trace of supply (19.6)', () => {
  it('IS-05: a Soviet immobilized tank alone in a hex blocks the German trace, as the Soviet infantry beside it do', () => {
    const ring = around(CITY);
    const s = fragment('scenario-2', 3, { 'ger-1-276': CITY, ...placed(SOVIETS_2, ring.slice(0, 5)), 'sov-immobilized-tank-1': ring[5]! });
    expect(isolatedUnits(env, s, 'german', null)).toEqual(['ger-1-276']);
    // with the sixth hex empty, the German unit traces through it (no ZOC enters a city hex)
    const open = fragment('scenario-2', 3, { 'ger-1-276': CITY, ...placed(SOVIETS_2, ring.slice(0, 5)) });
    expect(isolatedUnits(env, open, 'german', null)).toEqual([]);
  });
});
