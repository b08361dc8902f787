import { canonicalEqual } from '#kernel/canonical/equal';
import { canonicalJson } from '#kernel/canonical/jcs';
import { stateHash } from '#kernel/canonical/state-hash';
import { StepDice } from '#kernel/dice/step-dice';
import type { Ruleset } from '#kernel/engine/ruleset';
import { applyChanges, type SetValue } from '../state-changes';
import { submissionOfFile } from '../submission-of-file';
import type { Archive, ArchiveRefereeEntry, ArchiveStep } from '../types';
import type { Problem } from './step-checks';

/**
 * Plays a game again from its scenario, step by step, with the archive's turn files and
 * revealed seeds, and compares every window, die, event and state hash with the record
 * (design.md: "scenario + accepted turn files + revealed seeds replay to the same state").
 * Needs the full archive: the game salt and every turn file.
 */
export class Replay {
  private state: unknown;
  /** stateHash(state), once known: a step starts from the state the one before ended in, whose hash was just compared. */
  private hash: string | null = null;
  /** The state after each step replayed (0 = the set-up), for rollbacks. */
  private readonly after = new Map<number, unknown>();

  private constructor(
    private readonly ruleset: Ruleset,
    private readonly salt: string,
    initial: unknown,
  ) {
    this.state = initial;
    this.after.set(0, initial);
  }

  static start(archive: Archive, ruleset: Ruleset, salt: string): { replay: Replay } | { problem: string } {
    try {
      return { replay: new Replay(ruleset, salt, ruleset.setup(archive.game.scenario, archive.game.options, archive.game.engineVersion)) };
    } catch (err) {
      return { problem: `the scenario ${archive.game.scenario} cannot be set up: ${(err as Error).message}` };
    }
  }

  /** Replays one step; null when it matches the record. */
  step(step: ArchiveStep): Problem {
    const before = this.hash ?? stateHash(this.state, this.salt);
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
    this.hash = after;
    this.after.set(step.step, result.state);
    return null;
  }

  /** The replayed state now: after the last step or referee action applied. */
  current(): unknown {
    return this.state;
  }

  /** Applies a referee action that changes the state (a rollback or a correction); null when it matches the record. */
  referee(entry: ArchiveRefereeEntry): Problem {
    if (entry.action === 'rollback') {
      const to = this.after.get(entry.detail['to'] as number);
      if (to === undefined) return `the replay has no state after step ${String(entry.detail['to'])} to roll back to`;
      this.state = structuredClone(to);
      this.hash = null;
    } else if (entry.action === 'correct') {
      const changes = (entry.detail['changes'] ?? []) as SetValue[];
      if (changes.some((c) => !('value' in c))) return 'the correction has no values in this copy';
      const applied = applyChanges(this.state, changes);
      if (!applied.ok) return `correction ${applied.index + 1} cannot be applied: ${applied.message}`;
      this.state = applied.state;
      this.hash = null;
    }
    const after = this.hash ?? stateHash(this.state, this.salt);
    if (after !== entry.stateHashAfter) {
      return `the replayed state after the ${entry.action} hashes to ${after}, the archive says ${entry.stateHashAfter}`;
    }
    this.hash = after;
    return null;
  }

  /** The replayed final state against the archive's final view, status and outcome. */
  finish(archive: Archive, ending: ArchiveRefereeEntry | null = null): { field: string; message: string } | null {
    if (!canonicalEqual(this.state, archive.finalView)) return { field: 'finalView', message: 'the replayed final state differs from finalView' };
    const byRules = this.ruleset.outcome(this.state);
    const ended = ending !== null || byRules.ended;
    if (ended !== (archive.game.status === 'ended')) {
      return { field: 'game.status', message: `the replayed game has ${ended ? '' : 'not '}ended, the archive says ${archive.game.status}` };
    }
    if (!ended) return null;
    // src/service/referee/end.ts and src/service/adjudication/plan-step.ts: what the game row records as its outcome.
    const winner = ending !== null ? (ending.detail['winner'] as string | undefined) : byRules.winner;
    const reason = ending !== null ? `Ended by the referee: ${ending.reason ?? ''}` : byRules.reason;
    const expected = { ...(winner !== undefined ? { winner: String(winner) } : {}), ...(reason !== undefined ? { reason } : {}) };
    if (canonicalJson(expected) !== canonicalJson(archive.game.outcome ?? null)) {
      return { field: 'game.outcome', message: `the replayed outcome is ${canonicalJson(expected)}, the archive says ${canonicalJson(archive.game.outcome ?? null)}` };
    }
    return null;
  }
}

function firstDifference(what: string, replayed: readonly unknown[], recorded: readonly unknown[]): Problem {
  const n = Math.max(replayed.length, recorded.length);
  for (let i = 0; i < n; i++) {
    if (replayed[i] !== undefined && recorded[i] !== undefined && canonicalEqual(replayed[i], recorded[i])) continue;
    const a = replayed[i] === undefined ? 'nothing' : canonicalJson(replayed[i]);
    const b = recorded[i] === undefined ? 'nothing' : canonicalJson(recorded[i]);
    if (a !== b) return `${what} ${i + 1} differs: replayed ${clip(a)}, the archive says ${clip(b)}`;
  }
  return null;
}

const clip = (s: string): string => (s.length > 300 ? `${s.slice(0, 300)}…` : s);
