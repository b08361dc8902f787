import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '#http/app-env';
import { bodySize } from '#http/middleware/body-size';

/** An app with the limit and one POST route answering the body's length. */
function app(maxBytes: number) {
  const a = new Hono<AppEnv>();
  a.use(bodySize(maxBytes));
  a.post('/upload', async (c) => c.json({ length: (await c.req.text()).length }));
  a.get('/upload', (c) => c.json({ ok: true }));
  return a;
}

/** A request whose body stream may not be asked for (the Node server builds a web stream for it): only its text. */
function withUnopenedBody(body: string, headers: Record<string, string>): Request {
  const request = new Request('http://x/upload', { method: 'POST', body, headers });
  const text = request.text.bind(request);
  return new Proxy(request, {
    get(target, key) {
      if (key === 'body') throw new Error('the body stream was asked for');
      if (key === 'text') return text;
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('the request body limit', () => {
  it('judges a body that declares its length by its Content-Length, without opening its stream', async () => {
    const a = app(10);
    expect((await a.fetch(withUnopenedBody('0123456789', { 'content-length': '10' }))).status).toBe(200);
    const over = await a.fetch(withUnopenedBody('0123456789A', { 'content-length': '11' }));
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ error: { code: 'too-large' } });
  });

  it('counts a body without a declared length as it arrives', async () => {
    const a = app(10);
    const stream = (text: string) => new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(new TextEncoder().encode(text)), c.close()) });
    const send = (text: string) => a.fetch(new Request('http://x/upload', { method: 'POST', body: stream(text), duplex: 'half' } as RequestInit));
    expect((await send('0123456789')).status).toBe(200);
    expect((await send('0123456789A')).status).toBe(413);
  });

  it('lets a request without a body pass', async () => {
    expect((await app(10).request('/upload', { headers: { 'content-length': '100' } })).status).toBe(200);
  });
});
