import { canonicalJson, canonicalMatches, stateHashOfCanonical } from '#kernel/canonical';
import type { DecisionWindow } from '#kernel/engine/ruleset';
import type { FuzzTitle } from './fuzz-title';
import type { GameReport, Violation } from './game-report';
import { adjudicatedAgain, determinismSteps } from './determinism';
import { fuzzGameSalt } from './fuzz-dice';
import { adjudicateLogged } from './logged-step';
import { createRng } from './rng';
import { filesForWindow } from './window-files';

export interface FuzzGameArgs<S> {
  title: FuzzTitle<S>;
  scenario: string;
  /** Everything random in the game follows from this: the orders and the dice. */
  gameSeed: string;
  /** Offered orders per window checked alone (default 2). */
  offeredChecks?: number;
  /** Chance that a side the window does not wait for sends standing orders (default 0.25). */
  standingRate?: number;
  /** One step in this many is adjudicated a second time, from a copy, for determinism (default 4; 1 = every step). */
  determinismEvery?: number;
  /** Play only up to this game turn: the game stops when a window of a later turn opens, unended, and the end checks are skipped (a slice of a long scenario). */
  lastTurn?: number;
}

/** Title events counted in the report: orders the results made impossible, units removed for stacking. */
const NOTABLE = new Set(['order-skipped', 'overstack-removed', 'move-stopped-by-fire', 'crossing-returned']);
const bump = (into: Record<string, number>, key: string, n = 1) => (into[key] = (into[key] ?? 0) + n);
const message = (err: unknown): string => (err instanceof Error ? (err.stack ?? err.message) : String(err));

/**
 * Plays one game of random legal orders to its end (window() null): for each window the
 * files of every side (filesForWindow), adjudication with the real dice seeded from the
 * game seed, then the invariants: the title's state, event and leak checks, the input
 * state left untouched by options(), check() and adjudicate(), the window moving on, the
 * outcome once the game ends; and determinism: the set-up made twice gives the same
 * state, and a deterministic sample of the steps (determinism.ts) is adjudicated again
 * from a copy of its state to the same events, dice and state. The game stops at the first
 * step that shows a violation. Disagreements between options() and check() are findings
 * about one order: they are recorded and the game goes on.
 *
 * Each state's canonical JSON is written once after the step that made it: it is the
 * purity check's snapshot of the state the next step starts from, and what its hash is
 * taken of, so a state is hashed once, not as the state after one step and again as the
 * state before the next.
 */
export function playFuzzGame<S>(args: FuzzGameArgs<S>): GameReport {
  const t0 = performance.now();
  const { title, scenario, gameSeed } = args;
  const { ruleset } = title;
  const rng = createRng(gameSeed);
  const settings = { offeredChecks: args.offeredChecks ?? 2, standingRate: args.standingRate ?? 0.25, determinismEvery: args.determinismEvery ?? 4 };
  const report: GameReport = {
    scenario, gameSeed, steps: 0, turn: 0, outcome: { ended: false }, battles: [], orders: {}, dropped: 0, droppedBy: {}, offeredChecked: 0, gaveUp: 0,
    standingFiles: 0, notableEvents: {}, violations: [], disagreements: [], ms: 0, log: { title: ruleset.id, scenario, gameSeed, steps: [] },
  };
  const fail = (step: number, window: string | null, kind: string, list: readonly string[]) => {
    for (const m of list) report.violations.push({ step, window, kind, message: m } satisfies Violation);
  };
  const turns = ruleset.scenarios.find((s) => s.id === scenario)?.turns ?? 0;
  const maxSteps = turns * (title.windowsPerTurn ?? 4) + 8;
  const salt = fuzzGameSalt(gameSeed);
  const checksDeterminism = determinismSteps(gameSeed, settings.determinismEvery);
  let state: S;
  /** canonicalJson(state) and its hash, written once per state. */
  let canonical: string;
  try {
    state = ruleset.setup(scenario);
    canonical = canonicalJson(state);
    if (canonicalJson(ruleset.setup(scenario)) !== canonical) fail(0, null, 'replay', [`setup(${scenario}) gave another state the second time`]);
  } catch (err) {
    fail(0, null, 'crash', [`setup(${scenario}) threw: ${message(err)}`]);
    return { ...report, ms: performance.now() - t0 };
  }
  let hash = stateHashOfCanonical(canonical, salt);
  fail(0, null, 'state', title.stateProblems(state));
  let previous: DecisionWindow | null = null;
  let sliced = false;
  for (let step = 1; report.violations.length === 0; step++) {
    const window = ruleset.window(state);
    if (window === null) break;
    if (args.lastTurn !== undefined && window.turn > args.lastTurn) {
      sliced = true;
      break;
    }
    const at = (kind: string, list: readonly string[]) => fail(step, window.id, kind, list);
    report.turn = window.turn;
    if (step > maxSteps) at('runaway', [`still at ${window.id} after ${maxSteps} steps (the scenario has ${turns} game turns)`]);
    if (previous && (window.id === previous.id || window.turn < previous.turn)) at('window', [`window ${window.id} follows ${previous.id}`]);
    // a window that waits for nobody is a server window, closed with no files as the service closes it (window-files.ts)
    if (window.waitingFor.length === 0 && previous?.waitingFor.length === 0) at('window', [`server window ${window.id} follows server window ${previous.id}`]);
    if (ruleset.outcome(state).ended) at('end', [`outcome() says the game has ended, yet window ${window.id} is open`]);
    if (report.violations.length > 0) break;
    const before = canonical;
    try {
      const files = filesForWindow(title, state, window, rng, settings);
      at('leak', title.leakProblems(state, files.options));
      at('file', files.problems);
      report.disagreements.push(...files.disagreements.map((d) => ({ ...d, step, window: window.id })));
      report.dropped += files.dropped;
      for (const [code, n] of Object.entries(files.droppedBy)) bump(report.droppedBy, code, n);
      report.offeredChecked += files.offeredChecked;
      report.gaveUp += files.gaveUp;
      report.standingFiles += files.standingFiles;
      for (const s of files.submissions) for (const o of s.orders) bump(report.orders, title.orderKind?.(o) ?? Object.keys(o as object)[0] ?? '?');
      const { result, logged, canonicalAfter } = adjudicateLogged(ruleset, state, { gameSeed, step, window: window.id, submissions: files.submissions, stateHashBefore: hash });
      if (!canonicalMatches(state, before)) at('purity', ['options(), check() or adjudicate() changed the state they were given']);
      else if (checksDeterminism(step)) {
        try {
          const again = adjudicatedAgain(ruleset, state, logged, gameSeed, canonicalAfter);
          if (again) at('replay', [again]);
        } catch (err) {
          at('replay', [`adjudicating step ${step} again from a copy of its state threw: ${message(err)}`]);
        }
      }
      report.log.steps.push(logged);
      report.steps = step;
      report.battles.push(...title.battles(result.events));
      for (const e of result.events) if (NOTABLE.has(e.type) || title.notableEvents?.includes(e.type)) bump(report.notableEvents, e.type);
      at('events', title.eventProblems(result.events, { before: state, after: result.state }));
      state = result.state;
      canonical = canonicalAfter;
      hash = logged.stateHashAfter;
      at('state', title.stateProblems(state));
    } catch (err) {
      at('crash', [`the rules threw: ${message(err)}`]);
    }
    previous = window;
  }
  report.outcome = ruleset.outcome(state);
  if (report.violations.length === 0) {
    if (!sliced && (!report.outcome.ended || (report.outcome.winner === undefined && !title.draws) || !report.outcome.reason)) fail(report.steps, null, 'end', [`window() is null but outcome() is ${JSON.stringify(report.outcome)}`]);
    fail(report.steps, null, 'leak', title.leakProblems(state, []));
  }
  return { ...report, ...(sliced ? { sliced: true } : {}), ms: performance.now() - t0 };
}
