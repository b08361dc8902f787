import { afterEach, describe, expect, it } from 'vitest';
import { currentGameRow } from '#service/submit/game-row-cache';
import { startDuel, submitDuel, type DuelGame } from '../../support/duel-game';

let g: DuelGame;
afterEach(() => g?.db.dispose());

const submit = (file: Parameters<typeof submitDuel>[1]): Promise<void> => submitDuel(g, file);

describe('the game row a turn file is checked against', () => {
  it('is the stored row; after a draft, the same parsed state with the next version', async () => {
    g = await startDuel();
    const first = (await currentGameRow(g.db.reads, g.game.id))!;
    expect(first).toEqual(await g.db.reads.game(g.game.id));
    await submit({ side: 'blue', dice: 3, final: false });
    const after = (await currentGameRow(g.db.reads, g.game.id))!;
    expect(after).toEqual(await g.db.reads.game(g.game.id));
    expect(after.version).toBe(first.version + 1);
    expect(after.state).toBe(first.state);
  });

  it('is read again once a file changes the game (a window closed), and whenever its version is not the one known', async () => {
    g = await startDuel();
    await submit({ side: 'blue', dice: 3, final: false });
    const draft = (await currentGameRow(g.db.reads, g.game.id))!;
    await submit({ side: 'blue', dice: 1 });
    const closed = (await currentGameRow(g.db.reads, g.game.id))!;
    expect(closed).toEqual(await g.db.reads.game(g.game.id));
    expect(closed.windowId).toBe('T01/red-fire');
    expect(closed.state).not.toBe(draft.state);
    expect(await currentGameRow(g.db.reads, 'g_NONE')).toBeUndefined();
  });
});
