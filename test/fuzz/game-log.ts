import type { Submission } from '#kernel/engine/ruleset';

/** One adjudicated step of a fuzzed game: what went in and digests of what came out. */
export interface LoggedStep {
  step: number;
  window: string;
  /** The accepted files of the step, sorted by side, as adjudicate() received them. */
  submissions: Submission[];
  seedHex: string;
  ctxHex: string;
  stateHashBefore: string;
  stateHashAfter: string;
  /** SHA-256 of the canonical JSON of the step's events, and of its full dice transcript. */
  eventsHash: string;
  transcriptHash: string;
}

/** Everything needed to play a fuzzed game again from its scenario: the seed and the steps. */
export interface GameLog {
  title: string;
  scenario: string;
  gameSeed: string;
  steps: LoggedStep[];
}
