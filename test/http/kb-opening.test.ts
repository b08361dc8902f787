import { writeFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { Archive } from '#archive/types';
import { outbox } from '#db/schema';
import { verifyArchive } from '#archive/verify';
import { rulesetFor, rulesets } from '#games';
import { createMailComposer } from '#mail/outbound/composer';
import { loadTemplates } from '#mail/outbound/load-templates';
import { createService } from '#service/create-service';
import { memoryLogger, seededEntropy, steppingClock } from '../support/fixed-ports';
import { tempStore } from '../support/temp-store';
import { runCli, tempDir } from '../cli/support/run-cli';
import { ADMIN_TOKEN, apiFixture } from './support/api-fixture';

/**
 * The steps before a Kharkov Battles scenario's first window that roll dice (Operation
 * Star's turn-0 Command & Control, KB 13.2; Third Kharkov's weather, 19.1, and its turn-11
 * Preparation Stage) run in the game's opening, a server window that waits for no side: the
 * service closes it at creation as step 1, with no files and its dice archived, so the first
 * window opens with their results made. Second Kharkov rolls nothing before its first window.
 */
const api = apiFixture();
const tmp = tempDir();
afterAll(() => {
  api.dispose();
  tmp.remove();
});

async function created(scenario: string) {
  const res = await api.request('/api/games', { token: ADMIN_TOKEN, json: { scenario: `kharkov-battles/${scenario}`, players: [{ side: 'axis' }, { side: 'soviet' }] } });
  expect(res.status, await res.clone().text()).toBe(201);
  const game = (await res.json()) as { id: string; refereeToken: string; players: { side: string; token: string }[] };
  const summary = (await (await api.request(`/api/games/${game.id}`)).json()) as { window: string | null; waitingFor: string[]; steps: number };
  return { game, summary };
}

type Step = { step: number; window: string; submissions: unknown[]; transcript: unknown[]; events: { type: string }[] };

describe('the opening of a Kharkov Battles game', () => {
  test("'Operation Star': step 1 closes T00/opening with no files, the turn-0 Command & Control rolled (13.2); T00/soviet-movement is open for the Soviet player; the archive verifies", async () => {
    const { game, summary } = await created('operation-star');
    expect(summary).toMatchObject({ window: 'T00/soviet-movement', waitingFor: ['soviet'], steps: 1 });
    const step = (await (await api.request(`/api/games/${game.id}/steps/1`, { token: game.refereeToken })).json()) as Step;
    expect(step).toMatchObject({ step: 1, window: 'T00/opening', submissions: [] });
    expect(step.transcript.length).toBeGreaterThan(0);
    expect(step.events.map((e) => e.type)).toContain('kb-command-standings');
    const soviet = game.players.find((p) => p.side === 'soviet')!.token;
    const seen = (await (await api.request(`/api/games/${game.id}/steps/1`, { token: soviet })).json()) as Step;
    expect(seen.events.map((e) => e.type)).toContain('kb-command-standings');

    const archive = (await (await api.request(`/api/games/${game.id}/archive`, { token: game.refereeToken })).json()) as Archive;
    expect(verifyArchive(archive, rulesetFor)).toMatchObject({ ok: true });
    const file = join(tmp.dir, 'operation-star-opening.json');
    writeFileSync(file, JSON.stringify(archive));
    const run = await runCli(['verify', file]);
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/^ok\s+replay/m);
  }, 60_000);

  test('Third Kharkov: step 1 closes T11/opening (the MUD? roll, 19.1, and the Preparation Stage after it); the Axis Preparation window opens next', async () => {
    const { game, summary } = await created('third-kharkov');
    expect(summary.steps).toBe(1);
    expect(summary.window).toMatch(/^T11\//);
    const step = (await (await api.request(`/api/games/${game.id}/steps/1`, { token: game.refereeToken })).json()) as Step;
    expect(step).toMatchObject({ step: 1, window: 'T11/opening', submissions: [] });
  }, 60_000);

  test('Second Kharkov rolls nothing before T01/axis-preparation: no opening, no step', async () => {
    const { summary } = await created('second-kharkov');
    expect(summary).toMatchObject({ window: 'T01/axis-preparation', steps: 0 });
  }, 60_000);
});

describe("the opening in the game-start mail", () => {
  test("each player's game-start mail tells step 1, T00/opening: its events as that side sees them, its dice and its seed; a Drive on Stalingrad game's mail has no such part", async () => {
    const store = tempStore();
    try {
      const service = createService({ db: store, rulesets: [...rulesets], clock: steppingClock(), entropy: seededEntropy('kb opening mail'), logger: memoryLogger(), mail: createMailComposer({ templates: loadTemplates(), domain: 'example.test' }) });
      const kb = await service.createGame({ scenario: 'kharkov-battles/operation-star', players: [{ side: 'axis', email: 'axis@example.test' }, { side: 'soviet', email: 'soviet@example.test' }] });
      const step = await service.step(kb.id, 1, null);
      for (const side of ['axis', 'soviet']) {
        const [mail] = store.sqlite.select().from(outbox).where(eq(outbox.side, side)).orderBy(asc(outbox.id)).all().filter((r) => r.gameId === kb.id && r.kind === 'game-start');
        expect(mail?.body).toContain('Step 1: T00/opening, closed when the game was created');
        expect(mail?.body).toContain('KB 13.2');
        expect(mail?.body).toContain(`Seed of step 1: ${step.seed}`);
      }
      const dos = await service.createGame({ scenario: 'drive-on-stalingrad/operation-blue', players: [{ side: 'german', email: 'german@example.test' }, { side: 'soviet', email: 'soviet-dos@example.test' }] });
      const [start] = store.sqlite.select().from(outbox).where(eq(outbox.gameId, dos.id)).all();
      expect(start?.body).not.toContain('server window');
      expect(start?.body).toMatch(/the seed\.\n\n/);
    } finally {
      store.close();
    }
  }, 60_000);
});
