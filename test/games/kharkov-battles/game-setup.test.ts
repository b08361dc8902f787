import { describe, expect, it } from 'vitest';
import { createKharkovBattles } from '#games/kharkov-battles/ruleset';
import { BUNDLE } from './game-fixture';

const KB = createKharkovBattles(BUNDLE);

describe('each scenario sets up and opens its first window (docs/kharkov-battles.md, KB 20.1-20.3)', () => {
  it.each([
    ['operation-star', 'T00/soviet-movement', 'soviet', 0],
    ['second-kharkov', 'T01/axis-preparation', 'axis', 1],
    ['third-kharkov', 'T11/axis-preparation', 'axis', 11],
  ])('%s opens %s for the %s player', (scenario, id, side, turn) => {
    const game = KB.setup(scenario);
    const w = KB.window(game);
    expect(w).toMatchObject({ id, turn, waitingFor: [side] });
    expect(game.state.at.turn).toBe(turn);
    expect(KB.outcome(game)).toEqual({ ended: false });
  });
});
