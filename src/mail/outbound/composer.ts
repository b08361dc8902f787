import type { MailComposer } from '../../service/mail/composer';
import { composeGameStart } from './compose-game-start';
import { composeReceipt } from './compose-receipt';
import { composeRejection } from './compose-rejection';
import { composeResults } from './compose-results';
import { messageIds } from './message-ids';
import type { MailTemplates } from './templates';

/**
 * The service's MailComposer over a template set (pure: Node and Workers alike). `domain`
 * is the right-hand side of every Message-ID (see messageIdDomain).
 */
export function createMailComposer(opts: { templates: MailTemplates; domain: string }): MailComposer {
  const ids = messageIds(opts.domain);
  const t = opts.templates;
  return {
    gameStart: (i) => composeGameStart(t['game-start'], ids, i),
    receipt: (i) => composeReceipt(t.receipt, ids, i),
    rejection: (i) => composeRejection(t.rejection, ids, i),
    results: (i) => composeResults(t.results, ids, i),
  };
}
