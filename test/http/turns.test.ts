import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { signTurnFile } from '#turnfile/signature';
import { parse, stringify } from 'yaml';
import { apiFixture, type ApiFixture } from './support/api-fixture';

let api: ApiFixture;
let game: Awaited<ReturnType<ApiFixture['createGame']>>;
beforeEach(async () => {
  api = apiFixture();
  game = await api.createGame();
});
afterEach(() => api.dispose());

/** The server's own template for `side`: a valid turn file with `orders: []`. */
async function template(side: string): Promise<string> {
  const res = await api.request(`/api/games/${game.id}/template`, { token: game.token(side) });
  expect(res.status).toBe(200);
  return res.text();
}

const submit = (text: string, token?: string, id = game.id) =>
  api.request(`/api/games/${id}/turns`, { body: text, ...(token ? { token } : {}), headers: { 'content-type': 'text/plain' } });

interface ErrorBody {
  error: { code: string; message: string };
  errors: { path: (string | number)[]; code: string; message: string }[];
}

/** Sends the request and checks its status, the error shape, and that the database did not change. */
async function refused(status: number, send: () => Promise<Response>): Promise<ErrorBody> {
  const before = api.snapshot();
  const archiveBefore = await api.service.archive(game.id, { kind: 'referee' });
  const res = await send();
  expect(res.status).toBe(status);
  const body = (await res.json()) as ErrorBody;
  expect(body.error.code).toBeTruthy();
  expect(body.error.message).toBeTruthy();
  expect(Array.isArray(body.errors)).toBe(true);
  expect(api.snapshot()).toBe(before);
  expect(await api.service.archive(game.id, { kind: 'referee' })).toEqual(archiveBefore);
  return body;
}

describe('POST /api/games/:id/turns', () => {
  test("200 with a receipt for the side's template; the window closes and step 1 exists", async () => {
    const first = api.title.first;
    const res = await submit(await template(first), game.token(first));
    expect(res.status).toBe(200);
    const { receipt } = (await res.json()) as { receipt: Record<string, unknown> & { adjudicated?: { step: number; seed: string } } };
    expect(receipt).toMatchObject({ game: game.id, side: first, final: true, version: 1, duplicate: false });
    expect(receipt.adjudicated?.step).toBe(1);
    expect(receipt.adjudicated?.seed).toMatch(/^[0-9a-f]{64}$/);
    const summary = (await (await api.request(`/api/games/${game.id}`)).json()) as { steps: number };
    expect(summary.steps).toBe(1);
  });

  test('an identical resubmission returns the same receipt, marked duplicate, and changes nothing', async () => {
    const first = api.title.first;
    const text = await template(first);
    const a = (await (await submit(text, game.token(first))).json()) as { receipt: Record<string, unknown> };
    const before = api.snapshot();
    const res = await submit(text, game.token(first));
    expect(res.status).toBe(200);
    const b = (await res.json()) as { receipt: Record<string, unknown> };
    expect(b.receipt).toEqual({ ...a.receipt, duplicate: true });
    expect(api.snapshot()).toBe(before);
  });

  test('JSON bodies are accepted too, with any content type', async () => {
    const first = api.title.first;
    const json = JSON.stringify(parse(await template(first)));
    const res = await api.request(`/api/games/${game.id}/turns`, {
      body: json,
      token: game.token(first),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(res.status).toBe(200);
  });

  test('a signed file needs no bearer token', async () => {
    const first = api.title.first;
    const file = parse(await template(first)) as Parameters<typeof signTurnFile>[0];
    const signed = stringify({ ...file, auth: { signature: signTurnFile(file, game.token(first)) } });
    const res = await submit(signed);
    expect(res.status).toBe(200);
  });

  test('401 without a token on an unsigned file', async () => {
    const text = await template(api.title.first);
    const body = await refused(401, () => submit(text));
    expect(body.error.code).toBeTruthy();
  });

  test('401 with an unknown token', async () => {
    const text = await template(api.title.first);
    await refused(401, () => submit(text, 'no-such-token-in-this-game'));
  });

  test("403 with another side's token", async () => {
    const [a, b] = api.title.sides as [string, string];
    const text = await template(a);
    await refused(403, () => submit(text, game.token(b)));
  });

  test('404 for an unknown game', async () => {
    const text = await template(api.title.first);
    const before = api.snapshot();
    const res = await submit(text, game.token(api.title.first), 'g_UNKNOWN');
    expect(res.status).toBe(404);
    expect(api.snapshot()).toBe(before);
  });

  test('409 for a window that is no longer open', async () => {
    const first = api.title.first;
    const text = await template(first);
    expect((await submit(text, game.token(first))).status).toBe(200);
    const changed = text.replace(/^orders:/m, 'entropy: "a second thought"\norders:');
    const body = await refused(409, () => submit(changed, game.token(first)));
    expect(body.error.message).toMatch(/window|closed|open/i);
  });

  test('413 for a body over the HTTP limit, with or without a content-length', async () => {
    const small = apiFixture({ maxBodyBytes: 4096 });
    try {
      const g = await small.createGame();
      const big = `# ${'x'.repeat(10_000)}\n`;
      const before = small.snapshot();
      const withLength = await small.request(`/api/games/${g.id}/turns`, { body: big, token: g.token(small.title.first) });
      expect(withLength.status).toBe(413);
      const stream = new ReadableStream<Uint8Array>({
        start(c) {
          for (let i = 0; i < 10; i++) c.enqueue(new TextEncoder().encode('#'.repeat(1000)));
          c.close();
        },
      });
      const chunked = await small.request(`/api/games/${g.id}/turns`, { body: stream, token: g.token(small.title.first) });
      expect(chunked.status).toBe(413);
      expect(((await chunked.json()) as ErrorBody).error.code).toBe('too-large');
      expect(small.snapshot()).toBe(before);
    } finally {
      small.dispose();
    }
  });

  test("413 for a file over the service's turn-file limit", async () => {
    const text = await template(api.title.first);
    const padded = `${text}\n# ${'y'.repeat(300 * 1024)}\n`;
    await refused(413, () => submit(padded, game.token(api.title.first)));
  });

  describe('cheap refusals come before the file is read', () => {
    /** About 250 KB of YAML nested far too deep, as a hostile client sends it. */
    const hostile = () => `format: umpire-turn/1\ngame: ${game.id}\nside: ${api.title.first}\nwindow: T01/x\norders: ${'['.repeat(124_000)}${']'.repeat(124_000)}\n`;
    const notRead = (body: ErrorBody) => {
      for (const code of [body.error.code, ...body.errors.map((e) => e.code)]) expect(code).not.toMatch(/^(yaml-|json-|too-deep|invalid-file)/);
    };

    test('413 for a 250 KB file without a bearer token: it carries its own credentials, so its limit is 64 KiB', async () => {
      const body = await refused(413, () => submit(hostile()));
      expect(body.error.code).toBe('too-large');
      expect(body.error.message).toMatch(/limit is 65536/);
    });

    test('401 for a hostile file with a wrong bearer token', async () => {
      const body = await refused(401, () => submit(hostile(), 'no-such-token-in-this-game'));
      expect(body.error.code).toBe('unknown-token');
      notRead(body);
    });

    test('404 for a hostile file to an unknown game, token or not', async () => {
      for (const token of [game.token(api.title.first), undefined]) {
        const res = await submit(hostile().slice(0, 60_000), token, 'g_UNKNOWN');
        expect(res.status).toBe(404);
        notRead((await res.json()) as ErrorBody);
      }
    });

    test('409 for a hostile file to a paused game', async () => {
      const paused = await api.request(`/api/games/${game.id}/referee/pause`, { token: game.refereeToken, body: JSON.stringify({ reason: 'away' }), headers: { 'content-type': 'application/json' } });
      expect(paused.status).toBe(200);
      const body = await refused(409, () => submit(hostile(), game.token(api.title.first)));
      expect(body.error.code).toBe('game-paused');
      notRead(body);
    });
  });

  test('422 lists every problem in a broken file at once', async () => {
    const first = api.title.first;
    const text = (await template(first)).replace(/^format: .*$/m, 'format: umpire-turn/9').replace(/^final: .*$/m, 'final: perhaps');
    const body = await refused(422, () => submit(text, game.token(first)));
    const paths = body.errors.map((e) => e.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['format', 'final']));
  });

  test('422 for YAML that does not parse', async () => {
    const body = await refused(422, () => submit('format: umpire-turn/1\norders: [\n  - {', game.token(api.title.first)));
    expect(body.errors.length).toBeGreaterThan(0);
  });

  test("422 for a file naming another game than the URL's", async () => {
    const other = await api.createGame();
    const first = api.title.first;
    const text = (await template(first)).replace(new RegExp(`^game: ${game.id}$`, 'm'), `game: ${other.id}`);
    const body = await refused(422, () => submit(text, game.token(first)));
    expect(body.errors.map((e) => e.path.join('.'))).toContain('game');
  });
});
