import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError } from '#service/errors';
import { duelFile } from '../support/duel-files';
import { startDuel, type DuelGame } from '../support/duel-game';

let g: DuelGame;
afterEach(() => g?.db.dispose());

const send = (text: string, bearer: string) => g.service.submitTurn({ gameId: g.game.id, text, bearer, channel: 'http' });

describe('closing a window without every final file', () => {
  it('the referee closes it now: a draft counts, a missing side takes no action', async () => {
    g = await startDuel();
    await send(duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 2, final: false }), g.token('blue'));
    const refused = await g.service.adjudicate(g.game.id, { kind: 'side', side: 'blue' }).catch((e: unknown) => e);
    expect((refused as ServiceError).status).toBe(403);

    const step = await g.service.adjudicate(g.game.id, { kind: 'referee' });
    expect(step.step).toBe(1);
    expect(step.window).toBe('T01/blue-fire');
    expect(step.submissions.map((s) => s.side)).toEqual(['blue']);
    expect(step.events.find((e) => e.type === 'fire')?.dice).toHaveLength(2);
    expect((await g.db.reads.step(g.game.id, 1))!.closedBy).toBe('referee');

    const next = await g.service.adjudicate(g.game.id, { kind: 'referee' });
    expect(next.events[0]).toEqual({ type: 'no-action', side: 'red' });
    expect(next.submissions).toEqual([]);
  });

  it('closeDueWindows closes windows whose deadline has passed, and only those', async () => {
    g = await startDuel({ deadlineHours: 24 });
    expect(await g.service.closeDueWindows()).toEqual([]);
    g.clock.set('2026-01-06T09:00:05.000Z');
    expect(await g.service.closeDueWindows()).toEqual([{ game: g.game.id, step: 1, window: 'T01/blue-fire', nextWindow: 'T01/red-fire' }]);
    expect(await g.service.closeDueWindows()).toEqual([]);
    const summary = await g.service.summary(g.game.id);
    expect(summary.deadline! > '2026-01-07T09:00:00.000Z').toBe(true);
    expect((await g.db.reads.step(g.game.id, 1))!.closedBy).toBe('deadline');
  });
});

describe('steps, views and templates per reader', () => {
  it('redacts events shown to one side and hidden dice values until the game ends', async () => {
    g = await startDuel();
    await send(duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 1 }), g.token('blue'));
    const pub = await g.service.step(g.game.id, 1, null);
    const red = await g.service.step(g.game.id, 1, { kind: 'side', side: 'red' });
    const blue = await g.service.step(g.game.id, 1, { kind: 'side', side: 'blue' });
    const ref = await g.service.step(g.game.id, 1, { kind: 'referee' });
    expect(pub.events.some((e) => e.type === 'wind')).toBe(false);
    expect(blue.events.some((e) => e.type === 'wind')).toBe(false);
    expect(red.events.find((e) => e.type === 'wind')?.wind).toEqual(expect.any(Number));
    const hiddenPub = pub.transcript.find((d) => d.hidden)!;
    expect(hiddenPub.value).toBeUndefined();
    expect(hiddenPub.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(ref.transcript.find((d) => d.hidden)!.value).toEqual(expect.any(Number));
    expect(pub.seed).toBe(ref.seed);
    await expect(g.service.step(g.game.id, 2, null)).rejects.toMatchObject({ status: 404 });
  });

  it('views go through the rules: the public and the other side do not see the wind', async () => {
    g = await startDuel();
    await send(duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 1 }), g.token('blue'));
    const full = (await g.service.view(g.game.id, { kind: 'referee' })) as { wind: number };
    expect(full.wind).toEqual(expect.any(Number));
    expect(await g.service.view(g.game.id, null)).toMatchObject({ wind: null, standing: {} });
    expect(await g.service.view(g.game.id, { kind: 'side', side: 'blue' })).toMatchObject({ wind: null });
    expect(await g.service.view(g.game.id, { kind: 'side', side: 'red' })).toMatchObject({ wind: full.wind });
  });

  it('authenticates tokens; unknown games are 404', async () => {
    g = await startDuel();
    expect(await g.service.authenticate(g.game.id, g.token('red'))).toEqual({ kind: 'side', side: 'red' });
    expect(await g.service.authenticate(g.game.id, g.game.refereeToken)).toEqual({ kind: 'referee' });
    expect(await g.service.authenticate(g.game.id, 'nope')).toBeNull();
    await expect(g.service.authenticate('g_NOSUCH', 'nope')).rejects.toMatchObject({ status: 404 });
    await expect(g.service.summary('g_NOSUCH')).rejects.toMatchObject({ status: 404, code: 'unknown-game' });
  });

  it('a template parses and is accepted as it stands (no action), based on the current state', async () => {
    g = await startDuel();
    const yaml = await g.service.template(g.game.id, 'blue');
    const row = (await g.db.reads.game(g.game.id))!;
    expect(yaml).toContain(`basedOn: ${row.stateHash}`);
    const r = await send(yaml, g.token('blue'));
    expect(r.ok && r.receipt.adjudicated?.step).toBe(1);
    await expect(g.service.template(g.game.id, 'green')).rejects.toMatchObject({ status: 422 });
  });
});
