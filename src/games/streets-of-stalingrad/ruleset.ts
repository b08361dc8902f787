import type { Ruleset } from '#kernel/engine/ruleset';
import { side as asSide } from '#kernel/ids';
import type { MapData } from '#kernel/map/types';
import { adjudicateGame } from './game/adjudicate';
import { checkGame } from './game/check';
import { sosEnv, type SosData } from './game/env';
import { gameOptions } from './game/options';
import { gameHeadline, gameOutcome } from './game/outcome';
import { setupGame } from './game/setup';
import type { SosGame } from './game/types';
import { openWindow } from './game/window';
import { SosOrderSchema } from './orders/schema';
import { SosStandingSchema } from './orders/standing';
import type { SosSide } from './sequence/phases';
import { SOS_SCENARIO_IDS, SOS_SCENARIOS, type SosScenarioId } from './sequence/scenarios';
import { sosOptions, type PlacementChoices } from './template/unit-options';
import { sosTemplate } from './template/template';
import { cityMapData } from './view/city-map-data';
import { sosEventVisibility } from './view/event-visibility';
import { sosScene } from './view/scene';
import type { InLos, SosLook } from './view/sight';
import { sideView } from './view/side-view';

const SIDES = [asSide('german'), asSide('soviet')];
const asSos = (s: string): SosSide => (s === 'german' ? 'german' : 'soviet');
const isScenario = (id: string): id is SosScenarioId => (SOS_SCENARIO_IDS as readonly string[]).includes(id);

const DESCRIPTION: Readonly<Record<SosScenarioId, string>> = {
  'scenario-1': 'SoS 2.31: 13 turns from 13 September 1942 in the central city (the 71st and 295th Infantry Divisions against the 13th Guards and the 10th NKVD); set-up reconstructed',
  'scenario-2': 'SoS 2.31: 13 turns from 13 September 1942 in the southern city (the 94th Infantry and 24th Panzer Divisions against the 284th Rifle Division and the 2nd Tank Corps); set-up reconstructed',
  'scenario-3': 'SoS 2.31: the full campaign, 67 turns from 13 September to 18 November 1942 over the whole city, #1 and #2 combined; set-up reconstructed',
  'scenario-4': 'Reconstructed (only the 273 NKVD Regiment entering on 4 October is in the text, 16.84): 11 turns, 27 September to 7 October 1942, the factory district of the North map, the 112th Rifle Division against the 389th Infantry and 100th Jäger Divisions',
  'scenario-5': 'Reconstructed (not in the text): 12 turns, 8 to 19 October 1942, the factory district, the 305th Infantry and 14th Panzer Divisions arriving on 11 October (3.6)',
  'scenario-6': 'Reconstructed (the text has only the 79th Infantry Division arriving on 20 and 28 October and the 6G erratum, 3.6, 2.36): 13 turns, 20 October to 1 November 1942, the factory district',
  'scenario-7': 'Reconstructed (not in the text): 13 turns, 26 September to 8 October 1942, the central city and Mamayev Kurgan, #1\'s forces later in the battle',
  'scenario-8': 'Reconstructed (not in the text): 8 turns, 11 to 18 November 1942, the last German assault on the factory district',
};

/** What the ruleset is given beside its data, each wired where it is built. */
export interface SosHooks {
  /** SoS 9.3: the city's line of sight, for what each side sees (view/); absent: no side sees by its own LOS (view/sight.ts NO_LOS). */
  inLos?: InLos;
  /** SoS 2.33, 2.34: where a unit may set up, for the set-up windows' options; absent: the hex it stands on. */
  placementChoices?: PlacementChoices;
}

/**
 * Streets of Stalingrad over its compiled data (game/env.ts): its eight scenarios (SoS 2.31),
 * played by mail in the windows of docs/streets-of-stalingrad.md. The game record
 * (game/types.ts) holds the position, the sequence position, the options, each side's
 * reaction policy, the open pause and the result. `inLos`: the city's line of sight (SoS
 * 9.3), every line open when absent.
 */
export function createStreetsOfStalingrad(data: SosData, hooks: SosHooks = {}): Ruleset<SosGame> {
  // SoS 9.3: each side sees and spots by the city's line of sight unless a test gives its own
  const env = sosEnv(data, hooks.inLos);
  const look: SosLook = { inLos: env.inLos, badWeather: false };
  // SoS 2.33, 2.34: where a unit may set up, by the set-up maps
  const placementChoices: PlacementChoices = hooks.placementChoices ?? ((game, _side, unit) => env.data.start.choices(game.scenario, unit));
  // the set-up windows list where each unit may set up; the movement windows, where each may go
  const unitOptions = (game: SosGame, side: SosSide) => (game.setup ? sosOptions(env, game, side, placementChoices) : gameOptions(env, game, side));
  let map: MapData | null = null;
  return {
    id: 'streets-of-stalingrad',
    title: 'Streets of Stalingrad',
    engineVersion: 'sos-1',
    sides: SIDES,
    scenarios: SOS_SCENARIO_IDS.map((id) => {
      const s = SOS_SCENARIOS[id];
      return { id, name: `Scenario #${s.number}`, turns: s.lastTurn - s.firstTurn + 1, sides: [...SIDES], description: DESCRIPTION[id] };
    }),
    orderSchema: SosOrderSchema,
    standingSchema: SosStandingSchema,
    setup(scenarioId, options) {
      if (!isScenario(scenarioId)) throw new Error(`Streets of Stalingrad has no scenario ${scenarioId}: ${SOS_SCENARIO_IDS.join(', ')}`);
      return setupGame(env, scenarioId, options ?? {});
    },
    window: openWindow,
    check: (game, sub) => checkGame(env, game, sub),
    adjudicate(game, subs, dice) {
      const r = adjudicateGame(env, game, subs, dice);
      // SoS 7.0: no event names a unit to the side it is hidden from
      return { state: r.state, events: sosEventVisibility(env, r.state.state, r.events, look) };
    },
    view(game, side) {
      const who = side === null ? null : asSos(side);
      const w = openWindow(game);
      return {
        scenario: game.scenario,
        window: w ? w.id : null,
        options: game.options,
        standing: who ? game.standing[who] : null,
        result: game.result,
        state: sideView(env, game.state, who, look, game.standing),
      };
    },
    options: (game, side) => unitOptions(game, asSos(side)),
    template: (game, side) => sosTemplate(env, game, asSos(side), unitOptions(game, asSos(side))),
    get map(): MapData {
      return (map ??= cityMapData(env.map));
    },
    scene: (game, viewer) => sosScene(env, game.state, viewer, look),
    outcome: gameOutcome,
    headline: (game) => gameHeadline(game),
  };
}
