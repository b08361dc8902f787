import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { outbox } from '#db/schema';
import { rulesets } from '#games';
import { createApp } from '#http/create-app';
import { createMailComposer } from '#mail/outbound/composer';
import { loadTemplates } from '#mail/outbound/load-templates';
import { outboundMessage } from '#mail/outbox/outbound-message';
import { createService } from '#service/create-service';
import { memoryLogger, seededEntropy, steppingClock } from '../support/fixed-ports';
import { tempStore, type TempStore } from '../support/temp-store';

const PUBLIC = 'https://umpire.example.org/';

/** Player mail links to the game page: the game-start mail with the side's token, every later mail without. */
async function mailingGame(publicUrl?: string) {
  const store = tempStore();
  const logger = memoryLogger();
  const service = createService({
    db: store,
    rulesets,
    clock: steppingClock(),
    entropy: seededEntropy('page links'),
    logger,
    mail: createMailComposer({ templates: loadTemplates(), domain: 'example.test', ...(publicUrl ? { publicUrl } : {}) }),
  });
  const game = await service.createGame({
    scenario: 'drive-on-stalingrad/operation-blue',
    players: [{ side: 'german', email: 'g@example.test' }, { side: 'soviet', email: 's@example.test' }],
  });
  const german = game.players.find((p) => p.side === 'german')!.token;
  const r = await service.submitTurn({ gameId: game.id, text: await service.template(game.id, 'german'), bearer: german, channel: 'http' });
  if (!r.ok) throw new Error(JSON.stringify(r));
  const rows = store.sqlite.select().from(outbox).orderBy(asc(outbox.id)).all();
  return { store, service, game, rows, app: createApp({ service, adminToken: 'page-links-admin-0123456789', logger }) };
}

let withUrl: Awaited<ReturnType<typeof mailingGame>>;
let without: Awaited<ReturnType<typeof mailingGame>>;
const stores: TempStore[] = [];

beforeAll(async () => {
  withUrl = await mailingGame(PUBLIC);
  without = await mailingGame();
  stores.push(withUrl.store, without.store);
});
afterAll(() => stores.forEach((s) => s.dispose()));

describe('the game page link in player mail', () => {
  test("the game-start mail links with the side's token, which is put in only when the mail is sent", async () => {
    const starts = withUrl.rows.filter((r) => r.kind === 'game-start');
    expect(starts).toHaveLength(2);
    for (const row of starts) {
      const player = withUrl.game.players.find((p) => row.to.includes(p.side === 'german' ? 'g@example.test' : 's@example.test'))!;
      expect(row.body).not.toContain(player.token);
      const sent = outboundMessage(row, 'referee@example.test', new Date(row.createdAt)).text;
      const link = `https://umpire.example.org/games/${withUrl.game.id}?token=${player.token}`;
      expect(sent).toContain(`Your game page (the map, the history, orders by clicking): ${link}`);
      const res = await withUrl.app.request(new URL(link).pathname + new URL(link).search);
      expect(res.status).toBe(303);
      expect(res.headers.get('set-cookie')).toMatch(/^umpire_session=/);
    }
  });

  test('results mail links to the page without any token', () => {
    const results = withUrl.rows.filter((r) => r.kind === 'results');
    expect(results.length).toBeGreaterThanOrEqual(2);
    for (const row of results) {
      expect(row.body).toContain(`https://umpire.example.org/games/${withUrl.game.id}\n`);
      expect(row.body).not.toContain('?token=');
    }
  });

  test('without a public address the mails carry no link and no empty line for it', () => {
    for (const row of without.rows) {
      expect(row.body).not.toContain('game page');
      expect(row.body).not.toMatch(/\n\n\n/);
    }
  });
});
