import type { HexId } from '#kernel/ids';
import type { GameMap } from '#kernel/map/game-map';
import type { ChitMix } from '../data/chits';
import type { ScenarioForces } from '../data/setup';
import type { Trt } from '../data/trt';
import type { UnitDef } from '../data/units';
import type { KbScenarioId, KbSide } from '../data/ids';
import { stackingFailures } from '../rules/stacking/hex-limits';
import { kbContext } from '../state/context';
import { SIDES } from '../state/occupancy';
import { noMarks, type FortifiedZone, type KbState, type KbUnitState, type TurnPointer, type UnitWhere } from '../state/types';
import { isHq } from '../state/unit-status';
import { KbSetupError, type SetupIssue } from './errors';

/**
 * What set-up reads of a compiled map: the kernel map (whose aliases resolve the printed
 * "KB3617"), the map's id, who owns each hex at the start (2.3) and what is in play (20.3).
 * The title's map view (data/map-view.ts) has this shape.
 */
export interface SetupMap {
  readonly data: { readonly id: 'KB' | 'KH' };
  readonly map: GameMap;
  startOwner(scenario: KbScenarioId, hex: HexId): KbSide;
  inPlay(scenario: KbScenarioId, hex: HexId): boolean;
}

export interface SetupInput {
  forces: ScenarioForces;
  units: readonly UnitDef[];
  chits: ChitMix;
  map: SetupMap;
  /** The scenario's Turn Record Track, for the first turn's printed weather (19.0); Clear without it. */
  trt?: Trt;
}

/**
 * KB 20.1-20.3: a scenario's compiled forces on a map, as the state play starts from:
 * every set-up unit on its hex (Operational, 8.31; full strength, no chit drawn yet, 2.6),
 * the others in their boxes or on the reinforcement chart, generic breakdown regiments
 * spare (15.23); Soviet armies committed as the scenario says (13.0, 20.1-20.3), Axis HQs
 * Supported where the scenario says all are (20.3); hex ownership from the start line
 * (2.3); printed and set-up Fortified Zones (18.1) and Pontoon Bridges (18.21); every chit
 * in its side's pool (2.6). Throws a KbSetupError listing every unit on a hex not on the map
 * or not in play, and any other reference that does not resolve; nothing is half-built.
 */
export function initialState(input: SetupInput): KbState {
  const { forces, map: view, chits } = input;
  const s = forces.scenario;
  const { map } = view;
  const ctx = kbContext(input.units, map);
  const issues: SetupIssue[] = [];
  if (forces.map !== view.data.id) {
    throw new KbSetupError([{ path: 'map', code: 'wrong-map', message: `${forces.name} is played on the ${forces.map} map, not the ${view.data.id} map`, rule: 'KB 20.0' }]);
  }

  const units: Record<string, KbUnitState> = {};
  const fresh = (def: UnitDef, where: UnitWhere, hex: HexId | null): KbUnitState => ({
    id: def.id,
    where,
    hex,
    entryArea: null,
    steps: def.steps,
    chit: null,
    supply: 'operational', // 8.31
    committed: def.side === 'axis' || forces.committedAtStart === 'all' || forces.committedAtStart.includes(def.colour), // 13.0
    hqSupported: def.side === 'axis' && isHq(def) && forces.support.source === 'all-supported', // 20.3
    outOfGas: false,
    marks: noMarks(),
    returnTurn: null,
  });
  const counter = (id: string, path: string): UnitDef | null => {
    const def = ctx.units.get(id);
    if (!def) issues.push({ path, code: 'unknown-unit', message: `no counter "${id}"` });
    else if (!def.scenarios.includes(s)) issues.push({ path, code: 'not-a-scenario-counter', message: `${id} is not a counter of ${forces.name}`, rule: 'KB 3.0' });
    else return def;
    return null;
  };
  const resolveHex = (printed: string, path: string, what: string): HexId | null => {
    const hex = map.resolve(printed);
    if (hex === null) {
      issues.push({ path, code: 'hex-not-on-map', message: `${what} is at ${printed}, which is not a hex of the ${view.data.id} map` });
      return null;
    }
    if (!view.inPlay(s, hex)) {
      issues.push({ path, code: 'hex-out-of-play', message: `${what} is at ${printed}, which is out of play in ${forces.name}`, rule: 'KB 20.3' });
      return null;
    }
    return hex;
  };

  forces.setup.forEach((p, i) => {
    const def = counter(p.unit, `setup[${i}].unit`);
    if (!def) return;
    if (p.hex !== undefined) {
      const hex = resolveHex(p.hex, `setup[${i}].hex`, `${p.unit}`);
      if (hex) units[def.id] = fresh(def, 'map', hex);
    } else {
      units[def.id] = fresh(def, p.box ?? 'reinforcement-chart', null);
    }
  });
  forces.reinforcements.forEach((r, i) =>
    r.units.forEach((id, j) => {
      const def = counter(id, `reinforcements[${i}].units[${j}]`);
      if (def) units[def.id] = fresh(def, 'reinforcement-chart', null); // 17.0
    }),
  );
  // 15.23: the generic breakdown regiments of the scenario's counter mix wait off the map
  for (const def of input.units) {
    if (def.kind === 'breakdown' && def.scenarios.includes(s) && !units[def.id]) units[def.id] = fresh(def, 'spare', null);
  }

  // stacks at set-up: one side per hex, within the limits (6.0-6.14)
  const stacks = new Map<HexId, UnitDef[]>();
  for (const st of Object.values(units)) if (st.hex) stacks.set(st.hex, [...(stacks.get(st.hex) ?? []), ctx.unit(st.id)]);
  for (const [hex, defs] of [...stacks].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const label = map.label(hex);
    if (new Set(defs.map((d) => d.side)).size > 1) {
      issues.push({ path: `setup[${label}]`, code: 'both-sides-in-hex', message: `Axis and Soviet units are both set up at ${label}` });
      continue;
    }
    for (const f of stackingFailures(defs.map((def) => ({ def, state: units[def.id]!, hex })))) {
      issues.push({ path: `setup[${label}]`, code: 'over-stacked', message: `at ${label}: ${f.message}`, rule: f.rule });
    }
  }

  // 18.21: pontoons mark the hexside between their hex and the one across
  const pontoons: KbState['markers']['pontoons'] = [];
  forces.pontoons.forEach((p, i) => {
    const hex = resolveHex(p.hex, `pontoons[${i}].hex`, 'a Pontoon Bridge');
    const across = resolveHex(p.across, `pontoons[${i}].across`, 'the hex across a Pontoon Bridge');
    if (!hex || !across) return;
    if (!map.adjacent(hex).includes(across)) {
      issues.push({ path: `pontoons[${i}]`, code: 'pontoon-not-a-hexside', message: `${p.hex} and ${p.across} are not adjacent: a Pontoon Bridge marks a hexside`, rule: 'KB 18.21' });
      return;
    }
    pontoons.push({ hex, across });
  });

  // 18.1: Fortified Zones printed on the map and placed by the set-up, complete
  const fz = new Map<HexId, FortifiedZone>();
  for (const hex of map.hexIds()) {
    if (!view.inPlay(s, hex)) continue;
    for (const side of SIDES) if (map.hasFeature(hex, `fz-${side}`)) fz.set(hex, { hex, side, building: 0, printed: true });
  }
  forces.fortifiedZones.forEach((f, i) => {
    const hex = resolveHex(f.hex, `fortifiedZones[${i}].hex`, 'a Fortified Zone');
    if (hex) fz.set(hex, { hex, side: f.side, building: 0 });
  });

  if (issues.length > 0) throw new KbSetupError(issues);

  const owner: Record<string, KbSide> = {};
  for (const hex of map.hexIds()) if (view.inPlay(s, hex)) owner[hex] = view.startOwner(s, hex); // 2.3

  const byHex = <T extends { hex: HexId }>(a: T, b: T): number => (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0);
  const sortedUnits: Record<string, KbUnitState> = {};
  for (const id of Object.keys(units).sort()) sortedUnits[id] = units[id]!;
  const pool = (side: KbSide): string[] => chits.chits.filter((c) => c.pool === side).map((c) => c.id).sort();
  const at = startOf(forces);
  const first = input.trt?.turns.find((t) => t.turn === forces.firstTurn);
  const weather = first?.weather ?? 'clear';
  // 20.1 (digest A5): a game that opens past the Air Allocation Phase starts with the TRT's Air Points (19.15: fewer in Mud)
  const air = at.stage !== 'preparation' && first ? (weather === 'mud' ? first.airMud : first.air) : { axis: 0, soviet: 0 };
  return {
    scenario: s,
    map: forces.map,
    at,
    weather,
    mudForRest: false,
    units: sortedUnits,
    owner,
    markers: { fortifiedZones: [...fz.values()].sort(byHex), pontoons: pontoons.sort(byHex), rubble: [], interdicted: [], frontlines: [] },
    chitPools: { axis: pool('axis'), soviet: pool('soviet') },
    airPoints: { axis: air.axis, soviet: air.soviet },
    supportPoints: 0,
    replacementPoints: { axis: { mech: 0, nonMech: 0 }, soviet: { mech: 0, nonMech: 0 } },
    pontoonsToPlace: forces.pontoonsToPlace,
  };
}

/**
 * Where play starts (4.1 with the scenario rules): Operation Star's turn 0 is a Soviet
 * Player Turn alone (20.1; digest A5: no Preparation Stage), opening with its Command
 * Phase; K and L start with their first turn's Preparation Stage (20.2, 20.3).
 */
function startOf(forces: ScenarioForces): TurnPointer {
  if (forces.scenario === 'operation-star' && forces.firstTurn === 0) return { turn: 0, stage: 'soviet', phase: 'command' };
  return { turn: forces.firstTurn, stage: 'preparation', phase: 'weather' };
}
