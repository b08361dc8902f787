import { afterEach, describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { OutboxQueue } from '#mail/outbox/outbox-queue';
import { OutboxSender } from '#mail/outbox/sender';
import { serviceReports } from '#mail/outbox/service-reports';
import { smtpTransport } from '#mail/smtp/smtp-transport';
import { duelFile } from '../../support/duel-files';
import { memoryLogger } from '../../support/fixed-ports';
import { pdfText } from '../../report/support/poppler';
import { startMailDuel, type MailDuel } from '../support/mail-duel';
import { smtpSink } from '../support/smtp-sink';

let g: MailDuel | undefined;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
  g?.db.dispose();
});

/** A duel game in which blue's file closes step 1, so each side has a results mail queued. */
async function afterStepOne(): Promise<MailDuel> {
  const game = await startMailDuel();
  const r = await game.service.submitTurn({ gameId: game.game.id, text: duelFile({ game: game.game.id, side: 'blue', window: 'T01/blue-fire', dice: 1 }), bearer: game.token('blue'), channel: 'http' });
  expect(r.ok).toBe(true);
  return game;
}

async function send(game: MailDuel, reports: ConstructorParameters<typeof OutboxSender>[0]['reports']) {
  const sink = await smtpSink();
  closers.push(sink.close);
  const logger = memoryLogger();
  const sender = new OutboxSender({
    queue: new OutboxQueue(game.db.sqlite),
    transport: smtpTransport({ host: '127.0.0.1', port: sink.port, secure: false }),
    from: 'referee@example.test',
    clock: { now: () => new Date('2026-01-05T10:00:00.000Z') },
    logger,
    ...(reports ? { reports } : {}),
  });
  await sender.flush();
  const results = await Promise.all(
    sink.mails.map(async (m) => ({ to: m.to, mail: await PostalMime.parse(m.raw) })),
  );
  return { results: results.filter((r) => /adjudicated/.test(r.mail.subject ?? '')), logger };
}

const pdfOf = (mail: Awaited<ReturnType<typeof PostalMime.parse>>) => {
  const a = mail.attachments.find((x) => x.mimeType === 'application/pdf');
  return a ? new Uint8Array(a.content as ArrayBuffer) : undefined;
};

describe('the PDF report a results mail carries (rendered when the mail is sent)', () => {
  it("attaches each side's own copy of the step's report, named for the game, step and side", async () => {
    g = await afterStepOne();
    const { results } = await send(g, serviceReports(g.service));
    expect(results.map((r) => r.to)).toEqual([['blue@example.test'], ['red@example.test']]);
    for (const { to, mail } of results) {
      const side = to[0]!.startsWith('blue') ? 'blue' : 'red';
      const pdf = pdfOf(mail);
      expect(mail.attachments.find((a) => a.mimeType === 'application/pdf')?.filename).toBe(`${g.game.id}-step-1-${side}.pdf`);
      expect(new TextDecoder().decode(pdf!.subarray(0, 5))).toBe('%PDF-');
      const text = pdfText(pdf!);
      expect(text).toContain(g.game.id);
      // The hidden wind die is shown to red only (as in the text report of the body).
      if (side === 'red') expect(text).toMatch(/wind=\d/);
      else expect(text).not.toMatch(/wind=\d/);
      expect(mail.text).toContain(`Map and combat report (PDF, attached): ${g.game.id}-step-1-${side}.pdf`);
    }
    // Rendered from the step, not stored: the outbox rows keep an empty placeholder.
    expect(g.outbox().filter((r) => r.kind === 'results').flatMap((r) => r.attachments.filter((a) => a.render).map((a) => a.content))).toEqual(['', '']);
  });

  it('the same step gives the same PDF bytes, so a resend after a crash attaches the same file', async () => {
    g = await afterStepOne();
    const reports = serviceReports(g.service);
    const a = await reports(g.game.id, 1, 'red');
    const b = await reports(g.game.id, 1, 'red');
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('a report that fails to render does not hold the mail back: it goes with the text report, and the failure is logged', async () => {
    g = await afterStepOne();
    const { results, logger } = await send(g, async () => {
      throw new Error('renderer out of memory');
    });
    expect(results).toHaveLength(2);
    for (const { mail } of results) expect(pdfOf(mail)).toBeUndefined();
    expect(logger.entries.filter((l) => l.event === 'mail.report-failed')).toHaveLength(2);
    expect(g.outbox().filter((r) => r.kind === 'results').map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('a sender without a renderer leaves the placeholder out', async () => {
    g = await afterStepOne();
    const { results } = await send(g, undefined);
    expect(results).toHaveLength(2);
    for (const { mail } of results) expect(pdfOf(mail)).toBeUndefined();
  });
});
