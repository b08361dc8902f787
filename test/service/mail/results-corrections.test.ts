import { afterEach, describe, expect, it } from 'vitest';
import { duelFile } from '../../support/duel-files';
import { startMailDuel, type MailDuel } from '../../mail/support/mail-duel';

let g: MailDuel | undefined;
afterEach(() => g?.db.dispose());

const referee = { kind: 'referee' } as const;

describe('results mail after a referee correction', () => {
  it('lists the correction and its reason in the next step of every side, the old value in no copy', async () => {
    g = await startMailDuel();
    const r = await g.service.submitTurn({ gameId: g.game.id, text: duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 1 }), bearer: g.token('blue'), channel: 'http' });
    expect(r.ok).toBe(true);
    const before = g.outbox().filter((x) => x.kind === 'results');
    expect(before.every((m) => !m.body.includes('Referee correction'))).toBe(true);

    const view = (await g.service.view(g.game.id, referee)) as { ammo: { red: number } };
    await g.service.referee(g.game.id, referee, { action: 'correct', reason: 'red was charged one die too many', changes: [{ path: ['ammo', 'red'], value: view.ammo.red + 1 }] });
    await g.service.adjudicate(g.game.id, referee);

    const step2 = g.outbox().filter((x) => x.kind === 'results' && x.messageId.includes('.step2@'));
    expect(step2).toHaveLength(2);
    for (const m of step2) {
      expect(m.body).toMatch(new RegExp(`Referee corrections since the step before:\\n {2}Referee correction 1 \\(.*\\): ammo\\.red set to ${view.ammo.red + 1}\\. Reason: red was charged one die too many`));
      expect(m.body).not.toContain(', was ');
    }
  });
});
