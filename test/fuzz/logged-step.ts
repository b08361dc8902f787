import { canonicalJson, sha256Hex, stateHash } from '../../src/kernel/canonical';
import type { Adjudication, Ruleset, Submission } from '../../src/kernel/engine/ruleset';
import { fuzzGameSalt, fuzzStepDice } from './fuzz-dice';
import type { LoggedStep } from './game-log';

/** Adjudicates step `step` of a fuzzed game with its seeded dice, and the log entry that replays it. */
export function adjudicateLogged<S>(ruleset: Ruleset<S>, state: S, args: { gameSeed: string; step: number; window: string; submissions: Submission[] }): { result: Adjudication<S>; logged: LoggedStep } {
  const salt = fuzzGameSalt(args.gameSeed);
  const stateHashBefore = stateHash(state, salt);
  const { seedHex, ctxHex, dice } = fuzzStepDice({ ruleset, gameSeed: args.gameSeed, step: args.step, stateHash: stateHashBefore, submissions: args.submissions });
  const result = ruleset.adjudicate(state, args.submissions, dice);
  return {
    result,
    logged: {
      step: args.step,
      window: args.window,
      submissions: args.submissions,
      seedHex,
      ctxHex,
      stateHashBefore,
      stateHashAfter: stateHash(result.state, salt),
      eventsHash: sha256Hex(canonicalJson(result.events)),
      transcriptHash: sha256Hex(canonicalJson(dice.fullTranscript())),
    },
  };
}
