import type { MailComposer } from '#service/mail/composer';
import { composeGameStart } from './compose-game-start';
import { composeReceipt } from './compose-receipt';
import { composeRefereeNotice } from './compose-referee-notice';
import { composeReminder } from './compose-reminder';
import { composeRejection } from './compose-rejection';
import { composeResults } from './compose-results';
import { composeStandings } from './compose-standings';
import { messageIds } from './message-ids';
import { pageBlock, pageUrl } from './page-link';
import type { MailTemplates } from './templates';

/**
 * The service's MailComposer over a template set (pure: Node and Workers alike). `domain`
 * is the right-hand side of every Message-ID (see messageIdDomain); `publicUrl`, the
 * server's public address, puts the game page's link in game-start, receipt, results and reminder mail (`{{page}}`).
 */
export function createMailComposer(opts: { templates: MailTemplates; domain: string; publicUrl?: string }): MailComposer {
  const ids = messageIds(opts.domain);
  const t = opts.templates;
  const page = (gameId: string, withToken = false) => pageBlock(pageUrl(opts.publicUrl, gameId, withToken));
  return {
    gameStart: (i) => composeGameStart(t['game-start'], ids, i, page(i.game.id, true)),
    receipt: (i) => composeReceipt(t.receipt, ids, i, page(i.receipt.game)),
    rejection: (i) => composeRejection(t.rejection, ids, i),
    results: (i) => composeResults(t.results, ids, i, page(i.game.id)),
    standings: (i) => composeStandings(t.standings, opts.domain, i, i.points),
    reminder: (i) => composeReminder(t.reminder, opts.domain, i, page(i.game.id)),
    refereeNotice: (i) => composeRefereeNotice(t['referee-notice'], opts.domain, i),
  };
}
