import { EmailMessage } from 'cloudflare:email';
import type { IncomingEmail, InvocationContext, ScheduledRun, WorkerBindings } from '#worker/bindings';
import { deliverAfter } from '#worker/deliver';
import { handleEmail } from '#worker/handle-email';
import { handleScheduled } from '#worker/handle-scheduled';
import { startupFailure } from '#worker/startup-failure';
import { workerRuntime, type WorkerRuntime } from '#worker/runtime';

/**
 * Cloudflare Workers entry (docs/workers.md): the same hono app, service and mail code
 * as the Node entry (src/node.ts), over D1, Email Routing and the `send_email` binding.
 *   fetch:     the HTTP API; mail a request queued is sent after the response
 *   email:     an incoming turn file (Email Routing → this Worker)
 *   scheduled: the cron trigger: deadlines, then the outbox
 */
const runtime = (env: WorkerBindings): Promise<WorkerRuntime> => workerRuntime(env, (from, to, raw) => new EmailMessage(from, to, raw));

export default {
  async fetch(request: Request, env: WorkerBindings, ctx: InvocationContext): Promise<Response> {
    let rt: WorkerRuntime;
    try {
      rt = await runtime(env);
    } catch (err) {
      return startupFailure(err);
    }
    const response = await rt.app.fetch(request, env, ctx as never);
    if (request.method !== 'GET' && request.method !== 'HEAD') deliverAfter(ctx, rt);
    return response;
  },

  async email(message: IncomingEmail, env: WorkerBindings): Promise<void> {
    await handleEmail(message, await runtime(env));
  },

  async scheduled(_controller: ScheduledRun, env: WorkerBindings): Promise<void> {
    await handleScheduled(await runtime(env));
  },
};
