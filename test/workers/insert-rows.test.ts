import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, test } from 'vitest';
import { insertRows, MAX_BOUND_PARAMETERS } from '#db/commit/insert-rows';
import { events, schema } from '#db/schema';
import type { CreatedGame } from '#service/types';
import { ADMIN, call, rows } from './support';

/** D1 refuses a statement with more than 100 bound parameters; a step's events are inserted in several. */
describe('insertRows on D1', () => {
  test('one INSERT of 60 events is refused; insertRows writes them all in one batch, in order', async () => {
    const res = await call('/api/games', {
      method: 'POST',
      token: ADMIN,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: 'drive-on-stalingrad/operation-blue', players: [{ side: 'german' }, { side: 'soviet' }] }),
    });
    const game = (await res.json()) as CreatedGame;
    const db = drizzle(env.DB as never, { schema });
    const many = Array.from({ length: 60 }, (_, i) => ({ gameId: game.id, seq: 10_000 + i, step: 999, event: { type: 'note', text: `event ${i}` } as never }));
    expect(many.length * 4).toBeGreaterThan(MAX_BOUND_PARAMETERS);
    const refused = await db.insert(events).values(many).run().then(() => null, (err: Error) => err);
    expect(String((refused?.cause as Error | undefined)?.message ?? refused)).toMatch(/too many SQL variables/);
    const [first, ...rest] = insertRows(db, events, many);
    expect(rest.length).toBe(2);
    await db.batch([first!, ...rest]);
    const stored = await rows<{ seq: number }>('SELECT seq FROM events WHERE game_id = ? AND step = 999 ORDER BY seq', game.id);
    expect(stored.map((r) => r.seq)).toEqual(many.map((e) => e.seq));
  });
});
