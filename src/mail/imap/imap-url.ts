/** The referee mailbox: parsed from UMPIRE_IMAP_URL (imap://user:pass@host:port/INBOX, imaps:// for TLS). */
export interface ImapSettings {
  host: string;
  port: number;
  /** TLS from the start (imaps://); imap:// still upgrades with STARTTLS when the server offers it. */
  secure: boolean;
  auth: { user: string; pass: string };
  /** The folder watched for turn files; INBOX when the URL names none. */
  mailbox: string;
}

export function parseImapUrl(url: string): ImapSettings {
  const u = new URL(url);
  if (u.protocol !== 'imap:' && u.protocol !== 'imaps:') throw new Error(`UMPIRE_IMAP_URL must start with imap:// or imaps://, got ${u.protocol}//`);
  if (!u.username) throw new Error('UMPIRE_IMAP_URL must name the user: imap://user:pass@host:port/INBOX');
  const secure = u.protocol === 'imaps:';
  const path = decodeURIComponent(u.pathname.replace(/^\/+/, ''));
  return {
    host: u.hostname.replace(/^\[|\]$/g, ''),
    port: u.port ? Number(u.port) : secure ? 993 : 143,
    secure,
    auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) },
    mailbox: path || 'INBOX',
  };
}
