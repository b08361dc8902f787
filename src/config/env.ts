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
  UMPIRE_ADMIN_TOKEN: opt(z.string().min(16, 'use at least 16 characters').regex(/^\S+$/, 'no spaces')),
  /** When set, the CLI talks to this server instead of opening UMPIRE_DB. */
  UMPIRE_URL: opt(z.url({ protocol: /^https?$/ })),
  /** Largest request body the HTTP API reads, in bytes. */
  UMPIRE_MAX_BODY_BYTES: opt(z.coerce.number().int().min(1024).max(64 * 1024 * 1024)),
  /** `json` (default): one JSON log line per request; `off`: none. */
  UMPIRE_LOG: z.preprocess(unsetIfEmpty, z.enum(['json', 'off']).default('json')),
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
