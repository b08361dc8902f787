import type { SendEmailBinding } from '#mail/send-email/send-email-transport';
import type { AssetBinding } from './assets';

/**
 * The Worker's bindings and variables (wrangler.toml, `wrangler secret put`). Described
 * structurally, by what Umpire uses of them, so the core needs no Workers type library.
 */
export interface WorkerBindings {
  /** The D1 database (`[[d1_databases]] binding = "DB"`), migrated from migrations/. */
  DB: unknown;
  /** The static assets (`[assets] binding = "ASSETS"`): the titles' data and the report fonts (assets.ts). */
  ASSETS?: AssetBinding;
  /** The `send_email` binding that delivers the outbox; without it mail stays queued. */
  MAIL?: SendEmailBinding;
  /** Secret: the token that may create games. */
  UMPIRE_ADMIN_TOKEN?: string;
  /**
   * Secret: the key that seals the players' signing keys in D1 (docs/security.md). Unset: one
   * derived from UMPIRE_ADMIN_TOKEN, so changing the admin token then needs this set first.
   */
  UMPIRE_SECRET_KEY?: string;
  /** Secret: the Ed25519 key that signs archive log heads, base64 PKCS#8 (docs/workers.md); without it archives are unsigned. */
  UMPIRE_SIGNING_KEY?: string;
  /** The referee address: the From of every mail, the address players write to. */
  UMPIRE_MAIL_FROM?: string;
  /** The public address of this Worker, for the game-page links in mail (docs/game-page.md). */
  UMPIRE_PUBLIC_URL?: string;
  UMPIRE_MAIL_MAX_BYTES?: string;
  UMPIRE_MAX_BODY_BYTES?: string;
  UMPIRE_LOG?: string;
  /**
   * Tests only, never set in production: a clock standing still at this ISO time, and
   * entropy from SHA-256(seed ‖ counter), so a scripted game gives the same ids, tokens
   * and dice secrets as on Node (test-ports.ts).
   */
  UMPIRE_TEST_CLOCK?: string;
  UMPIRE_TEST_SEED?: string;
}

/** What the handlers use of the invocation's ExecutionContext. */
export interface InvocationContext {
  waitUntil(promise: Promise<unknown>): void;
}

/** An incoming mail as Email Routing hands it to `email()` (a ForwardableEmailMessage). */
export interface IncomingEmail {
  readonly from: string;
  readonly to: string;
  readonly raw: ReadableStream<Uint8Array>;
  readonly rawSize: number;
  setReject(reason: string): void;
  /** Answers the sender (once), with In-Reply-To this mail's Message-ID. */
  reply(message: unknown): Promise<unknown>;
}

/** A cron trigger's event (ScheduledController). */
export interface ScheduledRun {
  readonly scheduledTime: number;
  readonly cron: string;
}
