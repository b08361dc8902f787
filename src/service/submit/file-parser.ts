import type { Ruleset } from '#kernel/engine/ruleset';
import { type ParsedTurnFile, parseTurnFile } from '#turnfile/parse';

/**
 * Reads a turn file for a title: YAML or JSON, the envelope and the title's orders
 * (parseTurnFile). A port, because reading a large file takes long: the Node server reads
 * in worker threads (turnfile/parse-worker) so that it keeps answering meanwhile; the
 * default reads in place, letting the event loop run before and after.
 */
export type TurnFileParser = (text: string, ruleset: Ruleset, maxBytes: number) => Promise<ParsedTurnFile>;

export const inPlaceParser: TurnFileParser = async (text, ruleset, maxBytes) => {
  await nextTurnOfEventLoop();
  const parsed = parseTurnFile(text, { order: ruleset.orderSchema, standing: ruleset.standingSchema }, { maxBytes });
  await nextTurnOfEventLoop();
  return parsed;
};

/**
 * Lets the requests waiting on the event loop (a health check, another game's file) run first.
 * On Node, setImmediate resumes after the I/O that is ready, without the millisecond a timer
 * waits at least (the rules check that follows holds the game's queue); a runtime without it
 * (a Worker) waits for a timer.
 */
export const nextTurnOfEventLoop = (): Promise<void> => new Promise((resume) => (typeof globalThis.setImmediate === 'function' ? globalThis.setImmediate(resume) : setTimeout(resume, 0)));
