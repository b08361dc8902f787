import { afterEach, describe, expect, it } from 'vitest';
import { verifyArchive } from '#archive/verify';
import { serviceContext } from '#service/context';
import { pauseGame } from '#service/referee/pause';
import { seededEntropy } from '../../support/fixed-ports';
import { duelFile } from '../../support/duel-files';
import { startDuel, type DuelGame } from '../../support/duel-game';
import { duelRuleset } from '../../support/duel-ruleset';
import { playDuel } from '../../support/play-duel';

const rulesetFor = (id: string) => (id === 'duel' ? duelRuleset : undefined);
const referee = { kind: 'referee' } as const;
const blue = { kind: 'side', side: 'blue' } as const;
let g: DuelGame;
afterEach(() => g.db.dispose());

const actions = async () => (await g.service.archive(g.game.id, referee)).referee ?? [];
const submitBlue = (extra: { token?: string } = {}) =>
  g.service.submitTurn({ gameId: g.game.id, text: duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 2 }), bearer: extra.token ?? g.token('blue'), channel: 'http' });

describe('referee actions', () => {
  it('preview shows the step the window would give, commits none of it, and the close gives exactly that step', async () => {
    g = await startDuel({ seed: 'preview' });
    await g.service.submitTurn({ gameId: g.game.id, text: duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 2, final: false }), bearer: g.token('blue'), channel: 'http' });
    const seen = await g.service.referee(g.game.id, referee, { action: 'preview' });
    expect(seen.preview).toMatchObject({ step: 1, window: 'T01/blue-fire' });
    expect((await g.service.summary(g.game.id)).steps).toBe(0);
    await expect(g.service.step(g.game.id, 1, null)).rejects.toMatchObject({ status: 404 });
    const closed = await g.service.adjudicate(g.game.id, referee);
    expect({ ...closed, at: '' }).toEqual({ ...seen.preview!, at: '' });
    expect((await actions()).map((a) => [a.action, a.afterStep, a.detail])).toEqual([
      ['preview', 0, { window: 'T01/blue-fire' }],
      ['force-close', 0, { window: 'T01/blue-fire' }],
    ]);
  });

  it('pause refuses turn files and closes until resume, which moves the deadline by the pause', async () => {
    g = await startDuel({ seed: 'pause' });
    const deadline = (await g.service.summary(g.game.id)).deadline!;
    g.clock.set('2026-01-05T10:00:00.000Z');
    await g.service.referee(g.game.id, referee, { action: 'pause', reason: 'a player is in hospital' });
    expect((await g.service.summary(g.game.id)).status).toBe('paused');
    expect(await submitBlue()).toMatchObject({ ok: false, status: 409, code: 'game-paused' });
    await expect(g.service.adjudicate(g.game.id, referee)).rejects.toMatchObject({ status: 409, code: 'game-paused' });
    await expect(g.service.referee(g.game.id, referee, { action: 'pause', reason: 'again' })).rejects.toMatchObject({ status: 409, code: 'already-paused' });
    g.clock.set('2026-01-07T10:00:00.000Z');
    await g.service.referee(g.game.id, referee, { action: 'resume' });
    const summary = await g.service.summary(g.game.id);
    expect(summary.status).toBe('active');
    expect(Date.parse(summary.deadline!) - Date.parse(deadline)).toBe(2 * 24 * 3_600_000);
    await expect(g.service.referee(g.game.id, referee, { action: 'resume' })).rejects.toMatchObject({ status: 409, code: 'not-paused' });
    expect(await submitBlue()).toMatchObject({ ok: true });
    expect((await actions()).map((a) => [a.action, a.by, a.reason])).toEqual([
      ['pause', 'referee', 'a player is in hospital'],
      ['resume', 'referee', undefined],
    ]);
  });

  it('the outage guard pauses through the same function, logged as umpire', async () => {
    g = await startDuel({ seed: 'outage' });
    const ctx = serviceContext({ db: g.db, rulesets: [duelRuleset], clock: g.clock, entropy: seededEntropy('guard') });
    await pauseGame(ctx, g.game.id, 'umpire', 'the mail server is unreachable');
    expect((await g.service.summary(g.game.id)).status).toBe('paused');
    expect((await actions())[0]).toMatchObject({ action: 'pause', by: 'umpire', reason: 'the mail server is unreachable' });
    expect(verifyArchive(await g.service.archive(g.game.id, referee), rulesetFor).ok).toBe(true);
  });

  it('replace-player issues a new token; the old one stops working', async () => {
    g = await startDuel({ seed: 'replace' });
    const old = g.token('blue');
    const result = await g.service.referee(g.game.id, referee, { action: 'replace-player', side: 'blue', reason: 'moved abroad', email: 'new@example.test' });
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await g.service.authenticate(g.game.id, old)).toBeNull();
    expect(await g.service.authenticate(g.game.id, result.token!)).toEqual(blue);
    expect(await submitBlue({ token: result.token! })).toMatchObject({ ok: true });
    expect((await actions())[0]).toMatchObject({ action: 'replace-player', detail: { side: 'blue' }, reason: 'moved abroad' });
    expect(JSON.stringify(await g.service.archive(g.game.id, referee))).not.toContain(result.token!);
    await expect(g.service.referee(g.game.id, referee, { action: 'replace-player', side: 'green', reason: 'x' })).rejects.toMatchObject({ status: 422, code: 'unknown-side' });
  });

  it('end closes the game with the referee’s result; the archive becomes full for everyone and still verifies', async () => {
    g = await startDuel({ seed: 'end' });
    await playDuel(g, 2);
    await expect(g.service.referee(g.game.id, referee, { action: 'end', reason: 'x', winner: 'green' })).rejects.toMatchObject({ status: 422, code: 'unknown-side' });
    await g.service.referee(g.game.id, referee, { action: 'end', reason: 'red resigned', winner: 'blue' });
    const summary = await g.service.summary(g.game.id);
    expect(summary).toMatchObject({ status: 'ended', window: null, outcome: { winner: 'blue', reason: 'Ended by the referee: red resigned' } });
    const pub = await g.service.archive(g.game.id, null);
    expect(pub.redaction).toBe('full');
    expect(verifyArchive(pub, rulesetFor)).toMatchObject({ ok: true, scope: 'full' });
    await expect(g.service.referee(g.game.id, referee, { action: 'pause', reason: 'x' })).rejects.toMatchObject({ status: 409, code: 'game-ended' });
    await expect(g.service.referee(g.game.id, referee, { action: 'rollback', to: 1, reason: 'x' })).rejects.toMatchObject({ status: 409, code: 'game-ended' });
  });

  it.each(['preview', 'pause', 'resume', 'force-close'] as const)('only the referee may %s (403, nothing logged)', async (action) => {
    g = await startDuel({ seed: `side ${action}` });
    await expect(g.service.referee(g.game.id, blue, { action, reason: 'x' } as never)).rejects.toMatchObject({ status: 403, code: 'referee-only' });
    expect(await actions()).toEqual([]);
  });
});
