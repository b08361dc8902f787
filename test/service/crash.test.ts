import { afterEach, describe, expect, it } from 'vitest';
import type { CommitPlan } from '#db/commit/plan';
import { dumpDb } from '../support/db-dump';
import { duelFile } from '../support/duel-files';
import { startDuel, type DuelGame } from '../support/duel-game';

let g: DuelGame;
afterEach(() => g?.db.dispose());

describe('a crash in the middle of a commit', () => {
  it('leaves no half step: no file, no step, no event, no snapshot, game row untouched; a resend then works', async () => {
    let crashAt: number | null = null;
    const seen: number[] = [];
    g = await startDuel({
      hooks: {
        afterStatement(plan: CommitPlan, index: number) {
          if (plan.kind !== 'advance' || !plan.step) return;
          seen.push(index);
          if (index === crashAt) throw new Error('power cut');
        },
      },
    });
    const text = duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 3 });
    const send = () => g.service.submitTurn({ gameId: g.game.id, text, bearer: g.token('blue'), channel: 'http' });
    const before = dumpDb(g.db.sqlite);
    // Statements: 0 game row, 1 supersede, 2 file, 3 step, 4 events, 5 snapshot. Crash after each in turn.
    for (const at of [0, 1, 2, 3, 4, 5]) {
      crashAt = at;
      await expect(send()).rejects.toThrow('power cut');
      expect(dumpDb(g.db.sqlite)).toBe(before);
    }
    expect(Math.max(...seen)).toBe(5);
    crashAt = null;
    const r = await send();
    expect(r.ok && r.receipt.adjudicated?.step).toBe(1);
    expect((await g.db.reads.events(g.game.id, 1)).length).toBeGreaterThan(1);
    expect(await g.db.reads.snapshot(g.game.id, 1)).toBeDefined();
  });
});
