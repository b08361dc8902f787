import { beforeAll, describe, expect, it } from 'vitest';
import { createDosGame, eventually, type CreatedByCli } from './support/game';
import { readFolder, waitForMail, type ReadMail } from './support/mailbox';
import { mailServers } from './support/mail-servers';
import { address, sleep } from './support/mail-stack';
import { replyTo, sign, templateIn, tokenIn } from './support/player';
import { deliverLmtp, deliverMail, sendSmtp } from './support/send';
import type { WorkerProcess } from './support/worker-process';

const MAX_BYTES = 256 * 1024;
const servers = mailServers(['referee', 'german', 'soviet', 'stranger']);
let worker: WorkerProcess;
let game: CreatedByCli;
let start: ReadMail;
let token: { german: string; soviet: string };
let draft: string;

beforeAll(async () => {
  game = await createDosGame(servers.db.file);
  worker = servers.startWorker({ UMPIRE_MAIL_MAX_BYTES: String(MAX_BYTES) });
  [start] = (await waitForMail('german', (m) => (m.email.subject ?? '').includes('New game'))) as [ReadMail];
  const [sovietStart] = await waitForMail('soviet', (m) => (m.email.subject ?? '').includes('New game'));
  token = { german: tokenIn(start), soviet: tokenIn(sovietStart!) };
  draft = templateIn(start).replace('final: true', 'final: false');
});

const subjectOf = (m: ReadMail) => m.email.subject ?? '';

/** Sends, waits until the worker has dealt with one more mail, and returns its record. */
async function dealtWith(send: () => Promise<unknown>) {
  const before = servers.db.inbound().length;
  await send();
  await eventually('the worker dealt with the mail', () => servers.db.inbound().length === before + 1);
  return servers.db.inbound().at(-1)!;
}

describe('hostile and odd mail: each gets its treatment and none stops the worker', () => {
  it('refuses a mail over the size limit, reading no more than its headers', async () => {
    const big = Buffer.alloc(1024 * 1024, 7);
    const r = await dealtWith(() => sendSmtp(replyTo(start, 'german', { attachments: [{ filename: 'turn.yaml', content: sign(draft, token.german) }, { filename: 'map.png', content: big }] })));
    expect(r).toMatchObject({ outcome: 'rejected', code: 'too-large' });
    expect(r.size).toBeGreaterThan(MAX_BYTES);
    const [reply] = await waitForMail('german', (m) => subjectOf(m).includes('Not accepted: The mail is'));
    expect(reply!.email.text).toContain(`the largest mail read is ${MAX_BYTES} bytes`);
  });

  it('takes the turn file among forty other attachments', async () => {
    const others = Array.from({ length: 40 }, (_, i) => ({ filename: `scan${i}.jpg`, content: Buffer.from([0xff, 0xd8, i]) }));
    const r = await dealtWith(() => sendSmtp(replyTo(start, 'german', { messageId: '<many-attachments@german.example.test>', attachments: [...others, { filename: 'orders.yml', content: sign(draft, token.german) }] })));
    expect(r).toMatchObject({ outcome: 'accepted', side: 'german' });
    const [receipt] = await waitForMail('german', (m) => subjectOf(m).includes('accepted (version 1)'));
    expect(receipt!.email.text).toContain('40 other attachments were not read: scan0.jpg');
  });

  it('refuses a zip without opening it', async () => {
    const r = await dealtWith(() => sendSmtp(replyTo(start, 'german', { attachments: [{ filename: 'turn.zip', content: Buffer.from('PK\u0003\u0004', 'latin1'), contentType: 'application/zip' }] })));
    expect(r).toMatchObject({ outcome: 'rejected', code: 'archive-attachment' });
    await waitForMail('german', (m) => subjectOf(m).includes('Not accepted: Archives are not opened'));
  });

  it('reads a turn file pasted into an HTML-only mail', async () => {
    const text = sign(draft.replace('# entropy: "any words"', 'entropy: "html"'), token.german);
    const html = `<html><body><div>Orders:</div>${text
      .split('\n')
      .map((l) => `<div>${l.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/^( +)/, (s) => '&nbsp;'.repeat(s.length)) || '<br>'}</div>`)
      .join('\n')}</body></html>`;
    const r = await dealtWith(() => sendSmtp(replyTo(start, 'german', { html })));
    expect(r).toMatchObject({ outcome: 'accepted', code: 'accepted' });
    const [receipt] = await waitForMail('german', (m) => subjectOf(m).includes('accepted (version 2)'));
    expect(receipt!.email.text).toContain('the mail has no plain-text part; the file was read from its HTML');
  });

  it('decodes a body written in ISO-8859-1', async () => {
    const file = draft.replace('# entropy: "any words"', 'entropy: "Müller fährt"').replace(/^orders:/m, `auth: { token: "${token.german}" }\norders:`);
    const raw = Buffer.concat([
      Buffer.from(
        [
          `From: ${address('german')}`,
          `To: ${address('referee')}`,
          `Subject: Re: ${subjectOf(start)}`,
          'Message-ID: <latin1@german.example.test>',
          'Date: Mon, 5 Jan 2026 10:00:00 +0000',
          'MIME-Version: 1.0',
          'Content-Type: text/plain; charset=iso-8859-1',
          'Content-Transfer-Encoding: 8bit',
          '',
          '',
        ].join('\r\n'),
      ),
      Buffer.from(file.replace(/\n/g, '\r\n'), 'latin1'),
    ]);
    const r = await dealtWith(() => deliverLmtp(raw, address('referee'), address('german')));
    expect(r).toMatchObject({ outcome: 'accepted' });
    const [receipt] = await waitForMail('german', (m) => subjectOf(m).includes('accepted (version 3)'));
    expect(receipt!.email.text).toContain('entropy: Müller fährt');
  });

  it('refuses forged mail: a sender address is never enough', async () => {
    const files = () => servers.db.turnFiles(game.id).length;
    const before = files();
    // From the German, the German's file, but signed with nothing: 401.
    const a = await dealtWith(() => sendSmtp(replyTo(start, 'german', { attachments: [{ filename: 'turn.yaml', content: draft }] })));
    expect(a).toMatchObject({ outcome: 'rejected', code: 'missing-token' });
    // "From the German", carrying the Soviet's token: 403.
    const b = await dealtWith(() => sendSmtp(replyTo(start, 'german', { attachments: [{ filename: 'turn.yaml', content: draft.replace(/^orders:/m, `auth: { token: "${token.soviet}" }\norders:`) }] })));
    expect(b).toMatchObject({ outcome: 'rejected', code: 'wrong-side' });
    // A signature made with another key: 401.
    const c = await dealtWith(() => sendSmtp(replyTo(start, 'soviet', { attachments: [{ filename: 'turn.yaml', content: sign(draft, token.soviet) }] })));
    expect(c).toMatchObject({ outcome: 'rejected', code: 'wrong-side' });
    expect(files()).toBe(before);
    await waitForMail('soviet', (m) => subjectOf(m).includes('Not accepted: These credentials are soviet'));
  });

  it('recognises a replayed old message and changes nothing', async () => {
    const processed = await readFolder('referee', 'Processed');
    const old = processed.find((m) => m.header('message-id') === '<many-attachments@german.example.test>')!;
    const records = servers.db.inbound().length;
    const outbox = servers.db.outbox().length;
    const seen = worker.logs.filter((l) => l['outcome'] === 'already-processed').length;
    await deliverLmtp(old.raw, address('referee'), address('german'));
    await eventually('the replay dealt with', () => worker.logs.filter((l) => l['outcome'] === 'already-processed').length === seen + 1);
    expect(servers.db.inbound()).toHaveLength(records);
    expect(servers.db.outbox()).toHaveLength(outbox);
  });

  it('never answers auto-replies, bounces or its own mail (no loops)', async () => {
    const outbox = servers.db.outbox().length;
    const auto = await dealtWith(() =>
      sendSmtp({ from: address('german'), subject: `Automatic reply: ${subjectOf(start)}`, text: 'I am away until Monday.', headers: { 'Auto-Submitted': 'auto-replied' } }),
    );
    expect(auto).toMatchObject({ outcome: 'ignored', code: 'auto-submitted' });
    const bounce = [
      'From: Mail Delivery System <MAILER-DAEMON@example.test>',
      `To: ${address('referee')}`,
      `Subject: Undelivered Mail Returned to Sender: ${subjectOf(start)}`,
      'Message-ID: <bounce1@example.test>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain',
      '',
      'This is the mail system: your message could not be delivered.',
      '--b',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; example.test',
      '',
      'Final-Recipient: rfc822; nobody@example.test',
      'Action: failed',
      'Status: 5.1.1',
      '--b--',
      '',
    ].join('\r\n');
    expect(await dealtWith(() => deliverLmtp(bounce, address('referee'), 'MAILER-DAEMON@example.test'))).toMatchObject({ outcome: 'ignored', code: 'report' });
    const [ours] = (await readFolder('german')).filter((m) => subjectOf(m).includes('Not accepted'));
    // One of its own rejections, forwarded back without its Auto-Submitted header.
    expect(await dealtWith(() => deliverLmtp(ours!.raw.toString('utf8').replace(/^Message-ID: .*$/im, 'Message-ID: <copy-of-ours@example.test>').replace(/^Auto-Submitted: .*\r?\n/im, ''), address('referee'), address('referee')))).toMatchObject({
      outcome: 'ignored',
      code: 'own-mail',
    });
    expect(servers.db.outbox()).toHaveLength(outbox);
  });

  it("answers a player's mail for an unknown game", async () => {
    const r = await dealtWith(() => sendSmtp({ from: address('german'), subject: 'Re: [Umpire g_ZZZZZZ] my turn', attachments: [{ filename: 'turn.yaml', content: draft.replace(game.id, 'g_ZZZZZZ') }] }));
    expect(r).toMatchObject({ outcome: 'rejected', code: 'unknown-game', gameId: 'g_ZZZZZZ' });
    const [reply] = await waitForMail('german', (m) => subjectOf(m).includes('Not accepted: There is no game'));
    expect(reply!.email.text).toContain('Put the game id');
  });

  it("never answers a stranger's mail, whatever its Reply-To, and never quotes it", async () => {
    const spam = 'CHEAP WATCHES at spam.example, click now';
    const outbox = servers.db.outbox().length;
    const r = await dealtWith(() => sendSmtp({ from: address('stranger'), subject: `Re: [Umpire ${game.id}] ${spam}`, text: spam, headers: { 'Reply-To': address('soviet') } }));
    expect(r).toMatchObject({ outcome: 'rejected', code: 'no-turn-file', gameId: game.id });
    expect(servers.db.outbox()).toHaveLength(outbox);
    expect(JSON.stringify(servers.db.outbox())).not.toContain('spam.example');
  });

  it('still plays on: a final file closes the window; every reply exactly once; the inbox is empty', async () => {
    const r = await dealtWith(() => deliverMail(replyTo(start, 'german', { attachments: [{ filename: 'turn.yaml', content: sign(templateIn(start), token.german) }] })));
    expect(r).toMatchObject({ outcome: 'accepted' });
    await waitForMail('soviet', (m) => subjectOf(m).includes('Step 1: T01/german adjudicated'));
    expect(worker.child.exitCode).toBeNull();

    const rows = await eventually('every reply sent', () => {
      const all = servers.db.outbox();
      return all.every((x) => x.status === 'sent') && all;
    });
    await sleep(1500);
    const inboxes = ['german', 'soviet', 'stranger'];
    const received = (await Promise.all(inboxes.map((u) => readFolder(u)))).flat().map((m) => m.header('message-id'));
    expect(received.sort()).toEqual(rows.map((x) => `<${x.messageId}>`).sort());
    const records = servers.db.inbound();
    const answered = records.filter((x) => x.outcome !== 'ignored' && x.from !== address('stranger')).length;
    expect(rows.filter((x) => x.kind === 'receipt' || x.kind === 'rejection')).toHaveLength(answered);
    expect(records.filter((x) => x.outcome === 'ignored').map((x) => x.code).sort()).toEqual(['auto-submitted', 'own-mail', 'report']);
    expect(await readFolder('referee', 'INBOX')).toEqual([]);
    expect(await readFolder('referee', 'Processed')).toHaveLength(records.length + 1); // + the replay
    expect(worker.logs.filter((l) => l.level === 'error')).toEqual([]);
  });
});
