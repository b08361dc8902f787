import { describe, expect, it } from 'vitest';
import { StepDice } from '#kernel/dice/step-dice';
import { createKharkovBattles } from '#games/kharkov-battles/ruleset';
import type { KbGame } from '#games/kharkov-battles/game/types';
import type { KbUnitOptions } from '#games/kharkov-battles/options/index';
import { BUNDLE } from '../../game-fixture';

/**
 * KB 20.3: Third Kharkov puts only rows 30-48 of the KB map in play. The fuzzer found
 * (seed 1/third-kharkov/2 step 20 T14/axis-movement, `move: {unit: ger-lah-tiger, path:
 * [3112, 3011, 3010, 2911, …]}`; seed 2/third-kharkov/14 step 10 T12/soviet-movement, an
 * Overrun by sov-6g-cc-kb through 2916 and 2915) that options() listed moves, Strategic
 * moves and Overruns through hexes out of play, which the Movement window's check refuses
 * (`hex-out-of-play`). The move search now knows the play area (rules/movement/step.ts).
 */
const KB = createKharkovBattles(BUNDLE);

function nthMovement(side: 'axis' | 'soviet', nth: number): KbGame {
  let game = KB.setup('third-kharkov');
  let seen = 0;
  for (let step = 1; ; step++) {
    const w = KB.window(game)!;
    if (w.id.endsWith(`/${side}-movement`) && ++seen === nth) return game;
    game = KB.adjudicate(game, [{ side: w.waitingFor[0]!, orders: [] }], new StepDice({ seedHex: '22'.repeat(32), ctxHex: step.toString(16).padStart(64, '0') })).state;
  }
}

const outOfPlay = (game: KbGame) => {
  const side = KB.window(game)!.waitingFor[0]!;
  return (KB.options(game, side) as KbUnitOptions[]).flatMap((o) =>
    [...(o.moves ?? []), ...(o.strategicMoves ?? []), ...(o.infiltrations ?? []), ...(o.overrunMoves ?? [])]
      .filter((m) => m.path.some((h) => game.state.owner[h] === undefined))
      .map((m) => ({ unit: o.unit, path: m.path })),
  );
};

describe('Third Kharkov: no move out of play (KB 20.3)', () => {
  const axis = nthMovement('axis', 1);
  const soviet = nthMovement('soviet', 2);

  it('options() lists no move, Strategic move or Overrun that enters a hex out of play', () => {
    expect(outOfPlay(axis)).toEqual([]);
    expect(outOfPlay(soviet)).toEqual([]);
  });

  it('units near the edge of play still have moves listed (the search is not shut)', () => {
    const opts = KB.options(axis, KB.window(axis)!.waitingFor[0]!) as KbUnitOptions[];
    const edge = opts.filter((o) => { const h = axis.state.units[o.unit]?.hex; return h !== undefined && h !== null && Number(h.slice(0, 2)) <= 31; });
    expect(edge.length).toBeGreaterThan(0);
    expect(edge.some((o) => (o.moves ?? []).length > 0)).toBe(true);
  });

  it('check() refuses a move into a hex out of play (hex-out-of-play)', () => {
    expect(KB.check(axis, { side: KB.window(axis)!.waitingFor[0]!, orders: [{ move: { unit: 'ger-lah-tiger', path: ['3112', '3011', '3010', '2911'] } }] }).map((i) => i.code)).toContain('hex-out-of-play');
  });
});
