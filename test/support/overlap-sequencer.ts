import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A file no run has timed yet counts as this long (ms) when the queue is laid out. */
const UNTIMED_MS = 5_000;

/**
 * The order the test files are handed to the workers (vitest.config.ts): the files of the
 * project named `serial` (the integration files, which run one at a time: see
 * test/integration/one-at-a-time.ts) go into the same queue as all the others instead of
 * after them, spaced out by their last durations so that one of them is always ready when the
 * previous one ends, while the other lanes take the rest, longest first. vitest's own order
 * runs the projects one after another and the one-at-a-time files last, alone, with the
 * second core idle while they wait on mail servers, Chromium and wrangler.
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
      const queue: TestSpecification[] = [];
      let aloneMs = 0;
      let restMs = 0;
      for (const f of rest) {
        // the next one-at-a-time file joins the queue once the other lanes have work for as long as those before it take
        while (alone.length > 0 && restMs >= aloneMs) {
          const next = alone.shift()!;
          queue.push(next);
          aloneMs += ms(next);
        }
        queue.push(f);
        restMs += ms(f) / lanes;
      }
      return [...queue, ...alone];
    }

    private lastDuration(f: TestSpecification): number | undefined {
      const key = `${f.project.name}:${relative(this.ctx.config.root, f.moduleId)}`;
      return this.ctx.cache.getFileTestResults(key)?.duration;
    }
  };
}
