import { loadEnv, type Env } from '#config/env';
import { hmacSha256Bytes } from '#kernel/canonical/hash';
import { silentLogger, type Clock, type Entropy, type Logger } from '#service/ports';
import { consoleJsonLogger } from '#http/middleware/console-logger';
import { cryptoEntropy, systemClock } from '#service/node-ports';
import { DEFAULT_MAX_MAIL_BYTES } from '#mail/inbound/limits';
import type { WorkerBindings } from './bindings';
import { seededEntropy, standingClock } from './test-ports';

/** What the Worker runs with, read from its bindings (the same variables and checks as on Node, src/config/env.ts). */
export interface WorkerSettings {
  adminToken: string;
  /** Seals the signing keys: UMPIRE_SECRET_KEY, else derived from the admin token (never stored in D1). */
  secretKey: string | Uint8Array;
  /** UMPIRE_SIGNING_KEY: the key that signs archive log heads (base64 PKCS#8), when set. */
  signingKey: string | undefined;
  /** The referee address: the From of every mail; without it mail is queued but not sent. */
  mailFrom: string | undefined;
  /** UMPIRE_PUBLIC_URL: where the game page lives, for the links in mail. */
  publicUrl: string | undefined;
  maxMailBytes: number;
  maxBodyBytes: number | undefined;
  logger: Logger;
  clock: Clock;
  entropy: Entropy;
  /** True when the test-only clock or entropy is in use (logged at start). */
  testPorts: boolean;
}

/** One seeded entropy per seed for the isolate's life, so a second game never repeats the first one's ids. */
const seeded = new Map<string, Entropy>();

/** Reads and checks the bindings; throws a ConfigError naming every bad variable. */
export function workerSettings(bindings: WorkerBindings): WorkerSettings {
  const env: Env = loadEnv({
    UMPIRE_ADMIN_TOKEN: bindings.UMPIRE_ADMIN_TOKEN,
    UMPIRE_SECRET_KEY: bindings.UMPIRE_SECRET_KEY,
    UMPIRE_SIGNING_KEY: bindings.UMPIRE_SIGNING_KEY,
    UMPIRE_MAIL_FROM: bindings.UMPIRE_MAIL_FROM,
    UMPIRE_MAIL_MAX_BYTES: bindings.UMPIRE_MAIL_MAX_BYTES,
    UMPIRE_MAX_BODY_BYTES: bindings.UMPIRE_MAX_BODY_BYTES,
    UMPIRE_LOG: bindings.UMPIRE_LOG,
    UMPIRE_PUBLIC_URL: bindings.UMPIRE_PUBLIC_URL,
  });
  if (!env.UMPIRE_ADMIN_TOKEN) throw new Error('UMPIRE_ADMIN_TOKEN is not set: `wrangler secret put UMPIRE_ADMIN_TOKEN` (docs/workers.md)');
  const seed = bindings.UMPIRE_TEST_SEED;
  let entropy = cryptoEntropy;
  if (seed) {
    entropy = seeded.get(seed) ?? seededEntropy(seed);
    seeded.set(seed, entropy);
  }
  return {
    adminToken: env.UMPIRE_ADMIN_TOKEN,
    secretKey: env.UMPIRE_SECRET_KEY ?? hmacSha256Bytes(env.UMPIRE_ADMIN_TOKEN, 'umpire-secret-key'),
    signingKey: env.UMPIRE_SIGNING_KEY,
    mailFrom: env.UMPIRE_MAIL_FROM,
    publicUrl: env.UMPIRE_PUBLIC_URL,
    maxMailBytes: env.UMPIRE_MAIL_MAX_BYTES ?? DEFAULT_MAX_MAIL_BYTES,
    maxBodyBytes: env.UMPIRE_MAX_BODY_BYTES,
    logger: env.UMPIRE_LOG === 'off' ? silentLogger : consoleJsonLogger,
    clock: bindings.UMPIRE_TEST_CLOCK ? standingClock(bindings.UMPIRE_TEST_CLOCK) : systemClock,
    entropy,
    testPorts: Boolean(bindings.UMPIRE_TEST_CLOCK || seed),
  };
}
