import { afterEach, describe, expect, it } from 'vitest';
import { verifyArchive } from '#archive/verify';
import { startDuel, type DuelGame } from '../../support/duel-game';
import { duelRuleset } from '../../support/duel-ruleset';
import { playDuel } from '../../support/play-duel';

const rulesetFor = (id: string) => (id === 'duel' ? duelRuleset : undefined);
const referee = { kind: 'referee' } as const;
let g: DuelGame;
afterEach(() => g.db.dispose());

/** The dice, events and state hashes of a step, without its record number and time. */
const outcomeOf = (s: { window: string; seed: string; ctx: string; transcript: unknown; events: unknown; stateHashBefore: string; stateHashAfter: string }) => ({
  window: s.window,
  seed: s.seed,
  ctx: s.ctx,
  transcript: s.transcript,
  events: s.events,
  before: s.stateHashBefore,
  after: s.stateHashAfter,
});

describe('rollback and replay', () => {
  it('replaying the undone steps with the same files gives the same dice, events and state', async () => {
    g = await startDuel({ seed: 'rollback replay' });
    await playDuel(g, 4);
    const before = await g.service.archive(g.game.id, referee);
    const stateBefore = await g.service.view(g.game.id, referee);
    const result = await g.service.referee(g.game.id, referee, { action: 'rollback', to: 2, reason: 'a misread order in step 3' });
    expect(result.steps.map((s) => s.step)).toEqual([5, 6]);
    expect(result.steps.map(outcomeOf)).toEqual(before.steps.filter((s) => s.step > 2).map(outcomeOf));
    expect(await g.service.view(g.game.id, referee)).toEqual(stateBefore);

    const after = await g.service.archive(g.game.id, referee);
    expect(after.referee).toEqual([
      expect.objectContaining({ seq: 1, afterStep: 4, action: 'rollback', reason: 'a misread order in step 3', detail: { to: 2, undone: [3, 4], replay: true } }),
    ]);
    expect(after.steps.map((s) => [s.step, s.seedIndex])).toEqual([[1, undefined], [2, undefined], [3, undefined], [4, undefined], [5, 3], [6, 4]]);
    expect(verifyArchive(after, rulesetFor)).toMatchObject({ ok: true, scope: 'full' });
  });

  it('without replay the window reopens and waits for files again; the same files sent again reuse the seed, new files take a fresh one', async () => {
    g = await startDuel({ seed: 'rollback wait 2' });
    await playDuel(g, 3);
    const original = (await g.service.archive(g.game.id, referee)).steps;
    const result = await g.service.referee(g.game.id, referee, { action: 'rollback', to: 1, reason: 'recheck', replay: false });
    expect(result.steps).toEqual([]);
    expect(await g.service.summary(g.game.id)).toMatchObject({ window: original[1]!.window, waitingFor: ['red'] });
    const [file] = await g.db.reads.filesByHash(g.game.id, original[1]!.submissions.map((s) => s.fileHash));
    const again = await g.service.submitTurn({ gameId: g.game.id, text: file!.raw, bearer: g.token('red'), channel: 'http' });
    expect(again).toMatchObject({ ok: true, receipt: { duplicate: false, version: 2, adjudicated: { step: 4 } } });
    const closed = (await g.service.archive(g.game.id, referee)).steps.at(-1)!;
    expect(outcomeOf(closed)).toEqual(outcomeOf(original[1]!));

    await g.service.referee(g.game.id, referee, { action: 'rollback', to: 1, reason: 'again', replay: false });
    const score = ((await g.service.view(g.game.id, referee)) as { score: { blue: number } }).score.blue;
    await g.service.referee(g.game.id, referee, { action: 'correct', reason: 'score recount', changes: [{ path: ['score', 'blue'], value: score + 1 }] });
    const fresh = await g.service.adjudicate(g.game.id, referee);
    expect(fresh.seed).not.toBe(original[1]!.seed);
    const archive = await g.service.archive(g.game.id, referee);
    expect(archive.steps.at(-1)!.seedIndex).toBeUndefined();
    expect(verifyArchive(archive, rulesetFor)).toMatchObject({ ok: true });
  });

  it.each([
    [{ to: 7 }, 422, 'unknown-step'],
    [{ to: 3 }, 409, 'nothing-to-undo'],
    [{ to: 1.5 }, 422, 'unknown-step'],
  ])('refuses a rollback to %j with %i %s and changes nothing', async (ask, status, code) => {
    g = await startDuel({ seed: 'rollback refusals' });
    await playDuel(g, 3);
    const archive = await g.service.archive(g.game.id, referee);
    await expect(g.service.referee(g.game.id, referee, { action: 'rollback', reason: 'x', ...ask })).rejects.toMatchObject({ status, code });
    expect(await g.service.archive(g.game.id, referee)).toEqual(archive);
  });
});
