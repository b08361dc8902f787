import { ImapFlow } from 'imapflow';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from '#config/env';
import { openService } from '#config/open-service';
import { driveOnStalingrad } from '#games/drive-on-stalingrad';
import { mailSettings } from '#mail/settings';
import { startMailWorker } from '#mail/worker';
import { silentLogger } from '#service/ports';
import { systemClock } from '#service/node-ports';
import { withSignature } from '#turnfile/signature';
import { tempDatabase } from '../test/integration/mail/support/game';
import { emptyMailboxes } from '../test/integration/mail/support/mailbox';
import { address, mailStackDown, mailStackUp, STACK, workerEnv } from '../test/integration/mail/support/mail-stack';
import { deliverMail } from '../test/integration/mail/support/send';
import type { Figure } from './support/figure';
import { round } from './support/stats';

/**
 * mail.reply.*: the time from a turn file's delivery into the referee mailbox (LMTP into
 * dovecot, as the MTA does) to the receipt landing in the player's mailbox (its file in the
 * player's maildir), one mail at a time, over the real stack of scripts/mail/up.sh;
 * mail.reply.imap-idle.*: the same until the player's IMAP IDLE announces it. The path:
 * the worker's IDLE wakes, it fetches, parses and checks the file (a signed draft of the
 * German opening window of Operation Blue, new entropy each time), commits, and sends the
 * receipt through OpenSMTPD to dovecot. WARMUP mails first, then SAMPLES measured. The
 * addresses are this run's own (test/integration/mail/support/mail-stack.ts).
 */
const WARMUP = 5;
const SAMPLES = 60;

export async function run(): Promise<Figure[]> {
  mailStackUp();
  await emptyMailboxes(['referee', 'german']);
  const db = tempDatabase();
  const env = loadEnv({ ...workerEnv(), UMPIRE_DB: db.file, UMPIRE_MAIL_POLL_SECONDS: '60' });
  const opened = openService({ dbPath: db.file, mailFrom: address('referee') });
  const worker = startMailWorker({ service: opened.service, db: opened.store.sqlite, settings: mailSettings(env), clock: systemClock, logger: silentLogger });
  const player = new ImapFlow({ host: '127.0.0.1', port: STACK.imapPort, secure: false, auth: { user: address('german'), pass: STACK.password }, logger: false, autoIdleDelay: 20 });
  try {
    const game = await opened.service.createGame({ scenario: 'drive-on-stalingrad/operation-blue', players: [{ side: 'german', email: address('german') }, { side: 'soviet' }] });
    const token = game.players.find((p) => p.side === 'german')!.token;
    const template = (await opened.service.template(game.id, 'german')).replace('final: true', 'final: false');

    await player.connect();
    const box = await player.mailboxOpen('INBOX');
    let count = box.exists;
    let waiter: ((n: number) => void) | undefined;
    player.on('exists', (e: { count: number }) => {
      count = e.count;
      waiter?.(count);
    });
    const until = (n: number) => new Promise<void>((resolve, reject) => {
      if (count >= n) return resolve();
      const timer = setTimeout(() => reject(new Error(`no reply within 30 s (mailbox at ${count}, waiting for ${n})`)), 30_000);
      waiter = (c) => {
        if (c >= n) {
          clearTimeout(timer);
          waiter = undefined;
          resolve();
        }
      };
    });
    await until(1); // the game-start mail

    // Landing: the reply file appears in the player's maildir (dovecot's LMTP wrote it). Seen by
    // IMAP: the player's IDLE announces it, which dovecot delays to coalesce changes.
    const maildir = join(STACK.dir, 'maildirs', 'example.test', address('german').split('@')[0]!, 'Maildir');
    const filesIn = () => ['new', 'cur'].reduce((n, d) => n + (existsSync(join(maildir, d)) ? readdirSync(join(maildir, d)).length : 0), 0);
    const landed: number[] = [];
    const seen: number[] = [];
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      const text = template.replace('# entropy: "any words"', `entropy: "bench ${i}"`);
      const signed = withSignature(text, token, { order: driveOnStalingrad.orderSchema, standing: driveOnStalingrad.standingSchema });
      if (!signed.ok) throw new Error(`cannot sign the bench file: ${JSON.stringify(signed.issues)}`);
      const expected = count + 1;
      const files = filesIn();
      await deliverMail({ from: address('german'), subject: `Re: [Umpire ${game.id}] turn ${i}`, attachments: [{ filename: 'turn.yaml', content: signed.text }] });
      const t0 = performance.now();
      const announced = until(expected).then(() => performance.now() - t0);
      while (filesIn() === files) await new Promise((r) => setTimeout(r, 2));
      const t1 = performance.now() - t0;
      const t2 = await announced;
      if (i >= WARMUP) {
        landed.push(t1);
        seen.push(t2);
      }
    }
    const receipts = (await opened.store.sqlite.$client.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'receipt' AND status = 'sent'").get()) as { n: number };
    if (receipts.n !== WARMUP + SAMPLES) throw new Error(`expected ${WARMUP + SAMPLES} receipts sent, found ${receipts.n}`);
    const l = percentiles(landed);
    const v = percentiles(seen);
    return [
      { name: 'mail.reply.median', value: round(l.median, 3), unit: 'ms' },
      { name: 'mail.reply.p99', value: round(l.p99, 3), unit: 'ms' },
      { name: 'mail.reply.imap-idle.median', value: round(v.median, 3), unit: 'ms' },
      { name: 'mail.reply.imap-idle.p99', value: round(v.p99, 3), unit: 'ms' },
      { name: 'mail.reply.samples', value: landed.length, unit: 'mails' },
    ];
  } finally {
    await player.logout().catch(() => player.close());
    await worker.close();
    opened.close();
    db.dispose();
    mailStackDown(); // stops the stack unless another run still holds it
  }
}

/** Median and nearest-rank 99th percentile. */
function percentiles(samples: number[]): { median: number; p99: number } {
  const s = [...samples].sort((a, b) => a - b);
  const mid = s.length / 2;
  const median = s.length % 2 ? s[Math.floor(mid)]! : (s[mid - 1]! + s[mid]!) / 2;
  return { median, p99: s[Math.min(s.length - 1, Math.ceil(0.99 * s.length) - 1)]! };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const f of await run()) process.stdout.write(`bench ${f.name} ${f.value} ${f.unit}\n`);
}
