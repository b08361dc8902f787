import type { GameRow } from '#db/schema';
import { markNames } from './marks';
import type { Timing } from './timing';

const HOUR = 3_600_000;

/** What a sweep does about one game now. */
export type Decision =
  | { kind: 'nothing' }
  /** Reminders due and not yet sent: every one is marked, the mail is the nearest to the deadline. */
  | { kind: 'remind'; hoursBefore: number[] }
  /** Missed-orders policy `no-action`: close the window with what is in. */
  | { kind: 'close' }
  /** Policy `referee`, or the outage guard: pause and tell the referee. */
  | { kind: 'pause'; reason: 'missed-orders' | 'outage' }
  /** Policy `wait`: keep the window open and tell the referee, once. */
  | { kind: 'wait' };

export interface Moment {
  now: number;
  /** When the sweep before this one ran; null before the first. */
  lastSweep: number | null;
  outageMarginMs: number;
}

/**
 * Pure: the scheduler's decision for an active game with an open window (docs/deadlines.md).
 * Past its deadline plus grace, the window is due: the outage guard first (due more than
 * the margin ago and no sweep ran between the due moment and now), then the policy.
 * Before the deadline, reminders whose time has come (and that fall after the window
 * opened) and that no mark records.
 */
export function decide(game: GameRow, timing: Timing, marks: ReadonlySet<string>, at: Moment): Decision {
  if (game.status !== 'active' || game.windowId === null || game.deadline === null) return { kind: 'nothing' };
  const deadline = Date.parse(game.deadline);
  const due = deadline + timing.graceHours * HOUR;
  if (at.now >= due) {
    if (at.lastSweep !== null && at.lastSweep < due && at.now - due > at.outageMarginMs) return { kind: 'pause', reason: 'outage' };
    if (timing.missedOrders === 'no-action') return { kind: 'close' };
    if (timing.missedOrders === 'referee') return { kind: 'pause', reason: 'missed-orders' };
    return marks.has(markNames.notice('waiting', game.deadline)) ? { kind: 'nothing' } : { kind: 'wait' };
  }
  if (at.now >= deadline) return { kind: 'nothing' };
  const opened = game.windowOpenedAt ? Date.parse(game.windowOpenedAt) : -Infinity;
  const hoursBefore = timing.remindBefore.filter((h) => {
    const when = deadline - h * HOUR;
    return when > opened && when <= at.now && !marks.has(markNames.reminder(h, game.deadline!));
  });
  return hoursBefore.length ? { kind: 'remind', hoursBefore } : { kind: 'nothing' };
}
