import { getTableColumns } from 'drizzle-orm';
import { turnFiles } from '../schema';
import type { CommitPlan } from './plan';

/** A statement as the driver runs it: SQL text with `?` placeholders, and their values. */
export interface BoundStatement {
  sql: string;
  params: unknown[];
}

/**
 * The statements of the most frequent plan, a turn file that closes no window (every draft,
 * every final file while a side is still waiting), without building them with the query
 * builder on every file: building the three statements and rendering their SQL cost a
 * commit more than SQLite's own work of running them. The SQL is the text `planStatements`
 * renders for such a plan, and each value goes to the driver through its column's own
 * mapping (booleans as 0/1, JSON columns as text), so the same rows are written;
 * `file-only-statements.test.ts` holds both, statement for statement, to `planStatements`.
 * Any other plan (game columns changed, a step, mail, a rollback, …) gives undefined and
 * is built by `planStatements`.
 */
export function fileOnlyStatements(plan: CommitPlan): BoundStatement[] | undefined {
  if (plan.kind !== 'advance' || !plan.turnFile) return undefined;
  if (plan.undoFiles || plan.step || plan.snapshot || plan.inbound || plan.player) return undefined;
  if (plan.events.length || plan.replayed?.length || plan.refereeActions?.length || plan.scheduleMarks?.length || plan.outbox?.length) return undefined;
  for (const key in plan.game) if (Object.hasOwn(plan.game, key)) return undefined;
  const file = plan.turnFile;
  const params: unknown[] = [];
  for (const [key, column] of INSERTED) {
    const value = file[key];
    if (value === undefined || value === null) return undefined;
    params.push(column.mapToDriverValue(value));
  }
  return [
    { sql: GUARDED_VERSION_SQL, params: [plan.expectedVersion, plan.gameId] },
    { sql: SUPERSEDE_SQL, params: [SUPERSEDED.mapToDriverValue(true), file.gameId, file.side, file.windowId, SUPERSEDED.mapToDriverValue(false)] },
    { sql: INSERT_SQL, params },
  ];
}

const GUARDED_VERSION_SQL = 'update "games" set "version" = case when "games"."version" = ? then "games"."version" + 1 else null end where "games"."id" = ?';
const SUPERSEDE_SQL =
  'update "turn_files" set "superseded" = ? where ("turn_files"."game_id" = ? and "turn_files"."side" = ? and "turn_files"."window_id" = ? and "turn_files"."superseded" = ?)';
const SUPERSEDED = turnFiles.superseded;

/** Every column of turn_files but the row id (which SQLite assigns), in the table's order. */
const INSERTED = Object.entries(getTableColumns(turnFiles)).filter(([key]) => key !== 'id') as [Exclude<keyof typeof turnFiles.$inferInsert, 'id'>, (typeof turnFiles)['_']['columns'][keyof (typeof turnFiles)['_']['columns']]][];
const INSERT_SQL = `insert into "turn_files" ("id", ${INSERTED.map(([, c]) => `"${c.name}"`).join(', ')}) values (null, ${INSERTED.map(() => '?').join(', ')})`;
