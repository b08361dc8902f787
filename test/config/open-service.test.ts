import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox } from '#db/schema';
import { openService, type OpenedService } from '#config/open-service';

const opened: { s: OpenedService; dir: string }[] = [];
afterEach(() => {
  for (const { s, dir } of opened.splice(0)) {
    s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

async function gameStartBodies(publicUrl?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-open-'));
  const s = openService({ dbPath: join(dir, 'umpire.db'), mailFrom: 'referee@club.example', ...(publicUrl ? { publicUrl } : {}) });
  opened.push({ s, dir });
  const game = await s.service.createGame({
    scenario: 'drive-on-stalingrad/operation-blue',
    players: [
      { side: 'german', email: 'g@club.example' },
      { side: 'soviet', email: 's@club.example' },
    ],
  });
  return { game, bodies: s.store.sqlite.select().from(outbox).all().map((r) => r.body) };
}

describe('openService (the server, `umpire mail` and the CLI)', () => {
  it("links every player's game-start mail to the game page under UMPIRE_PUBLIC_URL", async () => {
    const { game, bodies } = await gameStartBodies('https://umpire.club.example/');
    expect(bodies).toHaveLength(2);
    for (const b of bodies) expect(b).toContain(`https://umpire.club.example/games/${game.id}?token=`);
  });

  it('leaves the link out without a public address', async () => {
    const { bodies } = await gameStartBodies();
    expect(bodies).toHaveLength(2);
    for (const b of bodies) expect(b).not.toContain('/games/');
  });
});
