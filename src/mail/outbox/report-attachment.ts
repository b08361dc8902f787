import type { OutboxAttachment } from '#db/schema';
import type { OutboundMessage } from './transport';

/**
 * Renders one side's PDF report of one step (src/report/pdf). Rendering takes a second or
 * more, far too long to hold an adjudication's commit, so a results mail is queued with a
 * placeholder attachment and the sender renders it just before sending. The same step and
 * side give the same bytes, so a resend after a crash attaches the same file.
 */
export type ReportPdfSource = (gameId: string, step: number, side: string) => Promise<Uint8Array>;

/** The placeholder a results mail is queued with: this side's PDF report of the step. */
export function reportAttachment(gameId: string, step: number, side: string): OutboxAttachment {
  return {
    filename: `${gameId}-step-${step}-${side}.pdf`,
    contentType: 'application/pdf',
    content: '',
    render: { kind: 'report-pdf', step, side },
  };
}

/**
 * The message with every placeholder attachment rendered. Without a source (a sender set
 * up without a report renderer) the placeholders are left out and the text report in the
 * body stands alone.
 */
export async function withRenderedAttachments(message: OutboundMessage, gameId: string | null, source: ReportPdfSource | undefined): Promise<OutboundMessage> {
  if (!message.attachments.some((a) => a.render)) return message;
  const attachments: OutboxAttachment[] = [];
  for (const a of message.attachments) {
    if (!a.render) attachments.push(a);
    else if (source && gameId) {
      const bytes = await source(gameId, a.render.step, a.render.side);
      attachments.push({ filename: a.filename, contentType: a.contentType, content: base64(bytes), encoding: 'base64' });
    }
  }
  return { ...message, attachments };
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
