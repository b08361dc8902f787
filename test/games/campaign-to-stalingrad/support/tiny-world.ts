import { createContext, type CtsContext } from '../../../../src/games/campaign-to-stalingrad/data/context';
import { UnitSpecSchema, type Bundle, type CtsSide } from '../../../../src/games/campaign-to-stalingrad/data/schema';
import type { CtsState, UnitState, Weather } from '../../../../src/games/campaign-to-stalingrad/state/types';
import { hexId, type HexId } from '../../../../src/kernel/ids';
import type { HexData, MapData } from '../../../../src/kernel/map/types';
import { realBundle } from './real-bundle';

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
  control?: Record<string, CtsSide>;
  /** 21.2: Replacement counters on the map. */
  replacements?: { side: CtsSide; type: string; hex: string }[];
  /** 6.8a: intersecting bond hexes as the Movement Phase began. */
  intersectingAtStart?: HexId[];
}

const face = (s: string) => {
  const [attack, defense, move] = s.split('-').map(Number);
  return { attack: attack!, defense: defense!, move: move! };
};

/** The context and state of a fragment, with the real charts (tables.yaml). */
export function tinyWorld(spec: TinySpec): { ctx: CtsContext; state: CtsState } {
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
    hexsides: spec.hexsides ?? {},
    aliases: {},
  };
  const col = (c: number) => Object.keys(hexes).filter((h) => Number(h.slice(2)) === c);
  const edges = { axis: spec.edges?.axis ?? col(20), soviet: spec.edges?.soviet ?? col(1) };
  const units = spec.units.map((u) =>
    UnitSpecSchema.parse({
      id: u.id,
      name: u.id,
      side: u.side,
      nationality: u.nationality ?? (u.side === 'axis' ? 'german' : 'soviet'),
      branch: u.branch ?? 'regular',
      type: u.type,
      size: u.size ?? 'XX',
      army: '-',
      faces: u.faces.map(face),
      ...(u.type === 'army-hq' ? { inactiveMove: 1 } : {}),
    }),
  );
  const bundle: Bundle = { ...realBundle, map, edges, units, scenarios: [] };
  const ctx = createContext(bundle);
  const unitStates: Record<string, UnitState> = {};
  for (const u of spec.units) {
    unitStates[u.id] = {
      id: u.id,
      hex: hexId(u.hex),
      where: 'map',
      steps: u.steps ?? u.faces.length,
      disrupted: u.disrupted ?? false,
      outOfSupply: u.outOfSupply ?? false,
      activated: u.activated ?? false,
      frozen: u.frozen ?? false,
      retreatedThisPhase: u.retreatedThisPhase ?? false,
      attacked: false,
      defended: false,
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
    replacementPool: { axis: { 'german-infantry': 2 }, soviet: { 'soviet-infantry': 2 } },
    replacementsOnMap: (spec.replacements ?? []).map((r) => ({ side: r.side, type: r.type, hex: hexId(r.hex) })),
    intersectingAtStart: spec.intersectingAtStart ?? [],
    movedThisPhase: [],
    railUse: { axis: { divisions: 0, motorized: 0, secondary: {} }, soviet: { divisions: 0, motorized: 0, secondary: {} } },
    phase: 'combat',
    standing: {},
    air: { units: {} },
    result: null,
  };
  return { ctx, state };
}
