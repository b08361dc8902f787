import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime, { type Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CreatedGame, GameSummary, Receipt } from '#service/types';
import { enemyHexes, kbOrders, KB_STANDING } from '../../e2e/support/kb-player';
import { rawMail } from '../../mail/support/raw-mail';
import { DEV_SCHEDULED_PATH, runWrangler, startWranglerDev, type WranglerDev } from './support/wrangler';

/**
 * The Worker, bundled as `wrangler deploy` would upload it, under a real `wrangler dev`
 * (workerd, local D1 migrated by `wrangler d1 migrations apply`): it starts (the
 * pool-workers tests miss start-up crashes such as pdfkit's import.meta.url), serves the
 * API, takes a turn file by mail through email(), closes a window past its deadline in
 * scheduled(), and sends every mail through the local send_email binding, which writes
 * each as an .eml file that is read back here.
 */
const ADMIN = 'wrangler-dev-admin-0123456789abcdef';
const REFEREE = 'referee@example.test';
const EMAILS: Record<string, string> = { german: 'wd-german@example.test', soviet: 'wd-soviet@example.test' };
const persist = mkdtempSync(join(tmpdir(), 'umpire-wrangler-dev-'));
let dev: WranglerDev;
let game: CreatedGame;

beforeAll(async () => {
  dev = await startWranglerDev({ dir: persist, vars: { UMPIRE_ADMIN_TOKEN: ADMIN, UMPIRE_MAIL_FROM: REFEREE } });
});
afterAll(async () => {
  await dev?.stop();
  rmSync(persist, { recursive: true, force: true });
});

const why = () => `wrangler dev output:\n${dev.output().slice(-4000)}`;
const token = (side: string) => game.players.find((p) => p.side === side)!.token;
const get = (path: string, tok?: string) => fetch(`${dev.url}${path}`, tok ? { headers: { authorization: `Bearer ${tok}` } } : {});

/** Waits until the binding has written `count` .eml files (a results mail renders its PDF on workerd first: slow on a loaded machine), and parses them all. */
async function sentMail(count: number): Promise<Email[]> {
  const deadline = Date.now() + 100_000;
  while (dev.sentMail().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  const files = dev.sentMail();
  expect(files.length, why()).toBeGreaterThanOrEqual(count);
  return Promise.all(files.map((f) => PostalMime.parse(readFileSync(f))));
}
const header = (mail: Email, key: string) => mail.headers.find((h) => h.key === key.toLowerCase())?.value;

describe('wrangler dev', () => {
  test('starts and serves the API and its docs', async () => {
    const health = await get('/health');
    expect(health.status, why()).toBe(200);
    expect((await get('/api/docs')).status).toBe(200);
    const scenarios = (await (await get('/api/scenarios')).json()) as { id: string }[] | { scenarios: { id: string }[] };
    expect(JSON.stringify(scenarios)).toContain('operation-blue');
    // the titles' data and the fonts are assets the Worker reads through its binding; none is served at a URL
    for (const path of ['/titles/drive-on-stalingrad.json', '/fonts/DejaVuSans.ttf']) expect((await get(path)).status, path).toBe(404);
  });

  test('creates a game and sends each player the game-start mail as an .eml, token and all', async () => {
    const res = await fetch(`${dev.url}/api/games`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: 'drive-on-stalingrad/operation-blue', players: Object.entries(EMAILS).map(([side, email]) => ({ side, email })) }),
    });
    expect(res.status, why()).toBe(201);
    game = (await res.json()) as CreatedGame;
    const mails = await sentMail(2);
    for (const side of ['german', 'soviet']) {
      const mail = mails.find((m) => m.to?.[0]?.address === EMAILS[side]);
      expect(mail, why()).toBeDefined();
      expect(mail!.from?.address).toBe(REFEREE);
      expect(mail!.messageId).toMatch(new RegExp(`^<umpire\\.${game.id}\\.[0-9a-f]{8}\\.${side}\\.start@example\\.test>$`));
      expect(mail!.subject).toContain(`[Umpire ${game.id}]`);
      expect(header(mail!, 'Auto-Submitted')).toBe('auto-generated');
      expect(mail!.text).toContain(token(side));
      expect(mail!.text).toContain(game.diceCommitment);
    }
  });

  test('adjudicates a turn sent over HTTP and sends the results, threaded under the game-start mail', async () => {
    const summary = (await (await get(`/api/games/${game.id}`)).json()) as GameSummary;
    const side = summary.waitingFor[0]!;
    const template = await (await get(`/api/games/${game.id}/template`, token(side))).text();
    const res = await fetch(`${dev.url}/api/games/${game.id}/turns`, { method: 'POST', headers: { authorization: `Bearer ${token(side)}` }, body: template });
    expect(res.status, why()).toBe(200);
    expect(((await res.json()) as { receipt: Receipt }).receipt.adjudicated?.step).toBe(1);
    const mails = await sentMail(4);
    const starts = mails.slice(0, 2);
    const results = mails.slice(2, 4);
    for (const mail of results) {
      const start = starts.find((s) => s.to?.[0]?.address === mail.to?.[0]?.address)!;
      expect(mail.subject).toContain(`[Umpire ${game.id}]`);
      expect(mail.inReplyTo).toBe(start.messageId);
      // the side's PDF report of the step, rendered on workerd when the mail is sent
      const pdfs = mail.attachments.filter((a) => a.mimeType === 'application/pdf');
      expect(pdfs.map((a) => a.filename)).toEqual([`${game.id}-step-1-${mail.to?.[0]?.address === EMAILS.german ? 'german' : 'soviet'}.pdf`]);
      expect(new TextDecoder().decode((pdfs[0]!.content as ArrayBuffer).slice(0, 5))).toBe('%PDF-');
    }
  });

  test('takes a turn file mailed to the referee through email() and replies with a receipt', async () => {
    const summary = (await (await get(`/api/games/${game.id}`)).json()) as GameSummary;
    const side = summary.waitingFor[0]!;
    const file = `${(await (await get(`/api/games/${game.id}/template`, token(side))).text()).trimEnd()}\nauth:\n  token: ${token(side)}\n`;
    const inbound = `wd-turn-1.${side}@example.test`;
    const raw = await rawMail({ from: EMAILS[side], to: REFEREE, subject: `Re: [Umpire ${game.id}] orders`, messageId: `<${inbound}>`, text: 'Attached.', attachments: [{ filename: 'turn.yaml', content: file }] });
    const res = await fetch(`${dev.url}/cdn-cgi/handler/email?from=${encodeURIComponent(EMAILS[side]!)}&to=${encodeURIComponent(REFEREE)}`, { method: 'POST', body: raw });
    expect(res.status, `${await res.text()}\n${why()}`).toBe(200);
    const after = (await (await get(`/api/games/${game.id}`)).json()) as GameSummary;
    expect(after.steps).toBe(summary.steps + 1);
    const before = 4;
    const mails = await sentMail(before + 3);
    const receipt = mails.slice(before).find((m) => m.inReplyTo === `<${inbound}>`);
    expect(receipt, why()).toBeDefined();
    expect(receipt!.to?.[0]?.address).toBe(EMAILS[side]);
    expect(header(receipt!, 'Auto-Submitted')).toBe('auto-replied');
    // sent with message.reply(), which reaches the sender without a verified destination address
    expect(dev.output()).toMatch(/Email handler replied to sender/);
  });

  test('runs the cron trigger: scheduled() closes a window past its deadline and mails the results', async () => {
    const before = (await (await get(`/api/games/${game.id}`)).json()) as GameSummary;
    const mailsBefore = dev.sentMail().length;
    // time cannot be moved in wrangler dev, so the deadline is: through `wrangler d1 execute` on the same local database
    const moved = await runWrangler(['d1', 'execute', 'umpire', '--local', '--config', dev.config, '--persist-to', join(persist, 'state'), '--command', `UPDATE games SET deadline = '${new Date(Date.now() - 60_000).toISOString()}' WHERE id = '${game.id}'`]);
    expect(moved.code, `${moved.stdout}\n${moved.stderr}`).toBe(0);
    const res = await get(`${DEV_SCHEDULED_PATH}?cron=*+*+*+*+*`);
    expect(res.status, why()).toBe(200);
    const after = (await (await get(`/api/games/${game.id}`)).json()) as GameSummary;
    expect(after.steps, why()).toBe(before.steps + 1);
    const mails = await sentMail(mailsBefore + 2);
    const results = mails.slice(mailsBefore);
    expect(results.map((m) => m.to?.[0]?.address).sort()).toEqual(Object.values(EMAILS).sort());
    for (const m of results) expect(m.messageId).toMatch(new RegExp(`\\.step${after.steps}@example\\.test>$`));
  });

  test('serves a PDF report rendered by pdfkit on workerd', async () => {
    const res = await get(`/api/games/${game.id}/reports/1.pdf`, token('german'));
    expect(res.status, why()).toBe(200);
    const pdf = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(20_000);
  });

  test('referees Kharkov Battles from its static asset: a game of Operation Star, its opening window adjudicated, its PDF report', async () => {
    expect((await get('/titles/kharkov-battles.json')).status).toBe(404);
    const res = await fetch(`${dev.url}/api/games`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: 'kharkov-battles/operation-star', players: [{ side: 'axis' }, { side: 'soviet' }] }),
    });
    expect(res.status, why()).toBe(201);
    const kb = (await res.json()) as CreatedGame;
    const tok = (side: string) => kb.players.find((p) => p.side === side)!.token;
    const json = async <T>(path: string): Promise<T> => (await get(path, tok('soviet'))).json() as Promise<T>;
    const orders = kbOrders(await json(`/api/games/${kb.id}/options`), enemyHexes(await json(`/api/games/${kb.id}/view`), 'soviet'));
    const file = { format: 'umpire-turn/1', game: kb.id, side: 'soviet', window: 'T00/soviet-movement', standing: KB_STANDING, orders };
    const sent = await fetch(`${dev.url}/api/games/${kb.id}/turns`, { method: 'POST', headers: { authorization: `Bearer ${tok('soviet')}`, 'content-type': 'application/json' }, body: JSON.stringify(file) });
    expect(sent.status, `${await sent.clone().text()}\n${why()}`).toBe(200);
    // step 1 is the opening (KB 13.2), closed at creation
    expect(((await sent.json()) as { receipt: Receipt }).receipt.adjudicated?.step).toBe(2);
    expect((await json<GameSummary>(`/api/games/${kb.id}`)).window).toBe('T00/soviet-combat');
    const pdf = await get(`/api/games/${kb.id}/reports/2.pdf`, tok('axis'));
    expect(pdf.status, why()).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).subarray(0, 5))).toBe('%PDF-');
  });
});
