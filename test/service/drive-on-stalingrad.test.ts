import { afterEach, describe, expect, it } from 'vitest';
import { rulesetFor, rulesets } from '#games';
import { verifyArchive } from '#archive/verify';
import { createService } from '#service/create-service';
import type { Receipt } from '#service/types';
import { seededEntropy, steppingClock } from '../support/fixed-ports';
import { tempStore, type TempStore } from '../support/temp-store';

let db: TempStore | undefined;
afterEach(() => db?.dispose());

/** The first unit that can move, moved to its first legal destination; [] when none can. */
function someMove(state: unknown, side: string): unknown[] {
  const ruleset = rulesetFor('drive-on-stalingrad')!;
  const unit = ruleset.options(state, side as never).find((u) => (u.moves ?? []).length > 0);
  const move = unit?.moves?.[0];
  return unit && move ? [{ move: { unit: unit.unit, path: move.path } }] : [];
}

describe('Drive on Stalingrad through the service', () => {
  it('plays the first windows of Operation Blue and its archive verifies, in full and in public', async () => {
    db = tempStore();
    const service = createService({ db, rulesets, clock: steppingClock(), entropy: seededEntropy('dos') });
    const game = await service.createGame({ scenario: 'drive-on-stalingrad/operation-blue', players: [{ side: 'german' }, { side: 'soviet' }] });
    const token = (side: string) => game.players.find((p) => p.side === side)!.token;
    const receipts: Receipt[] = [];
    let moved = 0;
    for (let windows = 0; windows < 6; windows++) {
      const summary = await service.summary(game.id);
      if (!summary.window) break;
      const state = await service.view(game.id, { kind: 'referee' });
      for (const side of summary.waitingFor) {
        const orders = someMove(state, side);
        const file = { format: 'umpire-turn/1', game: game.id, side, window: summary.window, entropy: `${side} ${windows}`, orders };
        let r = await service.submitTurn({ gameId: game.id, text: JSON.stringify(file), bearer: token(side), channel: 'http' });
        if (!r.ok && orders.length > 0) {
          // The window may not take moves (e.g. a combat window): answer "no action" instead.
          r = await service.submitTurn({ gameId: game.id, text: JSON.stringify({ ...file, orders: [] }), bearer: token(side), channel: 'http' });
        } else if (r.ok) moved += orders.length;
        if (!r.ok) throw new Error(`${side} ${summary.window}: ${r.status} ${r.code} ${JSON.stringify(r.errors)}`);
        receipts.push(r.receipt);
      }
    }
    const steps = receipts.filter((r) => r.adjudicated).length;
    expect(steps).toBeGreaterThanOrEqual(3);
    expect(moved).toBeGreaterThan(0);

    const full = await service.archive(game.id, { kind: 'referee' });
    const report = verifyArchive(full, rulesetFor);
    expect(report.failure).toBeUndefined();
    expect(report).toMatchObject({ ok: true, scope: 'full' });
    expect(full.steps).toHaveLength(steps);

    const pub = await service.archive(game.id, null);
    expect(verifyArchive(pub, rulesetFor)).toMatchObject({ ok: true, scope: 'seeds-and-public-rolls' });

    const tampered = structuredClone(full);
    const last = tampered.steps.at(-1)!;
    last.stateHashAfter = last.stateHashBefore;
    tampered.steps.splice(-1, 1, last);
    expect(verifyArchive(tampered, rulesetFor).failure).toMatchObject({ step: last.step });
  });
});
