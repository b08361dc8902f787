import { describe, expect, it } from 'vitest';
import { readMessage } from '#mail/inbound/read-message';
import { rawMail, rawText } from '../support/raw-mail';

const opts = { maxBytes: 2 * 1024 * 1024, ownAddress: 'referee@example.test' };
const FILE = 'format: umpire-turn/1\ngame: g_ABCDEF\nside: blue\nwindow: T01/blue-fire\norders: []\n';

async function reasonOf(args: Parameters<typeof rawMail>[0]): Promise<string | null> {
  const m = await readMessage(await rawMail({ subject: 'Re: [Umpire g_ABCDEF] Step 1', text: FILE, ...args }), opts);
  return m.content.kind === 'ignore' ? m.content.reason : null;
}

describe('mail that is never answered (no mail loops)', () => {
  it('answers an ordinary mail, and one marked Auto-Submitted: no', async () => {
    expect(await reasonOf({})).toBeNull();
    expect(await reasonOf({ headers: { 'Auto-Submitted': 'no' } })).toBeNull();
  });

  it.each([
    [{ 'Auto-Submitted': 'auto-replied' }, 'auto-submitted'],
    [{ 'Auto-Submitted': 'auto-generated; owner-email="x@y"' }, 'auto-submitted'],
    [{ 'X-Autoreply': 'yes' }, 'auto-reply'],
    [{ 'X-Autorespond': 'on vacation' }, 'auto-reply'],
    [{ Precedence: 'bulk' }, 'bulk'],
    [{ Precedence: 'auto_reply' }, 'bulk'],
    [{ 'List-Id': '<club.lists.example>' }, 'mailing-list'],
  ])('ignores %o as %s', async (headers, reason) => {
    expect(await reasonOf({ headers })).toBe(reason);
  });

  it('ignores out-of-office subjects, mailer daemons, postmasters and no-reply senders', async () => {
    expect(await reasonOf({ subject: 'Automatic reply: [Umpire g_ABCDEF] Step 1' })).toBe('auto-reply');
    expect(await reasonOf({ subject: 'Out of Office: back Monday' })).toBe('auto-reply');
    expect(await reasonOf({ from: 'MAILER-DAEMON@mx.example.test' })).toBe('mailer-daemon');
    expect(await reasonOf({ from: 'postmaster@example.test' })).toBe('mailer-daemon');
    expect(await reasonOf({ from: 'no-reply@service.example' })).toBe('mailer-daemon');
  });

  it('ignores a bounce: a delivery report, or the null sender', async () => {
    const dsn = rawText([
      'From: Mail Delivery System <daemon@mx.example.test>',
      'To: referee@example.test',
      'Subject: Undelivered Mail Returned to Sender',
      'Message-ID: <dsn1@mx.example.test>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain',
      '',
      'Your message could not be delivered.',
      '--b',
      'Content-Type: message/delivery-status',
      '',
      'Final-Recipient: rfc822; blue@example.test',
      'Action: failed',
      '--b--',
      '',
    ]);
    expect((await readMessage(dsn, opts)).content).toMatchObject({ kind: 'ignore', reason: 'report' });
    const nullSender = rawText(['Return-Path: <>', 'From: someone@example.test', 'Subject: g_ABCDEF', '', FILE]);
    expect((await readMessage(nullSender, opts)).content).toMatchObject({ kind: 'ignore', reason: 'null-sender' });
  });

  it('ignores its own mail coming back, and mail with no sender', async () => {
    expect(await reasonOf({ from: 'Referee <REFEREE@example.test>' })).toBe('own-mail');
    const anonymous = rawText(['Subject: g_ABCDEF', '', FILE]);
    expect((await readMessage(anonymous, opts)).content).toMatchObject({ kind: 'ignore', reason: 'no-sender' });
  });

  it('ignores an auto-reply even when it is too large, and never gives it a reply address', async () => {
    const raw = await rawMail({ subject: 'Re: g_ABCDEF', text: FILE, headers: { 'Auto-Submitted': 'auto-replied' } });
    const m = await readMessage(raw, { ...opts, size: 50_000_000 });
    expect(m.content.kind).toBe('ignore');
    expect(m.replyTo).toBeNull();
  });
});
