import { driveOnStalingrad } from '#games/drive-on-stalingrad';
import { withSignature } from '#turnfile/signature';
import { address } from './mail-stack';
import type { ReadMail } from './mailbox';
import { sendSmtp, type PlayerMail } from './send';

const schemas = { order: driveOnStalingrad.orderSchema, standing: driveOnStalingrad.standingSchema };

/** The token a game-start mail shows. */
export function tokenIn(start: ReadMail): string {
  const token = /Your token: (\S+)/.exec(start.email.text ?? '')?.[1];
  if (!token) throw new Error(`no token in ${start.email.subject}`);
  return token;
}

/** The turn-file template a referee mail carries (game-start or results, when it is that side's turn). */
export function templateIn(mail: ReadMail): string {
  const text = mail.attachment('.yaml');
  if (!text) throw new Error(`no turn file attached to ${mail.email.subject}`);
  return text;
}

/** The example orders of a template, uncommented: what a player copies under "orders:". */
export function withExampleOrders(template: string): string {
  const lines = template.split('\n');
  const at = lines.findIndex((l) => l.trim() === '# orders:');
  if (at < 0) return template;
  const examples: string[] = [];
  for (let i = at + 1; i < lines.length && /^#\s{3}/.test(lines[i]!); i++) examples.push(lines[i]!.replace(/^# /, ''));
  return template.replace(/^orders: \[\]$/m, ['orders:', ...examples].join('\n'));
}

export function sign(text: string, token: string): string {
  const signed = withSignature(text, token, schemas);
  if (!signed.ok) throw new Error(`cannot sign: ${JSON.stringify(signed.issues)}`);
  return signed.text;
}

/** A reply to a referee mail, as a mail client writes it (Re: subject, In-Reply-To, References). */
export function replyTo(mail: ReadMail, side: string, body: Partial<PlayerMail>): PlayerMail {
  const id = mail.header('message-id');
  return {
    from: address(side),
    subject: `Re: ${mail.email.subject}`,
    ...(id ? { inReplyTo: id, references: [mail.header('references'), id].filter(Boolean).join(' ') } : {}),
    ...body,
  };
}

/** Sends the side's turn file as a signed attachment, replying to `mail`. */
export async function replyWithAttachment(mail: ReadMail, side: string, file: string, token: string): Promise<string> {
  return sendSmtp(replyTo(mail, side, { text: 'My orders are attached.', attachments: [{ filename: 'orders.yaml', content: sign(file, token) }] }));
}

/** Sends the side's turn file pasted into the body with auth.token, replying to `mail`. */
export async function replyInBody(mail: ReadMail, side: string, file: string, token: string): Promise<string> {
  const withToken = file.replace(/^orders:/m, `auth: { token: "${token}" }\norders:`);
  return sendSmtp(replyTo(mail, side, { text: `Hello referee,\n\n${withToken}\nRegards,\n${side}\n-- \nsent from my desk\n` }));
}
