import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { writeWorkerAssets } from './scripts/worker-assets';
import { overlapSequencer } from './test/support/overlap-sequencer';

// The deterministic core's tests (almost all pure code under test, no processes or ports:
// kernel, titles, turn files, archives) share their worker's modules instead of loading them
// again for every file (docs/benchmarks.md, "Test time"), and so do the other unit tests
// (project unit); the integration tests, which start mail servers, wrangler dev and Chromium
// on fixed ports, run one at a time, alongside the others (see SERIAL_LANE).
const CORE = ['test/kernel/**/*.test.ts', 'test/games/**/*.test.ts', 'test/turnfile/**/*.test.ts', 'test/archive/**/*.test.ts'];

// At least two files at a time: on a 2-core machine vitest would keep one worker (a core less
// one), while many files spend their time waiting on servers, processes and Chromium.
const LANES = Math.max(2, availableParallelism() - 1);

// The integration files, one at a time (test/integration/one-at-a-time.ts holds each until the
// one before it is done), on a lane of their own beside the LANES of the other projects' files,
// instead of alone after them: vitest runs a project with fileParallelism off after all the
// others, and that tail (mail servers, Chromium, wrangler, much of it waiting) was about 260 s
// of the 673 s of `npm test`. The sequencer spaces them out in the queue by their last
// durations (test/support/overlap-sequencer.ts).
const SERIAL = 'integration';
const SERIAL_LANE = 1;

export default defineConfig({
  test: {
    maxWorkers: LANES + SERIAL_LANE,
    sequence: { sequencer: overlapSequencer(SERIAL, LANES) },
    projects: [
      {
        test: {
          name: 'core',
          include: CORE,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: [...CORE, 'test/integration/**', 'test/workers/**', 'node_modules/**'],
          // shared modules too (no unit test mocks, stubs or writes process-wide state; each
          // starts and closes its own servers, databases and child processes): a fresh worker
          // per file loaded the titles and the service again, about a third of the CPU of
          // test/service (docs/benchmarks.md, "Test time")
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: SERIAL,
          include: ['test/integration/**/*.test.ts'],
          setupFiles: ['./test/integration/one-at-a-time.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Inside workerd (docs/workers.md): the Worker with D1 migrated from migrations/ and
        // test-only bindings (the admin token, the log-head signing key, a standing clock, seeded entropy).
        plugins: [
          // the static assets wrangler.toml [assets] names (the titles' data, the fonts), written
          // as wrangler's [build] writes them, which the pool does not run
          cloudflareTest(async () => (writeWorkerAssets(), {
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                UMPIRE_ADMIN_TOKEN: 'workers-test-admin-0123456789abcdef',
                // a key for these tests only (base64 PKCS#8 Ed25519), never used anywhere else
                UMPIRE_SIGNING_KEY: 'MC4CAQAwBQYDK2VwBCIEIBOK8DC4Vv6m4IYO5LRRFdXrS0uRPtvSfmw5HMtm9hHa',
                UMPIRE_TEST_CLOCK: '2026-03-02T08:00:00.000Z',
                UMPIRE_TEST_SEED: 'workers pool',
                UMPIRE_LOG: 'off',
              },
            },
          })),
        ],
        test: {
          name: 'workers',
          include: ['test/workers/**/*.test.ts'],
          setupFiles: ['./test/workers/apply-migrations.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
