import { canonicalJson } from '../../kernel/canonical/jcs';
import { stateHash } from '../../kernel/canonical/state-hash';
import { StepDice } from '../../kernel/dice/step-dice';
import type { Ruleset } from '../../kernel/engine/ruleset';
import { submissionOfFile } from '../submission-of-file';
import type { Archive, ArchiveStep } from '../types';
import type { Problem } from './step-checks';

/**
 * Plays a game again from its scenario, step by step, with the archive's turn files and
 * revealed seeds, and compares every window, die, event and state hash with the record
 * (design.md: "scenario + accepted turn files + revealed seeds replay to the same state").
 * Needs the full archive: the game salt and every turn file.
 */
export class Replay {
  private state: unknown;

  private constructor(
    private readonly ruleset: Ruleset,
    private readonly salt: string,
    initial: unknown,
  ) {
    this.state = initial;
  }

  static start(archive: Archive, ruleset: Ruleset, salt: string): { replay: Replay } | { problem: string } {
    try {
      return { replay: new Replay(ruleset, salt, ruleset.setup(archive.game.scenario, archive.game.options)) };
    } catch (err) {
      return { problem: `the scenario ${archive.game.scenario} cannot be set up: ${(err as Error).message}` };
    }
  }

  /** Replays one step; null when it matches the record. */
  step(step: ArchiveStep): Problem {
    const before = stateHash(this.state, this.salt);
    if (before !== step.stateHashBefore) {
      return `the replayed state before the step hashes to ${before}, the archive says ${step.stateHashBefore}`;
    }
    const window = this.ruleset.window(this.state);
    if (window === null) return `the replayed game has ended, yet the archive has step ${step.step}`;
    if (window.id !== step.window) return `the replayed game is at window ${window.id}, the archive says ${step.window}`;
    const missing = step.submissions.find((s) => s.file === undefined);
    if (missing) return `the turn file of ${missing.side} is not in this archive`;
    const submissions = [...step.submissions]
      .sort((a, b) => (a.side < b.side ? -1 : a.side > b.side ? 1 : 0))
      .map((s) => submissionOfFile(s.file));
    const dice = new StepDice({ seedHex: step.seed, ctxHex: step.ctx, gameSaltHex: this.salt });
    let result;
    try {
      result = this.ruleset.adjudicate(this.state, submissions, dice);
    } catch (err) {
      return `the rules failed while replaying the step: ${(err as Error).message}`;
    }
    const dieProblem = firstDifference('die', dice.fullTranscript(), step.transcript);
    if (dieProblem) return dieProblem;
    const eventProblem = firstDifference('event', result.events, step.events);
    if (eventProblem) return eventProblem;
    const after = stateHash(result.state, this.salt);
    if (after !== step.stateHashAfter) {
      return `the replayed state after the step hashes to ${after}, the archive says ${step.stateHashAfter}`;
    }
    this.state = result.state;
    return null;
  }

  /** The replayed final state against the archive's final view and status. */
  finish(archive: Archive): Problem {
    if (canonicalJson(this.state) !== canonicalJson(archive.finalView)) return 'the replayed final state differs from finalView';
    const ended = this.ruleset.outcome(this.state).ended;
    if (ended !== (archive.game.status === 'ended')) {
      return `the replayed game has ${ended ? '' : 'not '}ended, the archive says ${archive.game.status}`;
    }
    return null;
  }
}

function firstDifference(what: string, replayed: readonly unknown[], recorded: readonly unknown[]): Problem {
  const n = Math.max(replayed.length, recorded.length);
  for (let i = 0; i < n; i++) {
    const a = replayed[i] === undefined ? 'nothing' : canonicalJson(replayed[i]);
    const b = recorded[i] === undefined ? 'nothing' : canonicalJson(recorded[i]);
    if (a !== b) return `${what} ${i + 1} differs: replayed ${clip(a)}, the archive says ${clip(b)}`;
  }
  return null;
}

const clip = (s: string): string => (s.length > 300 ? `${s.slice(0, 300)}…` : s);
