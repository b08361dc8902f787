import { afterEach, describe, expect, it } from 'vitest';
import { CommitConflict, type AdvanceGamePlan, type CreateGamePlan } from '#db/commit/plan';
import { migrateSqlite } from '#db/migrate';
import type { GameRow } from '#db/schema';
import { tempStore, type TempStore } from '../support/temp-store';

let db: TempStore;
afterEach(() => db?.dispose());

const game = (id: string): GameRow => ({
  id,
  title: 't',
  scenario: 's',
  options: {},
  engineVersion: '1',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  diceSecret: '1'.repeat(64),
  gameSalt: '2'.repeat(64),
  diceCommitment: '3'.repeat(64),
  gameSaltHash: '4'.repeat(64),
  refereeTokenHash: '5'.repeat(64),
  state: { n: 0 },
  stateHash: '6'.repeat(64),
  headline: 'h',
  lastStep: 0,
  lastEventSeq: 0,
  windowId: 'T01/w',
  window: { id: 'T01/w' as never, turn: 1, waitingFor: [], accepts: [], description: '' },
  windowOpenedAt: null,
  deadline: null,
  version: 1,
  outcome: null,
  refereeEmail: null,
  absences: [],
});

const create = (id: string): CreateGamePlan => ({
  kind: 'create',
  game: game(id),
  players: [{ gameId: id, side: 'a', email: null, tokenHash: 'x', signingKey: 'y' }],
  snapshot: { gameId: id, step: 0, state: { n: 0 }, stateHash: '6'.repeat(64) },
});

const advance = (expectedVersion: number, seq: number, n: number): AdvanceGamePlan => ({
  kind: 'advance',
  gameId: 'g_A',
  expectedVersion,
  events: [{ gameId: 'g_A', seq, step: 1, event: { type: 'tick', n } }],
  game: { state: { n }, lastEventSeq: seq },
});

describe('the SQLite store', () => {
  it('opens with WAL and foreign keys, and migrating twice changes nothing', () => {
    db = tempStore();
    expect(db.sqlite.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.sqlite.$client.pragma('foreign_keys', { simple: true })).toBe(1);
    migrateSqlite(db.sqlite);
    const tables = db.sqlite.$client.prepare("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE '%sqlite%' ORDER BY name").all();
    expect(tables.map((t) => (t as { name: string }).name)).toEqual(['__drizzle_migrations', 'events', 'games', 'inbound_mail', 'outbox', 'players', 'referee_actions', 'schedule_marks', 'snapshots', 'steps', 'sweeps', 'tournament_games', 'tournaments', 'turn_files']);
  });

  it('commits a plan and moves the version by one', async () => {
    db = tempStore();
    await db.commit(create('g_A'));
    await db.commit(advance(1, 1, 10));
    expect(await db.reads.game('g_A')).toMatchObject({ version: 2, state: { n: 10 }, lastEventSeq: 1 });
    expect((await db.reads.events('g_A')).map((e) => e.event)).toEqual([{ type: 'tick', n: 10 }]);
  });

  it('refuses a plan made from a stale version, writing none of it', async () => {
    db = tempStore();
    await db.commit(create('g_A'));
    await db.commit(advance(1, 1, 10));
    const stale = await db.commit(advance(1, 2, 20)).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(CommitConflict);
    expect(await db.reads.game('g_A')).toMatchObject({ version: 2, state: { n: 10 } });
    expect((await db.reads.events('g_A')).length).toBe(1);
  });

  it('a taken (game, seq) key is a conflict too, and nothing of the plan stays', async () => {
    db = tempStore();
    await db.commit(create('g_A'));
    await db.commit(advance(1, 1, 10));
    const clash = await db.commit(advance(2, 1, 30)).catch((e: unknown) => e);
    expect(clash).toBeInstanceOf(CommitConflict);
    expect(await db.reads.game('g_A')).toMatchObject({ version: 2, state: { n: 10 } });
  });

  it('a game id that exists already is a conflict; an unknown game is one as well', async () => {
    db = tempStore();
    await db.commit(create('g_A'));
    await expect(db.commit(create('g_A'))).rejects.toBeInstanceOf(CommitConflict);
    await expect(db.commit({ ...advance(1, 1, 1), gameId: 'g_B' })).rejects.toBeInstanceOf(CommitConflict);
  });
});
