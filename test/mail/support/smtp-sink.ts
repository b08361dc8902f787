import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface SunkMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server in this process (smtp-server) on an ephemeral port, keeping what it
 * receives. `refuse` makes it answer RCPT TO with the given SMTP code (e.g. 550).
 */
export async function smtpSink(port = 0) {
  const mails: SunkMail[] = [];
  const state = { refuse: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refuse) return callback();
      const err = new Error(`refused for the test (${state.refuse})`) as Error & { responseCode: number };
      err.responseCode = state.refuse;
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const bound = await new Promise<number>((resolve, reject) => {
    const s = server.listen(port, '127.0.0.1', () => resolve((s.address() as AddressInfo).port));
    s.once('error', reject);
  });
  return {
    port: bound,
    mails,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
