import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A file no run has timed yet counts as this long (ms) when the queue is laid out. */
const UNTIMED_MS = 5_000;

/**
 * The queue of files for `lanes` workers plus one that takes the `alone` files one at a time:
 * each `alone` file joins the queue once the files before it give the other lanes work for as
 * long as the `alone` files before it take, so that one of them is ready when the previous one
 * ends and the other lanes are not left waiting behind it. Both lists keep their order.
 */
export function overlapQueue<T>(alone: readonly T[], rest: readonly T[], ms: (f: T) => number, lanes: number): T[] {
  const queue: T[] = [];
  let next = 0;
  let aloneMs = 0;
  let restMs = 0;
  for (const f of rest) {
    while (next < alone.length && restMs >= aloneMs) {
      aloneMs += ms(alone[next]!);
      queue.push(alone[next++]!);
    }
    queue.push(f);
    restMs += ms(f) / lanes;
  }
  return [...queue, ...alone.slice(next)];
}

/**
 * The order the test files are handed to the workers (vitest.config.ts): the files of the
 * project named `serial` (the integration files, which run one at a time: see
 * test/integration/one-at-a-time.ts) go into the same queue as all the others instead of
 * after them (overlapQueue), by their last durations, while the other lanes take the rest,
 * longest first. vitest's own order runs a project whose files run one at a time after all
 * the others, alone, with the other cores idle while it waits on mail servers, Chromium and
 * wrangler.
 */
export function overlapSequencer(serial: string, lanes: number) {
  return class OverlapSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const known = new Map<TestSpecification, number>();
      for (const f of files) {
        const last = this.lastDuration(f);
        if (last !== undefined) known.set(f, last);
      }
      const ms = (f: TestSpecification) => known.get(f) ?? UNTIMED_MS;
      // never timed first (as vitest does), then longest first
      const byLength = (a: TestSpecification, b: TestSpecification) => Number(known.has(a)) - Number(known.has(b)) || ms(b) - ms(a);
      const alone = files.filter((f) => f.project.name === serial).sort(byLength);
      const rest = files.filter((f) => f.project.name !== serial).sort(byLength);
      return overlapQueue(alone, rest, ms, lanes);
    }

    private lastDuration(f: TestSpecification): number | undefined {
      const key = `${f.project.name}:${relative(this.ctx.config.root, f.moduleId)}`;
      return this.ctx.cache.getFileTestResults(key)?.duration;
    }
  };
}
