import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '#http/create-app';
import { ServiceError } from '#service/errors';
import { silentLogger } from '#service/ports';
import type { AbsenceInput, Principal } from '#service/types';
import { scheduledDuel, type ScheduledDuel } from './support/scheduled-duel';

let g: ScheduledDuel;
afterEach(() => g?.dispose());

// Created Monday 5 January 09:00; 48 h: T01/blue-fire is due Wednesday 7 January 09:00.
const timing = { deadlineHours: 48, remindBefore: [], afterAbsenceHours: 24 };
const blue: Principal = { kind: 'side', side: 'blue' };
const red: Principal = { kind: 'side', side: 'red' };
const referee: Principal = { kind: 'referee' };

describe('absences extend deadlines', () => {
  it("the open window's deadline falling in a declared absence moves past its end, and the sweep honours it", async () => {
    g = await scheduledDuel({ timing });
    const result = await g.service.declareAbsence(g.game.id, blue, { from: '2026-01-06', until: '2026-01-08' });
    // The absence ends Friday 9 January 00:00; 24 h later.
    expect(result).toEqual({ game: g.game.id, side: 'blue', from: '2026-01-06', until: '2026-01-08', deadline: '2026-01-10T00:00:00.000Z', moved: true });
    expect((await g.service.summary(g.game.id)).deadline).toBe('2026-01-10T00:00:00.000Z');
    expect((await g.sweepAt('2026-01-07T09:00:30.000Z')).closed).toEqual([]);
    g.restart('2026-01-09T23:59:00.000Z');
    expect((await g.service.sweep()).closed).toEqual([]);
    expect((await g.sweepAt('2026-01-10T00:00:10.000Z')).closed).toMatchObject([{ step: 1 }]);
  });

  it('a deadline outside the absence, or of a window that does not wait for the side, stays', async () => {
    g = await scheduledDuel({ timing });
    expect(await g.service.declareAbsence(g.game.id, blue, { from: '2026-01-08', until: '2026-01-09' })).toMatchObject({ deadline: '2026-01-07T09:00:00.000Z', moved: false });
    expect(await g.service.declareAbsence(g.game.id, referee, { side: 'red', from: '2026-01-06', until: '2026-01-08' })).toMatchObject({ deadline: '2026-01-07T09:00:00.000Z', moved: false });
  });

  it('a window opening while its side is away gets its deadline past the absence', async () => {
    g = await scheduledDuel({ timing });
    await g.service.declareAbsence(g.game.id, referee, { side: 'red', from: '2026-01-07', until: '2026-01-07' });
    expect((await g.send('blue', { window: 'T01/blue-fire', dice: 1 })).ok).toBe(true);
    // red's window opens Monday 09:00, due Wednesday 09:00: inside red's absence, so Thursday 00:00 + 24 h.
    expect(await g.service.summary(g.game.id)).toMatchObject({ window: 'T01/red-fire', deadline: '2026-01-09T00:00:00.000Z' });
  });

  it('counts from the end of the absence in the game time zone, skipping weekends when the game does', async () => {
    g = await scheduledDuel({ timing: { ...timing, weekends: 'skip', timeZone: 'Europe/Berlin' } });
    // Monday 09:00 UTC + 48 weekday hours = Wednesday 09:00 UTC; Berlin is UTC+1 in January.
    const r = await g.service.declareAbsence(g.game.id, blue, { from: '2026-01-07', until: '2026-01-09' });
    // Ends Saturday 10 January 00:00 in Berlin (Friday 23:00 UTC); 24 weekday hours: Tuesday 00:00 in Berlin.
    expect(r.deadline).toBe('2026-01-12T23:00:00.000Z');
  });

  it('every absence is kept on the game, with who declared it', async () => {
    g = await scheduledDuel({ timing });
    await g.service.declareAbsence(g.game.id, blue, { from: '2026-01-20', until: '2026-01-22' });
    await g.service.declareAbsence(g.game.id, referee, { side: 'red', from: '2026-01-21', until: '2026-01-21' });
    expect((await g.db.reads.game(g.game.id))!.absences).toEqual([
      { side: 'blue', from: '2026-01-20', until: '2026-01-22', by: 'side', at: '2026-01-05T09:00:00.000Z' },
      { side: 'red', from: '2026-01-21', until: '2026-01-21', by: 'referee', at: '2026-01-05T09:00:00.000Z' },
    ]);
  });
});

describe('a refused absence says why and changes nothing', () => {
  it.each([
    [blue, { from: '2026-01-06', until: '2026-01-05' }, 422, 'absence-order', ['until']],
    [blue, { from: '2026-01-06', until: '2026-03-31' }, 422, 'absence-too-long', ['until']],
    [blue, { from: '2026-01-01', until: '2026-01-04' }, 422, 'absence-over', ['until']],
    [blue, { from: '2026-02-30', until: '2026-03-01' }, 422, 'invalid-absence', ['from']],
    [blue, { from: '6 Jan', until: '2026-01-08' }, 422, 'invalid-absence', ['from']],
    [blue, { side: 'red', from: '2026-01-06', until: '2026-01-08' }, 403, 'other-side', ['side']],
    [red, { side: 'blue', from: '2026-01-06', until: '2026-01-08' }, 403, 'other-side', ['side']],
    [referee, { from: '2026-01-06', until: '2026-01-08' }, 422, 'side-required', ['side']],
    [referee, { side: 'green', from: '2026-01-06', until: '2026-01-08' }, 422, 'unknown-side', ['side']],
  ] as [Principal, AbsenceInput, number, string, string[]][])('%o %o: %i %s', async (who, input, status, code, path) => {
    g = await scheduledDuel({ timing });
    const before = await g.db.reads.game(g.game.id);
    const err = await g.service.declareAbsence(g.game.id, who, input).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({ status, code });
    expect((err as ServiceError).errors[0]?.path).toEqual(path);
    expect(await g.db.reads.game(g.game.id)).toEqual(before);
  });

  it('an unknown game is 404', async () => {
    g = await scheduledDuel({ timing });
    await expect(g.service.declareAbsence('g_NOSUCH', referee, { side: 'blue', from: '2026-01-06', until: '2026-01-08' })).rejects.toMatchObject({ status: 404, code: 'unknown-game' });
  });
});

describe('POST /api/games/:id/absences', () => {
  const call = (token: string | undefined, body: unknown) =>
    createApp({ service: g.service, adminToken: 'admin-token-0123456789abcdef', logger: silentLogger }).request(`/api/games/${g.game.id}/absences`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('takes a side token for its own side and answers with the deadline', async () => {
    g = await scheduledDuel({ timing });
    const res = await call(g.token('blue'), { from: '2026-01-06', until: '2026-01-08' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ side: 'blue', deadline: '2026-01-10T00:00:00.000Z', moved: true });
  });

  it.each([
    [undefined, { from: '2026-01-06', until: '2026-01-08' }, 401, 'unauthorized'],
    ['blue', { from: '2026-01-06', until: '2026-01-08', extra: 1 }, 422, 'invalid-body'],
    ['blue', { from: '2026-01-06' }, 422, 'invalid-body'],
    ['referee', { from: '2026-01-06', until: '2026-01-08' }, 422, 'side-required'],
  ] as const)('token %s, body %o: %i %s', async (who, body, status, code) => {
    g = await scheduledDuel({ timing });
    const token = who === undefined ? undefined : who === 'referee' ? g.game.refereeToken : g.token(who);
    const before = await g.db.reads.game(g.game.id);
    const res = await call(token, body);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    expect(await g.db.reads.game(g.game.id)).toEqual(before);
  });
});
