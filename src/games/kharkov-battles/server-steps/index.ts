import type { GameOptionInfo } from '#kernel/engine/ruleset';
import type { KbScenarioId } from '../data/ids';
import { runAirAllocation } from './air-points';
import { runCombatsResolved } from './combats';
import { runCommandControl } from './command-control';
import { runCommitment } from './commitment';
import { runDisorganizedRemoval } from './disorganized';
import { runEndTurn } from './end-turn';
import { runFullSupport } from './full-support';
import { grantsFollow, mrrpGrants } from './grants';
import { kbGameOptions as gameOptions } from './options';
import { untriedSetupPrecedes, runUntriedSetup } from './untried-setup';
import { SERVER_STEP_IDS } from './position';
import { runSupplyPhase } from './supply-phase';
import { runSupportPoints } from './support-points';
import type { ServerStep, ServerStepInput, ServerStepOutcome, ServerStepRun } from './types';
import { runWeather } from './weather';

export { SERVER_RECORD_AT_START, type ServerRecord, type ServerResult } from './record';
export type { ServerStep, ServerStepInput, ServerStepOutcome } from './types';
export { SERVER_STEP_IDS } from './position';

/** Each automatic step of KB 4.1, by its id in sequence/steps.ts. */
const STEPS: Readonly<Record<string, ServerStepRun>> = {
  'A.1': runWeather,
  'A.2.a': runAirAllocation,
  'A.3': runSupplyPhase,
  'A.4.b/points': runSupportPoints,
  'A.4.c': runFullSupport,
  'B.3.b-e': runCombatsResolved,
  'B.3.f': runDisorganizedRemoval('axis'),
  'C.1.a': runCommitment,
  'C.1.b': runCommandControl,
  'C.4.b-e': runCombatsResolved,
  'C.4.f': runDisorganizedRemoval('soviet'),
  D: runEndTurn,
};

/**
 * One automatic entry of the turn plan (sequence/windows.ts turnPlan), carried out: the
 * state moved to the step's point of the sequence (turn, stage, phase) and changed by the
 * step's rule. `result` when the game ends (automatic victory, or the last turn's End Turn
 * Phase). The last step before the turn's Preparation windows also makes the MRRP's grants
 * (grants.ts: Replacement Points, withdrawals), so the windows open with them. Under the
 * optional 2.72 the scenario's first step is preceded by the set-up's hidden draws
 * (untried-setup.ts), which, having dice, are left pending at creation like any step that
 * rolls before the first window (game/advance.ts). A step id that is not the server's is a programming error and throws.
 */
export function runServerStep(step: ServerStep, input: ServerStepInput): ServerStepOutcome {
  const run = STEPS[step.step];
  if (!run) throw new Error(`"${step.step}" is not one of the server's steps (${SERVER_STEP_IDS.join(', ')}) of KB 4.1`);
  // KB 2.72 optional: the set-up's hidden draws come before the scenario's first step
  const drawn = untriedSetupPrecedes(step, input) ? runUntriedSetup(step, input) : null;
  const ran = run(step, drawn ? { ...input, state: drawn.state } : input);
  const out = drawn ? { ...ran, events: [...drawn.events, ...ran.events] } : ran;
  if (!grantsFollow(step, out.state)) return out;
  const grants = mrrpGrants(input.data, out.state); // KB 4.1 A.5: before the Preparation windows open
  return { ...out, state: grants.state, events: [...out.events, ...grants.events] };
}

/** The game options (KB 20.1-20.3 optional rules, 9.2's agreement) a scenario may be created with. */
export function kbGameOptions(scenario: KbScenarioId): GameOptionInfo[] {
  return gameOptions(scenario);
}

/** KB 8.34, for the movement window: stacked units of one mechanized division take the best supply state. */
export { mergeDivisionsAfterMovement } from './division-supply';

/** KB 20.1, 20.3, for the windows: an ownership victory standing now ("at any time"). */
export { ownershipResult } from './ownership-victory';
