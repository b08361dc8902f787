import type { GameSummary } from '#service/types';

export function summaryLines(s: GameSummary): string[] {
  return [
    `Game       ${s.id}`,
    `Scenario   ${s.scenario}`,
    `Status     ${s.status}${s.outcome ? ` (${[s.outcome.winner && `winner ${s.outcome.winner}`, s.outcome.reason].filter(Boolean).join(': ')})` : ''}`,
    `Headline   ${s.headline}`,
    `Turn       ${s.turn ?? '-'}`,
    `Window     ${s.window ?? '-'}`,
    `Waiting    ${s.waitingFor.length ? s.waitingFor.join(', ') : '-'}`,
    `Deadline   ${s.deadline ?? '-'}`,
    `Steps      ${s.steps}`,
    `Commitment ${s.diceCommitment}`,
  ];
}
