import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDosGame, eventually, tempDatabase, type TempDatabase } from './support/game';
import { emptyMailboxes, readFolder, waitForMail } from './support/mailbox';
import { mailStackDown, mailStackUp, sleep } from './support/mail-stack';
import { replyTo, sign, templateIn, tokenIn } from './support/player';
import { sendSmtp } from './support/send';
import { startWorker, type WorkerProcess } from './support/worker-process';

let db: TempDatabase | undefined;
const workers: WorkerProcess[] = [];

beforeAll(() => {
  mailStackUp();
});
afterEach(async () => {
  for (const w of workers.splice(0)) await w.stop('SIGKILL');
  db?.dispose();
  db = undefined;
});
afterAll(() => mailStackDown());

/** A game with its game-start mail read, and the German's signed first turn file sent by SMTP. */
async function gameWithTurnSent(firstWorker: WorkerProcess | undefined) {
  await emptyMailboxes(['referee', 'german', 'soviet']);
  db = tempDatabase();
  const game = await createDosGame(db.file);
  return { game, firstWorker };
}

async function sendGermanTurn(): Promise<void> {
  const [start] = await waitForMail('german', (m) => (m.email.subject ?? '').includes('New game'));
  await sendSmtp(replyTo(start!, 'german', { attachments: [{ filename: 'turn.yaml', content: sign(templateIn(start!), tokenIn(start!)) }] }));
}

async function expectExactlyOnce(gameId: string) {
  const d = db!;
  await waitForMail('german', (m) => (m.email.subject ?? '').includes('T01/german: accepted'));
  await waitForMail('soviet', (m) => (m.email.subject ?? '').includes('Step 1:'));
  await eventually('outbox sent', () => d.outbox().every((r) => r.status === 'sent'));
  await sleep(2000); // a duplicate would have arrived by now
  const german = (await readFolder('german')).map((m) => m.email.subject ?? '');
  expect(german.filter((s) => s.includes('accepted'))).toHaveLength(1);
  expect(german.filter((s) => s.includes('Step 1:'))).toHaveLength(1);
  expect((await readFolder('soviet')).filter((m) => (m.email.subject ?? '').includes('Step 1:'))).toHaveLength(1);
  expect(d.turnFiles(gameId)).toHaveLength(1);
  expect(d.steps(gameId)).toHaveLength(1);
  expect(d.inbound()).toHaveLength(1);
  expect(await readFolder('referee', 'INBOX')).toEqual([]);
  expect(await readFolder('referee', 'Processed')).toHaveLength(1);
}

describe('the worker killed with SIGKILL while it deals with a mail', () => {
  it('after fetching, before committing: on restart the mail is dealt with once', async () => {
    const { game } = await gameWithTurnSent(undefined);
    const first = startWorker(db!.file, { UMPIRE_MAIL_TEST_PAUSE: 'after-fetch', UMPIRE_MAIL_TEST_PAUSE_MS: '120000' });
    workers.push(first);
    await sendGermanTurn();
    await first.waitForLog((l) => l.event === 'mail.test-pause' && l['stage'] === 'after-fetch');
    first.child.kill('SIGKILL');
    await first.exited;
    expect(db!.inbound()).toEqual([]);
    expect(db!.turnFiles(game.id)).toEqual([]);
    expect(await readFolder('referee', 'INBOX')).toHaveLength(1);

    const second = startWorker(db!.file);
    workers.push(second);
    await second.waitForLog((l) => l.event === 'mail.received', 60_000);
    await expectExactlyOnce(game.id);
    expect(second.logs.filter((l) => l.event === 'mail.received').map((l) => l['outcome'])).toEqual(['accepted']);
  });

  it('after committing, before moving the mail out of the inbox: on restart it is only moved', async () => {
    const { game } = await gameWithTurnSent(undefined);
    const first = startWorker(db!.file, { UMPIRE_MAIL_TEST_PAUSE: 'after-commit', UMPIRE_MAIL_TEST_PAUSE_MS: '120000' });
    workers.push(first);
    await sendGermanTurn();
    await first.waitForLog((l) => l.event === 'mail.test-pause' && l['stage'] === 'after-commit');
    // The outbox is sent on its own schedule; kill only once it is idle, so that the kill hits the
    // mail between its commit and its move (a kill mid-send is the outbox's own case: docs/mail.md).
    await eventually('the first worker sent its replies', () => first.logs.filter((l) => l.event === 'mail.sent' && l['kind'] !== 'game-start').length === 3);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(db!.inbound().map((r) => r.outcome)).toEqual(['accepted']);
    expect(db!.turnFiles(game.id)).toHaveLength(1);
    expect(await readFolder('referee', 'INBOX')).toHaveLength(1);

    const second = startWorker(db!.file);
    workers.push(second);
    await second.waitForLog((l) => l.event === 'mail.received', 60_000);
    await expectExactlyOnce(game.id);
    expect(second.logs.filter((l) => l.event === 'mail.received').map((l) => l['outcome'])).toEqual(['already-processed']);
  });
});
