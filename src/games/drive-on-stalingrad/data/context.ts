import type { HexId } from '#kernel/ids';
import { createMap, type GameMap } from '#kernel/map/game-map';
import { GERMAN, SOVIET, type DosSide } from '../state/sides';
import type { DataBundle, ScenarioData, Tables, UnitDef } from './schema';

/** One scenario with its hex lists resolved to canonical ids. */
export interface ScenarioContext {
  readonly data: ScenarioData;
  /** Starting control (DoS 3.4); hexes absent are uncontrolled (lake, sea). */
  readonly initialControl: ReadonlyMap<HexId, DosSide>;
  readonly vpHexes: ReadonlySet<HexId>;
  readonly suddenDeath: ReadonlySet<HexId>;
  readonly setup: readonly { unit: string; hex: HexId }[];
}

/**
 * Everything that does not change during a game: the map, the counters, the tables and
 * the scenarios. Built once per bundle; it stays in the ruleset's closure, never in state.
 */
export interface DosContext {
  readonly map: GameMap;
  readonly units: ReadonlyMap<string, UnitDef>;
  readonly tables: Tables;
  readonly scenarios: ReadonlyMap<string, ScenarioContext>;
}

/** Builds the context; throws on a bundle whose scenario names an unknown hex or unit. */
export function createContext(bundle: DataBundle): DosContext {
  const map = createMap(bundle.map);
  const units = new Map(bundle.units.map((u) => [u.id, u]));
  const resolve = (label: string, where: string): HexId => {
    const h = map.resolve(label);
    if (h === null) throw new Error(`drive-on-stalingrad data: unknown hex "${label}" in ${where}`);
    return h;
  };
  const scenarios = new Map<string, ScenarioContext>();
  for (const s of bundle.scenarios) {
    const initialControl = new Map<HexId, DosSide>();
    for (const [side, list] of [[GERMAN, s.control.german], [SOVIET, s.control.soviet]] as const) {
      for (const label of list) initialControl.set(resolve(label, `${s.id} control`), side);
    }
    for (const p of s.setup) if (!units.has(p.unit)) throw new Error(`drive-on-stalingrad data: unknown unit "${p.unit}" in ${s.id} setup`);
    scenarios.set(s.id, {
      data: s,
      initialControl,
      vpHexes: new Set(s.vpHexes.map((h) => resolve(h, `${s.id} vpHexes`))),
      suddenDeath: new Set(s.suddenDeath.map((h) => resolve(h, `${s.id} suddenDeath`))),
      setup: s.setup.map((p) => ({ unit: p.unit, hex: resolve(p.hex, `${s.id} setup`) })),
    });
  }
  return { map, units, tables: bundle.tables, scenarios };
}

export function scenarioOf(ctx: DosContext, id: string): ScenarioContext {
  const s = ctx.scenarios.get(id);
  if (!s) throw new Error(`drive-on-stalingrad: unknown scenario "${id}"`);
  return s;
}
