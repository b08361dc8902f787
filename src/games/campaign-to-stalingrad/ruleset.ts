import type { Ruleset } from '#kernel/engine/ruleset';
import { side as asSide } from '#kernel/ids';
import type { Bundle, CtsSide } from './data/schema';
import { createContext, type CtsContext } from './data/context';
import { inRiverSeason } from './rules/rivers/river-in-season';
import { CtsFileOrderSchema, CtsStandingSchema } from './orders/schema';
import { checkNamingDestinations, submissionsWithPaths } from '#kernel/options/move-destination';
import { unitOptions } from './options';
import { withOverruns } from './overrun-options';
import { withEntryChoices } from './entry-options';
import { orderChoices } from './order-choices';
import { initialState } from './setup/initial-state';
import { openFirstWindow, withScenarioWeather } from './setup/first-window';
import { MAJOR_CITY_BATTLES_OPTION, MULTI_HEX_ATTACK_OPTION, OUT_OF_SUPPLY_MOVE_OPTION, SETUP_AREA_OPTION, SHORT_AXIS_LEAD_OPTION, URANUS_OPENING_OPTION, WEATHER_OPTION, withGameOptions } from './setup/game-options';
import { OPTIONAL_RULES } from './setup/optional-rules';
import type { CtsState } from './state/types';
import { printedChoices, printedEvents, printedIssues, printedOptions, printedTemplate } from './printed-hexes';
import { templateFor } from './template';
import { viewFor } from './view';
import { attackPreview } from './attack-preview';
import { ctsCharts } from './charts';
import { ctsCombatKey } from './combat-key';
import { sceneContent } from './scene';
import { foggedEvents } from './rules/fog/event-visibility';
import { adjudicateWindow } from './windows/adjudicate';
import { checkSubmission } from './windows/check';
import { openWindow } from './windows/sequence';
import { setupModeOf, setupOption } from '#kernel/setup/mode';
import { adjudicateSetup } from './windows/setup/adjudicate';
import { checkSetup } from './windows/setup/check';
import { inSetup } from './windows/setup/open';
import { setupOptions, setupTemplate } from './windows/setup/template';
import { weatherNote } from './rules/weather/note';
import { ENGINE_BEFORE_FERRIES } from './data/engine-bundle';

/** Campaign To Stalingrad over one data bundle (scenarios/campaign-to-stalingrad/dist); engines.ts keeps each engine's data. */
export function createCampaignToStalingrad(bundle: Bundle, engineVersion: string = ENGINE_BEFORE_FERRIES): Ruleset<CtsState> {
  const ctx = createContext(bundle, engineVersion);
  const asCts = (s: string): CtsSide => (s === 'axis' ? 'axis' : 'soviet');
  const at = (state: CtsState): CtsContext => inRiverSeason(ctx, state); // CtS 26.0: the rules read the rivers of the state's turn
  return {
    id: 'campaign-to-stalingrad',
    title: 'Campaign To Stalingrad',
    engineVersion,
    sides: [asSide('axis'), asSide('soviet')],
    scenarios: bundle.scenarios.map((s) => ({
      id: s.id,
      name: s.name,
      turns: s.lastTurn - s.firstTurn + 1,
      sides: [asSide('axis'), asSide('soviet')],
      description: s.description,
      options: [...(s.playerSetup ? [setupOption('CtS 35.1'), SETUP_AREA_OPTION] : []), OUT_OF_SUPPLY_MOVE_OPTION, ...(s.victory.reckoning === 'campaign-game' ? [] : [SHORT_AXIS_LEAD_OPTION]), MULTI_HEX_ATTACK_OPTION, s.weather ? { ...WEATHER_OPTION, default: s.weather } : WEATHER_OPTION, ...(s.sections?.includes(2) ? [] : [MAJOR_CITY_BATTLES_OPTION]), ...(s.firstWindow?.phase === 'combat' ? [URANUS_OPENING_OPTION] : []), ...OPTIONAL_RULES], // 36.6: how Uranus opens, where the scenario starts in a Combat Phase; 25.0: Uranus rolls its weather by default; 37.4: the Campaign's most points wins, so 35.8's margin is no choice there; 24.0 is a choice only where Section II is not played; Section Five's optional rules (38.0-45.0), off by default
    })),
    orderSchema: CtsFileOrderSchema,
    standingSchema: CtsStandingSchema,
    setup(scenarioId, options) {
      const s = withScenarioWeather(ctx, withGameOptions(initialState(ctx, scenarioId), options), options); // the rule readings a club chose (10.1, 16.4, 25.0, 35.8); 36.5
      const first = setupModeOf(options) === 'players' ? ctx.scenarios.get(scenarioId)?.playerSetup?.order[0] : undefined;
      if (first) return { ...s, setup: first }; // CtS 35.1: the players set up first
      return openFirstWindow(ctx, s).state; // ESoP A1-A5 open the Axis turn (digest A15); 36.6 Uranus: the Soviet Combat Phase
    },
    window: (state) => openWindow(ctx, state),
    // CtS 4.2: a move: {unit, to} goes by the path options() lists for that destination (kernel/options/move-destination.ts)
    check: (state, sub) =>
      printedIssues(ctx, inSetup(state) ? checkSetup(ctx, state, sub) : checkNamingDestinations(sub, () => unitOptions(at(state), state, asCts(sub.side)), 'CtS 4.2', (s) => checkSubmission(at(state), state, s))),
    adjudicate(state, subs, dice) {
      const r = inSetup(state) ? adjudicateSetup(ctx, state, subs) : adjudicateWindow(ctx, state, submissionsWithPaths(subs, (side) => unitOptions(at(state), state, asCts(side)), 'CtS 4.2'), dice);
      return { ...r, events: foggedEvents(ctx, state, r.state, printedEvents(ctx, r.events)) }; // 42.0 (optional): an event names no unit its reader has not seen
    },
    view: (state, side) => viewFor(state, side === null ? null : asCts(side), ctx),
    options: (state, side) => printedOptions(ctx, inSetup(state) ? setupOptions(ctx, state, asCts(side)) : unitOptions(at(state), state, asCts(side))),
    // CtS 4.7 overruns; 19.1 an arrival's other entry hexes and its moves from them
    optionsForPlayers: (state, side, units) => (inSetup(state) ? units : withEntryChoices(at(state), state, asCts(side), withOverruns(at(state), state, asCts(side), units))),
    // CtS 15.6, 16.7, 16.10, 21.2, 23.5-23.15: the orders that are not a unit's move or attack, ready made
    orderChoices: (state, side) => (inSetup(state) ? [] : printedChoices(ctx, orderChoices(at(state), state, asCts(side)))),
    preview: (state, side, attack) => attackPreview(at(state), state, asCts(side), attack),
    template: (state, side) => printedTemplate(ctx, inSetup(state) ? setupTemplate(ctx, state, asCts(side)) : templateFor(at(state), state, asCts(side))),
    outcome(state) {
      if (!state.result) return { ended: false };
      return { ended: true, ...(state.result.winner ? { winner: asSide(state.result.winner) } : {}), reason: state.result.reason };
    },
    headline(state) {
      const w = openWindow(ctx, state);
      if (state.result) return `Game over: ${state.result.reason}`;
      if (inSetup(state)) return `Set-up (CtS 35.1): ${state.setup === 'axis' ? 'Axis' : 'Soviet'} to set up`;
      return `T${String(state.turn).padStart(2, '0')} ${w ? w.id.split('/')[1] : ''}${weatherNote(state)}, SP Axis ${state.supplyPoints.axis} Soviet ${state.supplyPoints.soviet}`;
    },
    map: bundle.map,
    mapOfState: () => bundle.map, // the map of this engine's bundle; engines.ts sends a state to its own engine
    scene: (state, viewer) => sceneContent(ctx, state, viewer),
    combatKey: (before, events) => (before && !inSetup(before) ? ctsCombatKey(at(before), before, events) : ctsCombatKey(ctx, null, events)), // 26.0: the battles' rivers as they were fought
    charts: () => ctsCharts(ctx),
  };
}
