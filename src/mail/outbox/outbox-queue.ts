import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { AnyDb } from '#db/reads';
import { outbox, type OutboxRow } from '#db/schema';

/**
 * The sender's side of the outbox table (the service only inserts rows, in its commits).
 * Every method is one statement, so it works on better-sqlite3 and on D1 alike:
 *   claim: pending and due, or `sending` with an expired lease → `sending` until now+lease
 *   sent:  `sending` → `sent` (the token of a game-start mail is erased)
 *   retry: `sending` → `pending`, due again after the backoff
 *   fail:  `sending` → `failed` (permanent refusals, after a few tries; the token is erased:
 *          a failed row is never sent)
 */
export class OutboxQueue {
  constructor(private readonly db: AnyDb) {}

  /**
   * Claims the oldest due row; null when none is due. One statement (UPDATE … WHERE id =
   * (the oldest due) AND due RETURNING), so two senders never hold the same row.
   */
  async claimNext(now: Date, leaseMs: number): Promise<OutboxRow | null> {
    const at = now.toISOString();
    const due = or(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, at)), and(eq(outbox.status, 'sending'), lte(outbox.claimedUntil, at)));
    const oldest = this.db.select({ id: outbox.id }).from(outbox).where(due).orderBy(asc(outbox.id)).limit(1);
    const claimed = await this.db
      .update(outbox)
      .set({ status: 'sending', claimedUntil: new Date(now.getTime() + leaseMs).toISOString() })
      .where(and(inArray(outbox.id, oldest), due))
      .returning()
      .all();
    return claimed[0] ?? null;
  }

  async markSent(id: number, now: Date): Promise<void> {
    await this.db
      .update(outbox)
      .set({ status: 'sent', sentAt: now.toISOString(), claimedUntil: null, secret: null, lastError: null, attempts: sql`${outbox.attempts} + 1` })
      .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')))
      .run();
  }

  async markRetry(id: number, attempts: number, nextAttemptAt: Date, error: string): Promise<void> {
    await this.db
      .update(outbox)
      .set({ status: 'pending', attempts, nextAttemptAt: nextAttemptAt.toISOString(), claimedUntil: null, lastError: error.slice(0, 1000) })
      .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')))
      .run();
  }

  async markFailed(id: number, attempts: number, error: string): Promise<void> {
    await this.db
      .update(outbox)
      .set({ status: 'failed', attempts, claimedUntil: null, secret: null, lastError: error.slice(0, 1000) })
      .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')))
      .run();
  }

  /** Rows per status (for logs, the CLI and tests). */
  async counts(): Promise<Record<OutboxRow['status'], number>> {
    const rows = await this.db.select({ status: outbox.status, n: sql<number>`count(*)` }).from(outbox).groupBy(outbox.status).all();
    const counts = { pending: 0, sending: 0, sent: 0, failed: 0 };
    for (const r of rows) counts[r.status] = Number(r.n);
    return counts;
  }
}
