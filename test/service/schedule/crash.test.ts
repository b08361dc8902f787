import { afterEach, describe, expect, it } from 'vitest';
import type { CommitPlan } from '#db/commit/plan';
import { scheduledDuel, type ScheduledDuel } from './support/scheduled-duel';

let g: ScheduledDuel;
afterEach(() => g?.dispose());

/** Fails the first commit that carries schedule marks, after its first statement: a crash inside the transaction. */
function powerCut() {
  let armed = true;
  return {
    afterStatement(plan: CommitPlan, index: number) {
      if (armed && plan.kind === 'advance' && plan.scheduleMarks?.length && index === 0) {
        armed = false;
        throw new Error('power cut');
      }
    },
  };
}

describe('a crash while the scheduler commits', () => {
  it.each([
    ['a reminder', { deadlineHours: 48, remindBefore: [24] }, '2026-01-06T09:00:00.000Z', 'reminder'],
    ['a "wait" notice', { deadlineHours: 48, remindBefore: [], missedOrders: 'wait' }, '2026-01-07T09:00:30.000Z', 'referee-notice'],
    ['a "referee" hand-over', { deadlineHours: 48, remindBefore: [], missedOrders: 'referee' }, '2026-01-07T09:00:30.000Z', 'referee-notice'],
  ] as const)('loses neither the mark nor the mail of %s: both are written later, once', async (_what, timing, at, kind) => {
    g = await scheduledDuel({ timing, hooks: powerCut() });
    await g.sweepAt(at);
    expect(g.logger.entries.some((e) => e.event === 'schedule.failed')).toBe(true);
    expect(g.marks()).toEqual([]);
    expect(g.mails(kind)).toEqual([]);
    expect((await g.service.summary(g.game.id)).status).toBe('active');

    g.restart(at);
    await g.service.sweep();
    await g.service.sweep();
    expect(g.marks()).toHaveLength(1);
    expect(g.mails(kind)).toHaveLength(1);
  });
});
