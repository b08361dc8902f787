import { afterEach, describe, expect, it } from 'vitest';
import { scheduledDuel, type ScheduledDuel } from './support/scheduled-duel';

let g: ScheduledDuel;
afterEach(() => g?.dispose());

// Created Monday 09:00; 48 h: T01/blue-fire is due Wednesday 09:00. No reminders, to keep the outbox to the point.
const DEADLINE = '2026-01-07T09:00:00.000Z';
const base = { deadlineHours: 48, remindBefore: [] };

describe('missed-orders policy "no-action" (the default)', () => {
  it('closes the window once at the deadline, with the latest drafts and standing orders, and not again after a restart', async () => {
    g = await scheduledDuel({ timing: base });
    expect((await g.send('blue', { window: 'T01/blue-fire', dice: 2, final: false })).ok).toBe(true);
    expect((await g.send('red', { window: 'T01/blue-fire', returnFire: true })).ok).toBe(true);
    expect((await g.sweepAt('2026-01-07T08:59:59.000Z')).closed).toEqual([]);

    const report = await g.sweepAt('2026-01-07T09:00:30.000Z');
    expect(report.closed).toEqual([{ game: g.game.id, step: 1, window: 'T01/blue-fire', nextWindow: 'T01/red-fire' }]);
    const step = await g.service.step(g.game.id, 1, { kind: 'referee' });
    expect(step.submissions.map((s) => s.side)).toEqual(['blue', 'red']);
    expect(step.events.find((e) => e.type === 'fire')?.dice).toHaveLength(2);
    expect(((await g.service.view(g.game.id, { kind: 'referee' })) as { standing: { red: { returnFire: boolean } } }).standing.red.returnFire).toBe(true);
    expect((await g.db.reads.step(g.game.id, 1))!.closedBy).toBe('deadline');

    expect((await g.sweepAt('2026-01-07T09:01:30.000Z')).closed).toEqual([]);
    g.restart('2026-01-07T09:02:30.000Z');
    expect((await g.service.sweep()).closed).toEqual([]);
    expect((await g.service.summary(g.game.id)).steps).toBe(1);
    expect(g.mails('results')).toHaveLength(2);
  });

  it('a side with no file takes no action', async () => {
    g = await scheduledDuel({ timing: { ...base, missedOrders: 'no-action' } });
    await g.sweepAt('2026-01-07T09:00:30.000Z');
    expect((await g.service.step(g.game.id, 1, null)).events[0]).toEqual({ type: 'no-action', side: 'blue' });
  });
});

describe('grace period', () => {
  it('keeps taking files after the deadline and acts only when the grace has run out', async () => {
    g = await scheduledDuel({ timing: { ...base, graceHours: 6 } });
    expect((await g.sweepAt('2026-01-07T12:00:00.000Z')).closed).toEqual([]);
    g.at('2026-01-07T14:00:00.000Z');
    expect((await g.send('blue', { window: 'T01/blue-fire', dice: 1, final: false })).ok).toBe(true);
    expect((await g.sweepAt('2026-01-07T14:59:59.000Z')).closed).toEqual([]);
    expect((await g.sweepAt('2026-01-07T15:00:00.000Z')).closed).toMatchObject([{ step: 1, window: 'T01/blue-fire' }]);
  });
});

describe('missed-orders policy "wait"', () => {
  it('keeps the window open and tells the referee once, also across a restart; the file still closes it', async () => {
    g = await scheduledDuel({ timing: { ...base, missedOrders: 'wait' } });
    const report = await g.sweepAt('2026-01-07T09:00:30.000Z');
    expect(report.closed).toEqual([]);
    expect(report.notices).toEqual([{ game: g.game.id, window: 'T01/blue-fire', kind: 'waiting' }]);
    expect((await g.sweepAt('2026-01-07T10:00:00.000Z')).notices).toEqual([]);
    g.restart('2026-01-08T10:00:00.000Z');
    expect((await g.service.sweep()).notices).toEqual([]);

    const summary = await g.service.summary(g.game.id);
    expect(summary).toMatchObject({ status: 'active', window: 'T01/blue-fire', deadline: DEADLINE, steps: 0 });
    const notices = g.mails('referee-notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.to).toEqual(['referee@example.test']);
    expect(notices[0]!.subject).toBe(`[Umpire ${g.game.id}] Referee: deadline passed, the game waits`);
    expect(notices[0]!.body).toContain('Still missing: blue.');

    const sent = await g.send('blue', { window: 'T01/blue-fire', dice: 1 });
    expect(sent.ok && sent.receipt.adjudicated?.step).toBe(1);
  });

  it('without a referee address the notice is recorded but no mail is queued', async () => {
    g = await scheduledDuel({ timing: { ...base, missedOrders: 'wait' }, refereeEmail: null });
    expect((await g.sweepAt('2026-01-07T09:00:30.000Z')).notices).toHaveLength(1);
    expect(g.mails('referee-notice')).toEqual([]);
    expect(g.marks()).toEqual([`waiting@${DEADLINE}`]);
  });
});

describe('missed-orders policy "referee"', () => {
  it('pauses the game, hands the window to the referee with one notice, and adjudicates nothing', async () => {
    g = await scheduledDuel({ timing: { ...base, missedOrders: 'referee' } });
    const report = await g.sweepAt('2026-01-07T09:00:30.000Z');
    expect(report.paused).toEqual([{ game: g.game.id, reason: 'missed-orders' }]);
    expect(report.closed).toEqual([]);
    expect(await g.service.summary(g.game.id)).toMatchObject({ status: 'paused', window: 'T01/blue-fire', steps: 0 });
    expect(g.pauses()).toMatchObject([{ seq: 1, action: 'pause', by: 'umpire', reason: 'missed-orders', afterStep: 0 }]);

    expect((await g.sweepAt('2026-01-07T10:00:00.000Z')).paused).toEqual([]);
    g.restart('2026-01-07T11:00:00.000Z');
    expect((await g.service.sweep()).notices).toEqual([]);
    const notices = g.mails('referee-notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toContain('deadline passed, handed to you');
    expect(g.pauses()).toHaveLength(1);
  });
});
