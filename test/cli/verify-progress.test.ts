import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli } from '#cli/run';
import { startDuel } from '../support/duel-game';
import { capturedIo } from './support/captured-io';
import { tempDir } from './support/run-cli';

const tmp = tempDir();
afterAll(() => tmp.remove());

describe('umpire verify on a long archive', () => {
  test('reports its progress on stderr and keeps stdout for the checks', async () => {
    const duel = await startDuel();
    try {
      const game = await duel.service.createGame({ scenario: 'duel/skirmish', players: [{ side: 'blue' }, { side: 'red' }], options: { turns: 20 } });
      for (let i = 0; i < 25; i++) await duel.service.adjudicate(game.id, { kind: 'referee' });
      const file = tmp.path('long.json');
      writeFileSync(file, JSON.stringify(await duel.service.archive(game.id, null)));

      const io = capturedIo();
      expect(await runCli(['verify', file], io)).toBe(0);
      expect(io.err).toContain('verified 10/25 steps');
      expect(io.err).toContain('verified 25/25 steps');
      expect(io.out).toMatch(/^ok\s+seeds/m);
      expect(io.out).not.toContain('verified');
    } finally {
      duel.db.dispose();
    }
  });
});
