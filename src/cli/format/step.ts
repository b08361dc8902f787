import type { DieRecord } from '../../kernel/engine/dice';
import type { GameEvent } from '../../kernel/engine/events';
import type { StepRecord } from '../../service/types';

/** An event as one readable line: its own `text` when it has one. */
export function eventLine(e: GameEvent): string {
  if (typeof e['text'] === 'string' && e['text']) return e['text'];
  const { type, rule, visibleTo: _v, ...rest } = e;
  const fields = Object.entries(rest)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' ');
  return `${type}${fields ? `: ${fields}` : ''}${rule ? ` (${rule})` : ''}`;
}

export function dieLine(d: DieRecord): string {
  if (d.value !== undefined) return `  ${d.label}  d${d.sides} = ${d.value}`;
  return `  ${d.label}  d${d.sides} hidden, committed ${d.commitment ?? '?'}`;
}

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
    ...(s.transcript.length ? s.transcript.map(dieLine) : ['  (none)']),
    '',
    `Seed        ${s.seed}`,
    `Context     ${s.ctx}`,
    `State hash  ${s.stateHashBefore} -> ${s.stateHashAfter}`,
  ];
}
