import { afterEach, describe, expect, it } from 'vitest';
import { readMessage } from '#mail/inbound/read-message';
import { SECRET_PLACEHOLDER } from '#service/mail/composer';
import { withSignature } from '#turnfile/signature';
import { duelRuleset } from '../../support/duel-ruleset';
import { duelFile } from '../../support/duel-files';
import { dumpDb } from '../../support/db-dump';
import { rawMail } from '../../mail/support/raw-mail';
import { startMailDuel, type MailDuel } from '../../mail/support/mail-duel';

let g: MailDuel | undefined;
afterEach(() => g?.db.dispose());

const opts = { maxBytes: 2 * 1024 * 1024, ownAddress: 'referee@example.test' };
const schemas = { order: duelRuleset.orderSchema, standing: duelRuleset.standingSchema };

async function mailed(args: { from: string; subject: string; file?: string; messageId?: string; headers?: Record<string, string>; text?: string }) {
  const raw = await rawMail({
    from: args.from,
    subject: args.subject,
    ...(args.messageId ? { messageId: args.messageId } : {}),
    ...(args.headers ? { headers: args.headers } : {}),
    text: args.text ?? 'My turn.',
    ...(args.file ? { attachments: [{ filename: 'turn.yaml', content: args.file }] } : {}),
  });
  return readMessage(raw, opts);
}

const signed = (text: string, token: string): string => {
  const s = withSignature(text, token, schemas);
  if (!s.ok) throw new Error(JSON.stringify(s.issues));
  return s.text;
};

describe('game-start mail', () => {
  it('is queued with the creation for each player with an address, the token kept out of the body', async () => {
    g = await startMailDuel({ emails: { red: null } });
    const rows = g.outbox();
    expect(rows).toHaveLength(1);
    const [start] = rows;
    expect(start).toMatchObject({ kind: 'game-start', gameId: g.game.id, side: 'blue', to: ['blue@example.test'], status: 'pending', attempts: 0, secret: g.token('blue') });
    expect(start!.body).toContain(`Your token: ${SECRET_PLACEHOLDER}`);
    expect(start!.body).not.toContain(g.token('blue'));
    expect(start!.body).toContain(g.game.diceCommitment);
    expect(start!.subject).toBe(`[Umpire ${g.game.id}] New game: Duel, Skirmish; you play blue`);
    expect(start!.attachments.map((a) => a.filename)).toEqual([`turn-${g.game.id}-T01-blue-fire.yaml`]);
    expect(start!.attachments[0]!.content).toContain('window: T01/blue-fire');
  });
});

describe('receiveMail', () => {
  it('accepts a signed file: the file, its record, the receipt and the results in one commit', async () => {
    g = await startMailDuel();
    const file = signed(duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 2 }), g.token('blue'));
    const mail = await mailed({ from: 'blue@example.test', subject: `Re: [Umpire ${g.game.id}] New game`, file, messageId: '<m1@blue.example>', headers: { References: `<${g.outbox()[0]!.messageId}>` } });
    const outcome = await g.service.receiveMail(mail);
    expect(outcome).toEqual({ outcome: 'accepted', code: 'accepted', game: g.game.id, side: 'blue' });

    expect(g.inbound()).toEqual([expect.objectContaining({ messageId: 'm1@blue.example', outcome: 'accepted', gameId: g.game.id, side: 'blue', from: 'blue@example.test' })]);
    const rows = g.outbox().slice(2);
    expect(rows.map((r) => [r.kind, r.side, r.to])).toEqual([
      ['receipt', 'blue', ['blue@example.test']],
      ['results', 'blue', ['blue@example.test']],
      ['results', 'red', ['red@example.test']],
    ]);
    const [receipt, blueResults, redResults] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    const fileHash = g.inbound()[0]!.fileHash!;
    expect(receipt.body).toContain(`File hash:  ${fileHash}`);
    expect(receipt.body).toContain('    orders:\n      - dice: 2\n        kind: fire');
    expect(receipt.body).toContain('Read from:  the attachment turn.yaml');
    expect(receipt.headers).toEqual({
      'Auto-Submitted': 'auto-replied',
      'In-Reply-To': '<m1@blue.example>',
      References: `<${g.outbox()[0]!.messageId}> <m1@blue.example>`,
    });

    const step = await g.service.step(g.game.id, 1, { kind: 'referee' });
    for (const r of [blueResults, redResults]) {
      expect(r.body).toContain(`Seed (revealed):  ${step.seed}`);
      expect(r.body).toContain(`SHA-256 of the seed must equal the dice commitment: ${g.game.diceCommitment}`);
      expect(r.headers['Auto-Submitted']).toBe('auto-generated');
      expect(r.headers['In-Reply-To']).toBe(`<${g.outbox().find((x) => x.kind === 'game-start' && x.side === r.side)!.messageId}>`);
    }
    // The hidden wind is shown to red only; blue's mail has its commitment in the dice.
    expect(redResults.body).toMatch(/wind: wind=\d/);
    expect(blueResults.body).not.toMatch(/wind: wind=/);
    expect(blueResults.body).toMatch(/T01\/blue-fire\/wind {2}d6 hidden, committed [0-9a-f]{64}/);
    // Each side's PDF report is rendered when the mail is sent (empty until then); red is
    // asked next and gets its turn file, blue does not.
    expect(redResults.attachments.map((a) => a.filename)).toEqual([`${g.game.id}-step-1-red.pdf`, `turn-${g.game.id}-T01-red-fire.yaml`]);
    expect(blueResults.attachments).toEqual([
      { filename: `${g.game.id}-step-1-blue.pdf`, contentType: 'application/pdf', content: '', render: { kind: 'report-pdf', step: 1, side: 'blue' } },
    ]);
  });

  it('writes nothing at all when the commit fails, and deals with the mail once when it is handed over again', async () => {
    let failNext = false;
    g = await startMailDuel({
      hooks: {
        afterStatement(plan) {
          if (failNext && plan.kind === 'advance' && plan.inbound) {
            failNext = false;
            throw new Error('power cut');
          }
        },
      },
    });
    const file = duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 1, auth: { token: g.token('blue') } });
    const mail = await mailed({ from: 'blue@example.test', subject: `[Umpire ${g.game.id}]`, file, messageId: '<crash@x>' });
    const before = dumpDb(g.db.sqlite);
    const outboxBefore = g.outbox().length;
    failNext = true;
    await expect(g.service.receiveMail(mail)).rejects.toThrow('power cut');
    expect(dumpDb(g.db.sqlite)).toBe(before);
    expect(g.inbound()).toEqual([]);
    expect(g.outbox()).toHaveLength(outboxBefore);

    expect((await g.service.receiveMail(mail)).outcome).toBe('accepted');
    expect((await g.service.receiveMail(mail)).outcome).toBe('already-processed');
    expect(g.outbox().filter((r) => r.kind === 'receipt')).toHaveLength(1);
    expect((await g.service.archive(g.game.id, { kind: 'referee' })).steps).toHaveLength(1);
  });

  it('recognises a replayed Message-ID and changes nothing', async () => {
    g = await startMailDuel();
    const file = duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 1, final: false, auth: { token: g.token('blue') } });
    const mail = await mailed({ from: 'blue@example.test', subject: `[Umpire ${g.game.id}]`, file, messageId: '<once@x>' });
    await g.service.receiveMail(mail);
    const before = dumpDb(g.db.sqlite);
    const rows = g.outbox().length;
    expect(await g.service.receiveMail(mail)).toEqual({ outcome: 'already-processed', code: 'accepted', game: g.game.id, side: 'blue' });
    expect(dumpDb(g.db.sqlite)).toBe(before);
    expect(g.outbox()).toHaveLength(rows);
  });

  it('answers the same file under a new Message-ID with a receipt saying nothing changed', async () => {
    g = await startMailDuel();
    const file = duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 1, final: false, auth: { token: g.token('blue') } });
    await g.service.receiveMail(await mailed({ from: 'blue@example.test', subject: `[Umpire ${g.game.id}]`, file, messageId: '<a@x>' }));
    const again = await g.service.receiveMail(await mailed({ from: 'blue@example.test', subject: `[Umpire ${g.game.id}]`, file, messageId: '<b@x>' }));
    expect(again.outcome).toBe('duplicate');
    const receipts = g.outbox().filter((r) => r.kind === 'receipt');
    expect(receipts).toHaveLength(2);
    expect(receipts[1]!.body).toContain('identical to version 1, accepted before: nothing changed');
    expect(g.inbound().map((r) => r.outcome)).toEqual(['accepted', 'duplicate']);
    expect(g.db.sqlite.$client.prepare('SELECT count(*) AS n FROM turn_files').get()).toEqual({ n: 1 });
  });

  it('refuses a file with no credentials (a forged From is not enough), listing every error, and changes no game', async () => {
    g = await startMailDuel();
    const before = g.db.sqlite.$client.prepare('SELECT * FROM games').all();
    const file = duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 1 });
    const outcome = await g.service.receiveMail(await mailed({ from: 'blue@example.test', subject: `[Umpire ${g.game.id}]`, file, messageId: '<forged@x>' }));
    expect(outcome).toEqual({ outcome: 'rejected', code: 'missing-token', game: g.game.id, side: 'blue' });
    expect(g.db.sqlite.$client.prepare('SELECT * FROM games').all()).toEqual(before);
    const [rejection] = g.outbox().filter((r) => r.kind === 'rejection');
    expect(rejection).toMatchObject({ to: ['blue@example.test'], gameId: g.game.id, side: 'blue' });
    expect(rejection!.subject).toMatch(new RegExp(`^Re: \\[Umpire ${g.game.id}\\] Not accepted: No credentials: send a bearer token, .{10,}…$`));
    expect(rejection!.body).toContain('umpire sign FILE --token YOUR_TOKEN');

    const bad = duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 9, auth: { token: g.token('blue') } }).replace('kind: fire', 'kind: fyre');
    await g.service.receiveMail(await mailed({ from: 'blue@example.test', subject: `[Umpire ${g.game.id}]`, file: bad, messageId: '<bad@x>' }));
    const [, second] = g.outbox().filter((r) => r.kind === 'rejection');
    expect(second!.body).toMatch(/Problems \(\d\):\n {2}orders\[0\]\.kind/);
    expect(second!.body).toContain('orders[0].dice');
  });

  it('refuses mail for an unknown game and mail that names none (answered when a player of a game here sent it)', async () => {
    g = await startMailDuel();
    const file = duelFile({ game: 'g_NOSUCH', side: 'blue', window: 'T01/blue-fire', dice: 1, auth: { token: g.token('blue') } });
    expect(await g.service.receiveMail(await mailed({ from: 'blue@example.test', subject: '[Umpire g_NOSUCH] turn', file }))).toMatchObject({ outcome: 'rejected', code: 'unknown-game', game: 'g_NOSUCH' });
    const rows = g.outbox().filter((r) => r.kind === 'rejection');
    expect(rows[0]).toMatchObject({ gameId: null, side: null, to: ['blue@example.test'] });
    expect(rows[0]!.subject).toBe('Re: [Umpire] Not accepted: There is no game "g_NOSUCH"');
    expect(await g.service.receiveMail(await mailed({ from: 'red@example.test', subject: 'hello', text: 'no file here' }))).toMatchObject({ outcome: 'rejected', code: 'no-turn-file' });
  });

  it('records auto-replies and bounces without answering them', async () => {
    g = await startMailDuel();
    const rows = g.outbox().length;
    const outcome = await g.service.receiveMail(await mailed({ from: 'blue@example.test', subject: `Automatic reply: [Umpire ${g.game.id}] Step 1`, headers: { 'Auto-Submitted': 'auto-replied' } }));
    expect(outcome).toEqual({ outcome: 'ignored', code: 'auto-submitted', game: g.game.id, side: null });
    expect(g.outbox()).toHaveLength(rows);
    expect(g.inbound()).toEqual([expect.objectContaining({ outcome: 'ignored', code: 'auto-submitted' })]);
  });

  it('sends the receipt to the side address only when an address outside the game sent the file; a player of the game who sends it is answered, the side copied', async () => {
    g = await startMailDuel();
    const file = duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 1, final: false, auth: { token: g.token('blue') } });
    await g.service.receiveMail(await mailed({ from: 'anna@elsewhere.example', subject: `[Umpire ${g.game.id}]`, file }));
    const receipt = g.outbox().find((r) => r.kind === 'receipt');
    expect(receipt).toMatchObject({ to: ['blue@example.test'], cc: [] });
    expect(receipt!.headers).toEqual({ 'Auto-Submitted': 'auto-replied', 'In-Reply-To': `<${g.outbox()[0]!.messageId}>`, References: `<${g.outbox()[0]!.messageId}>` });
    const redFile = duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 2, final: false, auth: { token: g.token('blue') } });
    await g.service.receiveMail(await mailed({ from: 'red@example.test', subject: `[Umpire ${g.game.id}]`, file: redFile }));
    expect(g.outbox().filter((r) => r.kind === 'receipt')[1]).toMatchObject({ to: ['red@example.test'], cc: ['blue@example.test'] });
  });
});

describe('results mail, whatever closed the window', () => {
  it('is queued when a file over HTTP closes it, and when the referee does; each names the seed it chains to', async () => {
    g = await startMailDuel();
    const r = await g.service.submitTurn({ gameId: g.game.id, text: duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 1 }), bearer: g.token('blue'), channel: 'http' });
    expect(r.ok).toBe(true);
    expect(g.outbox().filter((x) => x.kind === 'results').map((x) => x.subject)).toEqual([
      `[Umpire ${g.game.id}] Step 1: T01/blue-fire adjudicated; next T01/red-fire`,
      `[Umpire ${g.game.id}] Step 1: T01/blue-fire adjudicated; your turn: T01/red-fire`,
    ]);
    expect(g.outbox().filter((x) => x.kind === 'receipt')).toEqual([]);

    await g.service.adjudicate(g.game.id, { kind: 'referee' });
    const step1 = await g.service.step(g.game.id, 1, { kind: 'referee' });
    const step2 = g.outbox().filter((x) => x.kind === 'results' && x.messageId.includes('.step2@'));
    expect(step2).toHaveLength(2);
    expect(step2[0]!.body).toContain(`SHA-256 of the seed must equal the seed of step 1: ${step1.seed}`);
  });
});
