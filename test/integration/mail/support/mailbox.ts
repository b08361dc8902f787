import { ImapFlow } from 'imapflow';
import PostalMime, { type Email } from 'postal-mime';
import { address, sleep, STACK } from './mail-stack';

export interface ReadMail {
  uid: number;
  folder: string;
  email: Email;
  raw: Buffer;
  /** A header's value (lower-case name), or undefined. */
  header(name: string): string | undefined;
  /** The text of the attachment whose name ends with `suffix`. */
  attachment(suffix: string): string | undefined;
}

/** Logs in as a test user over IMAP. */
export async function imapAs(user: string): Promise<ImapFlow> {
  const client = new ImapFlow({ host: '127.0.0.1', port: STACK.imapPort, secure: false, auth: { user: address(user), pass: STACK.password }, logger: false });
  await client.connect();
  return client;
}

/** Every message of a user's folder (or those after UID `afterUid` only), parsed, oldest first (an absent folder is empty). */
export async function readFolder(user: string, folder = 'INBOX', afterUid = 0): Promise<ReadMail[]> {
  const client = await imapAs(user);
  try {
    const exists = (await client.list()).some((m) => m.path === folder);
    if (!exists) return [];
    const lock = await client.getMailboxLock(folder);
    try {
      const out: ReadMail[] = [];
      if (!client.mailbox || client.mailbox.exists === 0) return out;
      for await (const m of client.fetch(`${afterUid + 1}:*`, { uid: true, source: true }, { uid: true })) {
        // "n:*" names the last message too when none is newer than n
        if (!m.source || m.uid <= afterUid) continue;
        const email = await PostalMime.parse(m.source);
        out.push({
          uid: m.uid,
          folder,
          email,
          raw: m.source,
          header: (name) => email.headers.find((h) => h.key === name)?.value,
          attachment: (suffix) => {
            const a = email.attachments.find((x) => x.filename?.endsWith(suffix));
            return a ? new TextDecoder().decode(a.content as ArrayBuffer) : undefined;
          },
        });
      }
      return out.sort((a, b) => a.uid - b.uid);
    } finally {
      lock.release();
    }
  } catch (err) {
    if (/Mailbox doesn't exist|NONEXISTENT/i.test(String(err))) return [];
    throw err;
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/**
 * Waits until a user's folder holds `count` messages that match (of those after UID
 * `afterUid`: a long game reads only its new mail); returns them (and fails after `timeoutMs`).
 */
export async function waitForMail(user: string, match: (m: ReadMail) => boolean, count = 1, timeoutMs = 30_000, folder = 'INBOX', afterUid = 0): Promise<ReadMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readFolder(user, folder, afterUid)).filter(match);
    if (found.length >= count) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${count} mail(s) in ${user}/${folder}; found ${found.length}: ${found.map((m) => m.email.subject).join(' | ')}`);
    await sleep(150);
  }
}

/** Deletes every message of these users (INBOX and Processed), so that each test starts empty. */
export async function emptyMailboxes(users: string[]): Promise<void> {
  for (const user of users) {
    const client = await imapAs(user);
    try {
      for (const box of await client.list()) {
        const lock = await client.getMailboxLock(box.path);
        try {
          if (client.mailbox && client.mailbox.exists > 0) await client.messageDelete('1:*');
        } finally {
          lock.release();
        }
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
  }
}

export const subjectHas = (text: string) => (m: ReadMail) => (m.email.subject ?? '').includes(text);
