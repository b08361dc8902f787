import type { HexId } from '#kernel/ids';
import type { Issue } from '#kernel/engine/issues';
import type { Counter, CountersFile } from '../data/counters';
import { NOT_COMBAT_UNIT_TYPES, NO_AF_TYPES } from '../data/counters';
import type { CityMap } from '../data/city-map';
import type { SosTables } from '../data/tables';
import type { Tec } from '../data/tec';
import type { SosSide } from '../sequence/phases';
import { SOS_SCENARIOS, type SosScenarioId } from '../sequence/scenarios';
import type { PieceFacts } from '../state/occupancy';
import { createCityLos, type CityLos } from '../los/city-los';

/**
 * Where the scenario card puts each counter at the start (SoS 2.31-2.34): the ready-made
 * placement of every counter that starts on the map, by id. The set-up maps are not in the
 * text; the data is reconstructed (scenarios/streets-of-stalingrad).
 */
export interface SosStartPlacements {
  readyMade(scenario: SosScenarioId): Readonly<Record<string, string>>;
  /**
   * Every way a side's whole set-up breaks the set-up rules (2.33, 2.34, 5.x stacking), each
   * issue's path `['placements', i]` for the i-th entry of `placements`.
   */
  problems(scenario: SosScenarioId, side: SosSide, placements: readonly { unit: string; hex: string }[]): Issue[];
  /** The hexes a starting unit may set up on alone (2.33, 2.34), for the set-up windows' listing; stacking depends on the rest. */
  choices(scenario: SosScenarioId, unit: string): string[];
  /** SoS 2.34: the hexes of the scenario, its dividing line's hexes included: no unit moves outside them. */
  boundary(scenario: SosScenarioId): ReadonlySet<string>;
  /** SoS 5.1-5.6: whether these units of a side may end the set-up stacked in this hex. */
  stackFits(scenario: SosScenarioId, side: SosSide, hex: string, units: readonly string[]): boolean;
}

/** The data a game of Streets of Stalingrad is played with, compiled and checked. */
export interface SosData {
  map: CityMap;
  tables: SosTables;
  counters: CountersFile;
  start: SosStartPlacements;
}

/** The data with what every phase asks of it, worked out once. */
export interface SosEnv {
  readonly data: SosData;
  readonly map: CityMap;
  readonly tables: SosTables;
  readonly tec: Tec;
  /** A counter by id; throws for an id that is not a counter (ids in a state always are). */
  counter(id: string): Counter;
  /** A counter by id, or undefined (ids in a turn file may be anything). */
  findCounter(id: string): Counter | undefined;
  /** The counters of a scenario (2.32: the card's), in id order. */
  scenarioCounters(scenario: SosScenarioId): readonly Counter[];
  /** What occupancy needs to know of a counter. */
  facts(id: string): PieceFacts;
  /** Line of sight on the city map (SoS 9.3), each pair judged once. */
  readonly los: CityLos;
  /** SoS 9.3, 14.2: whether a unit at hex `from` sees hex `to` (the city LOS unless the env was given another). */
  inLos(from: string, to: string): boolean;
}

/** A line of sight: whether a unit at `from` sees `to` (SoS 9.3). */
export type SosLos = (from: string, to: string) => boolean;

/** The game's env over its data; `inLos` replaces the city's line of sight (a test's drawing), the city LOS when absent. */
export function sosEnv(data: SosData, inLos?: SosLos): SosEnv {
  const byId = new Map<string, Counter>(data.counters.counters.map((c) => [c.id, c]));
  const facts = new Map<string, PieceFacts>();
  const byScenario = new Map<SosScenarioId, Counter[]>();
  const counter = (id: string): Counter => {
    const c = byId.get(id);
    if (!c) throw new Error(`no Streets of Stalingrad counter ${id}`);
    return c;
  };
  let los: CityLos | null = null;
  const cityLos = (): CityLos => (los ??= createCityLos(data.map, data.tables.tec));
  return {
    data,
    map: data.map,
    get los() {
      return cityLos();
    },
    tables: data.tables,
    tec: data.tables.tec,
    counter,
    findCounter: (id) => byId.get(id),
    scenarioCounters(scenario) {
      let list = byScenario.get(scenario);
      if (!list) {
        list = data.counters.counters.filter((c) => c.scenarios.includes(SOS_SCENARIOS[scenario].number)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        byScenario.set(scenario, list);
      }
      return list;
    },
    inLos: inLos ?? ((from, to) => cityLos().sees(from as HexId, to as HexId)),
    facts(id) {
      let f = facts.get(id);
      if (!f) {
        const c = counter(id);
        // SoS 2.21: a combat unit has an AF (leaders, OPs, snipers, mine dogs, engineering units have none)
        // SoS 9.81: a combat unit, AF or none
        f = { side: c.side, combat: !NO_AF_TYPES.has(c.type), combatUnit: !NOT_COMBAT_UNIT_TYPES.has(c.type) };
        facts.set(id, f);
      }
      return f;
    },
  };
}
