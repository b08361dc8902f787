import type { HexId } from '#kernel/ids';
import type { SosSide } from '../combat/fire-combat';
import { isInfantry } from '../combat/unit-classes';
import { toPiece, toSosUnit } from '../data/counter-inputs';
import { entryIn, type Counter, type CounterId, type CounterType } from '../data/counters';
import { FORMATION_LEVELS, type FormationSetup, type ScenarioSetup, type SetupScenario, type SideSetup, type SosSetup } from '../data/setup';
import { stackProblems, type StackingTable, type StackProblem } from '../stacking/check-stack';
import type { Piece } from '../stacking/pieces';

/**
 * The set-up rules (SoS 2.31-2.34) read on a side's placement of its starting units: each
 * unit on a hex its set-up map allows (2.33), inside the scenario boundary (2.34), within
 * the stacking limits at the end of set-up (5.1), once, and only the side's own starting
 * units of the scenario (2.32). The set-up maps are data (data/setup.ts).
 */

/** Why a placement is refused: a stable code; stacking's codes are stacking/check-stack.ts's. */
export type PlacementProblemCode =
  | 'unknown-unit' | 'other-side' | 'other-scenario' | 'not-on-map-at-start' | 'placed-twice'
  | 'outside-boundary' | 'off-front-line' | 'outside-formation-area' | 'outside-side-area'
  | StackProblem['code'];

/** One problem, with where in the placement list: the placement's index and the field at fault (`3.hex`). */
export interface PlacementProblem {
  path: string;
  code: PlacementProblemCode;
  message: string;
  rule: string;
}

/** A placement as a player or a data file writes it: a counter id and a hex label. */
export interface PlacementInput {
  readonly unit: string;
  readonly hex: string;
}

/** 2.33 ∆: engineers are not "infantry" for set-up; they are held to the solid line only when their formation has no dotted area. */
const ENGINEERS: ReadonlySet<CounterType> = new Set(['combatEngineer', 'armoredEngineer', 'constructionEngineer']);

/** Which clause of 2.33 places a unit, and the hexes it allows. */
interface SetupClause {
  hexes: ReadonlySet<HexId>;
  code: 'off-front-line' | 'outside-formation-area' | 'outside-side-area';
  rule: string;
  /** What the unit must set up on, for messages ("the front line of 270 NKVD Regiment"). */
  where: string;
}

/**
 * The formation a starting unit sets up with (2.33): an independent unit, the formation the
 * scenario card attaches it to; any other unit, the most particular formation of its chain
 * (battalion, regiment, brigade or division, corps, army) the set-up map draws. None: the
 * unit sets up anywhere on its side's hexes.
 */
export function setupFormation(side: SideSetup, c: Counter): FormationSetup | undefined {
  if (c.formation.independent) return side.formations.find((f) => f.attached.includes(c.id));
  for (const level of FORMATION_LEVELS) {
    const name = c.formation[level];
    const f = name === undefined ? undefined : side.formations.find((x) => x.level === level && x.name === name);
    if (f) return f;
  }
  return undefined;
}

const union = (a: ReadonlySet<HexId>, b: ReadonlySet<HexId>): ReadonlySet<HexId> => (b.size === 0 ? a : a.size === 0 ? b : new Set([...a, ...b]));

/** The clause of 2.33 that places a starting unit of the scenario, and its hexes. */
function setupClause(scen: ScenarioSetup, c: Counter): SetupClause {
  const side = scen.sides[c.side];
  // SoS 2.33 ∆: "Starting Soviet immobilized tank units may set up on any hexes noted for Soviet units".
  if (c.side === 'soviet' && c.type === 'immobilizedTank') return { hexes: side.hexes, code: 'outside-side-area', rule: 'SoS 2.33∆', where: 'any hex noted for Soviet units' };
  const f = setupFormation(side, c);
  // SoS 2.33: "If they are not attached to a specific formation, independent units and other starting units may set up on any hexes indicated for their side."
  if (!f) return { hexes: side.hexes, code: 'outside-side-area', rule: 'SoS 2.33', where: `a hex indicated for the ${c.side} side` };
  const unit = toSosUnit(c);
  // SoS 2.33: "Infantry units of the specific regiments, brigades, noted must set up precisely on the front-line hexes"; engineers are not infantry (2.33 ∆).
  if (!c.formation.independent && unit !== undefined && isInfantry(unit) && f.frontLine.size > 0) {
    return { hexes: f.frontLine, code: 'off-front-line', rule: 'SoS 2.33', where: `the front line of ${f.name}` };
  }
  // SoS 2.33: all other units on the solid line or in the formation's dotted area; with no dotted line, on the solid line.
  // Independent units: "any hexes within the area indicated for the formation they are attached to".
  const rule = ENGINEERS.has(c.type) ? 'SoS 2.33∆' : 'SoS 2.33';
  const what = f.area.size === 0 ? `the front line of ${f.name} (it has no dotted area)` : `the front line or dotted area of ${f.name}`;
  return { hexes: union(f.frontLine, f.area), code: 'outside-formation-area', rule, where: what };
}

/** The counters a side sets up on the map in a scenario (2.32: the card's starting units; 2.36: not the later ones). */
export function startingUnits(counters: readonly Counter[], scenario: SetupScenario, side: SosSide): Counter[] {
  return counters.filter((c) => c.side === side && c.scenarios.includes(scenario) && entryIn(c, scenario).at === 'map');
}

/**
 * Every problem of one side's placement of its starting units at the end of its set-up
 * (SoS 2.31-2.34, 5.1), all at once. It does not ask that every starting unit be placed
 * (`unplacedUnits` does), so a set-up window may check a list as it grows.
 */
export function placementProblems(
  setup: SosSetup,
  counters: readonly Counter[],
  scenario: SetupScenario,
  side: SosSide,
  placements: readonly PlacementInput[],
  stacking: StackingTable,
): PlacementProblem[] {
  const scen = setup.scenarios[scenario];
  const byId = new Map(counters.map((c) => [c.id as string, c]));
  const out: PlacementProblem[] = [];
  const seen = new Set<string>();
  const stacks = new Map<HexId, { at: number; pieces: Piece[] }>();
  placements.forEach((p, i) => {
    const bad = (code: PlacementProblemCode, field: 'unit' | 'hex', message: string, rule: string): void => void out.push({ path: `${i}.${field}`, code, message, rule });
    const c = byId.get(p.unit);
    if (!c) return bad('unknown-unit', 'unit', `no counter ${p.unit}`, 'SoS 2.32');
    if (c.side !== side) return bad('other-side', 'unit', `${c.id} is a ${c.side} unit; the ${side} player sets up his own units`, 'SoS 2.31');
    if (!c.scenarios.includes(scenario)) return bad('other-scenario', 'unit', `${c.id} is not on scenario card #${scenario}`, 'SoS 2.32');
    const entry = entryIn(c, scenario);
    if (entry.at !== 'map') {
      const later = entry.at === 'box' ? `starts in box ${entry.box}` : entry.at === 'reinforcement' ? `enters on ${entry.date}` : entry.at === 'replacement' ? `replaces ${entry.for} once he is eliminated (SoS 18.44, 18.46)` : 'is placed only by the immobilization roll (SoS 16.32)';
      return bad('not-on-map-at-start', 'unit', `${c.id} ${later}, not on the map at set-up`, 'SoS 2.32, 2.36');
    }
    if (seen.has(c.id)) return bad('placed-twice', 'unit', `${c.id} is placed twice`, 'SoS 2.31');
    seen.add(c.id);
    const hex = p.hex as HexId;
    // SoS 2.34: units may set up in the hexes of the dark blue scenario dividing line, never outside the scenario boundary.
    if (!scen.boundary.has(hex)) bad('outside-boundary', 'hex', `${c.id}: ${p.hex} is outside the boundary of scenario #${scenario}`, 'SoS 2.34');
    else {
      const clause = setupClause(scen, c);
      if (!clause.hexes.has(hex)) bad(clause.code, 'hex', `${c.id}: ${p.hex} is not on ${clause.where}`, clause.rule);
    }
    const stack = stacks.get(hex) ?? { at: i, pieces: [] };
    stack.pieces.push(toPiece(c));
    stacks.set(hex, stack);
  });
  // SoS 5.1: the stacking limits apply at the end of a phase; set-up ends with the side's last unit placed.
  for (const [hex, { at, pieces }] of stacks) {
    for (const s of stackProblems(stacking, side, pieces, { volga: scen.volga.has(hex) })) {
      out.push({ path: `${at}.hex`, code: s.code, message: `${hex}: ${s.message}`, rule: s.rule });
    }
  }
  return out;
}

/** The side's starting units a placement list leaves off the map (SoS 2.31: the side sets up its units). */
export function unplacedUnits(counters: readonly Counter[], scenario: SetupScenario, side: SosSide, placements: readonly PlacementInput[]): CounterId[] {
  const placed = new Set(placements.map((p) => p.unit));
  return startingUnits(counters, scenario, side).filter((c) => !placed.has(c.id)).map((c) => c.id);
}

/**
 * The hexes a starting unit may set up on (SoS 2.33, 2.34), in label order, for a set-up
 * window's listing: none for a unit that does not start on the map in the scenario.
 * Stacking (5.1) is not read: it depends on the rest of the placement.
 */
export function placementChoices(setup: SosSetup, counters: readonly Counter[], scenario: SetupScenario, unit: string): HexId[] {
  const c = counters.find((x) => x.id === unit);
  if (!c || !c.scenarios.includes(scenario) || entryIn(c, scenario).at !== 'map') return [];
  const scen = setup.scenarios[scenario];
  return [...setupClause(scen, c).hexes].filter((h) => scen.boundary.has(h)).sort();
}

/** Whether these units of a side may end the set-up stacked in one hex (SoS 5.1-5.6, the River Flotilla's Volga hexes 16.53). */
export function stackFits(setup: SosSetup, counters: readonly Counter[], scenario: SetupScenario, side: SosSide, hex: string, units: readonly string[], stacking: StackingTable): boolean {
  const byId = new Map(counters.map((c) => [c.id as string, c]));
  const pieces = units.flatMap((u) => {
    const c = byId.get(u);
    return c ? [toPiece(c)] : [];
  });
  return stackProblems(stacking, side, pieces, { volga: setup.scenarios[scenario].volga.has(hex as HexId) }).length === 0;
}
