import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '#db/open-store';
import { createService } from '#service/create-service';
import type { SubmitInput, SubmitResult } from '#service/types';
import { dumpDb } from '../support/db-dump';
import { duelFile } from '../support/duel-files';
import { startDuel, type DuelGame } from '../support/duel-game';
import { duelRuleset } from '../support/duel-ruleset';
import { memoryLogger, seededEntropy, steppingClock } from '../support/fixed-ports';

const games: DuelGame[] = [];
afterEach(() => games.splice(0).forEach((g) => g.db.dispose()));

/** 50 submissions to one game: drafts, standing orders, duplicates, refusals and finals over several windows. */
function script(g: DuelGame): SubmitInput[] {
  const out: SubmitInput[] = [];
  const add = (side: 'blue' | 'red', window: string, extra: Parameters<typeof duelFile>[0] extends infer A ? Partial<A> : never) =>
    out.push({ gameId: g.game.id, text: duelFile({ game: g.game.id, side, window, ...extra }), bearer: g.token(side), channel: 'http' });
  for (let i = 0; i < 50; i++) {
    const turn = 1 + Math.floor(i / 17);
    const t = `T0${turn}`;
    switch (i % 17) {
      case 16: add('red', `${t}/red-fire`, { dice: 1, entropy: `r${i}` }); break;
      case 8: add('blue', `${t}/blue-fire`, { dice: 1 + (i % 3), entropy: `b${i}` }); break;
      case 9: case 10: add('red', `${t}/red-fire`, { dice: 1, final: false, entropy: `draft${i}` }); break;
      case 3: add('blue', `${t}/red-fire`, { dice: 1 }); break; // not open yet: 409
      case 2: out.push({ ...out[out.length - 1]! }); break; // the same file again
      default:
        if (i % 2) add('red', `${t}/blue-fire`, { returnFire: i % 4 === 1, entropy: `s${i % 5}` });
        else add('blue', `${t}/blue-fire`, { dice: 1 + (i % 3), final: false, entropy: `d${i % 6}` });
    }
  }
  return out;
}

const outcome = (r: SubmitResult) => (r.ok ? { ok: true, receipt: r.receipt } : { ok: false, status: r.status, code: r.code });

describe('concurrent submissions to one game', () => {
  it('50 at once give the same results and the same database as one after another', async () => {
    // a seed whose dice keep the game going through the script's windows
    const seq = await startDuel({ seed: 'a' });
    const par = await startDuel({ seed: 'a' });
    games.push(seq, par);
    const sequential: SubmitResult[] = [];
    for (const input of script(seq)) sequential.push(await seq.service.submitTurn(input));
    const concurrent = await Promise.all(script(par).map((input) => par.service.submitTurn(input)));

    expect(concurrent.map(outcome)).toEqual(sequential.map(outcome));
    expect(dumpDb(par.db.sqlite)).toBe(dumpDb(seq.db.sqlite));
    // The script really exercised the game: several steps, duplicates, refusals and accepts.
    expect((await seq.db.reads.game(seq.game.id))!.lastStep).toBeGreaterThanOrEqual(4);
    expect(sequential.some((r) => r.ok && r.receipt.duplicate)).toBe(true);
    expect(sequential.some((r) => !r.ok && r.status === 409)).toBe(true);
  });

  it('two servers on one database file: the loser of the race re-reads and retries', async () => {
    const g = await startDuel();
    games.push(g);
    const other = openStore(g.db.file);
    const logger = memoryLogger();
    try {
      const second = createService({ db: other, rulesets: [duelRuleset], clock: steppingClock('2026-01-05T10:00:00.000Z'), entropy: seededEntropy('b'), logger });
      const [a, b] = await Promise.all([
        g.service.submitTurn({ gameId: g.game.id, text: duelFile({ game: g.game.id, side: 'red', window: 'T01/blue-fire', returnFire: true }), bearer: g.token('red'), channel: 'http' }),
        second.submitTurn({ gameId: g.game.id, text: duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 3 }), bearer: g.token('blue'), channel: 'http' }),
      ]);
      expect(a.ok && b.ok).toBe(true);
      const retries = [...g.logger.entries, ...logger.entries].filter((e) => e.event === 'commit.retry');
      expect(retries.length).toBeGreaterThan(0);
      const row = (await g.db.reads.game(g.game.id))!;
      expect(row.lastStep).toBe(1);
      expect(row.version).toBe(3);
      expect((await g.db.reads.allFiles(g.game.id)).length).toBe(2);
    } finally {
      other.close();
    }
  });
});
