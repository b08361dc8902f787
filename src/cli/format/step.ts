import { correctionLines } from '#report/text/correction-lines';
import { dieLine as bareDieLine, eventLine } from '#report/text/lines';
import type { StepRecord } from '#service/types';

/** A step as a report: heading, events, the dice transcript and the revealed seed. */
export function stepReport(s: StepRecord): string[] {
  return [
    `Step ${s.step}, window ${s.window}, adjudicated ${s.at}`,
    `Files: ${s.submissions.length ? s.submissions.map((x) => `${x.side} ${x.fileHash.slice(0, 12)}…`).join(', ') : 'none'}`,
    '',
    'Events:',
    ...(s.events.length ? s.events.map((e) => `  ${eventLine(e)}`) : ['  (none)']),
    '',
    'Dice:',
    ...(s.transcript.length ? s.transcript.map((d) => `  ${bareDieLine(d)}`) : ['  (none)']),
    '',
    `Seed        ${s.seed}`,
    `Context     ${s.ctx}`,
    `State hash  ${s.stateHashBefore} -> ${s.stateHashAfter}`,
    ...(s.corrections?.length ? ['', 'Referee corrections (before this step):', ...correctionLines(s.corrections).map((l) => `  ${l}`)] : []),
  ];
}
