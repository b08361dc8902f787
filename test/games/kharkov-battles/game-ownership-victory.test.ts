import { describe, expect, it } from 'vitest';
import { StepDice } from '#kernel/dice/step-dice';
import { OWNERSHIP_CONDITIONS } from '#games/kharkov-battles/victory/automatic';
import { gameAt, KB } from './game-wiring-fixture';

const dice = new StepDice({ seedHex: '44'.repeat(32), ctxHex: '01'.repeat(32) });

/**
 * KB 20.3: "The Axis Player wins automatically if at any time he owns Kharkov, Belgorod and
 * Kupyansk." In 'Third Kharkov' the Axis player owns all three hexes when his Combat window
 * of turn 12 closes; the Soviet player would move next.
 */
describe('KB 20.3 in a game: the "at any time" victory ends the game when the window that made it closes', () => {
  const start = KB.setup('third-kharkov').state;
  const owner = { ...start.owner, ...Object.fromEntries(OWNERSHIP_CONDITIONS.thirdKharkov.axis.map((p) => [p.hex, 'axis' as const])) };
  const game = gameAt('third-kharkov', 12, 'axis-combat', { ...start, owner });

  it('the game is over with the Axis victory; no Soviet window opens', () => {
    const { state, events } = KB.adjudicate(game, [{ side: 'axis' as never, orders: [] }], dice);
    expect(KB.window(state)).toBeNull();
    expect(state.result).toMatchObject({ winner: 'axis', level: 'axis-victory' });
    expect(events.filter((e) => e.type === 'kb-victory')).toMatchObject([{ rule: 'KB 20.3', winner: 'axis' }]);
  });
});
