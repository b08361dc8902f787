import type { Ruleset, TemplateInfo } from '#kernel/engine/ruleset';
import { side as asSide } from '#kernel/ids';
import { adjudicateGame } from './game/adjudicate';
import { checkGame } from './game/check';
import { sosEnv, type SosData, type SosLos } from './game/env';
import { gameHeadline, gameOutcome } from './game/outcome';
import { setupGame } from './game/setup';
import type { SosGame } from './game/types';
import { openWindow } from './game/window';
import { SosOrderSchema } from './orders/schema';
import { SosStandingSchema } from './orders/standing';
import type { SosSide } from './sequence/phases';
import { SOS_SCENARIO_IDS, SOS_SCENARIOS, type SosScenarioId } from './sequence/scenarios';
import { sideView } from './view/side-view';

const SIDES = [asSide('german'), asSide('soviet')];
const asSos = (s: string): SosSide => (s === 'german' ? 'german' : 'soviet');
const isScenario = (id: string): id is SosScenarioId => (SOS_SCENARIO_IDS as readonly string[]).includes(id);

const DESCRIPTION: Readonly<Record<SosScenarioId, string>> = {
  'scenario-1': 'SoS 2.31: 13 turns from 13 September 1942 in the central city (the 71st and 295th Infantry Divisions against the 13th Guards and the 10th NKVD); set-up reconstructed',
  'scenario-2': 'SoS 2.31: 13 turns from 13 September 1942 in the southern city (the 94th Infantry and 24th Panzer Divisions against the 284th Rifle Division and the 2nd Tank Corps); set-up reconstructed',
};

/**
 * Streets of Stalingrad over its compiled data (game/env.ts): scenarios #1 and #2 (SoS 2.31),
 * played by mail in the windows of docs/streets-of-stalingrad.md. The game record
 * (game/types.ts) holds the position, the sequence position, the options, each side's
 * reaction policy, the open pause and the result. `inLos`: the city's line of sight (SoS
 * 9.3), every line open when absent.
 */
export function createStreetsOfStalingrad(data: SosData, inLos?: SosLos): Ruleset<SosGame> {
  const env = sosEnv(data, inLos);
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
    adjudicate: (game, subs, dice) => adjudicateGame(env, game, subs, dice),
    view(game, side) {
      const who = side === null ? null : asSos(side);
      const w = openWindow(game);
      return {
        scenario: game.scenario,
        window: w ? w.id : null,
        options: game.options,
        standing: who ? game.standing[who] : null,
        result: game.result,
        state: sideView(game.state, who, (id) => env.counter(id).side),
      };
    },
    options: () => [],
    template(game, side): TemplateInfo {
      const w = openWindow(game);
      if (!w) return { notes: [`the game is over: ${game.result?.reason ?? ''}`], units: [], exampleOrders: [] };
      return { notes: [`${w.id}: ${w.description}`], units: [], exampleOrders: [], standing: game.standing[asSos(side)] ?? undefined };
    },
    outcome: gameOutcome,
    headline: (game) => gameHeadline(env, game),
  };
}
