import { describe, expect, it } from 'vitest';
import type { HexId } from '#kernel/ids';
import { SETUP_SCENARIOS } from '#games/streets-of-stalingrad/data/setup';
import { placementChoices, placementProblems, startingUnits, unplacedUnits } from '#games/streets-of-stalingrad/setup/placement';
import type { SosSide } from '#games/streets-of-stalingrad/combat/fire-combat';
import { cityMap } from './city-map-fixture';
import { sosCounters } from './counters-fixture';
import { sosSetup } from './setup-fixture';
import { sosTables } from './tables-fixture';

/**
 * The ready-made set-up of setup.yaml: what the referee offers as the default set-up and what
 * scripted games and the fuzzer start from. It must be legal by the rules (2.31-2.34, 5.1),
 * hold every starting unit once, and fit what the text says of the start (3.8).
 */
const setup = sosSetup();
const counters = sosCounters().counters;
const stacking = sosTables().stacking;
const map = cityMap();
const SIDES: SosSide[] = ['soviet', 'german'];
const cases = SETUP_SCENARIOS.flatMap((scenario) => SIDES.map((side) => [scenario, side] as const));

describe('the ready-made set-up of every scenario', () => {
  it.each(cases)('SoS 2.33, 2.34, 5.1: scenario #%s, the %s placement is legal', (scenario, side) => {
    expect(placementProblems(setup, counters, scenario, side, setup.scenarios[scenario].placement[side], stacking)).toEqual([]);
  });

  it.each(cases)('SoS 2.31: scenario #%s, every %s unit that starts on the map is placed once', (scenario, side) => {
    const list = setup.scenarios[scenario].placement[side];
    expect(unplacedUnits(counters, scenario, side, list)).toEqual([]);
    expect(list.length).toBe(startingUnits(counters, scenario, side).length);
  });

  it.each(SETUP_SCENARIOS)('SoS 2.31: scenario #%s lists the Soviet placement first (the Soviet sets up first)', (scenario) => {
    expect(Object.keys(setup.scenarios[scenario].placement)).toEqual(['soviet', 'german']);
  });

  it.each(SETUP_SCENARIOS)('SoS 3.4, 3.8: in scenario #%s the Soviet holds every VP hex of the scenario at the start', (scenario) => {
    const s = setup.scenarios[scenario];
    const vp = map.ids.filter((h) => s.boundary.has(h) && map.hex(h)!.vp > 0);
    expect(vp.filter((h) => !s.sides.soviet.hexes.has(h) || s.sides.german.hexes.has(h))).toEqual([]);
    expect(vp.length).toBe({ 1: 10, 2: 7, 3: 20, 4: 3, 5: 3, 6: 3, 7: 10, 8: 3 }[scenario]); // 3.4: the campaign has all twenty; the North map three landings
  });

  it('SoS 2.33, 5.4: in scenario #2 Soviet infantry holds a front of ten hexes or more at the start, three combat units a hex at most', () => {
    // The southern city's defenders (42nd Rifle Brigade, 92nd Naval Infantry, 35th Guards; counters.yaml, 2.35) on their line.
    const s = setup.scenarios[2];
    const infantry = s.placement.soviet.filter((p) => counters.find((c) => c.id === p.unit)?.type === 'infantry');
    const onLine = new Set(infantry.filter((p) => s.sides.soviet.formations.some((f) => f.frontLine.has(p.hex as HexId))).map((p) => p.hex));
    expect(onLine.size).toBeGreaterThanOrEqual(10);
    expect(placementProblems(setup, counters, 2, 'soviet', s.placement.soviet, stacking)).toEqual([]);
  });

  it('SoS 14.25: the 62 Army OP starts on Mamayev Kurgan (1039) in scenario #1', () => {
    expect(setup.scenarios[1].placement.soviet.find((p) => p.unit === 'sov-62-op')?.hex).toBe('1039');
  });

  it.each(SETUP_SCENARIOS)('scenario #%s: the sides start near each other, never in one hex or adjacent', (scenario) => {
    const at = (side: SosSide) => setup.scenarios[scenario].placement[side].map((p) => p.hex);
    const closest = Math.min(...at('soviet').flatMap((a) => at('german').map((b) => map.grid.distance(a, b))));
    // #1 to #3 put the lines one empty column apart; #4 to #8 draw areas, not lines, on the Soviet side
    if (scenario <= 3) expect(closest).toBe(2);
    else expect(closest).toBeGreaterThanOrEqual(2);
    expect(closest).toBeLessThanOrEqual(5);
  });

  it.each(SETUP_SCENARIOS)('SoS 2.34: scenario #%s, every set-up hex inside the boundary and on land', (scenario) => {
    const s = setup.scenarios[scenario];
    const hexes: HexId[] = SIDES.flatMap((side) => [...s.sides[side].hexes]);
    expect(hexes.filter((h) => !s.boundary.has(h) || map.hex(h)!.river === 'volga')).toEqual([]);
  });

  it.each(cases)('SoS 2.33, 2.34: scenario #%s, the %s choices are exactly the hexes the rules accept for a unit alone', (scenario, side) => {
    const boundary = [...setup.scenarios[scenario].boundary];
    const differ = startingUnits(counters, scenario, side).flatMap((c) => {
      const choices = new Set(placementChoices(setup, counters, scenario, c.id));
      const accepted = boundary.filter((hex) => placementProblems(setup, counters, scenario, side, [{ unit: c.id, hex }], stacking).length === 0);
      return accepted.length === choices.size && accepted.every((h) => choices.has(h)) ? [] : [c.id];
    });
    expect(differ).toEqual([]);
  });

  it('SoS 2.33: the choices a set-up window lists hold the ready-made hex of every unit', () => {
    const missing = cases.flatMap(([scenario, side]) =>
      setup.scenarios[scenario].placement[side].filter((p) => !placementChoices(setup, counters, scenario, p.unit).includes(p.hex)).map((p) => `${scenario}:${p.unit}`),
    );
    expect(missing).toEqual([]);
  });
});
