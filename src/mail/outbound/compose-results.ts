import type { OutgoingMail, ResultsInput } from '#service/mail/composer';
import { correctionLines } from '#report/text/correction-lines';
import { reportAttachment } from '../outbox/report-attachment';
import type { MessageIds } from './message-ids';
import { nextBlock } from './next-window';
import { dieLine, eventLine, indent } from './report-lines';
import { gameFields } from './game-fields';
import { renderMail } from './template-text';
import { threadHeaders } from './threading';

/**
 * The results of one adjudication step for one side: that side's view of the events, the
 * dice transcript (hidden draws as commitments), the revealed seed with what its SHA-256
 * must equal, and the next window with its turn file when it waits for that side.
 *
 * Attachments: this side's PDF report of the step (map snapshot, combat report, dice;
 * rendered by the sender when the mail goes out, see report-attachment.ts) and the next
 * turn file when the next window waits for this side.
 */
export function composeResults(template: string, ids: MessageIds, i: ResultsInput, page = ''): OutgoingMail {
  const s = i.step;
  const ended = i.game.status === 'ended' ? (i.game.outcome ?? {}) : null;
  const next = nextBlock(i.next, i.game.id, ended);
  const { subject, body } = renderMail(template, {
    page,
    ...gameFields(i.game),
    headline: i.game.headline,
    step: String(s.step),
    window: s.window,
    at: s.at,
    viewer: ended ? 'everyone (the game has ended)' : i.side,
    side: i.side,
    files: s.submissions.length ? s.submissions.map((f) => `${f.side} ${f.fileHash}`).join(', ') : 'none',
    corrections: s.corrections?.length ? `Referee corrections since the step before:\n${indent(correctionLines(s.corrections))}` : '',
    events: indent(s.events.map(eventLine)),
    dice: indent(s.transcript.map(dieLine)),
    seed: s.seed,
    previousName: s.step === 1 ? 'the dice commitment' : `the seed of step ${s.step - 1}`,
    previousSeed: i.previousSeed,
    ctx: s.ctx,
    logHead: i.logHead,
    stateHashBefore: s.stateHashBefore,
    stateHashAfter: s.stateHashAfter,
    report: reportAttachment(i.game.id, s.step, i.side).filename,
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
    attachments: [reportAttachment(i.game.id, s.step, i.side), ...next.attachments],
  };
}
