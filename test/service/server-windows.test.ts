import { afterAll, describe, expect, it } from 'vitest';
import { verifyArchive } from '#archive/verify';
import { windowId } from '#kernel/ids';
import type { DecisionWindow, Ruleset } from '#kernel/engine/ruleset';
import { createService } from '#service/create-service';
import { duelFile } from '../support/duel-files';
import { duelRuleset, type DuelState } from '../support/duel-ruleset';
import { memoryLogger, seededEntropy, steppingClock } from '../support/fixed-ports';
import { tempStore } from '../support/temp-store';

/**
 * A server window (a window that waits for no side, docs/architecture.md) is closed by the
 * service at once, as a step with no files: the one a set-up opens in the creation's commit,
 * one a step opens in that step's commit. Duel with a gust of wind rolled in a server window
 * at the start of every turn.
 */
type Windy = DuelState & { gust: boolean };
const gustWindow = (s: Windy): DecisionWindow => ({ id: windowId(`T${String(s.turn).padStart(2, '0')}/gust`), turn: s.turn, waitingFor: [], accepts: [], description: 'The wind gusts (a server window).' });
const windy: Ruleset<Windy> = {
  ...(duelRuleset as unknown as Ruleset<Windy>),
  id: 'windy-duel',
  engineVersion: 'windy-duel-1',
  setup: (scenario, options) => ({ ...duelRuleset.setup(scenario, options), gust: true }),
  window: (s) => (s.gust && !s.ended ? gustWindow(s) : duelRuleset.window(s)),
  check: (s, sub) => (s.gust ? (sub.orders.length ? [{ path: ['orders'], code: 'not-your-window', message: 'the gust waits for no one' }] : []) : duelRuleset.check(s, sub)),
  adjudicate(s, subs, dice) {
    if (s.gust) return { state: { ...s, gust: false }, events: [{ type: 'gust', die: dice.roll(`${gustWindow(s).id}/gust`, 6) }] };
    const r = duelRuleset.adjudicate(s, subs, dice);
    return { state: { ...r.state, gust: r.state.turn !== s.turn && !r.state.ended }, events: r.events };
  },
};

const db = tempStore();
afterAll(() => db.dispose());
const service = createService({ db, rulesets: [windy as Ruleset], clock: steppingClock(), entropy: seededEntropy('server windows'), logger: memoryLogger() });

describe('server windows: waiting for no side, closed by the service at once', () => {
  it('the set-up opens one (step 1 at creation); the step that ends a turn opens the next (closed in its commit); the referee closing a window does the same; the archive verifies', async () => {
    const game = await service.createGame({ scenario: 'windy-duel/skirmish', players: [{ side: 'blue' }, { side: 'red' }] });
    const token = (side: string) => game.players.find((p) => p.side === side)!.token;
    expect(await service.summary(game.id)).toMatchObject({ window: 'T01/blue-fire', steps: 1 });
    expect(await service.step(game.id, 1, null)).toMatchObject({ window: 'T01/gust', submissions: [], events: [{ type: 'gust' }] });

    await service.submitTurn({ gameId: game.id, text: duelFile({ game: game.id, side: 'blue', window: 'T01/blue-fire', dice: 1 }), bearer: token('blue'), channel: 'http' });
    const red = await service.submitTurn({ gameId: game.id, text: duelFile({ game: game.id, side: 'red', window: 'T01/red-fire', dice: 1 }), bearer: token('red'), channel: 'http' });
    expect(red).toMatchObject({ ok: true, receipt: { adjudicated: { step: 3, nextWindow: 'T02/blue-fire' } } });
    expect(await service.summary(game.id)).toMatchObject({ window: 'T02/blue-fire', steps: 4 });
    expect(await service.step(game.id, 4, null)).toMatchObject({ window: 'T02/gust', submissions: [], events: [{ type: 'gust' }] });

    await service.adjudicate(game.id, { kind: 'referee' });
    await service.adjudicate(game.id, { kind: 'referee' });
    expect(await service.summary(game.id)).toMatchObject({ window: 'T03/blue-fire', steps: 7 });
    expect((await service.step(game.id, 7, null)).window).toBe('T03/gust');

    const archive = await service.archive(game.id, { kind: 'referee' });
    expect(verifyArchive(archive, (id) => (id === 'windy-duel' ? (windy as Ruleset) : undefined))).toMatchObject({ ok: true });
  });
});
