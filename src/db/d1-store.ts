import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { CommitConflict, type CommitPlan } from './commit/plan';
import { isConstraintFailure } from './commit/constraint-failure';
import { planStatements } from './commit/statements';
import { Reads } from './reads';
import type { schema } from './schema';
import type { Store } from './store';

/**
 * The Store on Cloudflare D1, which has no interactive transactions: a plan runs as one
 * `batch()` (atomic: all statements or none). Its first statement fails when the game's
 * version moved (see statements.ts), which aborts the batch; that and any taken key
 * become a CommitConflict, as on better-sqlite3.
 *
 * Runs in the Worker (src/worker/runtime.ts); test/workers/ and test/integration/workers/
 * exercise it inside workerd.
 */
export function d1Store(db: DrizzleD1Database<typeof schema>): Store {
  return {
    reads: new Reads(db),
    async commit(plan: CommitPlan) {
      const [first, ...rest] = planStatements(db, plan);
      if (!first) return;
      try {
        await db.batch([first, ...rest]);
      } catch (err) {
        if (isConstraintFailure(err)) throw new CommitConflict('commit lost a race', { cause: err });
        throw err;
      }
    },
  };
}
