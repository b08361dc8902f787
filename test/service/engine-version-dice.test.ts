import { afterEach, describe, expect, it } from 'vitest';
import { verifyArchive } from '#archive/verify';
import { diceContext } from '#kernel/dice/context';
import { createService } from '#service/create-service';
import { duelFile } from '../support/duel-files';
import { startDuel, type DuelGame } from '../support/duel-game';
import { duelRuleset } from '../support/duel-ruleset';
import { seededEntropy } from '../support/fixed-ports';

let g: DuelGame;
afterEach(() => g?.db.dispose());

/*
 * docs/dice.md: ctx_k binds "the rules version" of the game; the archive records the engine
 * version the game was created by, and its verifier rebuilds every ctx_k with it. A game
 * created under `duel-1` and played on by a server that now runs `duel-2` (the same rules
 * otherwise) keeps the version it was created by in its dice: replaying its archive gives
 * the same dice.
 */
describe('a step of a game created under an older engine version', () => {
  it("binds the game's recorded engine version in its dice context, not the server's current one, and its archive verifies", async () => {
    g = await startDuel();
    const newer = { ...duelRuleset, engineVersion: 'duel-2' };
    const service = createService({ db: g.db, rulesets: [newer], clock: g.clock, entropy: seededEntropy('later'), logger: g.logger });
    const text = duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 2 });
    expect(await service.submitTurn({ gameId: g.game.id, text, bearer: g.token('blue'), channel: 'http' })).toMatchObject({ ok: true });

    const step = (await g.db.reads.step(g.game.id, 1))!;
    const rebuilt = (engineVersion: string) => diceContext({ game: g.game.id, step: 1, title: 'duel', engineVersion, stateHash: step.stateHashBefore, submissions: step.submissions });
    expect(step.ctx).toBe(rebuilt('duel-1'));
    expect(step.ctx).not.toBe(rebuilt('duel-2'));
    const archive = await service.archive(g.game.id, { kind: 'referee' });
    expect(archive.game.engineVersion).toBe('duel-1');
    expect(verifyArchive(archive, (id) => (id === 'duel' ? newer : undefined))).toMatchObject({ ok: true, scope: 'full' });
  });
});
