import type { GameRow, PlayerRow } from '#db/schema';
import type { TurnFile } from '#turnfile/envelope';
import { verifyTurnFileSignature } from '#turnfile/signature';
import { tokenHash } from '../credentials/tokens';
import type { Principal } from '../types';
import { refuse, type Refusal } from './refusal';

/**
 * Who sent a turn file. The channel's bearer token when there is one, else the file's
 * `auth`: a token, or a signature checked with the signing key of the file's side, opened
 * from its sealed form by `signingKey` (src/service/credentials/signing-key-vault.ts).
 * 401: no credentials, or none that this game knows. 403: a valid credential of another
 * side than the file's `side`. The referee's token may submit for any side.
 */
export function authenticateFile(
  game: GameRow,
  players: PlayerRow[],
  file: TurnFile,
  bearer: string | undefined,
  signingKey: (player: PlayerRow) => string | undefined,
): { ok: true; by: Principal } | Refusal {
  const token = bearer ?? file.auth?.token;
  if (token !== undefined) {
    const hash = tokenHash(token);
    if (hash === game.refereeTokenHash) return { ok: true, by: { kind: 'referee' } };
    const player = players.find((p) => p.tokenHash === hash);
    if (!player) return unknownToken();
    if (player.side !== file.side) return wrongSide(player.side, file.side);
    return { ok: true, by: { kind: 'side', side: player.side } };
  }
  if (file.auth?.signature !== undefined) {
    const own = players.find((p) => p.side === file.side);
    const ownKey = own && signingKey(own);
    if (own && ownKey === undefined) {
      return refuse(401, 'signing-key-unreadable', `The server cannot read ${own.side}'s signing key (it was sealed under another secret key): send the file with your token instead, or ask the referee for a new token.`);
    }
    if (own && ownKey && verifyTurnFileSignature(file, ownKey)) return { ok: true, by: { kind: 'side', side: own.side } };
    const other = players.find((p) => {
      const key = p.side !== file.side ? signingKey(p) : undefined;
      return key !== undefined && verifyTurnFileSignature(file, key);
    });
    if (other) return wrongSide(other.side, file.side);
    return refuse(401, 'bad-signature', `The signature does not match ${file.side}'s key for this file (sign it again after every edit).`);
  }
  return refuse(401, 'missing-token', 'No credentials: send a bearer token, or put auth: { token } or auth: { signature } in the file.');
}

export const unknownToken = (): Refusal => refuse(401, 'unknown-token', 'This token does not belong to this game.');

const wrongSide = (holder: string, fileSide: string): Refusal =>
  refuse(403, 'wrong-side', `These credentials are ${holder}'s; the file is for ${fileSide}.`);
