import type { AdvanceGamePlan } from '#db/commit/plan';
import type { Reads } from '#db/reads';
import type { GameRow } from '#db/schema';

/**
 * Game rows as read for turn files, kept per database (its Reads) by game id and version.
 * Every change to a game row raises its version (the guarded update of a commit plan, and
 * nothing is ever deleted), so the row of one version is always the same row: a file that
 * finds the version it knows uses the row, its parsed state and whatever the rules keep
 * per state object, instead of reading and parsing the row's JSON again. The rows are
 * shared by the files of a game and only ever read, never written to.
 */
const rowsByReads = new WeakMap<Reads, Map<string, GameRow>>();
const MAX_ROWS = 64;

/**
 * The game row as it stands now: for a game with a row here, one small read of its version,
 * and the whole row only when that version is not the one known; for another, the whole row.
 */
export async function currentGameRow(reads: Reads, gameId: string): Promise<GameRow | undefined> {
  const rows = rowsOf(reads);
  const known = rows.get(gameId);
  if (known) {
    const gate = await reads.gameGate(gameId);
    if (!gate) return undefined;
    if (known.version === gate.version) {
      remember(rows, known);
      return known;
    }
  }
  const row = await reads.game(gameId);
  if (row) remember(rows, row);
  return row;
}

/**
 * After `plan` committed on `row`: a plan that changes no column of the game (a file that
 * closes no window) leaves the row as it was with the next version, known from here on.
 */
export function committedOn(reads: Reads, row: GameRow, plan: AdvanceGamePlan): void {
  if (plan.expectedVersion !== row.version || Object.keys(plan.game).length > 0) return;
  remember(rowsOf(reads), { ...row, version: row.version + 1 });
}

function rowsOf(reads: Reads): Map<string, GameRow> {
  let rows = rowsByReads.get(reads);
  if (!rows) rowsByReads.set(reads, (rows = new Map()));
  return rows;
}

/** Least recently used dropped first. */
function remember(rows: Map<string, GameRow>, row: GameRow): void {
  rows.delete(row.id);
  rows.set(row.id, row);
  if (rows.size > MAX_ROWS) rows.delete(rows.keys().next().value!);
}
