import { DataBundle, SpecialRule, type Nationality, type UnitType, type Weather } from '#games/drive-on-stalingrad/data/schema';

/**
 * Small inline Drive on Stalingrad data bundles for tests: a few hexes, a few counters,
 * one scenario, a test CRT. Hex labels follow the DoS grid (row, column from the east).
 */
export type TinyHex = string | { terrain?: string; features?: string[]; name?: string; section?: string; coast?: string };

export interface TinyUnit {
  nat: Nationality;
  type: UnitType;
  steps?: 1 | 2;
  /** "attack-defense-movement", "?" allowed: "8-8-6", "1-?-4". */
  full: string;
  reduced?: string;
  /** Defaults by type: panzer, motorized-infantry, flak, tank/mech corps are mech. */
  mech?: boolean;
  untried?: boolean;
  designation?: string;
  army?: string;
}

export interface TinySpec {
  hexes: Record<string, TinyHex>;
  hexsides?: Record<string, string[]>;
  aliases?: Record<string, string>;
  units: Record<string, TinyUnit>;
  /** unit -> hex at the start. */
  position: Record<string, string>;
  /** unit -> steps left at the start, for reduced units (used by tinyGame, not by the bundle). */
  steps?: Record<string, number>;
  /** Hexes the German controls at the start; every other land hex is Soviet. */
  german?: string[];
  vpHexes?: string[];
  suddenDeath?: string[];
  vpToWin?: number;
  turns?: number;
  armyAreas?: Record<string, string[]>;
  armyRelease?: Record<string, number>;
  crt?: Partial<DataBundle['tables']['crt']>;
  /** Supply (DoS 7.0): 'unlimited' by default in tiny positions, every unit supplied; 'traced' to play the supply rules. */
  supply?: 'traced' | 'unlimited';
  /** Scenario-only rules (Operation Blue's); default: all of them. */
  specialRules?: SpecialRule[];
  /** Game turn 1's date: with it the weather is rolled each game turn (10.0). */
  startDate?: string;
  /** The reinforcement schedule (DoS 8.1-8.3); a unit listed here and in no position waits off the map. */
  reinforcements?: { unit: string; turn: number; entry?: string[] }[];
  /** Arrival and activation rules (DoS 3.2, 8.4-8.7), as in ScenarioData. */
  frontLine?: Record<string, string[]>;
  reserveArmies?: Record<string, string>;
  southReinforcements?: { gate: string; total: number; perTurn: number; pool: string[] };
  donCrossing?: boolean;
  withdrawal?: { turn: number; named: string };
}

/**
 * Test weather (DoS 10.0, reconstructed): the states of tables.yaml; every month rolls
 * normal on 1-2, mud on 3, freezing on 4, snow on 5-6. Without a start date nothing is
 * rolled and the weather is whatever the state says (normal when absent).
 */
export const TEST_WEATHER: Weather = {
  provenance: 'reconstructed',
  note: 'test weather',
  initial: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), 'normal'])),
  table: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), ['normal', 'normal', 'mud', 'freezing', 'snow', 'snow']])),
  states: {
    normal: { name: 'Normal weather', note: 'printed costs', frozen: false },
    mud: { name: 'Rain and mud', note: 'mech +1 a hex', frozen: false, extra: { mech: 1, nonMech: 0, mountain: 0 } },
    freezing: {
      name: 'Freezing',
      note: 'frozen marsh and rivers',
      frozen: true,
      cost: { marsh: { mech: 1, nonMech: 1, mountain: 1 } },
      hexsideCost: { river: { mech: 1, nonMech: 0 } },
    },
    snow: {
      name: 'Snow',
      note: 'frozen, +1 a hex, 1L',
      frozen: true,
      cost: { marsh: { mech: 1, nonMech: 1, mountain: 1 } },
      hexsideCost: { river: { mech: 1, nonMech: 0 } },
      extra: { mech: 1, nonMech: 1, mountain: 1 },
      shift: -1,
    },
  },
};

const MECH_TYPES = new Set<UnitType>(['panzer', 'motorized-infantry', 'flak', 'tank-corps', 'mechanized-corps']);
const WATER = new Set(['lake', 'reservoir', 'sea']);

/** Test CRT: every column reads die 1 AL1, 2 AS, 3-4 DR, 5 EX, 6 DE; 6:1 has DE on a 5 (DoS 11.29). */
export const TEST_COLUMNS = ['1:3', '1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1'];
export const TEST_ROW = ['AL1', 'AS', 'DR', 'DR', 'EX', 'DE'] as const;
export const TEST_TOP_ROW = ['DR', 'DR', 'DR', 'DE', 'DE', 'DE'] as const;

function face(s: string): { attack: number | '?'; defense: number | '?'; movement: number } {
  const [a, d, m] = s.split('-');
  const f = (x: string | undefined): number | '?' => (x === '?' ? '?' : Number(x));
  return { attack: f(a), defense: f(d), movement: Number(m) };
}

export function tinyBundle(spec: TinySpec): DataBundle {
  const hexes: Record<string, { terrain: string; features?: string[]; name?: string; section?: string; coast?: string }> = {};
  for (const [id, h] of Object.entries(spec.hexes)) hexes[id] = typeof h === 'string' ? { terrain: h } : { terrain: h.terrain ?? 'clear', ...h };
  const land = Object.keys(hexes).filter((h) => !WATER.has(hexes[h]!.terrain));
  const german = new Set(spec.german ?? []);
  const units = Object.entries(spec.units).map(([id, u]) => ({
    id,
    designation: u.designation ?? id,
    name: id,
    nationality: u.nat,
    type: u.type,
    mobility: (u.mech ?? MECH_TYPES.has(u.type)) ? ('mech' as const) : ('non-mech' as const),
    size: 'XX' as const,
    steps: u.steps ?? 1,
    full: face(u.full),
    ...(u.reduced ? { reduced: face(u.reduced) } : {}),
    ...(u.untried ? { untried: true } : {}),
    ...(u.army ? { army: u.army } : {}),
    provenance: 'reconstructed' as const,
  }));
  const results: Record<string, string[]> = {};
  for (const c of TEST_COLUMNS) results[c] = c === '6:1' ? [...TEST_TOP_ROW] : [...TEST_ROW];
  return DataBundle.parse({
    title: 'drive-on-stalingrad',
    sourceHash: 'test',
    map: {
      provenance: 'reconstructed',
      note: 'test map',
      grid: {
        first: 'row',
        staggered: 'first',
        shifted: 'even',
        firstRange: [1, 51],
        secondRange: [1, 45],
        secondIncreases: 'west',
        firstIncreases: 'south',
      },
      hexes,
      hexsides: spec.hexsides ?? {},
      aliases: spec.aliases ?? {},
    },
    units,
    scenarios: [
      {
        id: 'test',
        name: 'Test',
        description: 'a test position',
        turns: spec.turns ?? 11,
        firstSide: 'german',
        control: { german: land.filter((h) => german.has(h)), soviet: land.filter((h) => !german.has(h)) },
        startLine: [],
        setup: Object.entries(spec.position).map(([unit, hex]) => ({ unit, hex })),
        armyAreas: spec.armyAreas ?? {},
        armyRelease: spec.armyRelease ?? {},
        vpHexes: spec.vpHexes ?? [],
        vpToWin: spec.vpToWin ?? 6,
        suddenDeath: spec.suddenDeath ?? [],
        reinforcements: (spec.reinforcements ?? []).map((r) => ({ ...r, provenance: 'reconstructed' as const })),
        ...(spec.frontLine ? { frontLine: spec.frontLine } : {}),
        ...(spec.reserveArmies ? { reserveArmies: spec.reserveArmies } : {}),
        ...(spec.southReinforcements ? { southReinforcements: spec.southReinforcements } : {}),
        ...(spec.donCrossing !== undefined ? { donCrossing: spec.donCrossing } : {}),
        ...(spec.withdrawal ? { withdrawal: spec.withdrawal } : {}),
        supply: spec.supply ?? 'unlimited',
        specialRules: spec.specialRules ?? SpecialRule.options,
        ...(spec.startDate ? { startDate: spec.startDate } : {}),
        provenance: 'reconstructed',
        note: 'test',
      },
    ],
    tables: {
      crt: {
        provenance: 'reconstructed',
        note: 'test CRT',
        columns: TEST_COLUMNS,
        results,
        columnNotes: {},
        aboveTop: 'DE',
        belowBottom: 'AL1',
        ...spec.crt,
      },
      terrain: {
        provenance: 'rulebook',
        note: 'DoS 9.10-9.16; mech marsh 2 is a placeholder (digest E16)',
        cost: {
          clear: { mech: 1, nonMech: 1, mountain: 1 },
          forest: { mech: 2, nonMech: 1, mountain: 1 },
          hills: { mech: 4, nonMech: 2, mountain: 1 },
          mountain: { mech: null, nonMech: 4, mountain: 2 },
          marsh: { mech: 2, nonMech: 2, mountain: 2 },
          'desert-steppe': { mech: 1, nonMech: 1, mountain: 1 },
          lake: { mech: null, nonMech: null, mountain: null },
          reservoir: { mech: null, nonMech: null, mountain: null },
          sea: { mech: null, nonMech: null, mountain: null },
        },
        hexsideCost: { river: { mech: 2, nonMech: 1 } },
      },
      weather: TEST_WEATHER,
    },
  });
}
