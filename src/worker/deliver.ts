import type { AnsweredMail } from '#mail/send-email/send-email-transport';
import type { InvocationContext } from './bindings';
import type { WorkerRuntime } from './runtime';

/**
 * Sends what the outbox holds, after the response (ctx.waitUntil): the mail a commit of
 * this invocation queued, and any that earlier invocations left due. A failed send stays
 * queued with its backoff; the next invocation or cron run tries again.
 */
export function deliverAfter(ctx: InvocationContext, rt: WorkerRuntime): void {
  if (!rt.sender) return;
  ctx.waitUntil(deliver(rt));
}

export async function deliver(rt: WorkerRuntime, answering?: AnsweredMail): Promise<void> {
  if (!rt.sender) return;
  try {
    await rt.sender(answering).flush();
  } catch (err) {
    rt.settings.logger.log({ level: 'error', event: 'mail.outbox-failed', message: err instanceof Error ? err.message : String(err) });
  }
}
