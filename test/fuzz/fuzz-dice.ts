import { canonicalJson, sha256Hex } from '#kernel/canonical';
import { diceContext, StepDice } from '#kernel/dice';
import type { Ruleset, Submission } from '#kernel/engine/ruleset';

/**
 * The real dice (StepDice, design.md "Dice v1") for a fuzzed game, with every secret
 * derived from the game's seed instead of drawn: the game salt, and per step the seed
 * s_k; the context binds the step, the state hash and every submission as the service's
 * does. So a game replays, die for die, from its seed and its submissions.
 */
export function fuzzGameSalt(gameSeed: string): string {
  return sha256Hex(`umpire-fuzz/salt/${gameSeed}`);
}

export interface FuzzStepDice {
  seedHex: string;
  ctxHex: string;
  dice: StepDice;
}

export function fuzzStepDice(args: { ruleset: Ruleset; gameSeed: string; step: number; stateHash: string; submissions: readonly Submission[] }): FuzzStepDice {
  const seedHex = sha256Hex(`umpire-fuzz/seed/${args.gameSeed}/${args.step}`);
  const ctxHex = diceContext({
    game: `fuzz-${sha256Hex(args.gameSeed).slice(0, 12)}`,
    step: args.step,
    title: args.ruleset.id,
    engineVersion: args.ruleset.engineVersion,
    stateHash: args.stateHash,
    submissions: args.submissions.map((s) => ({ side: s.side, fileHash: sha256Hex(canonicalJson(s)) })),
  });
  return { seedHex, ctxHex, dice: diceFor(seedHex, ctxHex, args.gameSeed) };
}

/** The dice of a logged step again (for replays and determinism checks). */
export function diceFor(seedHex: string, ctxHex: string, gameSeed: string): StepDice {
  return new StepDice({ seedHex, ctxHex, gameSaltHex: fuzzGameSalt(gameSeed) });
}
