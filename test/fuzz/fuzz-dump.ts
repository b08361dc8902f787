import { canonicalJson, canonicalMatches, sha256Hex } from '#kernel/canonical';
import type { FuzzTitle } from './fuzz-title';
import { diceFor } from './fuzz-dice';
import type { GameLog } from './game-log';
import type { GameReport, Violation } from './game-report';
import { replayLog } from './replay-log';

/** A failing game as a file: its seed (the fuzzer plays it again from that) and its full log (the rules replay it from that). */
export interface FuzzDump {
  format: 'umpire-fuzz-dump/1';
  scenario: string;
  gameSeed: string;
  violations: Violation[];
  disagreements: GameReport['disagreements'];
  log: GameLog;
}

export function fuzzDump(report: GameReport): FuzzDump {
  return { format: 'umpire-fuzz-dump/1', scenario: report.scenario, gameSeed: report.gameSeed, violations: report.violations, disagreements: report.disagreements, log: report.log };
}

/**
 * Plays a dump's log again from the scenario with the same submissions and dice (no order
 * generation: the rules alone), checking after every step the title's state and event
 * invariants and, at the end, the replay of the log's hashes. Returns what it finds.
 */
export function recheckLog<S>(title: FuzzTitle<S>, log: GameLog): Violation[] {
  const { ruleset } = title;
  const found: Violation[] = [];
  let state = ruleset.setup(log.scenario);
  for (const s of log.steps) {
    const at = (kind: string, list: readonly string[]) => found.push(...list.map((message) => ({ step: s.step, window: s.window, kind, message })));
    const before = canonicalJson(state);
    try {
      const dice = diceFor(s.seedHex, s.ctxHex, log.gameSeed);
      const result = ruleset.adjudicate(state, s.submissions, dice);
      if (!canonicalMatches(state, before)) at('purity', ['adjudicate() changed the state it was given']);
      if (sha256Hex(canonicalJson(result.events)) !== s.eventsHash) at('replay', ['the events differ from the log']);
      at('events', title.eventProblems(result.events, { before: state, after: result.state }));
      state = result.state;
      at('state', title.stateProblems(state));
    } catch (err) {
      at('crash', [`the rules threw: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`]);
      break;
    }
    if (found.length > 0) break;
  }
  if (found.length === 0) {
    const replay = replayLog(ruleset, log);
    if (replay.problem) found.push({ step: 0, window: null, kind: 'replay', message: replay.problem });
  }
  return found;
}

/**
 * The dump's disagreements checked again against the rules as they are now: the game is
 * rebuilt from its log to each one's window, and the order options() offered then is
 * checked again (after its prefix). `refused` lists the codes check() still gives.
 */
export function recheckDisagreements<S>(title: FuzzTitle<S>, dump: FuzzDump): { step: number; window: string; orders: unknown[]; refused: string[] }[] {
  const { ruleset } = title;
  const out: { step: number; window: string; orders: unknown[]; refused: string[] }[] = [];
  let state = ruleset.setup(dump.log.scenario);
  for (const s of dump.log.steps) {
    for (const d of dump.disagreements.filter((x) => x.step === s.step)) {
      out.push({ step: d.step, window: d.window, orders: d.orders, refused: ruleset.check(state, { side: d.side, orders: d.orders }).map((i) => i.code) });
    }
    state = ruleset.adjudicate(state, s.submissions, diceFor(s.seedHex, s.ctxHex, dump.log.gameSeed)).state;
  }
  return out;
}
