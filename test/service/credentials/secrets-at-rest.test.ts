import { afterEach, describe, expect, it } from 'vitest';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createService } from '#service/create-service';
import { MIGRATIONS_FOLDER, migrateSqlite } from '#db/migrate';
import { openSqlite } from '#db/open-sqlite';
import { createMailComposer } from '#mail/outbound/composer';
import { loadTemplates } from '#mail/outbound/load-templates';
import { WITHDRAWN_TOKEN, outboundMessage } from '#mail/outbox/outbound-message';
import { OutboxQueue } from '#mail/outbox/outbox-queue';
import { SECRET_PLACEHOLDER } from '#service/mail/composer';
import { signingKeyFor, withSignature } from '#turnfile/signature';
import { scanDb } from '../../support/db-scan';
import { duelFile } from '../../support/duel-files';
import { duelRuleset } from '../../support/duel-ruleset';
import { memoryLogger, seededEntropy, steppingClock } from '../../support/fixed-ports';
import { tempStore, type TempStore } from '../../support/temp-store';

const schemas = { order: duelRuleset.orderSchema, standing: duelRuleset.standingSchema };
const SERVER_KEY = 'sk_the-server-secret-key-kept-outside-the-database';
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

/** A Duel game whose service queues mail (no mail worker runs), on a database the test can reopen. */
async function mailGame(db: TempStore = tempStore(), secretKey: string = SERVER_KEY) {
  cleanups.push(() => db.dispose());
  const clock = steppingClock();
  const service = createService({
    db,
    rulesets: [duelRuleset],
    clock,
    entropy: seededEntropy(),
    logger: memoryLogger(),
    mail: createMailComposer({ templates: loadTemplates(), domain: 'example.test' }),
    secretKey,
  });
  const game = await service.createGame({ scenario: 'duel/skirmish', players: [{ side: 'blue', email: 'blue@example.test' }, { side: 'red', email: 'red@example.test' }] });
  const token = (side: 'blue' | 'red') => game.players.find((p) => p.side === side)!.token;
  return { db, clock, service, game, token };
}

type MailGame = Awaited<ReturnType<typeof mailGame>>;

/** Blue's turn file signed with blue's token, as a mail client would send it. */
function signedBlueFile(g: MailGame, entropy: string): string {
  const signed = withSignature(duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', final: false, entropy }), g.token('blue'), schemas);
  if (!signed.ok) throw new Error(JSON.stringify(signed.issues));
  return signed.text;
}

/** Everything in the database that could sign as a side or log in as one. */
function usable(g: MailGame): string[] {
  return (['blue', 'red'] as const).flatMap((s) => [signingKeyFor(g.token(s)), signingKeyFor(g.token(s)).toUpperCase(), Buffer.from(signingKeyFor(g.token(s)), 'hex').toString('base64'), g.token(s)]);
}

describe('signing keys at rest (finding 10)', () => {
  it('stores no usable signing key, and signed files still verify', async () => {
    const g = await mailGame();
    const keys = (['blue', 'red'] as const).map((s) => signingKeyFor(g.token(s)));
    expect(scanDb(g.db.sqlite, keys)).toEqual([]);
    const r = await g.service.submitTurn({ gameId: g.game.id, text: signedBlueFile(g, 'one'), channel: 'mail' });
    expect(r).toMatchObject({ ok: true, receipt: { side: 'blue', version: 1 } });
  });

  it('needs the server key: a service with another key reads no signing key from the same database', async () => {
    const g = await mailGame();
    const other = createService({ db: g.db, rulesets: [duelRuleset], clock: steppingClock(), entropy: seededEntropy('other'), secretKey: 'sk_another-key-that-did-not-seal-these-keys' });
    const r = await other.submitTurn({ gameId: g.game.id, text: signedBlueFile(g, 'two'), channel: 'mail' });
    expect(r).toMatchObject({ ok: false, status: 401, code: 'signing-key-unreadable' });
    // the token still works, and a new token (a replaced player) gets a key sealed under the new server key
    const byToken = await other.submitTurn({ gameId: g.game.id, text: duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', final: false }), bearer: g.token('blue'), channel: 'http' });
    expect(byToken.ok).toBe(true);
  });

  it('seals clear keys of a database from before sealing at the next sweep; signed files verify before and after', async () => {
    const g = await mailGame();
    for (const side of ['blue', 'red'] as const) {
      g.db.sqlite.$client.prepare('UPDATE players SET signing_key = ? WHERE game_id = ? AND side = ?').run(signingKeyFor(g.token(side)), g.game.id, side);
    }
    expect((await g.service.submitTurn({ gameId: g.game.id, text: signedBlueFile(g, 'before'), channel: 'mail' })).ok).toBe(true);
    await g.service.sweep();
    expect(scanDb(g.db.sqlite, [signingKeyFor(g.token('blue')), signingKeyFor(g.token('red'))])).toEqual([]);
    expect((await g.db.reads.players(g.game.id)).map((p) => p.signingKey.slice(0, 10))).toEqual(['sealed-v1:', 'sealed-v1:']);
    expect((await g.service.submitTurn({ gameId: g.game.id, text: signedBlueFile(g, 'after'), channel: 'mail' })).ok).toBe(true);
  });
});

describe('unsent secrets expire (finding 10)', () => {
  it('keeps a game-start token only until its expiry; the sweep then erases it and no token is left', async () => {
    const g = await mailGame();
    const rows = () => g.db.sqlite.$client.prepare(`SELECT * FROM outbox WHERE kind = 'game-start' ORDER BY id`).all() as { secret: string | null; secret_expires_at: string | null; created_at: string }[];
    expect(rows().map((r) => [r.secret !== null, Date.parse(r.secret_expires_at!) - Date.parse(r.created_at)])).toEqual([
      [true, 72 * 3_600_000],
      [true, 72 * 3_600_000],
    ]);
    g.clock.set('2026-01-08T08:59:00.000Z');
    await g.service.sweep();
    expect(rows().every((r) => r.secret !== null)).toBe(true);
    g.clock.set('2026-01-08T09:00:05.000Z');
    await g.service.sweep();
    expect(rows().map((r) => r.secret)).toEqual([null, null]);
    expect(scanDb(g.db.sqlite, usable(g))).toEqual([]);
  });

  it('erases the token of a mail that failed for good at once', async () => {
    const g = await mailGame();
    const queue = new OutboxQueue(g.db.sqlite);
    const row = (await queue.claimNext(new Date('2026-01-05T10:00:00.000Z'), 60_000))!;
    expect(row.secret).toBe(g.token('blue'));
    await queue.markFailed(row.id, 3, '550 no such user');
    expect(g.db.sqlite.$client.prepare('SELECT status, secret FROM outbox WHERE id = ?').get(row.id)).toEqual({ status: 'failed', secret: null });
  });

  it('sends a game-start mail whose token expired without it, saying so, and without a tokened page link', async () => {
    const g = await mailGame();
    const row = g.db.sqlite.$client.prepare('SELECT id FROM outbox ORDER BY id').get() as { id: number };
    const stored = (await g.db.sqlite.query.outbox.findFirst({ where: (o, { eq }) => eq(o.id, row.id) }))!;
    const withLink = { ...stored, body: `${stored.body}\nhttps://umpire.example/games/${g.game.id}?token=${SECRET_PLACEHOLDER}\n` };
    const before = outboundMessage(withLink, 'referee@example.test', new Date(Date.parse(stored.secretExpiresAt!) - 1000)).text;
    expect(before).toContain(`Your token: ${g.token('blue')}`);
    expect(before).toContain(`?token=${g.token('blue')}`);
    const after = outboundMessage(withLink, 'referee@example.test', new Date(stored.secretExpiresAt!)).text;
    expect(after).not.toContain(g.token('blue'));
    expect(after).toContain(`Your token: ${WITHDRAWN_TOKEN}`);
    expect(after).toContain(`https://umpire.example/games/${g.game.id}\n`);
    expect(after).not.toContain(SECRET_PLACEHOLDER);
    // erased by the sweep: the same mail
    expect(outboundMessage({ ...withLink, secret: null }, 'referee@example.test', new Date(stored.createdAt)).text).toBe(after);
  });

  it('migrates a database from before: a pending token expires 72 hours after it was queued', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'umpire-migrate-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    // the migrations as they stood before this one
    const old = join(dir, 'migrations');
    mkdirSync(join(old, 'meta'), { recursive: true });
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((e) => e.tag === '0003_secrets_at_rest');
    journal.entries = journal.entries.slice(0, upTo);
    writeFileSync(join(old, 'meta', '_journal.json'), JSON.stringify(journal));
    for (const e of journal.entries) copyFileSync(join(MIGRATIONS_FOLDER, `${e.tag}.sql`), join(old, `${e.tag}.sql`));
    const file = join(dir, 'data', 'umpire.db');
    const sqlite = openSqlite(file);
    migrateSqlite(sqlite, old);
    sqlite.$client.exec(`INSERT INTO outbox (message_id, kind, "to", cc, subject, body, headers, attachments, secret, status, attempts, next_attempt_at, created_at)
      VALUES ('m1@example.test', 'game-start', '[]', '[]', 's', 'b', '{}', '[]', 'tok_pending', 'pending', 0, '2026-01-05T09:00:00.000Z', '2026-01-05T09:00:00.000Z')`);
    migrateSqlite(sqlite);
    expect(sqlite.$client.prepare('SELECT secret, secret_expires_at FROM outbox').get()).toEqual({ secret: 'tok_pending', secret_expires_at: '2026-01-08T09:00:00.000Z' });
    sqlite.$client.close();
  });
});
