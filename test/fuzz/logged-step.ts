import { canonicalJson, sha256Hex, stateHashOfCanonical } from '#kernel/canonical';
import type { Adjudication, Ruleset, Submission } from '#kernel/engine/ruleset';
import { fuzzGameSalt, fuzzStepDice } from './fuzz-dice';
import type { LoggedStep } from './game-log';

/**
 * Adjudicates step `step` of a fuzzed game with its seeded dice, and the log entry that
 * replays it. `stateHashBefore` is the state's hash when the caller knows it already (the
 * hash the step before ended in); `canonicalAfter` is the canonical JSON of the new state,
 * which the hash after was taken of, for the caller to use again.
 */
export function adjudicateLogged<S>(
  ruleset: Ruleset<S>,
  state: S,
  args: { gameSeed: string; step: number; window: string; submissions: Submission[]; stateHashBefore?: string },
): { result: Adjudication<S>; logged: LoggedStep; canonicalAfter: string } {
  const salt = fuzzGameSalt(args.gameSeed);
  const stateHashBefore = args.stateHashBefore ?? stateHashOfCanonical(canonicalJson(state), salt);
  const { seedHex, ctxHex, dice } = fuzzStepDice({ ruleset, gameSeed: args.gameSeed, step: args.step, stateHash: stateHashBefore, submissions: args.submissions });
  const result = ruleset.adjudicate(state, args.submissions, dice);
  const canonicalAfter = canonicalJson(result.state);
  return {
    result,
    canonicalAfter,
    logged: {
      step: args.step,
      window: args.window,
      submissions: args.submissions,
      seedHex,
      ctxHex,
      stateHashBefore,
      stateHashAfter: stateHashOfCanonical(canonicalAfter, salt),
      eventsHash: sha256Hex(canonicalJson(result.events)),
      transcriptHash: sha256Hex(canonicalJson(dice.fullTranscript())),
    },
  };
}
