import type { FuzzTitle } from './fuzz-title';
import type { GameReport } from './game-report';
import { playFuzzGame } from './play-fuzz-game';
import { summarize, type RunSummary } from './run-summary';

export interface FuzzRunArgs<S> {
  title: FuzzTitle<S>;
  games: number;
  /** The run's seed: game i of a run replays from (seed, scenario, i). */
  seed: string;
  /** Scenarios played in turn (default: every scenario of the title). */
  scenarios?: readonly string[];
  /** The first game's index (to split one run over several processes). */
  from?: number;
  offeredChecks?: number;
  /** One step in this many adjudicated again for determinism (play-fuzz-game.ts; default 4). */
  determinismEvery?: number;
  /** Each game stops after this game turn, unended (play-fuzz-game.ts). */
  lastTurn?: number;
  onGame?(report: GameReport, index: number): void;
}

/** The seed of game `index` of a run. */
export const fuzzGameSeed = (seed: string, scenario: string, index: number): string => `${seed}/${scenario}/${index}`;

/** The scenario game `index` of a run plays. */
export const scenarioOfGame = (scenarios: readonly string[], index: number): string => scenarios[index % scenarios.length]!;

/** Plays games `from` .. `from + games - 1` of a run, one after another, and sums them up. */
export function runFuzz<S>(args: FuzzRunArgs<S>): { reports: GameReport[]; summary: RunSummary } {
  const t0 = performance.now();
  const scenarios = args.scenarios ?? args.title.ruleset.scenarios.map((s) => s.id);
  const reports: GameReport[] = [];
  const from = args.from ?? 0;
  for (let index = from; index < from + args.games; index++) {
    const scenario = scenarioOfGame(scenarios, index);
    const report = playFuzzGame({
      title: args.title,
      scenario,
      gameSeed: fuzzGameSeed(args.seed, scenario, index),
      ...(args.offeredChecks !== undefined ? { offeredChecks: args.offeredChecks } : {}),
      ...(args.determinismEvery !== undefined ? { determinismEvery: args.determinismEvery } : {}),
      ...(args.lastTurn !== undefined ? { lastTurn: args.lastTurn } : {}),
    });
    reports.push(report);
    args.onGame?.(report, index);
  }
  return { reports, summary: summarize(reports, args.title.resultKinds, performance.now() - t0) };
}
