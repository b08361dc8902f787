import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError } from '#service/errors';
import { timingOf } from '#service/schedule/timing';
import { scheduledDuel, type ScheduledDuel } from './support/scheduled-duel';

let g: ScheduledDuel;
afterEach(() => g?.dispose());

const create = (extra: Record<string, unknown>) =>
  g.service.createGame({ scenario: 'duel/skirmish', players: [{ side: 'blue' }, { side: 'red' }], ...extra }).catch((e: unknown) => e);

describe('timing options at game creation', () => {
  it.each([
    [{ timing: { deadlineHours: 0 } }, ['options', 'timing', 'deadlineHours']],
    [{ timing: { weekends: 'sometimes' } }, ['options', 'timing', 'weekends']],
    [{ timing: { timeZone: 'Mars/Olympus' } }, ['options', 'timing', 'timeZone']],
    [{ timing: { remindBefore: [24, -2] } }, ['options', 'timing', 'remindBefore', 1]],
    [{ timing: { graceHours: -1 } }, ['options', 'timing', 'graceHours']],
    [{ timing: { missedOrders: 'forfeit' } }, ['options', 'timing', 'missedOrders']],
    [{ timing: { deadlinehours: 48 } }, ['options', 'timing']],
    [{ timing: 'fast' }, ['options', 'timing']],
  ])('options %o is refused at %o, and no game is created', async (options, path) => {
    g = await scheduledDuel();
    const err = await create({ options });
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({ status: 422, code: 'invalid-game' });
    expect((err as ServiceError).errors.map((e) => e.path)).toEqual([path]);
    expect((err as ServiceError).errors[0]!.code).toBe('invalid-timing');
    expect(await g.db.reads.scheduledGames()).toHaveLength(1);
  });

  it('a bad referee address is refused', async () => {
    g = await scheduledDuel();
    expect(await create({ refereeEmail: 'not an address' })).toMatchObject({ status: 422, errors: [{ path: ['refereeEmail'] }] });
  });

  it('the referee address is stored but never published', async () => {
    g = await scheduledDuel();
    expect((await g.db.reads.game(g.game.id))!.refereeEmail).toBe('referee@example.test');
    expect(JSON.stringify(await g.service.summary(g.game.id))).not.toContain('referee@');
    expect(JSON.stringify(await g.service.archive(g.game.id, null))).not.toContain('referee@');
  });

  it('fills the defaults: the service deadline, weekends counted, UTC, reminders 24 h and 2 h before, no grace, no action', () => {
    expect(timingOf({}, 72)).toEqual({ deadlineHours: 72, weekends: 'count', timeZone: 'UTC', remindBefore: [24, 2], graceHours: 0, missedOrders: 'no-action', afterAbsenceHours: 24 });
    expect(timingOf({ timing: { remindBefore: [1, 48, 1], missedOrders: 'wait' } }, 72)).toMatchObject({ remindBefore: [48, 1], missedOrders: 'wait' });
  });

  it('a window opened on a Friday with weekends skipped is due on the weekday it should be', async () => {
    g = await scheduledDuel();
    g.at('2026-01-09T18:00:00.000Z');
    const created = await create({ options: { timing: { deadlineHours: 72, weekends: 'skip' } } });
    expect((await g.service.summary((created as { id: string }).id)).deadline).toBe('2026-01-14T18:00:00.000Z');
  });
});
