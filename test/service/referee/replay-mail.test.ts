import { afterEach, describe, expect, it } from 'vitest';
import { sha256Hex, hexToBytes } from '#kernel/canonical/hash';
import { startMailDuel } from '../../mail/support/mail-duel';
import { playDuel } from '../../support/play-duel';

const referee = { kind: 'referee' } as const;
let g: Awaited<ReturnType<typeof startMailDuel>>;
afterEach(() => g.db.dispose());

describe('results mail of replayed steps', () => {
  it('each replayed step is mailed with the seed it reused and the chain element before that seed', async () => {
    g = await startMailDuel();
    await playDuel({ ...g, logger: g.logger }, 2);
    const original = (await g.service.archive(g.game.id, referee)).steps;
    await g.service.referee(g.game.id, referee, { action: 'rollback', to: 1, reason: 'misread order' });
    const replayed = g.outbox().filter((m) => m.kind === 'results' && /step3@/.test(m.messageId));
    expect(replayed.map((m) => m.to)).toEqual([['blue@example.test'], ['red@example.test']]);
    const seed = original[1]!.seed;
    const previous = sha256Hex(hexToBytes(seed));
    expect(previous).toBe(original[0]!.seed);
    for (const mail of replayed) {
      expect(mail.body).toContain(seed);
      expect(mail.body).toContain(previous);
    }
  });
});
