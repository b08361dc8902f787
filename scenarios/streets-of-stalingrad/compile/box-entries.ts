import type { HexId } from '../../../src/kernel/ids';
import type { CityMap, EastBankBox } from '../../../src/games/streets-of-stalingrad/data/city-map';
import { entryIn, type Counter } from '../../../src/games/streets-of-stalingrad/data/counters';
import type { SetupScenario } from '../../../src/games/streets-of-stalingrad/data/setup';

/** A box a card puts a unit in (2.14, 2.15). */
type SosBox = Extract<Counter['entry'], { at: 'box' }>['box'];

/** A unit of a scenario that starts in, or enters by, a box serving none of the scenario's hexes. */
export interface BoxEntryProblem { unit: string; box: SosBox; message: string; /** The box is the scenario's own (counters.yaml `entries`), not #1 to #3's. */ fromEntries: boolean }

const EAST_BANK: Readonly<Record<string, EastBankBox>> = { 'EB-S': 'south', 'EB-C': 'central', 'EB-N': 'north' };

/**
 * The hexes a box serves: an East Bank box, the landing hexes of its arrows (2.14, 8.65: Soviet
 * units cross to the West Bank along them); a German off-map box, the map-edge hexes it touches
 * (2.15, city.yaml's `offMapBoxes`, `box-1` to `box-4` for GB-1 to GB-4).
 */
function servedHexes(map: CityMap, box: SosBox): readonly HexId[] {
  const section = EAST_BANK[box];
  if (section) return map.arrows.filter((a) => a.box === section).map((a) => a.landing);
  return map.offMapBoxes[`box-${box.slice(3)}`]?.touches ?? [];
}

/**
 * SoS 2.14 (Soviet boxes), SoS 2.15 (German boxes), SoS 2.34 (the scenario's part): a scenario is played on its part of the map alone, so every box its
 * card puts a unit in, at the start or for a reinforcement, must serve a hex inside the
 * scenario's boundary; a box that serves only another part would hold units that can never
 * reach this scenario's map.
 */
export function boxEntryProblems(map: CityMap, counters: readonly Counter[], scenario: SetupScenario, boundary: ReadonlySet<HexId>): BoxEntryProblem[] {
  const out: BoxEntryProblem[] = [];
  for (const c of counters) {
    const entry = entryIn(c, scenario);
    if (!c.scenarios.includes(scenario) || entry.at === 'map' || entry.at === 'immobilization' || entry.at === 'replacement' || entry.box === undefined) continue;
    const box = entry.box;
    if (servedHexes(map, box).some((h) => boundary.has(h))) continue;
    const how = entry.at === 'box' ? `starts in ${box}` : `enters on ${entry.date} in ${box}`;
    out.push({ unit: c.id, box, fromEntries: c.entries?.[String(scenario)] !== undefined, message: `${c.id} ${how}, which serves no hex inside the boundary of scenario #${scenario} (SoS 2.14, 2.15, 2.34)` });
  }
  return out;
}
