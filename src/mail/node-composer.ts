import type { MailComposer } from '#service/mail/composer';
import { createMailComposer } from './outbound/composer';
import { loadTemplates } from './outbound/load-templates';
import { messageIdDomain } from './outbound/message-ids';

/**
 * The composer every Node process uses: templates/ from the repository, Message-IDs in the
 * referee's domain, and links to the game page under `publicUrl` (UMPIRE_PUBLIC_URL) when set.
 */
export function nodeMailComposer(mailFrom: string | undefined, templatesDir?: string, publicUrl?: string): MailComposer {
  return createMailComposer({ templates: loadTemplates(templatesDir), domain: messageIdDomain(mailFrom), ...(publicUrl ? { publicUrl } : {}) });
}
