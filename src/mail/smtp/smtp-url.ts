/** Where and how to send: parsed from UMPIRE_SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the start (smtps://); smtp:// still upgrades with STARTTLS when the server offers it. */
  secure: boolean;
  auth?: { user: string; pass: string };
}

export function parseSmtpUrl(url: string): SmtpSettings {
  const u = new URL(url);
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') throw new Error(`UMPIRE_SMTP_URL must start with smtp:// or smtps://, got ${u.protocol}//`);
  const secure = u.protocol === 'smtps:';
  const settings: SmtpSettings = { host: u.hostname.replace(/^\[|\]$/g, ''), port: u.port ? Number(u.port) : secure ? 465 : 587, secure };
  if (u.username) settings.auth = { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) };
  return settings;
}

/** The URL with its password hidden, for logs. */
export const redactUrl = (url: string): string => url.replace(/(\/\/[^:/@]*:)[^@/]*@/, '$1***@');
