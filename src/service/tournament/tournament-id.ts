import type { Entropy } from '../ports';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** "t_" + 6 base32 characters, like a game id. */
export function newTournamentId(entropy: Entropy): string {
  let id = 't_';
  for (const b of entropy.bytes(6)) id += BASE32[b & 31];
  return id;
}
