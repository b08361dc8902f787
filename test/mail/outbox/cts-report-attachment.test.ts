import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { rulesets } from '#games';
import { createMailComposer } from '#mail/outbound/composer';
import { loadTemplates } from '#mail/outbound/load-templates';
import { OutboxQueue } from '#mail/outbox/outbox-queue';
import { OutboxSender } from '#mail/outbox/sender';
import { serviceReports } from '#mail/outbox/service-reports';
import { smtpTransport } from '#mail/smtp/smtp-transport';
import { createService } from '#service/create-service';
import { memoryLogger, seededEntropy, steppingClock } from '../../support/fixed-ports';
import { tempStore, type TempStore } from '../../support/temp-store';
import { pdfText } from '../../report/support/poppler';
import { playFallBlau } from '../../report/support/played-cts-game';
import { smtpSink } from '../support/smtp-sink';

/**
 * The results mail of a Campaign To Stalingrad game, sent over SMTP to the in-process
 * sink: a Fall Blau game whose step 2 is the Axis Combat Phase of turn 1; each player's
 * results mail of that step carries his own copy of the map and combat report.
 */
let store: TempStore;
let gameId = '';
let mails: { to: string[]; mail: Awaited<ReturnType<typeof PostalMime.parse>> }[] = [];
let closeSink: () => Promise<void> = async () => {};

beforeAll(async () => {
  store = tempStore();
  const service = createService({
    db: store,
    rulesets,
    clock: steppingClock(),
    entropy: seededEntropy('cts mail'),
    logger: memoryLogger(),
    mail: createMailComposer({ templates: loadTemplates(), domain: 'example.test' }),
  });
  const game = await service.createGame({
    scenario: 'campaign-to-stalingrad/fall-blau',
    players: [{ side: 'axis', email: 'axis@example.test' }, { side: 'soviet', email: 'soviet@example.test' }],
  });
  gameId = game.id;
  await playFallBlau(service, game.id, (side) => game.players.find((p) => p.side === side)!.token, 2);
  const sink = await smtpSink();
  closeSink = sink.close;
  const sender = new OutboxSender({
    queue: new OutboxQueue(store.sqlite),
    transport: smtpTransport({ host: '127.0.0.1', port: sink.port, secure: false }),
    from: 'referee@example.test',
    clock: { now: () => new Date('2026-01-05T10:00:00.000Z') },
    logger: memoryLogger(),
    reports: serviceReports(service),
  });
  await sender.flush();
  mails = await Promise.all(sink.mails.map(async (m) => ({ to: m.to, mail: await PostalMime.parse(m.raw) })));
}, 120_000);
afterAll(async () => {
  await closeSink();
  store.dispose();
});

const pdfOf = (mail: Awaited<ReturnType<typeof PostalMime.parse>>) => {
  const a = mail.attachments.find((x) => x.mimeType === 'application/pdf');
  return a ? { name: a.filename, bytes: new Uint8Array(a.content as ArrayBuffer) } : undefined;
};

describe('the results mail of a Fall Blau step with its PDF report', () => {
  it("each player gets his own copy of step 2's report: the battles with column, dice and losses", () => {
    const step2 = mails.filter((m) => pdfOf(m.mail)?.name?.includes('-step-2-'));
    expect(step2.map((m) => m.to).sort()).toEqual([['axis@example.test'], ['soviet@example.test']]);
    for (const { to, mail } of step2) {
      const side = to[0]!.split('@')[0]!;
      const pdf = pdfOf(mail)!;
      expect(pdf.name).toBe(`${gameId}-step-2-${side}.pdf`);
      expect(mail.text).toContain(`Map and combat report (PDF, attached): ${gameId}-step-2-${side}.pdf`);
      const text = pdfText(pdf.bytes).replace(/\s+/g, ' ');
      expect(text).toContain('Campaign To Stalingrad');
      expect(text).toContain(gameId);
      expect(text).toContain('Step 2 (T01/axis-combat)');
      expect(text).toContain(`${side} player's copy`);
      expect(text).toMatch(/B1 \d{4}/);
      expect(text).toMatch(/T01\/axis-combat\/1\/ ?white#1/);
      expect(text).toMatch(/(attacker|defender) reduced \(loses \d steps?, CtS 10\.4\)/);
      expect(text).toContain('S4336');
      if (side === 'axis') expect(text).not.toContain('hold');
    }
  });

  it('every results mail went out with a PDF (none failed to render)', () => {
    const results = mails.filter((m) => /adjudicated/.test(m.mail.subject ?? ''));
    expect(results.length).toBe(4);
    for (const m of results) expect(pdfOf(m.mail)).toBeDefined();
  });
});
