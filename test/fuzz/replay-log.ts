import { canonicalJson, sha256Hex, stateHash } from '#kernel/canonical';
import type { Ruleset } from '#kernel/engine/ruleset';
import { diceFor, fuzzGameSalt } from './fuzz-dice';
import type { GameLog } from './game-log';

/**
 * Rebuilds a fuzzed game from its scenario, its accepted submissions and the same dice,
 * and compares every step with the log: the open window, the state hash before and after,
 * the events and the dice transcript, byte for byte (design.md: "scenario + accepted turn
 * files + revealed seeds replay to the same state"). Each step is adjudicated a second
 * time from an independently rebuilt state, so this is also the determinism check.
 * Returns the first difference, or null; `upTo` stops after that step.
 */
export function replayLog(ruleset: Ruleset, log: GameLog, upTo = Infinity): { problem: string | null; state: unknown } {
  const salt = fuzzGameSalt(log.gameSeed);
  let state = ruleset.setup(log.scenario);
  for (const s of log.steps) {
    if (s.step > upTo) break;
    const at = `replay of step ${s.step} (${s.window})`;
    const window = ruleset.window(state);
    if (window?.id !== s.window) return { problem: `${at}: the rebuilt game is at ${window?.id ?? 'its end'}`, state };
    const before = stateHash(state, salt);
    if (before !== s.stateHashBefore) return { problem: `${at}: the state before hashes to ${before}, the log says ${s.stateHashBefore}`, state };
    const dice = diceFor(s.seedHex, s.ctxHex, log.gameSeed);
    const result = ruleset.adjudicate(state, s.submissions, dice);
    const events = sha256Hex(canonicalJson(result.events));
    if (events !== s.eventsHash) return { problem: `${at}: the same inputs gave different events`, state };
    const transcript = sha256Hex(canonicalJson(dice.fullTranscript()));
    if (transcript !== s.transcriptHash) return { problem: `${at}: the same inputs rolled different dice`, state };
    const after = stateHash(result.state, salt);
    if (after !== s.stateHashAfter) return { problem: `${at}: the same inputs gave a different state (${after}, the log says ${s.stateHashAfter})`, state };
    state = result.state;
  }
  return { problem: null, state };
}
