import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Ruleset } from '#kernel/engine/ruleset';
import { type ParsedTurnFile, parsePlainTurnFile, parseTurnFile } from '../parse';
import type { ParseReply, ParseRequest } from './messages';

export interface ParseWorkerPool {
  /** Reads a turn file in a worker thread; a title the workers lack is read in place. */
  parse(text: string, ruleset: Ruleset, maxBytes: number): Promise<ParsedTurnFile>;
  /** Starts the workers now rather than on the first file (they take a moment to load). */
  warm(): void;
  /** Stops the workers; files still waiting are read in place. */
  close(): Promise<void>;
}

export interface PoolOptions {
  /** Worker threads; default: the cores but one, at least 1 and at most 4. */
  size?: number;
  /** A file that takes longer (once a worker has it) is refused ("too-complex") and its worker replaced. */
  timeoutMs?: number;
  /** Heap of each worker: a file that needs more is refused, not the server's memory. */
  maxHeapMb?: number;
  /**
   * A file of at most this many characters in the template's plain subset of YAML, accepted
   * as it stands, is read in place (parsePlainTurnFile); 0: every file goes to a worker.
   */
  inPlaceMaxChars?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_HEAP_MB = 256;
/**
 * 16 Ki characters (at most 48 KiB): a filled-in template is about 12 KB. Reading such a
 * file in place costs about a fifth of a millisecond of CPU, about what handing it to a
 * worker and back costs, without the two thread wake-ups; its reading grows with its size
 * alone (no YAML library, no aliases), so the bound on the size bounds the time the event
 * loop is held (about 0.3 ms of CPU for 16 Ki characters of orders).
 */
const DEFAULT_IN_PLACE_MAX_CHARS = 16 * 1024;
const ENTRY = new URL('./entry.mjs', import.meta.url);

interface Job {
  request: ParseRequest;
  ruleset: Ruleset;
  done: (parsed: ParsedTurnFile) => void;
}

interface Slot {
  worker: Worker;
  /** Loaded and listening. */
  ready: boolean;
  job: Job | undefined;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Turn files read in worker threads, so that the server's event loop keeps answering
 * (health checks, other games) while a large or hostile file is parsed: YAML and the
 * title's schemas can take a second or more for a 256 KiB file. Jobs wait in one queue,
 * first come first served. A worker that runs out of time or memory on a file is replaced
 * and the file refused with "too-complex"; nothing else is affected. Workers start on the
 * first file and do not keep the process alive. A small file in the template's plain subset
 * of YAML is read in place, without a worker (`inPlaceMaxChars`): the same reading the
 * worker would make first, bounded by the file's size; any other file, or one that reading
 * does not accept, goes to a worker as before.
 */
export function parseWorkerPool(opts: PoolOptions = {}): ParseWorkerPool {
  const size = opts.size ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const heapMb = opts.maxHeapMb ?? DEFAULT_HEAP_MB;
  const inPlaceMaxChars = opts.inPlaceMaxChars ?? DEFAULT_IN_PLACE_MAX_CHARS;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const start = (): Slot => {
    const worker = new Worker(ENTRY, { resourceLimits: { maxOldGenerationSizeMb: heapMb }, stdout: false, stderr: false });
    worker.unref();
    const slot: Slot = { worker, ready: false, job: undefined, timer: undefined };
    worker.on('message', (reply: ParseReply) => {
      if ('ready' in reply) {
        slot.ready = true;
        pump();
        return;
      }
      const job = slot.job;
      if (!job || reply.id !== job.request.id) return;
      finish(slot);
      job.done('parsed' in reply ? reply.parsed : inPlace(job));
      pump();
    });
    const lost = () => {
      const job = slot.job;
      finish(slot);
      const at = slots.indexOf(slot);
      if (at >= 0) slots.splice(at, 1);
      if (job) job.done(closed ? inPlace(job) : tooComplex());
      pump();
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    slots.push(slot);
    return slot;
  };

  const finish = (slot: Slot) => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.job = undefined;
  };

  const pump = () => {
    while (queue.length > 0) {
      if (closed) {
        const job = queue.shift()!;
        job.done(inPlace(job));
        continue;
      }
      const slot = slots.find((s) => s.ready && s.job === undefined);
      if (!slot) {
        // Start another worker if the pool has room and every one is busy; the job waits.
        if (slots.length < size && slots.every((s) => s.ready)) start();
        return;
      }
      const job = queue.shift()!;
      slot.job = job;
      slot.timer = setTimeout(() => void slot.worker.terminate(), timeoutMs);
      slot.timer.unref?.();
      slot.worker.postMessage(job.request);
    }
  };

  return {
    parse(text, ruleset, maxBytes) {
      if (text.length <= inPlaceMaxChars) {
        const plain = parsePlainTurnFile(text, { order: ruleset.orderSchema, standing: ruleset.standingSchema }, { maxBytes });
        if (plain) return Promise.resolve(plain);
      }
      return new Promise<ParsedTurnFile>((done) => {
        queue.push({ request: { id: nextId++, text, title: ruleset.id, maxBytes }, ruleset, done });
        pump();
      });
    },
    warm() {
      while (!closed && slots.length < size) start();
    },
    async close() {
      closed = true;
      await Promise.all(slots.map((s) => s.worker.terminate()));
      pump();
    },
  };
}

function inPlace(job: Job): ParsedTurnFile {
  const { ruleset, request } = job;
  return parseTurnFile(request.text, { order: ruleset.orderSchema, standing: ruleset.standingSchema }, { maxBytes: request.maxBytes });
}

function tooComplex(): ParsedTurnFile {
  return {
    ok: false,
    issues: [{ path: [], code: 'too-complex', message: 'the file could not be read within the time and memory a turn file may take' }],
  };
}
