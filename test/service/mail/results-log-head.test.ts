import { afterEach, describe, expect, it } from 'vitest';
import { lastLink } from '#archive/build';
import { duelFile } from '../../support/duel-files';
import { startMailDuel, type MailDuel } from '../../mail/support/mail-duel';

let g: MailDuel | undefined;
afterEach(() => g?.db.dispose());

/**
 * docs/storage.md "Anchors": every results mail carries the head of its side's copy of the
 * log with the step it reports, whether the side's head was known before the step or not.
 */
describe("a results mail anchors its side's copy with the step", () => {
  it('for each side, step after step', async () => {
    const duel = (g = await startMailDuel());
    const headIn = (step: number, side: string): string => {
      const mail = duel.outbox().find((m) => m.kind === 'results' && m.side === side && m.messageId.includes(`.step${step}@`));
      return /Log head: +([0-9a-f]{64})/.exec(mail?.body ?? '')?.[1] ?? `no results mail of step ${step} for ${side}`;
    };
    const copyHead = async (side: 'blue' | 'red') => lastLink(await duel.service.archive(duel.game.id, { kind: 'side', side }));
    const close = async (side: 'blue' | 'red', window: string, entropy: string) => {
      const r = await duel.service.submitTurn({ gameId: duel.game.id, text: duelFile({ game: duel.game.id, side, window, dice: 1, entropy }), bearer: duel.token(side), channel: 'http' });
      expect(r.ok && r.receipt.adjudicated, window).toBeTruthy();
    };
    const windows: [step: number, close: () => Promise<unknown>][] = [
      [1, () => close('blue', 'T01/blue-fire', 'a')],
      [2, () => close('red', 'T01/red-fire', 'b')],
      [3, () => close('blue', 'T02/blue-fire', 'e')],
      [4, () => close('red', 'T02/red-fire', 'c')],
      [5, () => close('blue', 'T03/blue-fire', 'd')],
    ];
    for (const [step, closeWindow] of windows) {
      await closeWindow();
      for (const side of ['blue', 'red'] as const) expect([step, side, headIn(step, side)]).toEqual([step, side, await copyHead(side)]);
    }
  });
});
