import { afterEach, describe, expect, it } from 'vitest';
import { scheduledDuel, type ScheduledDuel } from './support/scheduled-duel';

let g: ScheduledDuel;
afterEach(() => g?.dispose());

// Created Monday 09:00 with a 48 h deadline: T01/blue-fire is due Wednesday 09:00; it waits for blue only.
const timing = { deadlineHours: 48, remindBefore: [24, 2] };

describe('reminders before a deadline', () => {
  it('each reminder goes out once, to the side the window waits for, and not again after a restart', async () => {
    g = await scheduledDuel({ timing });
    expect((await g.service.summary(g.game.id)).deadline).toBe('2026-01-07T09:00:00.000Z');

    expect((await g.sweepAt('2026-01-06T08:59:00.000Z')).reminders).toEqual([]);
    const first = await g.sweepAt('2026-01-06T09:00:00.000Z');
    expect(first.reminders).toEqual([{ game: g.game.id, window: 'T01/blue-fire', hoursBefore: 24, sides: ['blue'] }]);
    expect((await g.sweepAt('2026-01-06T09:01:00.000Z')).reminders).toEqual([]);

    g.restart('2026-01-06T10:00:00.000Z');
    expect((await g.service.sweep()).reminders).toEqual([]);
    expect((await g.sweepAt('2026-01-07T07:00:00.000Z')).reminders).toMatchObject([{ hoursBefore: 2, sides: ['blue'] }]);
    g.restart('2026-01-07T07:30:00.000Z');
    expect((await g.service.sweep()).reminders).toEqual([]);

    const mails = g.mails('reminder');
    expect(mails.map((m) => m.to)).toEqual([['blue@example.test'], ['blue@example.test']]);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(2);
    expect(mails[0]!.subject).toBe(`[Umpire ${g.game.id}] Reminder: blue T01/blue-fire is due 2026-01-07T09:00:00.000Z`);
    expect(mails[0]!.body).toContain('about 24 hours from now');
    expect(mails[1]!.body).toContain('about 2 hours from now');
    const start = g.mails('game-start').find((m) => m.side === 'blue')!;
    expect(mails[0]!.headers).toMatchObject({ 'In-Reply-To': `<${start.messageId}>`, 'Auto-Submitted': 'auto-generated' });
    expect(g.marks()).toEqual(['remind-24h@2026-01-07T09:00:00.000Z', 'remind-2h@2026-01-07T09:00:00.000Z']);
  });

  it('after a long gap only the nearest reminder is sent; the earlier one is marked as passed', async () => {
    g = await scheduledDuel({ timing });
    const report = await g.sweepAt('2026-01-07T08:00:00.000Z');
    expect(report.reminders).toMatchObject([{ hoursBefore: 2 }]);
    expect(g.mails('reminder')).toHaveLength(1);
    expect(g.marks()).toHaveLength(2);
    expect((await g.sweepAt('2026-01-07T08:30:00.000Z')).reminders).toEqual([]);
  });

  it('a reminder whose time falls before the window opened is not sent', async () => {
    g = await scheduledDuel({ timing: { deadlineHours: 12, remindBefore: [24, 2] } });
    expect((await g.sweepAt('2026-01-05T09:05:00.000Z')).reminders).toEqual([]);
    expect((await g.sweepAt('2026-01-05T19:00:00.000Z')).reminders).toMatchObject([{ hoursBefore: 2 }]);
  });

  it('tells a side whose draft is in that it is in, and what the policy and the grace period do', async () => {
    g = await scheduledDuel({ timing: { ...timing, graceHours: 6 } });
    expect((await g.send('blue', { window: 'T01/blue-fire', dice: 2, final: false })).ok).toBe(true);
    await g.sweepAt('2026-01-06T09:00:00.000Z');
    const [mail] = g.mails('reminder');
    expect(mail!.body).toContain('Your latest draft is in. Send it again as final');
    expect(mail!.body).toContain('your latest draft counts if you sent one');
    expect(mail!.body).toContain('Late files are still taken until 2026-01-07T15:00:00.000Z (a grace period of 6 hours)');
  });

  it('no reminders once the window has closed', async () => {
    g = await scheduledDuel({ timing });
    expect((await g.send('blue', { window: 'T01/blue-fire', dice: 1 })).ok).toBe(true);
    // The next window (red's) opened Monday 09:00 with its own deadline, Wednesday 09:00.
    const report = await g.sweepAt('2026-01-06T09:00:00.000Z');
    expect(report.reminders).toMatchObject([{ window: 'T01/red-fire', sides: ['red'] }]);
    expect(g.mails('reminder').map((m) => m.to)).toEqual([['red@example.test']]);
  });
});
