import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real mail stack of scripts/mail/up.sh (dovecot IMAP + LMTP, OpenSMTPD). Test runs
 * share it (each registers itself as a holder; the last one out stops it), and each test
 * file plays with its own addresses (see `address`), so that runs never see each other's mail.
 */
export const STACK = {
  dir: process.env.MAILTEST_DIR ?? '/tmp/umpire-mail',
  imapPort: Number(process.env.MAILTEST_IMAP_PORT ?? 1143),
  lmtpPort: Number(process.env.MAILTEST_LMTP_PORT ?? 2424),
  smtpPort: Number(process.env.MAILTEST_SMTP_PORT ?? 2525),
  password: 'secret',
};

const SCRIPTS = fileURLToPath(new URL('../../../../scripts/mail/', import.meta.url));
const scriptEnv = () => ({
  ...process.env,
  MAILTEST_HOLDER: String(process.pid),
  MAILTEST_DIR: STACK.dir,
  MAILTEST_IMAP_PORT: String(STACK.imapPort),
  MAILTEST_LMTP_PORT: String(STACK.lmtpPort),
  MAILTEST_SMTP_PORT: String(STACK.smtpPort),
});

/** Starts the stack (or what of it is down); returns up.sh's summary line. */
export function mailStackUp(): string {
  return execFileSync('bash', [join(SCRIPTS, 'up.sh')], { env: scriptEnv(), encoding: 'utf8', timeout: 180_000 }).trim();
}

export function mailStackDown(): void {
  execFileSync('bash', [join(SCRIPTS, 'down.sh')], { env: scriptEnv(), encoding: 'utf8', timeout: 60_000 });
}

/** The pid of the running OpenSMTPD, as up.sh recorded it. */
export const smtpdPid = (): number => Number(readFileSync(join(STACK.dir, 'smtpd.pid'), 'utf8').trim());

/** Stops only OpenSMTPD (by its pid) and waits until its port is closed. */
export async function stopSmtpd(): Promise<void> {
  process.kill(smtpdPid(), 'SIGTERM');
  for (let i = 0; i < 100 && (await portOpen(STACK.smtpPort)); i++) await sleep(100);
}

export async function portOpen(port: number): Promise<boolean> {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const s = connect({ host: '127.0.0.1', port }, () => {
      s.destroy();
      resolve(true);
    });
    s.on('error', () => resolve(false));
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** This file's own tag: every address it uses carries it. */
export const RUN = `${process.pid.toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A test user's address, unique to this test file: `german` → `german-k3x9a1@example.test`. */
export const address = (user: string): string => `${user}-${RUN}@example.test`;

/** The worker's settings for the stack, as environment variables. */
export const workerEnv = (extra: Record<string, string> = {}): Record<string, string> => ({
  UMPIRE_IMAP_URL: `imap://${encodeURIComponent(address('referee'))}:${STACK.password}@127.0.0.1:${STACK.imapPort}/INBOX`,
  UMPIRE_SMTP_URL: `smtp://127.0.0.1:${STACK.smtpPort}`,
  UMPIRE_MAIL_FROM: address('referee'),
  UMPIRE_MAIL_POLL_SECONDS: '0.25',
  UMPIRE_MAIL_RETRY_SECONDS: '0.3',
  ...extra,
});
