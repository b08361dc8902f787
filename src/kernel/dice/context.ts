import { canonicalJson } from '../canonical/jcs';
import { sha256Hex } from '../canonical/hash';

/**
 * The dice context of one adjudication step (design.md "Dice v1", Context):
 * ctx_k = SHA256(JCS({game, step: k, title, engineVersion, stateHash, submissions})),
 * with submissions [{side, fileHash, entropy}] sorted by side (UTF-16 code units, as JCS
 * sorts keys). A submission without entropy has no `entropy` member (it is not "" or null).
 */
export interface DiceContextInput {
  game: string;
  step: number;
  title: string;
  engineVersion: string;
  stateHash: string;
  submissions: { side: string; fileHash: string; entropy?: string }[];
}

export const MAX_ENTROPY_LENGTH = 64;

/** Lower-case hex of ctx_k. Throws on a side listed twice or entropy over 64 characters. */
export function diceContext(input: DiceContextInput): string {
  return sha256Hex(diceContextJson(input));
}

/** The canonical JSON that diceContext hashes, for transcripts and independent verifiers. */
export function diceContextJson(input: DiceContextInput): string {
  if (!Number.isInteger(input.step) || input.step < 0) throw new RangeError(`step must be a whole number >= 0, got ${input.step}`);
  const submissions = input.submissions
    .map((s) => {
      if (s.entropy !== undefined && s.entropy.length > MAX_ENTROPY_LENGTH) {
        throw new RangeError(`entropy of ${s.side} is over ${MAX_ENTROPY_LENGTH} characters`);
      }
      return s.entropy === undefined
        ? { side: s.side, fileHash: s.fileHash }
        : { side: s.side, fileHash: s.fileHash, entropy: s.entropy };
    })
    .sort((a, b) => (a.side < b.side ? -1 : a.side > b.side ? 1 : 0));
  for (let i = 1; i < submissions.length; i++) {
    if (submissions[i]?.side === submissions[i - 1]?.side) throw new RangeError(`side ${submissions[i]?.side} submitted twice`);
  }
  return canonicalJson({
    game: input.game,
    step: input.step,
    title: input.title,
    engineVersion: input.engineVersion,
    stateHash: input.stateHash,
    submissions,
  });
}
