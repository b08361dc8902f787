import { afterEach, describe, expect, it } from 'vitest';
import { verifyArchive } from '#archive/verify';
import { stepReport } from '#cli/format/step';
import type { RefereeRequest } from '#service/referee/types';
import { combatReportText, reportModel } from '#report';
import { startDuel, type DuelGame } from '../../support/duel-game';
import { duelRuleset } from '../../support/duel-ruleset';
import { playDuel } from '../../support/play-duel';

const rulesetFor = (id: string) => (id === 'duel' ? duelRuleset : undefined);
const referee = { kind: 'referee' } as const;
const blue = { kind: 'side', side: 'blue' } as const;
const red = { kind: 'side', side: 'red' } as const;
let g: DuelGame;
afterEach(() => g.db.dispose());

const state = async () => (await g.service.view(g.game.id, referee)) as { score: { blue: number; red: number }; ammo: { blue: number; red: number } };

describe('a correction', () => {
  it('changes the state, is logged with its reason, verifies, and shows in the next report', async () => {
    g = await startDuel({ seed: 'correction' });
    await playDuel(g, 2);
    const was = (await state()).ammo.red;
    const result = await g.service.referee(g.game.id, referee, {
      action: 'correct',
      reason: 'red was charged one die too many',
      changes: [{ path: ['ammo', 'red'], value: was + 1 }],
    });
    expect(result).toMatchObject({ action: 'correct', seq: 1, status: 'active' });
    expect((await state()).ammo.red).toBe(was + 1);

    const archive = await g.service.archive(g.game.id, referee);
    expect(archive.referee).toEqual([
      expect.objectContaining({
        action: 'correct',
        afterStep: 2,
        reason: 'red was charged one die too many',
        detail: { changes: [{ path: ['ammo', 'red'], value: was + 1, was }] },
      }),
    ]);
    expect(archive.referee![0]!.stateHashAfter).not.toBe(archive.referee![0]!.stateHashBefore);
    expect(verifyArchive(archive, rulesetFor)).toMatchObject({ ok: true, scope: 'full' });

    // The current map shows it now, and the report of the next step shows it after the step.
    const now = combatReportText(reportModel(await g.service.reportData(g.game.id, null, blue)));
    expect(now).toContain('Referee corrections');
    expect(now).toContain(`ammo.red set to ${was + 1}. Reason: red was charged one die too many`);
    await playDuel(g, 1);
    const next = combatReportText(reportModel(await g.service.reportData(g.game.id, 3, red)));
    expect(next).toMatch(/Referee corrections\n {2}Referee correction 1 \(.*\): ammo\.red set to \d+\. Reason: red was charged one die too many/);
    expect(next).not.toContain(', was ');
    const full = combatReportText(reportModel(await g.service.reportData(g.game.id, 3, referee)));
    expect(full).toContain(`, was ${was}.`);
    const step3 = await g.service.step(g.game.id, 3, red);
    expect(step3.corrections).toEqual([{ seq: 1, at: expect.any(String), reason: 'red was charged one die too many', changes: [{ path: ['ammo', 'red'], value: was + 1 }] }]);
    expect(stepReport(step3).join('\n')).toMatch(/Referee corrections \(before this step\):\n {2}Referee correction 1 .*ammo\.red set to/);
    expect((await g.service.step(g.game.id, 2, red)).corrections).toBeUndefined();
    const earlier = combatReportText(reportModel(await g.service.reportData(g.game.id, 2, red)));
    expect(earlier).not.toContain('Referee corrections');
    expect(verifyArchive(await g.service.archive(g.game.id, referee), rulesetFor).ok).toBe(true);
  });

  it('made visible to one side, hides its values from the other side and the public until the game ends', async () => {
    g = await startDuel({ seed: 'hidden correction' });
    await playDuel(g, 1);
    await g.service.referee(g.game.id, referee, { action: 'correct', reason: 'wind misdrawn', changes: [{ path: ['wind'], value: 3 }], visibleTo: ['red'] });
    const mine = await g.service.archive(g.game.id, red);
    const theirs = await g.service.archive(g.game.id, blue);
    expect(mine.referee![0]!.detail).toEqual({ visibleTo: ['red'], changes: [{ path: ['wind'], value: 3 }] });
    expect(theirs.referee![0]!.detail).toEqual({ visibleTo: ['red'], changes: [{ path: ['wind'] }] });
    expect(verifyArchive(theirs, rulesetFor).ok).toBe(true);
    const text = combatReportText(reportModel(await g.service.reportData(g.game.id, null, blue)));
    expect(text).toContain('wind changed (the value is hidden from this copy)');
  });

  it.each([
    ['an unknown path', { changes: [{ path: ['score', 'green'], value: 1 }] }, 'unknown-path', ['changes', 0, 'path']],
    ['an index beyond an array', { changes: [{ path: ['score', 0], value: 1 }] }, 'unknown-path', ['changes', 0, 'path']],
    ['an empty path', { changes: [{ path: [], value: 1 }] }, 'unknown-path', ['changes', 0, 'path']],
    ['no changes', { changes: [] }, 'required', ['changes']],
    ['a change without a value', { changes: [{ path: ['wind'] }] }, 'required', ['changes', 0, 'value']],
    ['an unknown side', { changes: [{ path: ['wind'], value: 1 }], visibleTo: ['green'] }, 'unknown-side', ['visibleTo']],
  ])('refuses %s with 422 and changes nothing', async (_what, ask, code, path) => {
    g = await startDuel({ seed: 'bad corrections' });
    await playDuel(g, 1);
    const before = await g.service.archive(g.game.id, referee);
    await expect(g.service.referee(g.game.id, referee, { action: 'correct', reason: 'x', ...ask } as RefereeRequest)).rejects.toMatchObject({
      status: 422,
      code: 'invalid-correction',
      errors: [expect.objectContaining({ code, path })],
    });
    expect(await g.service.archive(g.game.id, referee)).toEqual(before);
  });
});
