import { afterEach, describe, expect, it } from 'vitest';
import { rulesets } from '#games';
import type { Ruleset } from '#kernel/engine/ruleset';
import { createService } from '#service/create-service';
import { seededEntropy, steppingClock } from '../support/fixed-ports';
import { tempStore, type TempStore } from '../support/temp-store';

let db: TempStore | undefined;
afterEach(() => db?.dispose());

/** The titles' rules, Drive on Stalingrad's counting each options() it is asked. */
function counted(): { rulesets: Ruleset[]; asked: () => number } {
  let asked = 0;
  const list = rulesets.map((r) => {
    if (r.id !== 'drive-on-stalingrad') return r;
    const options: Ruleset['options'] = (state, side) => {
      asked++;
      return r.options(state, side);
    };
    return Object.assign(Object.create(r) as Ruleset, { options });
  });
  return { rulesets: list, asked: () => asked };
}

describe("a side's options, kept for its position", () => {
  it('are worked out once per position and side, answered again from what was kept, and anew after a commit', async () => {
    db = tempStore();
    const rules = counted();
    const service = createService({ db, rulesets: rules.rulesets, clock: steppingClock(), entropy: seededEntropy('kept') });
    const game = await service.createGame({ scenario: 'drive-on-stalingrad/operation-blue', players: [{ side: 'german' }, { side: 'soviet' }] });
    const first = await service.options(game.id, 'german');
    expect(rules.asked()).toBe(1);
    expect(first.units.length).toBeGreaterThan(10);

    // the same position: the same answer, the rules not asked again, for the whole side or one unit
    expect(await service.options(game.id, 'german')).toEqual(first);
    const one = first.units.find((u) => (u.attacks ?? []).length > 0) ?? first.units[0]!;
    expect((await service.options(game.id, 'german', one.unit)).units).toEqual([one]);
    expect(rules.asked()).toBe(1);
    await expect(service.options(game.id, 'german', 'no-such-unit')).rejects.toMatchObject({ status: 404, code: 'unknown-unit' });

    // the other side is its own listing
    await service.options(game.id, 'soviet');
    expect(rules.asked()).toBe(2);

    // a commit moves the game on: the next answer is the new position's
    const token = game.players.find((p) => p.side === 'german')!.token;
    const file = { format: 'umpire-turn/1', game: game.id, side: 'german', window: first.window, final: true, orders: [] };
    const r = await service.submitTurn({ gameId: game.id, text: JSON.stringify(file), bearer: token, channel: 'http' });
    expect(r.ok).toBe(true);
    const summary = await service.summary(game.id);
    const side = summary.waitingFor[0]!;
    const after = await service.options(game.id, side);
    expect(after.window).toBe(summary.window);
    expect(after.basedOn).not.toBe(first.basedOn);
    expect(rules.asked()).toBe(3);
  });
});
