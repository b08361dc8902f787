import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '#worker';
import type { IncomingEmail, WorkerBindings } from '#worker/bindings';

/** The Worker's bindings in these tests (wrangler.toml and the test bindings of vitest.config.ts). */
export const bindings = env as unknown as WorkerBindings;
export const ADMIN = env.UMPIRE_ADMIN_TOKEN;

/** One request through the Worker's fetch(), waiting for what it left running (mail delivery). */
export async function call(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://umpire.test${path}`, { ...rest, headers }), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** A mail as Email Routing hands it to email(): envelope, raw stream, size. */
export function incomingEmail(from: string, to: string, raw: string): IncomingEmail & { rejected: string | null; replies: { from: string; to: string }[] } {
  const bytes = new TextEncoder().encode(raw);
  const message = {
    from,
    to,
    raw: new Blob([bytes]).stream(),
    rawSize: bytes.length,
    rejected: null as string | null,
    replies: [] as { from: string; to: string }[],
    setReject(reason: string) {
      message.rejected = reason;
    },
    async reply(reply: unknown) {
      message.replies.push({ from: (reply as { from: string }).from, to: (reply as { to: string }).to });
      return { messageId: 'reply@example.test' };
    },
  };
  return message;
}

/** Rows of a table, through the D1 binding itself. */
export async function rows<T = Record<string, unknown>>(sql: string, ...values: unknown[]): Promise<T[]> {
  const statement = env.DB.prepare(sql);
  return (await (values.length ? statement.bind(...values) : statement).all<T>()).results;
}

export const exec = (sql: string, ...values: unknown[]) => env.DB.prepare(sql).bind(...values).run();
