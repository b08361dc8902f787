import { ImapFlow } from 'imapflow';
import type { Logger } from '#service/ports';
import { backoffMs } from '../outbox/backoff';
import { headerBlock } from './header-block';
import type { ImapSettings } from './imap-url';

/** One message taken from the watched folder. `raw` is only its headers when `size` exceeds the limit. */
export interface FetchedMessage {
  uid: number;
  raw: Uint8Array;
  size: number;
  headersOnly: boolean;
}

export interface IntakeOptions {
  settings: ImapSettings;
  /** Where dealt-with mail goes. Created when missing. */
  processedFolder: string;
  /** Mail larger than this is fetched as headers only. */
  maxBytes: number;
  /** Deals with one message; resolves only once its result is committed. A rejection leaves it in the folder. */
  handle(message: FetchedMessage): Promise<void>;
  logger: Logger;
  /** The polling fallback: the folder is read this often even without IDLE news. */
  pollMs?: number;
  /** IDLE for prompt news (default true); false relies on polling alone, as with a server without IDLE. */
  idle?: boolean;
  /** Reconnect backoff after a lost connection: base, doubling, capped. */
  reconnectBaseMs?: number;
  reconnectCapMs?: number;
  /** Test seams (UMPIRE_MAIL_TEST_PAUSE): after a message was fetched, after it was handled. */
  afterFetch?: (uid: number) => Promise<void>;
  afterHandle?: (uid: number) => Promise<void>;
}

/** Tries per message before it is left alone until the worker restarts. */
const MAX_FAILURES = 3;

/**
 * Watches the referee mailbox with imapflow (docs/mail.md "Intake"): IDLE for prompt news
 * of new mail, a poll every `pollMs` as the fallback, and a reconnect with exponential
 * backoff whenever the connection drops. Messages are taken oldest first; each is moved
 * to the processed folder only after `handle` resolved, that is after its result was
 * committed. A crash in between leaves it in the folder, and the next pass hands it over
 * again (the service recognises its Message-ID and changes nothing). A message whose
 * handling throws stays where it is and is tried again, MAX_FAILURES times at most.
 */
export class ImapIntake {
  private client: ImapFlow | undefined;
  private stopped = false;
  private draining: Promise<void> | undefined;
  private again = false;
  private attempt = 0;
  private poll: ReturnType<typeof setInterval> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly failures = new Map<number, number>();
  private readonly o: Required<Omit<IntakeOptions, 'afterFetch' | 'afterHandle'>> & Pick<IntakeOptions, 'afterFetch' | 'afterHandle'>;

  constructor(opts: IntakeOptions) {
    this.o = { pollMs: 60_000, idle: true, reconnectBaseMs: 1_000, reconnectCapMs: 60_000, ...opts };
  }

  start(): void {
    this.stopped = false;
    this.poll ??= setInterval(() => this.kick(), this.o.pollMs);
    void this.connect();
  }

  /** Reads the folder soon (after the current pass, if one is running). */
  kick(): void {
    if (this.stopped || !this.client?.usable) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = (async () => {
      do {
        this.again = false;
        try {
          await this.drain();
        } catch (err) {
          this.log('warn', 'mail.intake-pass-failed', err);
        }
      } while (this.again && !this.stopped);
      this.draining = undefined;
    })();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poll) clearInterval(this.poll);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.draining;
    const client = this.client;
    this.client = undefined;
    if (client?.usable) await client.logout().catch(() => client.close());
    else client?.close();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const s = this.o.settings;
    const client = new ImapFlow({
      host: s.host,
      port: s.port,
      secure: s.secure,
      auth: s.auth,
      logger: false,
      // IDLE soon after each pass, so that new mail is announced at once.
      autoIdleDelay: 200,
      disableAutoIdle: !this.o.idle,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
    });
    client.on('error', (err: Error) => this.log('warn', 'mail.imap-error', err));
    client.on('exists', () => this.kick());
    client.on('close', () => {
      if (this.client === client) this.client = undefined;
      this.scheduleReconnect();
    });
    try {
      await client.connect();
      await ensureFolder(client, this.o.processedFolder);
      await client.mailboxOpen(s.mailbox);
    } catch (err) {
      this.log('warn', 'mail.imap-connect-failed', err);
      client.close();
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) {
      await client.logout().catch(() => client.close());
      return;
    }
    this.client = client;
    this.attempt = 0;
    this.o.logger.log({ level: 'info', event: 'mail.imap-connected', host: s.host, port: s.port, mailbox: s.mailbox });
    this.kick();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer) return;
    this.attempt++;
    const delay = backoffMs(this.attempt, this.o.reconnectBaseMs, this.o.reconnectCapMs);
    this.o.logger.log({ level: 'info', event: 'mail.imap-reconnect', attempt: this.attempt, delayMs: delay });
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.connect();
    }, delay);
  }

  private async drain(): Promise<void> {
    const client = this.client;
    if (!client?.usable) return;
    const { mailbox } = this.o.settings;
    const lock = await client.getMailboxLock(mailbox);
    try {
      const found = await client.search({ all: true }, { uid: true });
      const uids = (Array.isArray(found) ? found : []).sort((a, b) => a - b);
      for (const uid of uids) {
        if (this.stopped || !client.usable) break;
        if ((this.failures.get(uid) ?? 0) >= MAX_FAILURES) continue;
        const message = await client.fetchOne(String(uid), { uid: true, size: true, source: { maxLength: this.o.maxBytes } }, { uid: true });
        if (!message || !message.source) continue;
        const size = message.size ?? message.source.length;
        const headersOnly = size > this.o.maxBytes;
        const raw = new Uint8Array(message.source.buffer, message.source.byteOffset, message.source.byteLength);
        await this.o.afterFetch?.(uid);
        try {
          await this.o.handle({ uid, raw: headersOnly ? headerBlock(raw) : raw, size, headersOnly });
        } catch (err) {
          const n = (this.failures.get(uid) ?? 0) + 1;
          this.failures.set(uid, n);
          this.log('error', n >= MAX_FAILURES ? 'mail.message-abandoned' : 'mail.message-failed', err, { uid, failures: n });
          continue;
        }
        await this.o.afterHandle?.(uid);
        this.failures.delete(uid);
        const moved = await client.messageMove(String(uid), this.o.processedFolder, { uid: true });
        if (!moved) this.o.logger.log({ level: 'warn', event: 'mail.move-failed', uid, folder: this.o.processedFolder });
      }
    } finally {
      lock.release();
    }
  }

  private log(level: 'warn' | 'error', event: string, err: unknown, extra: Record<string, unknown> = {}): void {
    this.o.logger.log({ level, event, ...extra, message: err instanceof Error ? err.message : String(err) });
  }
}

async function ensureFolder(client: ImapFlow, path: string): Promise<void> {
  const list = await client.list();
  if (list.some((m) => m.path === path)) return;
  await client.mailboxCreate(path);
}
