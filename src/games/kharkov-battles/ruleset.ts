import type { Ruleset, TemplateInfo } from '#kernel/engine/ruleset';
import { side as asSide } from '#kernel/ids';
import type { KbBundle } from './data/bundle';
import type { KbSide } from './data/ids';
import { adjudicateGame } from './game/adjudicate';
import { checkGame } from './game/check';
import { kbEnv } from './game/env';
import { gameHeadline, gameOutcome } from './game/outcome';
import { setupGame } from './game/setup';
import { stillUntried } from './game/untried-reveal';
import type { KbGame } from './game/types';
import { pauseChoices, pauseTemplate } from './game/pause';
import { movementPauseChoices, movementPauseTemplate } from './game/movement-pause';
import { isMovementPause } from './game/types';
import { adjudicateOpening, checkOpening, openingWindow } from './game/opening';
import { openEntry, openWindow } from './game/window';
import { kbTemplate, kbUnitOptions, type OptionsInput } from './options/index';
import { KbOrderSchema } from './orders/schema';
import { KbStandingSchema } from './orders/standing';
import { kbGameOptions } from './server-steps/index';
import { isKbScenario, KB_SCENARIO_IDS, KB_SCENARIOS } from './sequence/scenarios';
import { kbCharts, kbCombatKey, kbEventVisibility, kbScene, kbView } from './view/index';
import { preparationChoices } from './windows/preparation/index';

const asKb = (s: string): KbSide => (s === 'axis' ? 'axis' : 'soviet');
const SIDES = [asSide('axis'), asSide('soviet')];

/**
 * Kharkov Battles over one data bundle (scenarios/kharkov-battles/dist): the three
 * scenarios of KB 20.1-20.3, played by mail in the windows of docs/kharkov-battles.md.
 * The game record (game/types.ts) holds the state, the sequence position, the options,
 * each side's standing orders, the server's record and the result.
 */
export function createKharkovBattles(bundle: KbBundle): Ruleset<KbGame> {
  const env = kbEnv(bundle);
  const optionsInput = (game: KbGame, side: KbSide): OptionsInput | null => {
    // the opening (game/opening.ts) takes no orders: nothing to list until the first window opens
    const window = openingWindow(game) ? null : openEntry(game);
    if (!window) return null;
    const state = game.state;
    const judge = env.judge(state, side, game.standing, { roll: refuse, rollMany: refuse, hidden: refuse }, 'options');
    // KB 9.3: full support judged once a unit on the position the window opened on (the listing asks it from every hex a unit may reach)
    const full = new Map<string, boolean>();
    const fullySupported = (_at: KbGame['state'], unit: string): boolean => {
      if (!full.has(unit)) full.set(unit, judge.fullySupported(state, unit));
      return full.get(unit)!;
    };
    // KB 12.72: the supply sources the Combat window's check reads for the 7.26 Note's retreats
    const { supplySources } = env.assault(state.map);
    return { ctx: env.ctxOf(state), state, side, window, tec: env.tec, mover: env.mover, fullySupported, ...(supplySources ? { supplySources } : {}), standing: game.standing[side] };
  };
  return {
    id: 'kharkov-battles',
    title: 'Kharkov Battles',
    engineVersion: 'kb-2',
    sides: SIDES,
    scenarios: KB_SCENARIO_IDS.map((id) => {
      const s = KB_SCENARIOS[id];
      return {
        id,
        name: s.letter ? `${s.name} (${s.letter})` : s.name,
        turns: s.lastTurn - s.firstTurn + 1,
        sides: [...SIDES],
        description: `${s.rule}: turns ${s.firstTurn}-${s.lastTurn} on the ${s.map} map${id === 'operation-star' ? '; turn 0 is a Soviet Player Turn alone' : id === 'second-kharkov' ? '; turn 1 has no Axis Player Turn' : ', rows 30-48 in play'}`,
        options: kbGameOptions(id),
      };
    }),
    orderSchema: KbOrderSchema,
    standingSchema: KbStandingSchema,
    setup: (scenarioId, options) => setupGame(env, scenarioId, options ?? {}),
    window: (game) => openingWindow(game) ?? openWindow(game),
    check: (game, sub) => (openingWindow(game) ? checkOpening(game, sub.orders) : checkGame(env, game, sub)),
    adjudicate(game, subs, dice) {
      const r = openingWindow(game) ? adjudicateOpening(env, game, subs, dice) : adjudicateGame(env, game, subs, dice);
      // KB 2.72: the divisions still untried are named to the Axis by their face
      return { state: r.state, events: kbEventVisibility(r.events, env.ctxOf(r.state.state), stillUntried(game.state, r.state.state, r.events)) };
    },
    view(game, side) {
      const who = side === null ? null : asKb(side);
      const w = openingWindow(game) ?? openWindow(game);
      return {
        scenario: game.scenario,
        window: w ? w.id : null,
        options: game.options,
        standing: who ? game.standing[who] : null,
        result: game.result,
        state: kbView(env.ctxOf(game.state), game.state, who),
      };
    },
    options(game, side) {
      // a paused window takes one answer, offered by orderChoices (game/pause.ts)
      if (game.pause) return [];
      const o = optionsInput(game, asKb(side));
      return o ? kbUnitOptions(o) : [];
    },
    orderChoices(game, side) {
      const e = openingWindow(game) ? null : openEntry(game);
      if (e && game.pause) return isMovementPause(game.pause) ? movementPauseChoices(env.ctxOf(game.state), game.pause, asKb(side)) : pauseChoices(env.ctxOf(game.state), game.pause, asKb(side));
      if (!e || e.side !== asKb(side) || !e.name.endsWith('-preparation')) return [];
      return preparationChoices(env.prep(game.scenario), game.state, e.side);
    },
    template(game, side): TemplateInfo {
      const opening = openingWindow(game);
      if (opening) return { notes: [`${opening.id} waits for no player: ${opening.description}`], units: [], exampleOrders: [] };
      const o = optionsInput(game, asKb(side));
      if (!o) return { notes: [`the game is over: ${game.result?.reason ?? ''}`], units: [], exampleOrders: [] };
      if (game.pause) return isMovementPause(game.pause) ? movementPauseTemplate(env.ctxOf(game.state), game.pause, asKb(side), game.standing[asKb(side)]) : pauseTemplate(env.ctxOf(game.state), game.pause, asKb(side), game.standing[asKb(side)]);
      return kbTemplate(o);
    },
    outcome: gameOutcome,
    headline: gameHeadline,
    // the KB map is the default (20.1, 20.3); Second Kharkov (20.2) plays on the KH map
    map: bundle.maps.KB.map,
    mapOf: (scenario) => (isKbScenario(scenario) ? bundle.maps[bundle.scenarios[scenario].map].map : undefined),
    scene: (game, viewer) => kbScene(env.ctxOf(game.state), game.state, viewer, env.chits),
    combatKey: (before, events) => kbCombatKey(env.ctx(before?.state.map ?? 'KB'), before ? before.state : null, events, env.tables),
    charts: () => kbCharts(env.tables),
  };
}

function refuse(): never {
  throw new Error('no dice in a listing of options');
}
