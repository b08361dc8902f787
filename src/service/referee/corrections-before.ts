import { refereeEntry } from '#archive/referee-entry';
import type { Redaction } from '#archive/redact';
import type { StateChange } from '#archive/types';
import type { ServiceContext } from '../context';
import type { RefereeCorrection } from '../types';

/**
 * The corrections logged just before step record k (after step k - 1), as a reader may
 * see them: what the report of step k shows under "Referee corrections". With k = the
 * last step + 1 they are the corrections since the last step (the current map).
 */
export async function correctionsBefore(ctx: ServiceContext, gameId: string, k: number, redaction: Redaction): Promise<RefereeCorrection[]> {
  const actions = await ctx.reads.refereeActions(gameId);
  return actions
    .filter((a) => a.action === 'correct' && a.afterStep === k - 1)
    .map((a) => {
      const entry = refereeEntry(a, redaction);
      return { seq: a.seq, at: a.at, reason: a.reason ?? '', changes: (entry.detail['changes'] as StateChange[]) ?? [] };
    });
}
