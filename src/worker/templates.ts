import gameStart from '../../templates/game-start.txt';
import receipt from '../../templates/receipt.txt';
import refereeNotice from '../../templates/referee-notice.txt';
import reminder from '../../templates/reminder.txt';
import rejection from '../../templates/rejection.txt';
import results from '../../templates/results.txt';
import standings from '../../templates/standings.txt';
import { templateProblems, type MailTemplates } from '#mail/outbound/templates';

/**
 * The mail templates, bundled into the Worker as text modules (wrangler.toml [[rules]]):
 * the same files Node reads from templates/, checked the same way when the Worker starts.
 */
export function bundledTemplates(): MailTemplates {
  const templates: MailTemplates = { 'game-start': gameStart, receipt, rejection, results, reminder, 'referee-notice': refereeNotice, standings };
  const problems = templateProblems(templates);
  if (problems.length) throw new Error(`mail templates:\n  ${problems.join('\n  ')}`);
  return templates;
}
