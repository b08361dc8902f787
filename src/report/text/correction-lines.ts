import type { RefereeCorrection } from '#service/types';

/**
 * "Referee correction 2 (2026-…): score.blue set to 1, was 0. Reason: …", one line per
 * change; the value is left out of a copy it is hidden from, `was` is in the full copy only.
 */
export function correctionLines(corrections: readonly RefereeCorrection[]): string[] {
  return corrections.flatMap((c) =>
    c.changes.map((ch) => {
      const value = 'value' in ch ? ` set to ${JSON.stringify(ch.value)}` : ' changed (the value is hidden from this copy)';
      const was = 'was' in ch ? `, was ${JSON.stringify(ch.was)}` : '';
      return `Referee correction ${c.seq} (${c.at}): ${ch.path.join('.')}${value}${was}. Reason: ${c.reason}`;
    }),
  );
}
