import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { writeWorkerAssets } from './scripts/worker-assets';

// The deterministic core's tests (almost all pure code under test, no processes or ports:
// kernel, titles, turn files, archives) share their worker's modules instead of loading them
// again for every file (docs/benchmarks.md, "Test time"), and so do the other unit tests
// (project unit); the integration tests, which start mail servers, wrangler dev and Chromium
// on fixed ports, run after the others.
const CORE = ['test/kernel/**/*.test.ts', 'test/games/**/*.test.ts', 'test/turnfile/**/*.test.ts', 'test/archive/**/*.test.ts'];

// The integration files run two at a time, after the others (each starts its own server on a
// free port, its own Chromium and database, and plays on the shared mail stack with addresses
// of its own), but for the one that stops the shared OpenSMTPD, alone at the very end, and with
// workerd's start beside them. UMPIRE_TEST_INTEGRATION_PARALLEL=0 runs them one at a time, for
// a machine so loaded that the mail tests' waits time out (docs/benchmarks.md, "The test time, again").
const INTEGRATION_PARALLEL = process.env['UMPIRE_TEST_INTEGRATION_PARALLEL'] !== '0';
const STOPS_SHARED_STACK = ['test/integration/mail/smtp-outage.test.ts'];
const INTEGRATION_TIMEOUTS = { testTimeout: 120_000, hookTimeout: 120_000 };
const INTEGRATION = ['test/integration/**/*.test.ts'];
const integrationProjects = INTEGRATION_PARALLEL
  ? [
      {
        test: {
          name: 'integration',
          include: INTEGRATION,
          exclude: [...STOPS_SHARED_STACK, 'node_modules/**'],
          sequence: { groupOrder: 1 },
          ...INTEGRATION_TIMEOUTS,
        },
      },
      { test: { name: 'integration-alone', include: STOPS_SHARED_STACK, fileParallelism: false, ...INTEGRATION_TIMEOUTS } },
    ]
  : [{ test: { name: 'integration', include: INTEGRATION, fileParallelism: false, ...INTEGRATION_TIMEOUTS } }];

// At least two files at a time: on a 2-core machine vitest would keep one worker (a core less
// one), while many files spend their time waiting on servers, processes and Chromium.
const MAX_WORKERS = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers: MAX_WORKERS,
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
      ...integrationProjects,
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
          ...(INTEGRATION_PARALLEL ? { sequence: { groupOrder: 1 } } : {}),
          setupFiles: ['./test/workers/apply-migrations.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
