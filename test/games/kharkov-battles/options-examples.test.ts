import { describe, expect, it } from 'vitest';
import { StepDice } from '#kernel/dice/step-dice';
import { createKharkovBattles } from '#games/kharkov-battles/ruleset';
import type { KbGame } from '#games/kharkov-battles/game/types';
import { BUNDLE } from './game-fixture';

/**
 * The template's example orders are orders a player may send as they stand: each one the
 * window's check accepts on the position (KB 18.17 removeFz, 18.22 removeBridge, 12.0 attack
 * and the rest). An order kind no unit or hex of the side may give now has no example, only
 * its grammar in the notes. Read on every window of the first turns of the three scenarios,
 * played on with empty files.
 */
const KB = createKharkovBattles(BUNDLE);
const WINDOWS = 14;

function windows(scenario: string): KbGame[] {
  const out: KbGame[] = [];
  let game = KB.setup(scenario);
  for (let step = 1; out.length < WINDOWS && KB.window(game); step++) {
    const w = KB.window(game)!;
    // the opening, a server window, takes no file and has no template
    if (w.waitingFor.length > 0) out.push(game);
    game = KB.adjudicate(game, w.waitingFor.map((side) => ({ side, orders: [] })), new StepDice({ seedHex: '5a'.repeat(32), ctxHex: step.toString(16).padStart(64, '0') })).state;
  }
  return out;
}

describe.each(['operation-star', 'second-kharkov', 'third-kharkov'])('%s: every example order of the template is legal now', (scenario) => {
  const games = windows(scenario);
  it.each(games.map((g) => [KB.window(g)!.id, g] as const))('%s', (_id, game) => {
    const side = KB.window(game)!.waitingFor[0]!;
    const info = KB.template(game, side);
    for (const order of info.exampleOrders) expect(KB.check(game, { side, orders: [order] }), JSON.stringify(order)).toEqual([]);
  });
});
