import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import worker from '#worker';
import { rawMessage } from '#mail/send-email/raw-message';
import type { CreatedGame, GameSummary, Receipt, StepRecord } from '#service/types';
import { ADMIN, bindings, call, exec, incomingEmail, rows } from './support';
import type { Archive } from '#archive/types';
import { verifyArchive } from '#archive/verify';
import { checkSignature } from '#archive/verify/signature-check';
import { rulesetFor } from '#games';

/**
 * One game of Operation Blue through the Worker's own handlers inside workerd, on D1
 * migrated from migrations/: created over HTTP, a turn by HTTP, a turn by mail through
 * email(), a referee close, a deadline closed by scheduled(), the PDF report; and the
 * mail each step queued delivered through the send_email binding.
 */
const REFEREE = 'umpire@club.example';
const EMAILS: Record<string, string> = { german: 'german@example.test', soviet: 'soviet@example.test' };

let game: CreatedGame;
const token = (side: string) => game.players.find((p) => p.side === side)!.token;
const summary = async (): Promise<GameSummary> => (await call(`/api/games/${game.id}`)).json() as Promise<GameSummary>;
const template = async (side: string): Promise<string> => {
  const res = await call(`/api/games/${game.id}/template`, { token: token(side) });
  expect(res.status).toBe(200);
  return res.text();
};
const outbox = () => rows<{ kind: string; side: string | null; status: string; to: string; last_error: string | null }>('SELECT kind, side, status, "to", last_error FROM outbox ORDER BY id');

describe('the Worker in workerd', () => {
  test('creates a game over HTTP and sends each player the game-start mail through send_email', async () => {
    const res = await call('/api/games', {
      method: 'POST',
      token: ADMIN,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: 'drive-on-stalingrad/operation-blue', players: Object.entries(EMAILS).map(([side, email]) => ({ side, email })) }),
    });
    expect(res.status).toBe(201);
    game = (await res.json()) as CreatedGame;
    expect(game.id).toMatch(/^g_/);
    const mail = await outbox();
    expect(mail.map((m) => [m.kind, m.side, m.status])).toEqual([
      ['game-start', 'german', 'sent'],
      ['game-start', 'soviet', 'sent'],
    ]);
    // the token waits in `secret` until the mail is sent, then it is erased
    expect(await rows('SELECT id FROM outbox WHERE secret IS NOT NULL')).toEqual([]);
  });

  test('accepts a turn by HTTP and adjudicates the window it closes', async () => {
    const before = await summary();
    const side = before.waitingFor[0]!;
    const res = await call(`/api/games/${game.id}/turns`, { method: 'POST', token: token(side), headers: { 'content-type': 'text/plain' }, body: await template(side) });
    expect(res.status).toBe(200);
    const { receipt } = (await res.json()) as { receipt: Receipt };
    expect(receipt).toMatchObject({ game: game.id, side, final: true, version: 1, duplicate: false });
    expect(receipt.adjudicated?.step).toBe(1);
    expect((await summary()).steps).toBe(1);
    const results = (await outbox()).filter((m) => m.kind === 'results');
    expect(results.map((m) => m.status)).toEqual(['sent', 'sent']);
  });

  test('accepts a turn mailed to the referee through email(), and replies with a receipt', async () => {
    const before = await summary();
    const side = before.waitingFor[0]!;
    const file = `${(await template(side)).trimEnd()}\nauth:\n  token: ${token(side)}\n`;
    const raw = rawMessage(
      {
        from: EMAILS[side]!,
        to: [REFEREE],
        cc: [],
        subject: `Re: [Umpire ${game.id}] my turn`,
        text: 'My orders are attached.',
        messageId: `turn-1.${side}@example.test`,
        headers: {},
        attachments: [{ filename: 'turn.yaml', contentType: 'application/yaml', content: file }],
      },
      new Date('2026-03-02T08:00:00Z'),
    );
    const message = incomingEmail(EMAILS[side]!, REFEREE, raw);
    const ctx = createExecutionContext();
    await worker.email(message, bindings);
    await waitOnExecutionContext(ctx);
    expect(message.rejected).toBeNull();
    // the receipt went back as a reply to this mail (no verified address needed)
    expect(message.replies).toEqual([{ from: REFEREE, to: EMAILS[side] }]);
    expect(await rows('SELECT message_id, outcome, side FROM inbound_mail')).toEqual([{ message_id: `turn-1.${side}@example.test`, outcome: 'accepted', side }]);
    const after = await summary();
    expect(after.steps).toBe(before.steps + 1);
    const receipts = (await outbox()).filter((m) => m.kind === 'receipt');
    expect(receipts).toEqual([{ kind: 'receipt', side, status: 'sent', to: JSON.stringify([EMAILS[side]]), last_error: null }]);
  });

  test('the referee closes the open window', async () => {
    const before = await summary();
    const res = await call(`/api/games/${game.id}/adjudicate`, { method: 'POST', token: game.refereeToken });
    expect(res.status).toBe(200);
    const step = (await res.json()) as StepRecord;
    expect(step.step).toBe(before.steps + 1);
    expect(step.window).toBe(before.window);
    expect((await summary()).steps).toBe(before.steps + 1);
  });

  test('scheduled() closes a window whose deadline has passed and delivers its results', async () => {
    const before = await summary();
    expect(before.deadline).not.toBeNull();
    // the test clock stands still, so the deadline moves back instead
    await exec('UPDATE games SET deadline = ? WHERE id = ?', '2026-03-01T00:00:00.000Z', game.id);
    await worker.scheduled({ scheduledTime: Date.parse('2026-03-02T08:00:00Z'), cron: '* * * * *' }, bindings);
    const after = await summary();
    expect(after.steps).toBe(before.steps + 1);
    const step = (await (await call(`/api/games/${game.id}/steps/${after.steps}`, { token: game.refereeToken })).json()) as StepRecord & { closedBy?: string };
    expect(step.window).toBe(before.window);
    expect((await outbox()).filter((m) => m.status !== 'sent')).toEqual([]);
  });

  test('renders a side\'s PDF report of a step with pdfkit\'s browser build', async () => {
    const res = await call(`/api/games/${game.id}/reports/1.pdf`, { token: token('german') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder('latin1').decode(pdf);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect((text.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(3);
    // the same step gives the same bytes
    const again = new Uint8Array(await (await call(`/api/games/${game.id}/reports/1.pdf`, { token: token('german') })).arrayBuffer());
    expect(again).toEqual(pdf);
  });

  test('signs the archive head with the UMPIRE_SIGNING_KEY secret, whose public half GET /api/key gives, and verify accepts it', async () => {
    const key = (await (await call('/api/key')).json()) as { alg: string; publicKey: string };
    expect(key).toMatchObject({ alg: 'Ed25519', publicKey: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const archive = (await (await call(`/api/games/${game.id}/archive`, { token: token('german') })).json()) as Archive;
    expect(archive.signature?.publicKey).toBe(key.publicKey);
    const report = await checkSignature(verifyArchive(archive, (id) => rulesetFor(id) ?? null), archive, key.publicKey);
    expect(report.failure).toBeUndefined();
    expect(report.checks.at(-1)).toMatchObject({ name: 'signature', ok: true });
  });

  test('answers every request with what to fix when the admin token secret is missing', async () => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request('https://umpire.test/health'), { ...bindings, UMPIRE_ADMIN_TOKEN: undefined }, ctx);
    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: { code: string }; problems?: string[] };
    expect(body.error.code).toBe('misconfigured');
    expect(JSON.stringify(body)).toContain('UMPIRE_ADMIN_TOKEN');
  });

  test('reads the titles from its static assets: without the binding, or with a title missing there, it says what to fix', async () => {
    const problems = async (env: object): Promise<string> => {
      const res = await worker.fetch(new Request('https://umpire.test/health'), env as typeof bindings, createExecutionContext());
      expect(res.status).toBe(500);
      const body = (await res.json()) as { error: { code: string } };
      expect(body.error.code).toBe('misconfigured');
      return JSON.stringify(body);
    };
    expect(await problems({ ...bindings, ASSETS: undefined })).toContain('the ASSETS binding is missing');
    const withoutDos = { fetch: async (url: string) => (url.endsWith('/titles/drive-on-stalingrad.json') ? new Response('', { status: 404 }) : bindings.ASSETS!.fetch(url)) };
    expect(await problems({ ...bindings, ASSETS: withoutDos })).toContain('static asset /titles/drive-on-stalingrad.json: 404');
  });
});
