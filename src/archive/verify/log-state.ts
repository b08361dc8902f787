import { seedMatchesCommitment } from '#kernel/dice/chain';
import type { ArchiveRefereeEntry, ArchiveStep } from '../types';
import type { Problem } from './step-checks';

/**
 * What the verifier knows as it walks the log: the seeds revealed so far by chain index,
 * the state hash the log is at, and the current line of play (the steps not undone by a
 * rollback) with the state hash each ended in.
 */
export class LogState {
  private readonly seeds = new Map<number, string>();
  /** The state hash the log is at; null before the first step (the set-up hash is not published). */
  head: string | null = null;
  private readonly line: number[] = [];
  private readonly after = new Map<number, string>();
  private lastStep = 0;
  /** The referee's `end` entry, when the referee ended the game. */
  ending: ArchiveRefereeEntry | null = null;

  constructor(diceCommitment: string) {
    this.seeds.set(0, diceCommitment);
  }

  /** The step's seed is chain element seedIndex: it hashes down to the nearest lower seed known. */
  checkSeed(step: ArchiveStep): Problem {
    // docs/referee.md: steps are numbered 1, 2, … for good, a rollback included.
    if (step.step !== this.lastStep + 1) return `step ${step.step} follows step ${this.lastStep}: steps are numbered 1, 2, … without gaps`;
    const index = step.seedIndex ?? step.step;
    if (index > step.step) return `seedIndex ${index} is beyond step ${step.step}: a step uses its own index or an earlier step's`;
    const known = this.seeds.get(index);
    if (known !== undefined) return known === step.seed ? null : `seed ${step.seed} is not the seed of index ${index} revealed earlier`;
    const below = Math.max(...[...this.seeds.keys()].filter((i) => i < index));
    if (seedMatchesCommitment(step.seed, index - below, this.seeds.get(below)!)) return null;
    const what = below === 0 ? 'the dice commitment' : `the seed of index ${below}`;
    return `seed ${step.seed} does not hash back to ${what} (${index - below} × SHA-256)`;
  }

  /** The step starts from the state the log is at. */
  checkStart(step: ArchiveStep): Problem {
    if (this.head === null || this.head === step.stateHashBefore) return null;
    return `stateHashBefore ${step.stateHashBefore} is not the state the log is at, ${this.head}`;
  }

  stepDone(step: ArchiveStep): void {
    this.seeds.set(step.seedIndex ?? step.step, step.seed);
    if (this.head === null) this.after.set(0, step.stateHashBefore);
    this.lastStep = step.step;
    this.line.push(step.step);
    this.after.set(step.step, step.stateHashAfter);
    this.head = step.stateHashAfter;
  }

  /** A referee entry's own consistency: where it sits, the state it starts from and, for a rollback, where it returns. */
  checkEntry(entry: ArchiveRefereeEntry): Problem {
    if (entry.afterStep !== this.lastStep) return `the entry says it came after step ${entry.afterStep}, the log puts it after step ${this.lastStep}`;
    if (this.head !== null && entry.stateHashBefore !== this.head) {
      return `stateHashBefore ${entry.stateHashBefore} is not the state the log is at, ${this.head}`;
    }
    if (entry.action === 'rollback') return this.checkRollback(entry);
    if (entry.action !== 'correct' && entry.stateHashAfter !== entry.stateHashBefore) {
      return `a ${entry.action} does not change the state, yet stateHashAfter differs from stateHashBefore`;
    }
    return null;
  }

  private checkRollback(entry: ArchiveRefereeEntry): Problem {
    const to = entry.detail['to'];
    if (typeof to !== 'number' || !Number.isInteger(to) || !(to === 0 || this.line.includes(to))) {
      return `a rollback to ${JSON.stringify(to)}: not a step of the current line (${this.line.join(', ') || 'none'}) nor 0`;
    }
    const undone = this.line.slice(to === 0 ? 0 : this.line.indexOf(to) + 1);
    if (JSON.stringify(entry.detail['undone']) !== JSON.stringify(undone)) {
      return `the rollback to ${to} undoes steps ${undone.join(', ')}, the entry says ${JSON.stringify(entry.detail['undone'])}`;
    }
    const expected = this.after.get(to);
    if (expected !== undefined && expected !== entry.stateHashAfter) {
      return `the rollback to ${to} should return to state ${expected}, the entry says ${entry.stateHashAfter}`;
    }
    return null;
  }

  entryDone(entry: ArchiveRefereeEntry): void {
    if (entry.action === 'rollback') {
      const to = entry.detail['to'] as number;
      this.line.splice(to === 0 ? 0 : this.line.indexOf(to) + 1);
    }
    if (entry.action === 'end') this.ending = entry;
    if (this.head === null) this.after.set(0, entry.stateHashBefore);
    this.head = entry.stateHashAfter;
  }
}
