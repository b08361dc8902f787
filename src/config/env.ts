import { z } from 'zod';

/** Empty strings count as unset, so `UMPIRE_URL= umpire …` falls back to the database. */
const unsetIfEmpty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());

/**
 * The environment Umpire reads (design.md Contracts). Parsed once at start; an invalid
 * value stops the program with a message naming the variable.
 */
export const envSchema = z.object({
  PORT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(65535).default(8787)),
  HOST: z.preprocess(unsetIfEmpty, z.string().default('127.0.0.1')),
  /** The SQLite file (created with its folder when missing). */
  UMPIRE_DB: z.preprocess(unsetIfEmpty, z.string().default('./data/umpire.sqlite')),
  /** Needed to create games. Unset: `npm start` generates one under the data folder. */
  /** The Ed25519 key that signs archive log heads, base64 PKCS#8 (docs/storage.md "Signed heads"); else kept in `signing-key` next to the database. */
  UMPIRE_SIGNING_KEY: opt(z.string().regex(/^[A-Za-z0-9+/=\s]+$/, 'base64 of a PKCS#8 Ed25519 key')),
  UMPIRE_ADMIN_TOKEN: opt(z.string().min(16, 'use at least 16 characters').regex(/^[\x21-\x7e]+$/, 'printable ASCII, no spaces (it travels as Authorization: Bearer …)')),
  /**
   * The server's secret key that seals the players' signing keys (docs/security.md). Unset:
   * one is generated and kept in `secret-key` next to UMPIRE_DB.
   */
  UMPIRE_SECRET_KEY: opt(z.string().min(32, 'use at least 32 characters').regex(/^\S+$/, 'no spaces')),
  /** When set, the CLI talks to this server instead of opening UMPIRE_DB. */
  UMPIRE_URL: opt(z.url({ protocol: /^https?$/ })),
  /** Largest request body the HTTP API reads, in bytes. */
  UMPIRE_MAX_BODY_BYTES: opt(z.coerce.number().int().min(1024).max(64 * 1024 * 1024)),
  /** The server's public address (https://umpire.example.org): player mails link to each game page under it. */
  UMPIRE_PUBLIC_URL: opt(z.url({ protocol: /^https?$/ })),
  /** `json` (default): one JSON log line per request; `off`: none. */
  UMPIRE_LOG: z.preprocess(unsetIfEmpty, z.enum(['json', 'off']).default('json')),
  // Mail (docs/mail.md). With both URLs set, `npm start` runs the mail worker too.
  /** The referee mailbox: imap://user:pass@host:port/INBOX (imaps:// for TLS). */
  UMPIRE_IMAP_URL: opt(z.url({ protocol: /^imaps?$/, error: 'use imap://user:pass@host:port/INBOX or imaps://…' })),
  /** Where mail is sent: smtp://user:pass@host:port (smtps:// for TLS). */
  UMPIRE_SMTP_URL: opt(z.url({ protocol: /^smtps?$/, error: 'use smtp://user:pass@host:port or smtps://…' })),
  /** The referee address players write to, and the From of every mail. Default: the IMAP user when it is an address. */
  UMPIRE_MAIL_FROM: opt(z.string().regex(/^[^\s@<>]+@[^\s@<>]+$/, 'an address such as referee@example.org')),
  /** Largest mail read whole; larger mail is refused after reading its headers. */
  UMPIRE_MAIL_MAX_BYTES: opt(z.coerce.number().int().min(64 * 1024).max(64 * 1024 * 1024)),
  /** The polling fallback: the mailbox is read at least this often (IDLE announces new mail at once). */
  UMPIRE_MAIL_POLL_SECONDS: opt(z.coerce.number().min(0.1).max(3600)),
  /** First retry delay of a mail the SMTP server did not take (doubles per attempt, at most 5 minutes). */
  UMPIRE_MAIL_RETRY_SECONDS: opt(z.coerce.number().min(0.05).max(3600)),
  /** The folder dealt-with mail is moved to (created when missing). */
  UMPIRE_MAIL_PROCESSED_FOLDER: opt(z.string().min(1).max(200)),
  /** Tests only: pause the worker at a point of its work (to kill it there), for UMPIRE_MAIL_TEST_PAUSE_MS. */
  UMPIRE_MAIL_TEST_PAUSE: opt(z.enum(['after-fetch', 'after-commit', 'after-send'])),
  UMPIRE_MAIL_TEST_PAUSE_MS: opt(z.coerce.number().int().min(0).max(600_000)),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment (process.env on Node, bindings on Workers). */
export function loadEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
}
