import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { takeIn } from '#mail/inbound/take-in';
import { OutboxQueue } from '#mail/outbox/outbox-queue';
import { OutboxSender } from '#mail/outbox/sender';
import { smtpTransport } from '#mail/smtp/smtp-transport';
import { withSignature } from '#turnfile/signature';
import { duelFile } from '../../support/duel-files';
import { duelRuleset } from '../../support/duel-ruleset';
import { memoryLogger } from '../../support/fixed-ports';
import { startMailDuel, type MailDuel } from '../support/mail-duel';
import { rawMail, type RawMailArgs } from '../support/raw-mail';
import { smtpSink, type SunkMail } from '../support/smtp-sink';

const SPAM = 'CHEAP WATCHES at spam.example, click now';
const VICTIM = 'victim@elsewhere.example';
const opts = { maxBytes: 2 * 1024 * 1024, ownAddress: 'referee@example.test' };

let g: MailDuel;
let sink: Awaited<ReturnType<typeof smtpSink>>;
let intakeLog: ReturnType<typeof memoryLogger>;
let sender: OutboxSender;
beforeEach(async () => {
  g = await startMailDuel({ refereeEmail: 'ref@example.test' });
  sink = await smtpSink();
  intakeLog = memoryLogger();
  let t = Date.parse('2026-01-05T10:00:00.000Z');
  sender = new OutboxSender({
    queue: new OutboxQueue(g.db.sqlite),
    transport: smtpTransport({ host: '127.0.0.1', port: sink.port, secure: false }),
    from: 'referee@example.test',
    clock: { now: () => new Date((t += 1000)) },
    logger: memoryLogger(),
    retryBaseMs: 1000,
    retryCapMs: 8000,
    leaseMs: 60_000,
  });
  await sender.flush();
  sink.mails.splice(0);
});
afterEach(async () => {
  await sink.close();
  g.db.dispose();
});

/** One mail through the intake step the IMAP worker and the Email Worker share, then everything queued is sent over SMTP. */
async function deliver(a: RawMailArgs): Promise<SunkMail[]> {
  const before = sink.mails.length;
  await takeIn(g.service, await rawMail(a), opts, intakeLog);
  await sender.flush();
  return sink.mails.slice(before);
}

const signed = (text: string): string => {
  const s = withSignature(text, g.token('blue'), { order: duelRuleset.orderSchema, standing: duelRuleset.standingSchema });
  if (!s.ok) throw new Error(JSON.stringify(s.issues));
  return s.text;
};
const unsigned = () => duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 1 });
const draft = () => signed(duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 1, final: false }));
const recipients = (mails: SunkMail[]) => mails.flatMap((m) => m.to);
const unanswered = () => g.logger.entries.filter((e) => e.event === 'mail.unanswered');

describe("a stranger's mail gets no answer at all", () => {
  const cases: [string, () => Partial<RawMailArgs>][] = [
    ['no turn file, a Reply-To elsewhere', () => ({ replyTo: VICTIM, text: SPAM })],
    ['a file without credentials, a Reply-To elsewhere', () => ({ replyTo: VICTIM, text: SPAM, attachments: [{ filename: 'turn.yaml', content: unsigned() }] })],
    ["no Reply-To: the stranger's own From", () => ({ text: SPAM })],
    ["a player's address as Reply-To", () => ({ replyTo: 'blue@example.test', text: SPAM })],
  ];
  it.each(cases)('naming the game, with %s: nothing is sent, the mail is recorded and logged', async (_what, extra) => {
    const sent = await deliver({ from: 'spammer@spam.example', subject: `[Umpire ${g.game.id}] ${SPAM}`, ...extra() });
    expect(sent).toEqual([]);
    expect(g.outbox().filter((r) => r.kind === 'rejection')).toEqual([]);
    expect(g.inbound()).toEqual([expect.objectContaining({ outcome: 'rejected', from: 'spammer@spam.example', gameId: g.game.id })]);
    expect(unanswered()).toEqual([expect.objectContaining({ level: 'info', game: g.game.id, reason: 'stranger' })]);
    expect(JSON.stringify(unanswered())).not.toContain(SPAM);
  });

  it('naming no game, or a game that does not exist', async () => {
    expect(await deliver({ from: 'spammer@spam.example', replyTo: VICTIM, subject: SPAM, text: SPAM })).toEqual([]);
    expect(await deliver({ from: 'spammer@spam.example', replyTo: VICTIM, subject: `[Umpire g_NOSUCH] ${SPAM}`, attachments: [{ filename: 'turn.yaml', content: unsigned() }] })).toEqual([]);
    expect(g.outbox().filter((r) => r.kind === 'rejection')).toEqual([]);
    expect(unanswered()).toHaveLength(2);
  });

  it('even when it carries a valid file: the side learns of it at its own address, nobody else', async () => {
    const sent = await deliver({ from: 'spammer@spam.example', replyTo: VICTIM, subject: `[Umpire ${g.game.id}] ${SPAM}`, attachments: [{ filename: 'turn.yaml', content: draft() }] });
    expect(recipients(sent)).toEqual(['blue@example.test']);
    expect(sent[0]!.raw).not.toContain('spam.example');
  });
});

describe("a player's or the referee's mail", () => {
  it("with a hostile Reply-To is answered at the player's own address only", async () => {
    const refused = await deliver({ from: 'blue@example.test', replyTo: VICTIM, subject: `[Umpire ${g.game.id}] turn`, attachments: [{ filename: 'turn.yaml', content: unsigned() }] });
    expect(recipients(refused)).toEqual(['blue@example.test']);
    expect((await PostalMime.parse(refused[0]!.raw)).subject).toMatch(/Not accepted/);
    const accepted = await deliver({ from: 'blue@example.test', replyTo: VICTIM, subject: `[Umpire ${g.game.id}] turn`, attachments: [{ filename: 'turn.yaml', content: draft() }] });
    expect(recipients(accepted)).toEqual(['blue@example.test']);
    expect(JSON.stringify(sink.mails)).not.toContain(VICTIM);
  });

  it('with a Reply-To of its own game is answered there', async () => {
    const sent = await deliver({ from: 'blue@example.test', replyTo: 'red@example.test', subject: `[Umpire ${g.game.id}] turn`, text: 'no file' });
    expect(recipients(sent)).toEqual(['red@example.test']);
  });

  it('naming no game is answered when the address plays or referees a game here', async () => {
    expect(recipients(await deliver({ from: 'red@example.test', subject: 'my turn', text: 'no file' }))).toEqual(['red@example.test']);
    expect(recipients(await deliver({ from: 'REF@example.test', subject: '[Umpire g_NOSUCH] turn', attachments: [{ filename: 'turn.yaml', content: unsigned() }] }))).toEqual(['ref@example.test']);
    expect(unanswered()).toEqual([]);
  });
});
