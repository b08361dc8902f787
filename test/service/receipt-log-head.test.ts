import { afterEach, describe, expect, it } from 'vitest';
import { lastLink } from '#archive/build';
import type { SubmitResult } from '#service/types';
import { duelFile, type DuelFileArgs } from '../support/duel-files';
import { startDuel, type DuelGame } from '../support/duel-game';

/**
 * docs/storage.md "Anchors": a receipt that closes no window carries the last link of its
 * side's copy of the log as it stands, however often the same log is asked for: after a step,
 * and after a referee action, which adds a link but no step.
 */
let g: DuelGame;
afterEach(() => g?.db.dispose());

async function draft(file: Partial<DuelFileArgs> & { side: 'blue' | 'red'; window: string }): Promise<string> {
  const r: SubmitResult = await g.service.submitTurn({ gameId: g.game.id, text: duelFile({ game: g.game.id, final: false, ...file }), bearer: g.token(file.side), channel: 'http' });
  if (!r.ok) throw new Error(`refused ${r.status} ${r.code}: ${r.message}`);
  return r.receipt.logHead!;
}

const sideCopyHead = async (side: 'blue' | 'red') => lastLink(await g.service.archive(g.game.id, { kind: 'side', side }));

describe("a draft's receipt anchors the side's copy as it stands", () => {
  it('the same head for drafts on the same log; a new one after a step and after a referee action', async () => {
    g = await startDuel();
    const first = await draft({ side: 'blue', window: 'T01/blue-fire', dice: 1, entropy: 'a' });
    const again = await draft({ side: 'blue', window: 'T01/blue-fire', dice: 2, entropy: 'b' });
    expect(first).toBe(await sideCopyHead('blue'));
    expect(again).toBe(first);

    const closed = await g.service.submitTurn({ gameId: g.game.id, text: duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 1 }), bearer: g.token('blue'), channel: 'http' });
    expect(closed.ok).toBe(true);
    const afterStep = await draft({ side: 'red', window: 'T01/red-fire', dice: 1, entropy: 'c' });
    expect(afterStep).not.toBe(first);
    expect(afterStep).toBe(await sideCopyHead('red'));

    expect((await g.service.referee(g.game.id, { kind: 'referee' }, { action: 'pause', reason: 'a break' })).seq).toBe(1);
    expect((await g.service.referee(g.game.id, { kind: 'referee' }, { action: 'resume', reason: 'back' })).status).toBe('active');
    const afterActions = await draft({ side: 'red', window: 'T01/red-fire', dice: 2, entropy: 'd' });
    expect(afterActions).not.toBe(afterStep);
    expect(afterActions).toBe(await sideCopyHead('red'));
  });

  it("a window-closing receipt anchors the copy with its step, whether each reader's head was known before the step or not", async () => {
    g = await startDuel();
    const close = async (side: 'blue' | 'red', window: string, entropy: string): Promise<string> => {
      const r = await g.service.submitTurn({ gameId: g.game.id, text: duelFile({ game: g.game.id, side, window, dice: 1, entropy }), bearer: g.token(side), channel: 'http' });
      if (!r.ok) throw new Error(`refused ${r.status} ${r.code}: ${r.message}`);
      expect(r.receipt.adjudicated, window).toBeDefined();
      return r.receipt.logHead!;
    };
    // turn 1: no head known before either step; turn 2: both sides' heads known from drafts
    expect(await close('blue', 'T01/blue-fire', 'a')).toBe(await sideCopyHead('blue'));
    expect(await close('red', 'T01/red-fire', 'b')).toBe(await sideCopyHead('red'));
    await draft({ side: 'blue', window: 'T02/blue-fire', dice: 2, entropy: 'c' });
    expect(await close('blue', 'T02/blue-fire', 'd')).toBe(await sideCopyHead('blue'));
    // red's head was known at the step before: carried over the step, and its draft reads it
    expect(await draft({ side: 'red', window: 'T02/red-fire', dice: 2, entropy: 'e' })).toBe(await sideCopyHead('red'));
    expect(await close('red', 'T02/red-fire', 'f')).toBe(await sideCopyHead('red'));
    expect(await draft({ side: 'blue', window: 'T03/blue-fire', dice: 2, entropy: 'g' })).toBe(await sideCopyHead('blue'));
  });
});
