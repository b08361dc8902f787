import type { OutgoingMail, ResultsInput } from '../../service/mail/composer';
import type { MessageIds } from './message-ids';
import { nextBlock, subjectTag } from './next-window';
import { dieLine, eventLine, indent } from './report-lines';
import { renderMail } from './template-text';
import { threadHeaders } from './threading';

/**
 * The results of one adjudication step for one side: that side's view of the events, the
 * dice transcript (hidden draws as commitments), the revealed seed with what its SHA-256
 * must equal, and the next window with its turn file when it waits for that side.
 *
 * Attachments: the next turn file. The step's PDF report is added to `attachments` here
 * (contentType application/pdf, encoding base64) once the report renderer provides it.
 */
export function composeResults(template: string, ids: MessageIds, i: ResultsInput): OutgoingMail {
  const s = i.step;
  const ended = i.game.status === 'ended' ? (i.game.outcome ?? {}) : null;
  const next = nextBlock(i.next, i.game.id, ended);
  const { subject, body } = renderMail(template, {
    tag: subjectTag(i.game.id),
    game: i.game.id,
    title: i.game.title,
    scenario: i.game.scenarioName,
    headline: i.game.headline,
    step: String(s.step),
    window: s.window,
    at: s.at,
    viewer: ended ? 'everyone (the game has ended)' : i.side,
    side: i.side,
    files: s.submissions.length ? s.submissions.map((f) => `${f.side} ${f.fileHash}`).join(', ') : 'none',
    events: indent(s.events.map(eventLine)),
    dice: indent(s.transcript.map(dieLine)),
    seed: s.seed,
    previousName: s.step === 1 ? 'the dice commitment' : `the seed of step ${s.step - 1}`,
    previousSeed: i.previousSeed,
    ctx: s.ctx,
    stateHashBefore: s.stateHashBefore,
    stateHashAfter: s.stateHashAfter,
    nextShort: next.short,
    next: next.text,
  });
  return {
    kind: 'results',
    messageId: ids.results(i.game, i.side, s.step),
    to: [i.email],
    cc: [],
    subject,
    body,
    headers: { 'Auto-Submitted': 'auto-generated', ...threadHeaders(i.thread) },
    attachments: next.attachments,
  };
}
