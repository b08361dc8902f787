import type { ServiceContext } from '../context';
import { isClearSigningKey } from '../credentials/signing-key-vault';
import type { SweepReport } from '../types';
import { outageMarginMs, type ScheduleSettings } from './settings';
import { sweepGame, type SweepMoment } from './sweep-game';

/**
 * One pass of the scheduler (docs/deadlines.md), driven only by stored state: every active
 * game with a deadline gets what is due now (reminders, the missed-orders policy, the
 * outage guard), then the sweep's time is recorded for the next one's outage guard. No
 * timer state lives in memory, so a restart loses nothing; what was done is marked in the
 * same commit, so nothing is done twice. One game's failure never holds up the others.
 * The sweep's commit also erases unsent outbox secrets past their expiry and seals signing
 * keys still in clear (docs/security.md, "Secrets at rest").
 */
export async function sweep(ctx: ServiceContext, settings?: ScheduleSettings): Promise<SweepReport> {
  const started = ctx.clock.now();
  const lastSweepIso = await ctx.reads.lastSweep();
  const moment: SweepMoment = {
    now: started.getTime(),
    iso: started.toISOString(),
    lastSweep: lastSweepIso === null ? null : Date.parse(lastSweepIso),
    lastSweepIso,
    outageMarginMs: outageMarginMs(settings),
  };
  const report: SweepReport = { at: moment.iso, closed: [], reminders: [], notices: [], paused: [] };
  for (const gameId of await ctx.reads.scheduledGames()) {
    try {
      await sweepGame(ctx, gameId, moment, report);
    } catch (err) {
      // It stays due and is tried again by the next sweep.
      ctx.logger.log({ level: 'error', event: 'schedule.failed', game: gameId, message: (err as Error).message });
    }
  }
  // A database from before sealing: its clear signing keys are sealed here (docs/security.md).
  const sealedKeys = (await ctx.reads.clearSigningKeys()).flatMap((p) => (isClearSigningKey(p.signingKey) ? [{ gameId: p.gameId, side: p.side, clear: p.signingKey, sealed: ctx.keys.seal(p, p.signingKey) }] : []));
  await ctx.store.commit({ kind: 'sweep', at: moment.iso, ...(sealedKeys.length ? { sealedKeys } : {}) });
  return report;
}
