import { afterEach, describe, expect, it } from 'vitest';
import { verifyArchive } from '#archive/verify';
import { duelRuleset } from '../../support/duel-ruleset';
import { scheduledDuel, type ScheduledDuel } from './support/scheduled-duel';

let g: ScheduledDuel;
afterEach(() => g?.dispose());

// T01/blue-fire is due Wednesday 09:00 (48 h); the margin is 15 minutes (the default).
const timing = { deadlineHours: 48, remindBefore: [] };

describe('the outage guard', () => {
  it.each([
    // previous sweep, this sweep, what happens
    ['2026-01-07T08:59:00.000Z', '2026-01-07T09:00:30.000Z', 'closed', 'sweeps kept running: the deadline closes the window'],
    ['2026-01-07T08:50:00.000Z', '2026-01-07T09:14:00.000Z', 'closed', 'down across the deadline, back within the margin'],
    ['2026-01-07T08:50:00.000Z', '2026-01-07T09:16:00.000Z', 'paused', 'down across the deadline and past the margin'],
    ['2026-01-05T10:00:00.000Z', '2026-01-09T12:00:00.000Z', 'paused', 'down for days'],
    [null, '2026-01-09T12:00:00.000Z', 'closed', 'no sweep ever ran: nothing says the service was down'],
  ] as const)('previous sweep %s, sweep at %s: %s (%s)', async (previous, now, expected, _why) => {
    g = await scheduledDuel({ timing });
    if (previous) await g.sweepAt(previous);
    const report = await g.sweepAt(now);
    const summary = await g.service.summary(g.game.id);
    if (expected === 'closed') {
      expect(report.closed).toHaveLength(1);
      expect(summary.status).toBe('active');
    } else {
      expect(report).toMatchObject({ closed: [], paused: [{ game: g.game.id, reason: 'outage' }] });
      expect(summary).toMatchObject({ status: 'paused', steps: 0, window: 'T01/blue-fire' });
    }
  });

  it('does not adjudicate a pile of windows after an outage: every overdue game pauses, the referee is told once each', async () => {
    g = await scheduledDuel({ timing });
    const other = await g.service.createGame({ scenario: 'duel/skirmish', players: [{ side: 'blue' }, { side: 'red' }], options: { timing }, refereeEmail: 'other-ref@example.test' });
    await g.sweepAt('2026-01-06T12:00:00.000Z');

    const report = await g.sweepAt('2026-01-08T12:00:00.000Z');
    expect(report.closed).toEqual([]);
    expect(report.paused.map((p) => p.game).sort()).toEqual([g.game.id, other.id].sort());
    expect(g.pauses()).toMatchObject([{ action: 'pause', by: 'umpire', reason: 'outage' }]);
    const notices = g.mails('referee-notice');
    expect(notices.map((m) => m.to[0]).sort()).toEqual(['other-ref@example.test', 'referee@example.test']);
    expect(notices[0]!.subject).toContain('Referee: paused after an outage');
    expect(notices[0]!.body).toContain('last checked its deadlines at 2026-01-06T12:00:00.000Z');

    expect((await g.sweepAt('2026-01-08T12:01:00.000Z')).paused).toEqual([]);
    g.restart('2026-01-08T13:00:00.000Z');
    expect((await g.service.sweep()).paused).toEqual([]);
    expect(g.mails('referee-notice')).toHaveLength(2);
    expect((await g.db.reads.steps(g.game.id)).length + (await g.db.reads.steps(other.id)).length).toBe(0);
  });

  it('a window left open on purpose (policy "wait") is not taken for an outage by later sweeps', async () => {
    g = await scheduledDuel({ timing: { ...timing, missedOrders: 'wait' } });
    await g.sweepAt('2026-01-07T08:59:00.000Z');
    expect((await g.sweepAt('2026-01-07T09:00:30.000Z')).notices).toMatchObject([{ kind: 'waiting' }]);
    expect(await g.sweepAt('2026-01-08T09:00:00.000Z')).toMatchObject({ paused: [], notices: [] });
    expect((await g.service.summary(g.game.id)).status).toBe('active');
  });

  it("the pause is an entry of the game log that the archive verifies; once the referee resumes, the policy acts", async () => {
    g = await scheduledDuel({ timing });
    await g.sweepAt('2026-01-06T12:00:00.000Z');
    await g.sweepAt('2026-01-08T12:00:00.000Z');
    const archive = await g.service.archive(g.game.id, { kind: 'referee' });
    expect(archive.referee).toMatchObject([{ seq: 1, action: 'pause', by: 'umpire', reason: 'outage' }]);
    expect(verifyArchive(archive, (id) => (id === 'duel' ? duelRuleset : undefined)).ok).toBe(true);

    g.at('2026-01-08T13:00:00.000Z');
    await g.service.referee(g.game.id, { kind: 'referee' }, { action: 'resume' });
    expect((await g.sweepAt('2026-01-08T13:01:00.000Z')).closed).toMatchObject([{ step: 1, window: 'T01/blue-fire' }]);
  });

  it('the margin is a setting', async () => {
    g = await scheduledDuel({ timing, outageMarginMinutes: 120 });
    await g.sweepAt('2026-01-07T08:00:00.000Z');
    expect((await g.sweepAt('2026-01-07T10:30:00.000Z')).closed).toHaveLength(1);
  });
});
