import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '#config/env';
import { mailConfigured, mailFromOf, mailSettings } from '#mail/settings';
import { parseImapUrl } from '#mail/imap/imap-url';
import { parseSmtpUrl, redactUrl } from '#mail/smtp/smtp-url';
import { sendError } from '#mail/smtp/smtp-transport';
import { backoffMs } from '#mail/outbox/backoff';

describe('mail settings from the environment', () => {
  it('reads the two URLs, the referee address and the limits', () => {
    const env = loadEnv({
      UMPIRE_IMAP_URL: 'imaps://referee%40club.example:p%40ss@mail.club.example/Turns',
      UMPIRE_SMTP_URL: 'smtps://referee%40club.example:p%40ss@mail.club.example',
      UMPIRE_MAIL_MAX_BYTES: '1048576',
      UMPIRE_MAIL_POLL_SECONDS: '30',
    });
    expect(mailConfigured(env)).toBe(true);
    expect(mailSettings(env)).toEqual({
      imap: { host: 'mail.club.example', port: 993, secure: true, auth: { user: 'referee@club.example', pass: 'p@ss' }, mailbox: 'Turns' },
      smtp: { host: 'mail.club.example', port: 465, secure: true, auth: { user: 'referee@club.example', pass: 'p@ss' } },
      from: 'referee@club.example',
      maxBytes: 1048576,
      pollMs: 30_000,
      retryBaseMs: 5000,
      processedFolder: 'Processed',
    });
  });

  it('defaults: INBOX, ports 143 and 587, the IMAP user as the referee address', () => {
    expect(parseImapUrl('imap://u:p@host')).toMatchObject({ port: 143, secure: false, mailbox: 'INBOX' });
    expect(parseSmtpUrl('smtp://host')).toEqual({ host: 'host', port: 587, secure: false });
    expect(mailFromOf(loadEnv({ UMPIRE_IMAP_URL: 'imap://ref%40x.example:p@h/INBOX' }))).toBe('ref@x.example');
    expect(mailFromOf(loadEnv({ UMPIRE_IMAP_URL: 'imap://ref:p@h/INBOX', UMPIRE_MAIL_FROM: 'u@x.example' }))).toBe('u@x.example');
  });

  it('refuses what cannot work, naming the variable', () => {
    expect(() => loadEnv({ UMPIRE_IMAP_URL: 'http://h/INBOX' })).toThrow(ConfigError);
    expect(() => loadEnv({ UMPIRE_SMTP_URL: 'imap://h' })).toThrow(/UMPIRE_SMTP_URL/);
    expect(() => loadEnv({ UMPIRE_MAIL_FROM: 'not an address' })).toThrow(/UMPIRE_MAIL_FROM/);
    expect(() => mailSettings(loadEnv({ UMPIRE_IMAP_URL: 'imap://u:p@h' }))).toThrow('UMPIRE_SMTP_URL');
    expect(() => mailSettings(loadEnv({ UMPIRE_IMAP_URL: 'imap://u:p@h', UMPIRE_SMTP_URL: 'smtp://h' }))).toThrow('UMPIRE_MAIL_FROM');
  });

  it('hides passwords in what it prints', () => {
    expect(redactUrl('imap://referee%40x:secret@h:1143/INBOX')).toBe('imap://referee%40x:***@h:1143/INBOX');
    expect(redactUrl('smtp://h:25')).toBe('smtp://h:25');
  });
});

describe('SMTP failures and the backoff', () => {
  it('tells an unreachable server from a permanent refusal', () => {
    expect(sendError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }))).toMatchObject({ connection: true, permanent: false });
    expect(sendError(Object.assign(new Error('try later'), { code: 'EENVELOPE', responseCode: 451 }))).toMatchObject({ connection: false, permanent: false });
    expect(sendError(Object.assign(new Error('no such user'), { code: 'EENVELOPE', responseCode: 550 }))).toMatchObject({ connection: false, permanent: true });
    expect(sendError(Object.assign(new Error('closing'), { responseCode: 421 }))).toMatchObject({ connection: true, permanent: false });
  });

  it('doubles the delay up to its cap', () => {
    expect([1, 2, 3, 4, 10, 100].map((n) => backoffMs(n, 5000, 300_000))).toEqual([5000, 10000, 20000, 40000, 300000, 300000]);
  });
});
