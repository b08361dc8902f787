import type { Dice } from '#kernel/engine/dice';
import type { HexId } from '#kernel/ids';
import type { AssaultEnv } from '../assault/attack';
import type { KbBundle } from '../data/bundle';
import type { Chit } from '../data/chits';
import type { KbScenarioId, KbSide } from '../data/ids';
import { createMapView, type KbMapView } from '../data/map-view';
import type { MobileAssaultTable, Tables } from '../data/tables';
import type { TecMovement } from '../data/tec-movement';
import type { UnitDef } from '../data/units';
import type { KbStanding } from '../orders/standing';
import type { PrepData } from '../preparation/step';
import type { Mover } from '../rules/movement/mover';
import { printedSources, thirdKharkovSources } from '../rules/supply/sources';
import { kbContext, type KbContext } from '../state/context';
import type { KbState } from '../state/types';
import { eliminatedTo } from '../state/elimination';
import { moverOn } from './judge/mover';
import { replacementPoolOrDead } from './judge/replacement-pool';
import { movementJudge, type MovementJudge } from './judge/movement-judge';
import type { MovementAnswer } from '../movement-phase/stop';

/**
 * The title's data, built once per ruleset from the bundle
 * (scenarios/kharkov-battles/dist/kharkov-battles.json): the counters, chits and tables,
 * and per map (KB, KH) its view and context, built the first time a game asks; per
 * scenario the Preparation Stage's data (PrepData), the supply sources (KB 8.2, 20.3) and
 * what is in play; and the movement judge a Movement Phase runs with.
 */
export interface KbEnv {
  readonly bundle: KbBundle;
  readonly units: readonly UnitDef[];
  readonly chits: readonly Chit[];
  readonly tables: Tables;
  /** KB 10.4 Terrain Effects Chart, movement side. */
  readonly tec: TecMovement;
  /** KB 11.2 Mobile Assault Table. */
  readonly mobileAssault: MobileAssaultTable;
  view(map: 'KB' | 'KH'): KbMapView;
  ctx(map: 'KB' | 'KH'): KbContext;
  /** The context of the map a state is played on. */
  ctxOf(state: KbState): KbContext;
  prep(scenario: KbScenarioId): PrepData;
  /** What a Prepared or Mobile Assault reads besides the state. */
  assault(map: 'KB' | 'KH'): AssaultEnv;
  /** KB 8.2, 20.1-20.3: each side's supply sources in the scenario. */
  sources(scenario: KbScenarioId): (side: KbSide) => readonly HexId[];
  /** The unit as the movement rules see it on this state (its MPA: rules/supply/mpa.ts). */
  mover(state: KbState, unit: string): Mover;
  /** The judgements of `side`'s Movement Phase on this state, the other side's standing orders read. */
  judge(state: KbState, side: KbSide, standing: Readonly<Record<KbSide, KbStanding | null>>, dice: Dice, label: string, answers?: readonly (MovementAnswer | null)[]): MovementJudge;
}

export function kbEnv(bundle: KbBundle): KbEnv {
  const views = new Map<'KB' | 'KH', KbMapView>();
  const ctxs = new Map<'KB' | 'KH', KbContext>();
  const preps = new Map<KbScenarioId, PrepData>();
  const sourceLists = new Map<KbScenarioId, Record<KbSide, HexId[]>>();
  const units = bundle.counters.units;
  const view = (m: 'KB' | 'KH'): KbMapView => {
    let v = views.get(m);
    if (!v) views.set(m, (v = createMapView(bundle.maps[m])));
    return v;
  };
  const ctx = (m: 'KB' | 'KH'): KbContext => {
    let c = ctxs.get(m);
    if (!c) ctxs.set(m, (c = kbContext(units, view(m).map)));
    return c;
  };
  const mapOf = (s: KbScenarioId): 'KB' | 'KH' => bundle.scenarios[s].map;
  // KB 16.31: an eliminated Soviet rifle division or silhouette unit that traces supply goes to the Replacement Pool
  const assault = (m: 'KB' | 'KH'): AssaultEnv => ({
    ctx: ctx(m),
    tables: bundle.tables,
    chits: bundle.chits.chits,
    // KB 12.72: a retreat leads toward a friendly supply source, or failing that an HQ unit
    supplySources: (state, side) => sources(state.scenario)(side),
    eliminatedTo: (def, state) => replacementPoolOrDead(ctx(m), state, def.id, { sources: sources(state.scenario), inPlay: (h) => view(m).inPlay(state.scenario, h), combatPhase: true }) ?? eliminatedTo(def, state.at.turn).where,
  });
  const sources = (s: KbScenarioId) => {
    let list = sourceLists.get(s);
    if (!list) {
      const map = view(mapOf(s)).map;
      // KB 20.3: Third Kharkov adds the play area's edges; 20.1, 20.2: the sources printed on the map
      list = s === 'third-kharkov' ? thirdKharkovSources(map) : { axis: printedSources(map, 'axis'), soviet: printedSources(map, 'soviet') };
      sourceLists.set(s, list);
    }
    const l = list;
    return (side: KbSide) => l[side];
  };
  const env: KbEnv = {
    bundle,
    units,
    chits: bundle.chits.chits,
    tables: bundle.tables,
    tec: bundle.tables.tecMovement,
    mobileAssault: bundle.tables.mobileAssault,
    view,
    ctx,
    ctxOf: (state) => ctx(state.map),
    prep(s) {
      let p = preps.get(s);
      if (!p) {
        const m = mapOf(s);
        preps.set(s, (p = { ctx: ctx(m), forces: bundle.scenarios[s], trt: bundle.trts[s], tables: bundle.tables, entryAreas: view(m).data.entryAreas }));
      }
      return p;
    },
    assault,
    sources,
    // KB 9.42: a Limited Support cadre may move toward a friendly supply source or HQ unit with its full MPA
    mover: (state, unit) => {
      const c = ctx(state.map);
      return moverOn(c, state, unit, sources(state.scenario)(c.unit(unit).side));
    },
    judge(state, side, standing, dice, label, answers) {
      const v = view(state.map);
      return movementJudge({ assault: assault(state.map), forces: bundle.scenarios[state.scenario], sources: sources(state.scenario), inPlay: (h) => v.inPlay(state.scenario, h) }, side, standing, dice, label, answers);
    },
  };
  return env;
}
