import { deliver } from './deliver';
import type { WorkerRuntime } from './runtime';

/**
 * `scheduled()`, the cron trigger (wrangler.toml [triggers], every minute): the service's
 * sweep (reminders, deadlines, the outage guard; docs/deadlines.md), then the outbox
 * (what the sweep queued, and mail whose retry is due).
 */
export async function handleScheduled(rt: WorkerRuntime): Promise<void> {
  const report = await rt.service.sweep();
  const { logger } = rt.settings;
  for (const c of report.closed) logger.log({ level: 'info', event: 'deadline.closed', game: c.game, step: c.step, window: c.window });
  if (report.reminders.length || report.notices.length || report.paused.length) {
    logger.log({ level: 'info', event: 'sweep.done', reminders: report.reminders.length, notices: report.notices.length, paused: report.paused.length });
  }
  await deliver(rt);
}
