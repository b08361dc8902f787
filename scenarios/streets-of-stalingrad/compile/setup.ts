import type { HexId } from '../../../src/kernel/ids';
import type { SosSide } from '../../../src/games/streets-of-stalingrad/combat/fire-combat';
import type { CityMap } from '../../../src/games/streets-of-stalingrad/data/city-map';
import type { Counter, CounterId } from '../../../src/games/streets-of-stalingrad/data/counters';
import { SETUP_SCENARIOS, type FormationSetup, type HexBlock, type Placement, type ScenarioSetup, type SetupScenario, type SetupSource, type SideSetup, type SosSetup } from '../../../src/games/streets-of-stalingrad/data/setup';
import { boxEntryProblems } from './box-entries';
import { combinedScenario } from './combine-setup';
import { placementProblems, startingUnits, unplacedUnits, type PlacementProblemCode } from '../../../src/games/streets-of-stalingrad/setup/placement';
import type { StackingTable } from '../../../src/games/streets-of-stalingrad/stacking/check-stack';

/** Why a set-up source does not compile: a stable code, where in the file, what is wrong, and the rule when one is broken. */
export type SetupProblemCode =
  | 'off-map' | 'volga-hex' | 'outside-boundary' | 'empty-formation' | 'formation-twice' | 'unknown-formation'
  | 'not-attachable' | 'attached-twice' | 'sides-overlap' | 'not-placed' | 'box-outside-scenario' | PlacementProblemCode;
export interface SetupProblem { code: SetupProblemCode; path: string; message: string; rule?: string }
export type SetupResult = { ok: true; setup: SosSetup } | { ok: false; problems: SetupProblem[] };

const SIDES: readonly SosSide[] = ['soviet', 'german'];

/** A few hexes of a set for a message, and how many. */
const some = (hexes: readonly HexId[]): string => `${hexes.slice(0, 4).join(', ')}${hexes.length > 4 ? ` and ${hexes.length - 4} more` : ''}`;

/**
 * Compiles setup.yaml (parsed by data/setup.ts's schema) against the compiled city map, the
 * counters and the stacking table: every hex on the map, every set-up area inside its
 * scenario's boundary and on land, each formation drawn once and carried by a starting unit
 * of the side, attached units independent starting units of the side, no hex in both sides'
 * areas, every box the scenario's units start in or enter by serving a hex inside its
 * boundary, and the ready-made placement legal by setup/placement.ts with every starting unit
 * placed once. Returns every problem, typed with its path, or the set-up.
 */
export function compileSosSetup(src: SetupSource, map: CityMap, counters: readonly Counter[], stacking: StackingTable): SetupResult {
  const problems: SetupProblem[] = [];
  const bad = (code: SetupProblemCode, path: string, message: string, rule?: string) => problems.push({ code, path, message, ...(rule ? { rule } : {}) });
  const [[c0, c1], [r0, r1]] = [map.grid.spec.firstRange, map.grid.spec.secondRange];
  const sources = { ...src.scenarios, 3: combinedScenario(src) };

  /** The hexes of an area's blocks; `land` drops full Volga hexes from blocks and refuses them named alone. */
  const hexesOf = (blocks: readonly HexBlock[], path: string, land: boolean): Set<HexId> => {
    const out = new Set<HexId>();
    blocks.forEach((b, i) => {
      const at = `${path}.${i}`;
      if ('hexes' in b) {
        for (const label of b.hexes) {
          const h = map.hex(label as HexId);
          if (!h) bad('off-map', at, `hex ${label} is not on the city map`);
          else if (land && h.river === 'volga') bad('volga-hex', at, `hex ${label} is a full Volga hex; a set-up area is land (SoS 5.5, 16.51)`);
          else out.add(h.id);
        }
        return;
      }
      if (b.columns[0] < c0 || b.columns[1] > c1 || b.rows[0] < r0 || b.rows[1] > r1) {
        bad('off-map', at, `columns ${b.columns.join('-')}, rows ${b.rows.join('-')} run off the city map (columns ${c0}-${c1}, rows ${r0}-${r1})`);
        return;
      }
      for (let c = b.columns[0]; c <= b.columns[1]; c++) {
        for (let r = b.rows[0]; r <= b.rows[1]; r++) {
          const h = map.grid.label(c, r);
          if (!land || map.hex(h)?.river !== 'volga') out.add(h);
        }
      }
    });
    return out;
  };

  const inside = (hexes: ReadonlySet<HexId>, boundary: ReadonlySet<HexId>, path: string, scenario: SetupScenario) => {
    const outside = [...hexes].filter((h) => !boundary.has(h)).sort();
    if (outside.length > 0) bad('outside-boundary', path, `${some(outside)} lie outside the boundary of scenario #${scenario} (SoS 2.34)`, 'SoS 2.34');
  };

  const compileSide = (scenario: SetupScenario, side: SosSide, boundary: ReadonlySet<HexId>, attachedBy: Map<string, string>): SideSetup => {
    const s = sources[scenario][side];
    const base = `scenarios.${scenario}.${side}`;
    const starting = startingUnits(counters, scenario, side);
    const names = new Set<string>();
    const formations = s.formations.map((f, i): FormationSetup => {
      const path = `${base}.formations.${i}`;
      const frontLine = hexesOf(f.frontLine, `${path}.frontLine`, true);
      const area = hexesOf(f.area, `${path}.area`, true);
      inside(frontLine, boundary, `${path}.frontLine`, scenario);
      inside(area, boundary, `${path}.area`, scenario);
      if (frontLine.size + area.size === 0) bad('empty-formation', path, `${f.name} has neither a front line nor a dotted area on land (SoS 2.33)`, 'SoS 2.33');
      const key = `${f.level}:${f.name}`;
      if (names.has(key)) bad('formation-twice', path, `${f.level} ${f.name} is drawn twice`);
      names.add(key);
      if (!starting.some((c) => c.formation[f.level] === f.name) && f.attached.length === 0) {
        bad('unknown-formation', path, `no ${side} unit starting on the map in scenario #${scenario} belongs to ${f.level} ${f.name}`);
      }
      f.attached.forEach((id, j) => {
        const c = starting.find((x) => x.id === id);
        if (!c || !c.formation.independent) bad('not-attachable', `${path}.attached.${j}`, `${id} is not an independent ${side} unit starting on the map in scenario #${scenario} (SoS 2.33)`, 'SoS 2.33');
        const first = attachedBy.get(id);
        if (first) bad('attached-twice', `${path}.attached.${j}`, `${id} is attached already at ${first}`);
        else attachedBy.set(id, `${path}.attached.${j}`);
      });
      return { level: f.level, name: f.name, frontLine, area, attached: f.attached as CounterId[] };
    });
    const unattached = hexesOf(s.unattached, `${base}.unattached`, true);
    inside(unattached, boundary, `${base}.unattached`, scenario);
    const hexes = new Set<HexId>([...unattached, ...formations.flatMap((f) => [...f.frontLine, ...f.area])]);
    return { formations, hexes };
  };

  const compileScenario = (scenario: SetupScenario): ScenarioSetup => {
    const s = sources[scenario];
    const boundary = hexesOf(s.boundary, `scenarios.${scenario}.boundary`, false);
    const volga = new Set([...boundary].filter((h) => map.hex(h)?.river === 'volga'));
    const attachedBy = new Map<string, string>();
    const sides = { soviet: compileSide(scenario, 'soviet', boundary, attachedBy), german: compileSide(scenario, 'german', boundary, attachedBy) };
    const both = [...sides.soviet.hexes].filter((h) => sides.german.hexes.has(h)).sort();
    if (both.length > 0) bad('sides-overlap', `scenarios.${scenario}`, `${some(both)} are set-up hexes of both sides`);
    // SoS 2.14, 2.15, 2.34: the boxes the card puts units in serve this scenario's part of the map; the fault is in counters.yaml.
    for (const p of boxEntryProblems(map, counters, scenario, boundary)) {
      const path = p.fromEntries ? `counters.${p.unit}.entries.${scenario}.box` : `counters.${p.unit}.entry.box`;
      // a box of #1 to #3's entry at fault in several scenarios is one fault
      if (!problems.some((q) => q.path === path)) bad('box-outside-scenario', path, p.message, 'SoS 2.34');
    }
    const placement = { soviet: s.placement.soviet as Placement[], german: s.placement.german as Placement[] };
    return { scenario, boundary, volga, sides, placement };
  };

  const one = compileScenario(1);
  const two = compileScenario(2);
  // #3 joins #1 and #2 (combine-setup.ts): a fault of theirs would be found in it again, so its own are looked for once they compile.
  const partsFound = problems.length;
  const three = compileScenario(3);
  if (partsFound > 0) problems.length = partsFound;
  const scenarios = { 1: one, 2: two, 3: three, 4: compileScenario(4), 5: compileScenario(5), 6: compileScenario(6), 7: compileScenario(7), 8: compileScenario(8) };
  const setup: SosSetup = { provenance: src.provenance, note: src.note, scenarios };
  // The ready-made set-up, only once the map it is read on compiles.
  if (problems.length === 0) {
    for (const scenario of SETUP_SCENARIOS) {
      if (scenario === 3 && problems.length > 0) continue;
      for (const side of SIDES) {
        const path = `scenarios.${scenario}.placement.${side}`;
        const list = sources[scenario].placement[side];
        for (const p of placementProblems(setup, counters, scenario, side, list, stacking)) bad(p.code, `${path}.${p.path}`, p.message, p.rule);
        const missing = unplacedUnits(counters, scenario, side, list);
        if (missing.length > 0) bad('not-placed', path, `${missing.join(', ')} start on the map in scenario #${scenario} and are not placed (SoS 2.31)`, 'SoS 2.31');
      }
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, setup };
}
