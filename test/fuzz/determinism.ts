import { canonicalJson, canonicalMatches, sha256Hex, stateHash } from '#kernel/canonical';
import type { Ruleset } from '#kernel/engine/ruleset';
import { diceFor, fuzzGameSalt } from './fuzz-dice';
import type { LoggedStep } from './game-log';

/**
 * Whether step `step` of the game with this seed is adjudicated a second time
 * (determinismEvery: 1 = every step). Which steps follows from the seed alone, not from the
 * game's random stream, so the orders and dice of a game do not depend on the setting, and
 * over a run's games every step number is checked.
 */
export function checksDeterminism(gameSeed: string, step: number, every: number): boolean {
  return determinismSteps(gameSeed, every)(step);
}

/** checksDeterminism for one game: the seed's offset hashed once, then asked of every step. */
export function determinismSteps(gameSeed: string, every: number): (step: number) => boolean {
  if (every <= 1) return () => true;
  const offset = parseInt(sha256Hex(`umpire-fuzz/determinism/${gameSeed}`).slice(0, 8), 16) % every;
  return (step) => step % every === offset;
}

/**
 * The determinism check of one step: adjudicated again from a deep copy of the state it
 * started from (a new object, so nothing the rules keep per state object is shared) and of
 * its submissions, with the same dice, it must give the same events, the same dice and a
 * state with the same hash, as the log recorded them. Returns the first difference, or null.
 */
export function adjudicatedAgain(ruleset: Ruleset, before: unknown, logged: LoggedStep, gameSeed: string, canonicalAfter?: string): string | null {
  const at = `step ${logged.step} (${logged.window}) adjudicated again from a copy of its state`;
  const dice = diceFor(logged.seedHex, logged.ctxHex, gameSeed);
  const result = ruleset.adjudicate(structuredClone(before), structuredClone(logged.submissions), dice);
  if (sha256Hex(canonicalJson(result.events)) !== logged.eventsHash) return `${at}: the same inputs gave different events`;
  if (sha256Hex(canonicalJson(dice.fullTranscript())) !== logged.transcriptHash) return `${at}: the same inputs rolled different dice`;
  // The state's canonical JSON the first time, when known: read against it, the same state
  // needs no text of its own (equal texts are equal hashes); otherwise, or when they differ, hashed.
  if (canonicalAfter !== undefined && canonicalMatches(result.state, canonicalAfter)) return null;
  const after = stateHash(result.state, fuzzGameSalt(gameSeed));
  if (after !== logged.stateHashAfter) return `${at}: the same inputs gave a different state (${after}, the log says ${logged.stateHashAfter})`;
  return null;
}
