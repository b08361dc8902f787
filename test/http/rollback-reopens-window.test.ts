import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { apiFixture, type ApiFixture } from './support/api-fixture';

let api: ApiFixture;
let game: Awaited<ReturnType<ApiFixture['createGame']>>;
beforeEach(async () => {
  api = apiFixture();
  game = await api.createGame();
});
afterEach(() => api.dispose());

const template = async (side: string): Promise<string> => (await api.request(`/api/games/${game.id}/template`, { token: game.token(side) })).text();
const submit = (text: string, side: string) =>
  api.request(`/api/games/${game.id}/turns`, { body: text, token: game.token(side), headers: { 'content-type': 'text/plain' } });
const rollback = (json: unknown) => api.request(`/api/games/${game.id}/referee/rollback`, { token: game.refereeToken, json });
const summary = async () => (await (await api.request(`/api/games/${game.id}`)).json()) as { window: string; waitingFor: string[]; steps: number };

interface Receipt {
  version: number;
  final: boolean;
  duplicate: boolean;
  adjudicated?: { step: number };
}
const receiptOf = async (res: Response): Promise<Receipt> => {
  expect(res.status).toBe(200);
  return ((await res.json()) as { receipt: Receipt }).receipt;
};

describe('a window reopened by a rollback without replay', () => {
  test('waits for every side again: an undone file does not count, a draft does not close it, the same file is taken as new', async () => {
    const german = await template('german');
    const sovietDraft = (await template('soviet')).replace(/^final: true$/m, 'final: false');
    expect(sovietDraft).toMatch(/^final: false$/m);

    const first = await receiptOf(await submit(german, 'german'));
    expect(first.adjudicated?.step).toBe(1);
    expect((await rollback({ to: 0, reason: 'a wrong file', replay: false })).status).toBe(200);
    expect(await summary()).toMatchObject({ window: 'T01/german', waitingFor: ['german'], steps: 1 });

    // T01/german waits for the German player only: a Soviet draft is kept and closes nothing.
    const draft = await receiptOf(await submit(sovietDraft, 'soviet'));
    expect(draft).toMatchObject({ final: false, duplicate: false });
    expect(draft.adjudicated).toBeUndefined();
    expect(await summary()).toMatchObject({ window: 'T01/german', waitingFor: ['german'], steps: 1 });

    // The German's identical file is a new submission, not the receipt of the undone step.
    const again = await receiptOf(await submit(german, 'german'));
    expect(again).toMatchObject({ duplicate: false, version: 2, adjudicated: { step: 2 } });
    expect(await summary()).toMatchObject({ steps: 2 });
    expect((await summary()).window).not.toBe('T01/german');
  });

  test('a rollback with replay plays the undone step again and keeps the files of the window it leaves open', async () => {
    const german = await template('german');
    await receiptOf(await submit(german, 'german'));
    const open = await summary();
    const sovietDraft = (await api.request(`/api/games/${game.id}/template`, { token: game.token('soviet') }).then((r) => r.text())).replace(/^final: true$/m, 'final: false');
    await receiptOf(await submit(sovietDraft, 'soviet'));
    expect((await rollback({ to: 0, reason: 'a recount' })).status).toBe(200);
    expect(await summary()).toMatchObject({ window: open.window, waitingFor: open.waitingFor, steps: 2 });
    expect(await receiptOf(await submit(sovietDraft, 'soviet'))).toMatchObject({ duplicate: true, version: 1 });
  });
});
