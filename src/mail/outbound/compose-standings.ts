import { sha256Hex } from '#kernel/canonical/hash';
import type { OutgoingMail, StandingsInput } from '#service/mail/composer';
import { renderMail } from './template-text';

/**
 * The standings mail a tournament's participant gets when a round is complete. Its
 * Message-ID names the tournament, the round and a hash of the address, so the same mail
 * is never queued twice.
 */
export function composeStandings(template: string, domain: string, i: StandingsInput, points: string): OutgoingMail {
  const { subject, body } = renderMail(template, {
    tournament: i.tournament.id,
    name: i.tournament.name,
    participant: i.name,
    round: String(i.round),
    results: i.results.map((l) => `  ${l}`).join('\n'),
    table: i.table
      .split('\n')
      .map((l) => `  ${l}`)
      .join('\n'),
    points,
  });
  return {
    kind: 'standings',
    messageId: `umpire.${i.tournament.id}.round${i.round}.${sha256Hex(i.email.toLowerCase()).slice(0, 12)}@${domain}`,
    to: [i.email],
    cc: [],
    subject,
    body,
    headers: { 'Auto-Submitted': 'auto-generated' },
    attachments: [],
  };
}
