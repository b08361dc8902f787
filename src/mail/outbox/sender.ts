import type { Clock, Logger } from '#service/ports';
import { backoffMs } from './backoff';
import { outboundMessage } from './outbound-message';
import { withRenderedAttachments, type ReportPdfSource } from './report-attachment';
import type { OutboxQueue } from './outbox-queue';
import { SendError, type MailTransport, type OutboundMessage } from './transport';
import type { OutboxRow } from '#db/schema';

export interface SenderOptions {
  queue: OutboxQueue;
  transport: MailTransport;
  /** The From address of every mail. */
  from: string;
  clock: Clock;
  logger: Logger;
  /** First retry delay; doubles per attempt up to `retryCapMs`. */
  retryBaseMs?: number;
  retryCapMs?: number;
  /** A mail refused permanently (5xx) this many times is marked failed. */
  maxPermanentAttempts?: number;
  /** How long a claim holds before another sender may take the row (a crash mid-send). */
  leaseMs?: number;
  /** How often the outbox is looked at besides kick(). */
  pollMs?: number;
  /** Test seam: runs after a mail was accepted by the server and before its row is marked sent. */
  afterSend?: (messageId: string) => Promise<void>;
  /** Renders the PDF reports results mails carry; without it they go with the text report only. */
  reports?: ReportPdfSource;
}

export interface FlushResult {
  sent: number;
  retried: number;
  failed: number;
}

export const DEFAULT_RETRY_BASE_MS = 5_000;
export const DEFAULT_RETRY_CAP_MS = 5 * 60_000;
/** Longer than any send can take (nodemailer gives up after 10 s to connect and 30 s of silence). */
export const DEFAULT_LEASE_MS = 60_000;

/**
 * Sends the outbox (docs/mail.md "Delivery"): rows are claimed one at a time, oldest
 * first, sent, then marked sent. A failure puts the row back with a backoff; an SMTP
 * server that cannot be reached ends the round (the rows wait for their retry time). Mail
 * is never sent twice except in one window: a crash after the server accepted a mail and
 * before its row was marked. The row's claim then expires and it is sent again with the
 * same Message-ID, so the copy is recognisable.
 */
export class OutboxSender {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly o: Required<Omit<SenderOptions, 'afterSend' | 'reports'>> & Pick<SenderOptions, 'afterSend' | 'reports'>;

  constructor(opts: SenderOptions) {
    this.o = {
      retryBaseMs: DEFAULT_RETRY_BASE_MS,
      retryCapMs: DEFAULT_RETRY_CAP_MS,
      maxPermanentAttempts: 3,
      leaseMs: DEFAULT_LEASE_MS,
      pollMs: 1_000,
      ...opts,
    };
  }

  /** Starts looking at the outbox every pollMs (and at once). */
  start(): void {
    this.stopped = false;
    this.timer ??= setInterval(() => this.kick(), this.o.pollMs);
    this.kick();
  }

  /** Sends what is due soon (after the current round, if one is running). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.flush();
        } catch (err) {
          this.o.logger.log({ level: 'error', event: 'mail.outbox-failed', message: err instanceof Error ? err.message : String(err) });
        }
      } while (this.again && !this.stopped);
      this.running = undefined;
    })();
  }

  /** Sends every due row now. */
  async flush(): Promise<FlushResult> {
    const result: FlushResult = { sent: 0, retried: 0, failed: 0 };
    while (!this.stopped) {
      const row = await this.o.queue.claimNext(this.o.clock.now(), this.o.leaseMs);
      if (!row) break;
      try {
        await this.o.transport.send(await this.rendered(row));
      } catch (err) {
        const failure = err instanceof SendError ? err : new SendError(err instanceof Error ? err.message : String(err), false, false);
        const attempts = row.attempts + 1;
        if (failure.permanent && attempts >= this.o.maxPermanentAttempts) {
          await this.o.queue.markFailed(row.id, attempts, failure.message);
          result.failed++;
        } else {
          const delay = backoffMs(attempts, this.o.retryBaseMs, this.o.retryCapMs);
          await this.o.queue.markRetry(row.id, attempts, new Date(this.o.clock.now().getTime() + delay), failure.message);
          result.retried++;
        }
        this.o.logger.log({ level: 'warn', event: failure.permanent && attempts >= this.o.maxPermanentAttempts ? 'mail.failed' : 'mail.retry', game: row.gameId ?? undefined, kind: row.kind, messageId: row.messageId, attempts, message: failure.message });
        if (failure.connection) break;
        continue;
      }
      await this.o.afterSend?.(row.messageId);
      await this.o.queue.markSent(row.id, this.o.clock.now());
      result.sent++;
      this.o.logger.log({ level: 'info', event: 'mail.sent', game: row.gameId ?? undefined, kind: row.kind, side: row.side ?? undefined, messageId: row.messageId, attempts: row.attempts + 1 });
    }
    return result;
  }

  /** The row as a message, its PDF report rendered; a report that fails to render is left out and logged, the mail still goes. */
  private async rendered(row: OutboxRow): Promise<OutboundMessage> {
    const message = outboundMessage(row, this.o.from, this.o.clock.now());
    try {
      return await withRenderedAttachments(message, row.gameId, this.o.reports);
    } catch (err) {
      this.o.logger.log({ level: 'error', event: 'mail.report-failed', game: row.gameId ?? undefined, messageId: row.messageId, message: err instanceof Error ? err.message : String(err) });
      return { ...message, attachments: message.attachments.filter((a) => !a.render) };
    }
  }

  /** Stops polling and waits for the current round to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
