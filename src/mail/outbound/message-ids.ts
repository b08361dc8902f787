import { sha256Hex } from '#kernel/canonical/hash';

/**
 * Message-IDs of outgoing mail (without angle brackets), fixed when the mail is queued and
 * unique per mail: the outbox refuses a second row with the same one, and a resend after a
 * crash carries the same ID, so it is recognisable as the same mail. Game mail names the
 * game and the first 8 hex digits of its dice commitment (game ids alone could repeat
 * across databases); replies name a hash of the Message-ID they answer.
 */
export interface MessageIds {
  gameStart(game: { id: string; diceCommitment: string }, side: string): string;
  results(game: { id: string; diceCommitment: string }, side: string, step: number): string;
  reply(kind: 'receipt' | 'rejection', inboundMessageId: string): string;
}

export function messageIds(domain: string): MessageIds {
  const gamePart = (g: { id: string; diceCommitment: string }) => `${g.id}.${g.diceCommitment.slice(0, 8)}`;
  return {
    gameStart: (g, side) => `umpire.${gamePart(g)}.${side}.start@${domain}`,
    results: (g, side, step) => `umpire.${gamePart(g)}.${side}.step${step}@${domain}`,
    reply: (kind, inbound) => `umpire.${kind}.${sha256Hex(inbound).slice(0, 24)}@${domain}`,
  };
}

/** The right-hand side of Message-IDs: the domain of the referee address, else a reserved one. */
export function messageIdDomain(from: string | undefined): string {
  const domain = from?.split('@')[1]?.replace(/[>\s].*$/, '').toLowerCase();
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : 'umpire.invalid';
}
