import type { Ruleset, ScenarioInfo } from '#kernel/engine/ruleset';
import { setupOption } from '#kernel/setup/mode';
import type { Side } from '#kernel/ids';
import { createContext } from './data/context';
import type { DataBundle } from './data/schema';
import { optionsFor } from './options';
import { DESTROYED_FORTS_OPTION, FOREST_UNDER_PA_PA_OPTION, IMPOSED_ORDER_SHIFT_OPTION } from './state/game-options';
import { hasSpecialRule } from './rules/special-rules';
import { attackPreview } from './attack-preview';
import { dosCharts } from './charts';
import { dosCombatKey } from './combat-key';
import { sceneParts } from './pieces';
import { DosFileOrder } from './orders/order';
import { checkNamingDestinations, submissionsWithPaths } from '#kernel/options/move-destination';
import { StandingOrders } from './orders/standing';
import { setupScenario } from './state/setup';
import { asSide, DOS_SIDES, isDosSide, sideName } from './state/sides';
import type { DosState } from './state/types';
import { templateFor } from './template';
import { viewFor } from './view';
import { adjudicateWindow } from './windows/adjudicate';
import { checkSubmission } from './windows/check';
import { turnLabel } from './windows/sequence';
import { openWindow } from './windows/window';
import { declarationsFor } from './windows/declarations';
import { dosOptionsForPlayers, dosSideOptions } from './players-options';
import { adjudicateSetup } from './windows/setup/adjudicate';
import { checkSetup } from './windows/setup/check';
import { inSetup } from './windows/setup/open';
import { setupOptions, setupTemplate } from './windows/setup/template';
import { scenarioVp } from './scenario-rules/uranus/victory';

/** Bumped whenever a ruling changes results: dos-2 = the second reading of the rulebook (11.4 by unit, 11.23 forts at start). */
export const DOS_ENGINE_VERSION = 'dos-2';


/**
 * The Drive on Stalingrad ruleset over one data bundle (map, counters, scenarios,
 * tables). The bundle stays in this closure; the state holds only what changes.
 */
export function createDriveOnStalingrad(bundle: DataBundle): Ruleset<DosState> {
  const ctx = createContext(bundle);
  const sides = DOS_SIDES.map(asSide);
  const scenarios: ScenarioInfo[] = bundle.scenarios.map((s) => ({
    id: s.id,
    name: s.name,
    turns: s.turns,
    sides: [...sides],
    description: s.description,
    options: [
      ...(s.playerSetup ? [setupOption('DoS 12.1')] : []),
      IMPOSED_ORDER_SHIFT_OPTION,
      ...(hasSpecialRule(ctx, { scenario: s.id }, 'one-time-sequences') ? [FOREST_UNDER_PA_PA_OPTION] : []), // DoS 5.5: PA/PA in Operation Blue only
      DESTROYED_FORTS_OPTION,
    ],
  }));
  const movesOf = (state: DosState, side: Side) => (isDosSide(side) ? optionsFor(ctx, state, side) : []);
  const toDosSide = (side: Side | null) => (side !== null && isDosSide(side) ? side : null);
  return {
    id: 'drive-on-stalingrad',
    title: 'Drive on Stalingrad',
    engineVersion: DOS_ENGINE_VERSION,
    sides,
    scenarios,
    orderSchema: DosFileOrder,
    standingSchema: StandingOrders,
    setup: (scenarioId, options) => setupScenario(ctx, scenarioId, options),
    window: (state) => openWindow(ctx, state),
    // DoS 9.1: a move: {unit, to} goes by the path options() lists for that destination (kernel/options/move-destination.ts)
    check: (state, submission) =>
      inSetup(state)
        ? checkSetup(ctx, state, submission)
        : checkNamingDestinations(submission, () => movesOf(state, submission.side), 'DoS 9.1', (s) => checkSubmission(ctx, state, s)),
    adjudicate: (state, submissions, dice) =>
      inSetup(state) ? adjudicateSetup(ctx, state, submissions) : adjudicateWindow(ctx, state, submissionsWithPaths(submissions, (side) => movesOf(state, side), 'DoS 9.1'), dice),
    view: (state, side) => viewFor(ctx, state, toDosSide(side)),
    options: (state, side) => (!isDosSide(side) ? [] : inSetup(state) ? setupOptions(ctx, state, side) : optionsFor(ctx, state, side)),
    preview: (state, side, attack) =>
      isDosSide(side) ? attackPreview(ctx, state, side, attack) : { ...attack, problems: [{ path: [], code: 'unknown-side', message: `unknown side ${side}` }], shifts: [], notes: [] },
    // DoS 9.5, 9.18, 8.7, 7.14, 7.6: stack moves, sea moves that go on, the withdrawal and supply markers, for players (the API and the page)
    optionsForPlayers: (state, side, units) => (isDosSide(side) && !inSetup(state) ? dosOptionsForPlayers(ctx, state, side, units) : units),
    sideOptions: (state, side) => (isDosSide(side) && !inSetup(state) ? dosSideOptions(ctx, state, side) : {}),
    declarations: (state, side) => (isDosSide(side) && !inSetup(state) ? declarationsFor(ctx, state, side) : []),
    template: (state, side) => (isDosSide(side) ? (inSetup(state) ? setupTemplate(ctx, state, side) : templateFor(ctx, state, side)) : { notes: [`unknown side ${side}`], units: [], exampleOrders: [] }),
    outcome: (state) =>
      state.ended ? { ended: true, winner: asSide(state.ended.winner), reason: state.ended.reason } : { ended: false },
    headline: (state) => {
      const scored = scenarioVp(ctx, state, false); // DoS Uranus U-12: the Soviet scores
      if (inSetup(state)) return `Set-up (DoS 12.1): ${sideName(state.setup)} to set up`;
      const base = `GT${turnLabel(state.turn).slice(1)} ${scored ? `Soviet VP ${scored.vp}` : `German VP ${state.vp}`}`;
      return state.ended ? `${base}, ${sideName(state.ended.winner)} victory` : base;
    },
    ...sceneParts(ctx),
    combatKey: (_before, events) => dosCombatKey(ctx, events),
    charts: () => dosCharts(ctx),
  };
}
