import { describe, expect, it } from 'vitest';
import { createKharkovBattles } from '#games/kharkov-battles/ruleset';
import type { KbScenarioId } from '#games/kharkov-battles/data/ids';
import { BUNDLE } from './game-fixture';
import { opened } from './game-wiring-fixture';

const KB = createKharkovBattles(BUNDLE);

describe('each scenario sets up and opens its first window (docs/kharkov-battles.md, KB 20.1-20.3)', () => {
  it.each([
    ['operation-star', 'T00/soviet-movement', 'soviet', 0, 'T00/opening'],
    ['second-kharkov', 'T01/axis-preparation', 'axis', 1, null],
    ['third-kharkov', 'T11/axis-preparation', 'axis', 11, 'T11/opening'],
  ])('%s opens %s for the %s player (after its opening %s, 13.2, 19.1)', (scenario, id, side, turn, opening) => {
    const set = KB.setup(scenario);
    expect(set.opening).toBe(opening);
    if (opening) expect(KB.window(set)).toMatchObject({ id: opening, turn, waitingFor: [] });
    const game = opened(scenario as KbScenarioId);
    const w = KB.window(game);
    expect(w).toMatchObject({ id, turn, waitingFor: [side] });
    expect(game.state.at.turn).toBe(turn);
    expect(KB.outcome(game)).toEqual({ ended: false });
  });
});
