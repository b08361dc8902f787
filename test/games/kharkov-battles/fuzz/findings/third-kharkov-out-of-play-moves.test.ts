import { describe, expect, it } from 'vitest';
import { StepDice } from '#kernel/dice/step-dice';
import { createKharkovBattles } from '#games/kharkov-battles/ruleset';
import type { KbGame } from '#games/kharkov-battles/game/types';
import type { KbUnitOptions } from '#games/kharkov-battles/options/index';
import { BUNDLE } from '../../game-fixture';

/**
 * RULES FINDING (the fuzzer, Third Kharkov, e.g. seed 1/third-kharkov/2 step 20
 * T14/axis-movement, `move: {unit: ger-lah-tiger, path: [3112, 3011, 3010, 2911, …]}`):
 * KB 20.3 puts only rows 30-48 of the KB map in play, yet options() lists moves whose paths
 * enter hexes out of play; the Movement window's check refuses them (`hex-out-of-play`).
 * Marked `it.fails` while the finding stands (options/ and windows/movement/).
 */
const KB = createKharkovBattles(BUNDLE);

function firstAxisMovement(): KbGame {
  let game = KB.setup('third-kharkov');
  for (let step = 1; !KB.window(game)!.id.endsWith('/axis-movement'); step++) {
    const side = KB.window(game)!.waitingFor[0]!;
    game = KB.adjudicate(game, [{ side, orders: [] }], new StepDice({ seedHex: '22'.repeat(32), ctxHex: step.toString(16).padStart(64, '0') })).state;
  }
  return game;
}

describe('Third Kharkov: moves out of play (KB 20.3)', () => {
  const game = firstAxisMovement();
  const side = KB.window(game)!.waitingFor[0]!;
  const outOfPlay = (KB.options(game, side) as KbUnitOptions[]).flatMap((o) =>
    [...(o.moves ?? []), ...(o.strategicMoves ?? [])].filter((m) => m.path.some((h) => game.state.owner[h] === undefined)).map((m) => ({ unit: o.unit, path: m.path })),
  );

  it.fails('options() lists no move that enters a hex out of play', () => {
    expect(outOfPlay).toEqual([]);
  });

  it('check() refuses such a move (hex-out-of-play), as it should', () => {
    expect(outOfPlay.length).toBeGreaterThan(0);
    const { unit, path } = outOfPlay[0]!;
    expect(KB.check(game, { side, orders: [{ move: { unit, path } }] }).map((i) => i.code)).toContain('hex-out-of-play');
  });
});
