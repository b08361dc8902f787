import { createContext, type CtsContext } from '#games/campaign-to-stalingrad/data/context';
import { AirUnitSpecSchema, UnitSpecSchema, WithdrawalSchema, type Bundle, type CtsSide, type Scenario } from '#games/campaign-to-stalingrad/data/schema';
import { z } from 'zod';

const WithdrawalsSchema = z.array(WithdrawalSchema);
import type { CtsState, UnitState, Weather } from '#games/campaign-to-stalingrad/state/types';
import { hexId, type HexId } from '#kernel/ids';
import type { HexData, MapData } from '#kernel/map/types';
import { realBundle } from './real-bundle';
import { offMapBoxEdges } from '../../../../scenarios/campaign-to-stalingrad/compile/off-map-boxes';

/** A unit of a scenario fragment: its counter and where it stands. */
export interface TinyUnit {
  id: string;
  side: CtsSide;
  nationality?: string;
  branch?: string;
  type: string;
  size?: string;
  /** Faces "attack-defense-movement", full strength first. */
  faces: string[];
  hex: string;
  steps?: number;
  disrupted?: boolean;
  activated?: boolean;
  outOfSupply?: boolean;
  frozen?: boolean;
  retreatedThisPhase?: boolean;
  /** 10.1.4: has attacked / been attacked this Game Turn. */
  attacked?: boolean;
  defended?: boolean;
  /** Its army (35.1); default "-". */
  army?: string;
  /** Where the counter is (default on the map at `hex`): the Cadre Box, pending, withdrawn... */
  where?: UnitState['where'];
  /** 33.0: the Off Map Box a unit off the map is in, and the turn it left the map (Section III). */
  box?: UnitState['box'];
  leftMapTurn?: number;
  /** 20.4: a withdrawn unit's Return turn. */
  returnTurn?: number;
  /** 23.7: an Air HQ's Support Factor, mobile and non-mobile side. */
  support?: { mobile: number; fixed: number };
  /** 44.0: a Heavy Tank regiment. */
  heavy?: boolean;
  /** 28.1: an Artillery Division's mobile side ("attack-defense-movement"); `faces` is then its non-mobile side. */
  mobileSide?: string;
  /** 28.2: the Artillery Division shows its mobile side. */
  mobile?: boolean;
  /** The counter's name (default its id): 41.0 reads a Panzer or Tank Army HQ by it. */
  name?: string;
}

/** An air unit of a fragment (23.1): its counter and, when placed, its hex. */
export interface TinyAir {
  id: string;
  side: CtsSide;
  type: 'B' | 'GS' | 'F' | 'FB';
  bombing: number;
  attack?: number;
  defense?: number;
  range?: number;
  /** The hex it is placed in (where = map); absent = ready off the map. */
  hex?: string;
  mission?: 'offensive' | 'defensive';
  groundSupportGiven?: boolean;
  bombarded?: boolean;
}

/** The fragment's own scenario data (reinforcements 19.0, withdrawals 20.0), for the automatic steps of a phase. */
export interface TinyScenario {
  reinforcements?: Scenario['reinforcements'];
  withdrawals?: Scenario['withdrawals'];
  /** 35.6: the Kuban garrison and the hexes whose entry releases it. */
  kuban?: Scenario['kuban'];
  /** 35.8 D: the south-edge road hexes Axis units exit by for Victory Points. */
  southExits?: Scenario['southExits'];
  /** 35.8: the last turn (default 99) and the Axis's winning margin (default 0). */
  lastTurn?: number;
  axisMargin?: number;
  /** 1.0: the rulebook sections the fragment plays beyond the first (rules/sections.ts). */
  sections?: Scenario['sections'];
  /** 36.6: the scenario's one-combat army bonuses (army, turn, artilleryShift, attackFactors). */
  bonuses?: Scenario['bonuses'];
  /** 37.4, 37.5: `campaign-game` counts the fragment as the Campaign Game (its Automatic Victory). */
  reckoning?: 'campaign-game';
}

/** A scenario "fragment" holding only what a fixture gives. */
function fragmentScenario(s: TinyScenario): Scenario {
  return {
    id: 'fragment', name: 'fragment', description: 'test fragment', firstTurn: 1, lastTurn: s.lastTurn ?? 99,
    startLine: { provenance: 'reconstructed', note: 'test fragment', rows: {} }, supply: { axis: { points: 0, depots: 0 }, soviet: { points: 0, depots: 0 } }, railheads: { axis: [], unrepaired: { axis: [] } },
    setup: [], depots: [], replacements: [], frozen: [], setupLosses: {}, victory: { axisMargin: s.axisMargin ?? 0, axis: {}, soviet: {}, ...(s.reckoning ? { reckoning: s.reckoning } : {}) }, provenance: [],
    reinforcements: s.reinforcements ?? [],
    withdrawals: WithdrawalsSchema.parse(s.withdrawals ?? []),
    ...(s.kuban ? { kuban: s.kuban } : {}),
    ...(s.southExits ? { southExits: s.southExits } : {}),
    ...(s.sections ? { sections: s.sections } : {}),
    ...(s.bonuses ? { bonuses: s.bonuses } : {}),
  };
}

/** A scenario fragment: a 11 x 20 patch of the grid (rows 10-20, columns 01-20), clear unless told. */
export interface TinySpec {
  terrain?: Record<string, string>;
  features?: Record<string, string[]>;
  hexsides?: Record<string, string[]>;
  /** Friendly map edges (8.0); default: the Axis has column 20 (west), the Soviet column 01 (east). */
  edges?: Partial<Record<CtsSide, string[]>>;
  units: TinyUnit[];
  weather?: Weather;
  depots?: { side: CtsSide; hex: string }[];
  /** 15.6: the rail hexes each side has not repaired (default: all repaired). */
  unrepaired?: Partial<Record<CtsSide, string[]>>;
  control?: Record<string, CtsSide>;
  /** 21.2: Replacement counters on the map. */
  replacements?: { side: CtsSide; type: string; hex: string }[];
  /** 6.8a: intersecting bond hexes as the Movement Phase began. */
  intersectingAtStart?: HexId[];
  /** 19.0, 20.0: the fragment's reinforcements and withdrawals (scenario id "fragment"). */
  scenario?: TinyScenario;
  /** 21.6: the Replacement Pool by side (default 2 German Infantry, 2 Soviet Infantry). */
  replacementPool?: Record<CtsSide, Record<string, number>>;
  /** 23.0: air units, their counters added to the bundle. */
  air?: TinyAir[];
  /** 23.7: Air HQs on their non-mobile side. */
  airHqFixed?: string[];
  /** 8.2: the Axis north-edge control marker (the easternmost Axis north-edge column). */
  axisNorthEdge?: number;
  /** The engine whose rule readings the fragment is played by (data/readings.ts); default cts-2. */
  engine?: string;
  /** Printed labels of hexes whose number is not their id (the south map's "S4336", A2). */
  labels?: Record<string, string>;
  /** 33.3: the Off Map Boxes' edge hexes by side (default: what the build derives from the fragment's grid and edges). */
  offMapBoxes?: Bundle['offMapBoxes'];
  /** 34.0: the Caucasus Campaign Display on the fragment's hexes (default: the real one, whose hexes lie off the fragment). */
  caucasusDisplay?: Bundle['caucasusDisplay'];
  /** 4.4.4: ferry sites a side holds and since when (hexside key "a|b"). */
  ferries?: Record<string, { side: CtsSide; since: number }>;
}

const face = (s: string) => {
  const [attack, defense, move] = s.split('-').map(Number);
  return { attack: attack!, defense: defense!, move: move! };
};

/** The context and state of a fragment, with the real charts (tables.yaml). */
export function tinyWorld(spec: TinySpec): { ctx: CtsContext; state: CtsState; bundle: Bundle } {
  const hexes: Record<string, HexData> = {};
  for (let r = 10; r <= 20; r++) {
    for (let c = 1; c <= 20; c++) {
      const h = `${r}${String(c).padStart(2, '0')}`;
      const f = spec.features?.[h];
      hexes[h] = { terrain: spec.terrain?.[h] ?? 'clear', ...(f ? { features: f } : {}) };
    }
  }
  const map: MapData = {
    provenance: 'reconstructed',
    note: 'test fragment',
    grid: { ...realBundle.map.grid, firstRange: [10, 20], secondRange: [1, 20] },
    hexes,
    // the map keys a hexside lower hex first; a fragment may write either order
    hexsides: Object.fromEntries(Object.entries(spec.hexsides ?? {}).map(([k, v]) => [k.split('|').sort().join('|'), v])),
    aliases: {},
    ...(spec.labels ? { labels: spec.labels } : {}),
  };
  const col = (c: number) => Object.keys(hexes).filter((h) => Number(h.slice(2)) === c);
  const edges = { axis: spec.edges?.axis ?? col(20), soviet: spec.edges?.soviet ?? col(1) };
  const units = spec.units.map((u) =>
    UnitSpecSchema.parse({
      id: u.id,
      name: u.name ?? u.id,
      side: u.side,
      nationality: u.nationality ?? (u.side === 'axis' ? 'german' : 'soviet'),
      branch: u.branch ?? 'regular',
      type: u.type,
      size: u.size ?? 'XX',
      army: u.army ?? '-',
      faces: u.faces.map(face),
      ...(u.type === 'army-hq' ? { inactiveMove: 1 } : {}),
      ...(u.support ? { support: u.support } : {}),
      ...(u.heavy ? { heavy: true } : {}),
      ...(u.mobileSide ? { mobileSide: face(u.mobileSide) } : {}),
    }),
  );
  const airUnits = (spec.air ?? []).map((a) =>
    AirUnitSpecSchema.parse({ id: a.id, name: a.id, side: a.side, nationality: a.side === 'axis' ? 'german' : 'soviet', type: a.type, attack: a.attack ?? 0, defense: a.defense ?? 0, bombing: a.bombing, range: a.range ?? 10 }),
  );
  const bundle: Bundle = { ...realBundle, map, edges, offMapBoxes: spec.offMapBoxes ?? offMapBoxEdges(map, edges), ...(spec.caucasusDisplay ? { caucasusDisplay: spec.caucasusDisplay } : {}), units, ...(spec.air ? { airUnits } : {}), scenarios: spec.scenario ? [fragmentScenario(spec.scenario)] : [] };
  const ctx = createContext(bundle, spec.engine);
  const unitStates: Record<string, UnitState> = {};
  for (const u of spec.units) {
    unitStates[u.id] = {
      id: u.id,
      hex: u.where && u.where !== 'map' && u.where !== 'off-map' ? null : hexId(u.hex), // 17.1: off the map, the edge hex it left by
      where: u.where ?? 'map',
      ...(u.returnTurn !== undefined ? { returnTurn: u.returnTurn } : {}),
      ...(u.box ? { box: u.box, leftMapTurn: u.leftMapTurn ?? 1 } : {}),
      ...(u.mobile ? { mobile: true } : {}),
      steps: u.steps ?? u.faces.length,
      disrupted: u.disrupted ?? false,
      outOfSupply: u.outOfSupply ?? false,
      activated: u.activated ?? false,
      frozen: u.frozen ?? false,
      retreatedThisPhase: u.retreatedThisPhase ?? false,
      attacked: u.attacked ?? false,
      defended: u.defended ?? false,
    };
  }
  const state: CtsState = {
    scenario: 'fragment',
    turn: 1,
    phasing: 'axis',
    weather: spec.weather ?? 'clear',
    units: unitStates,
    control: spec.control ?? {},
    supplyPoints: { axis: 12, soviet: 12 },
    depots: (spec.depots ?? []).map((d) => ({ side: d.side, hex: hexId(d.hex) as HexId })),
    transport: { axis: 3, soviet: 3 },
    depotsUsed: [],
    ...(spec.unrepaired ? { unrepairedRail: { axis: (spec.unrepaired.axis ?? []).map(hexId), soviet: (spec.unrepaired.soviet ?? []).map(hexId) } } : {}),
    replacementPool: spec.replacementPool ?? { axis: { 'german-infantry': 2 }, soviet: { 'soviet-infantry': 2 } },
    replacementsOnMap: (spec.replacements ?? []).map((r) => ({ side: r.side, type: r.type, hex: hexId(r.hex) })),
    intersectingAtStart: spec.intersectingAtStart ?? [],
    movedThisPhase: [],
    railUse: { axis: { divisions: 0, motorized: 0, secondary: {} }, soviet: { divisions: 0, motorized: 0, secondary: {} } },
    phase: 'combat',
    standing: {},
    air: {
      units: Object.fromEntries(
        (spec.air ?? []).map((a) => [
          a.id,
          { id: a.id, where: a.hex ? ('map' as const) : ('ready' as const), hex: a.hex ? hexId(a.hex) : null, mission: a.hex ? (a.mission ?? null) : null, groundSupportGiven: a.groundSupportGiven ?? false, bombarded: a.bombarded ?? false },
        ]),
      ),
      ...(spec.airHqFixed ? { hqFixed: spec.airHqFixed } : {}),
      // a fragment with air units already placed is past its Air Segment (23.3)
      ...((spec.air ?? []).some((a) => a.hex) ? { segmentDone: true } : {}),
    },
    result: null,
    ...(spec.axisNorthEdge !== undefined ? { axisNorthEdge: spec.axisNorthEdge } : {}),
    ...(spec.ferries ? { ferries: spec.ferries } : {}),
  };
  return { ctx, state, bundle };
}
