import { sha256Hex } from '#kernel/canonical/hash';

/**
 * The Message-ID of a reminder or referee notice: the game and 8 hex of its commitment (as
 * game mail), who it is for, and a hash of the notice's key (window, deadline, offset or
 * kind), so each one is queued once (docs/deadlines.md).
 */
export function scheduleMessageId(domain: string, game: { id: string; diceCommitment: string }, who: string, kind: 'remind' | 'notice', key: string): string {
  return `umpire.${game.id}.${game.diceCommitment.slice(0, 8)}.${who}.${kind}.${sha256Hex(key).slice(0, 16)}@${domain}`;
}
