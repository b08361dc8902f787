import { afterEach, describe, expect, it } from 'vitest';
import type { AdvanceGamePlan } from '#db/commit/plan';
import { planStatements } from '#db/commit/statements';
import { tempStore, type TempStore } from '../support/temp-store';

let db: TempStore;
afterEach(() => db?.dispose());

/** SQLite's plan for a statement, one line per step. */
function plan(sql: string, params: unknown[]): string[] {
  const rows = db.sqlite.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[];
  return rows.map((r) => r.detail);
}

/** The SQL the Reads send to SQLite while `read` runs. */
async function sqlOf(read: () => Promise<unknown>): Promise<string[]> {
  const client = db.sqlite.$client;
  const prepare = client.prepare.bind(client);
  const seen: string[] = [];
  client.prepare = ((sql: string) => {
    seen.push(sql);
    return prepare(sql);
  }) as typeof client.prepare;
  try {
    await read();
  } finally {
    client.prepare = prepare;
  }
  return seen;
}

const LIVE = 'USING INDEX turn_files_live (game_id=? AND window_id=? AND superseded=?';

describe('a submission finds the files that still count without walking earlier versions', () => {
  it("the window's latest files (whole, or without their text) and a side's latest file are read by (game, window, superseded[, side])", async () => {
    db = tempStore();
    const seen = await sqlOf(async () => {
      await db.reads.latestFiles('g', 'T01/w');
      await db.reads.latestFile('g', 'german', 'T01/w');
      await db.reads.latestFileRecords('g', 'T01/w');
    });
    const live = seen.filter((sql) => sql.includes('from "turn_files"') && sql.includes('"turn_files"."superseded" = ?'));
    const files = live.find((sql) => !sql.includes('"turn_files"."side" = ?'));
    const file = live.find((sql) => sql.includes('"turn_files"."side" = ?'));
    expect(plan(files!, ['g', 'T01/w', 0]).join('\n')).toContain(`${LIVE})`);
    const records = live.find((sql) => sql.startsWith('select "side", "version"'));
    expect(plan(records!, ['g', 'T01/w', 0]).join('\n')).toContain(`${LIVE})`);
    expect(plan(file!, ['g', 'german', 'T01/w', 0]).join('\n')).toContain(`${LIVE} AND side=?)`);
  });

  it("superseding a side's earlier version finds it by the same index", () => {
    db = tempStore();
    const turnFile = { gameId: 'g', side: 'german', windowId: 'T01/w', version: 2 } as AdvanceGamePlan['turnFile'];
    const statements = planStatements(db.sqlite, { kind: 'advance', gameId: 'g', expectedVersion: 1, game: {}, events: [], turnFile });
    const supersede = statements[1]!.toSQL();
    expect(supersede.sql).toMatch(/^update "turn_files" set "superseded"/);
    expect(plan(supersede.sql, supersede.params).join('\n')).toContain(`${LIVE} AND side=?)`);
  });
});
