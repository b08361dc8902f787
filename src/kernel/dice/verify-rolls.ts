import type { DieRecord } from '../engine/dice';
import { hiddenCommitment, hiddenDraw, rollDie } from './roll';

export type TranscriptCheck =
  | {
      ok: true;
      /** Public rolls recomputed. */
      publicChecked: number;
      /** Hidden draws recomputed (only with the game salt). */
      hiddenChecked: number;
      /** Hidden draws left unchecked because the game salt is still secret. */
      hiddenSkipped: number;
    }
  | { ok: false; label: string; expected: number; found: number | undefined; reason: string };

/**
 * Recomputes every die of one step's transcript from the revealed seed s_k and the
 * context (design.md "Dice v1", Reveal). Without the game salt, hidden draws cannot be
 * checked and are counted in `hiddenSkipped`, so a verifier can say it checked only the
 * public rolls. With it, each hidden draw is re-derived and its commitment compared.
 * Stops at the first mismatch. A label listed twice is a failure.
 */
export function verifyTranscript(args: {
  seedHex: string;
  ctxHex: string;
  transcript: DieRecord[];
  gameSaltHex?: string;
}): TranscriptCheck {
  const { seedHex, ctxHex, gameSaltHex } = args;
  const seen = new Set<string>();
  let publicChecked = 0;
  let hiddenChecked = 0;
  let hiddenSkipped = 0;
  for (const record of args.transcript) {
    const { label, sides } = record;
    if (seen.has(label)) {
      const expected = record.hidden ? (record.value ?? 0) : rollDie(seedHex, ctxHex, label, sides);
      return { ok: false, label, expected, found: record.value, reason: 'label listed twice in one step' };
    }
    seen.add(label);
    if (record.hidden) {
      if (gameSaltHex === undefined) {
        hiddenSkipped++;
        continue;
      }
      const expected = hiddenDraw(gameSaltHex, seedHex, ctxHex, label, sides);
      if (record.value !== undefined && record.value !== expected) {
        return { ok: false, label, expected, found: record.value, reason: 'hidden value differs' };
      }
      if (record.commitment !== hiddenCommitment(gameSaltHex, label, expected)) {
        return { ok: false, label, expected, found: record.value, reason: 'hidden commitment differs' };
      }
      hiddenChecked++;
      continue;
    }
    const expected = rollDie(seedHex, ctxHex, label, sides);
    if (record.value !== expected) {
      return { ok: false, label, expected, found: record.value, reason: 'die differs' };
    }
    publicChecked++;
  }
  return { ok: true, publicChecked, hiddenChecked, hiddenSkipped };
}
