import type { Archive } from '#archive/types';
import { playFullGame } from '../../test/games/campaign-to-stalingrad/support/full-game-player';
import { createBenchGame, playedArchive } from './in-process-referee';

/**
 * The referee's archive of a complete game of a Campaign To Stalingrad scenario, to its
 * victory determination, played by the scripted player of the title's full-game tests
 * (test/games/campaign-to-stalingrad/support/full-game-player.ts) through the HTTP app
 * in-process (app.request, no socket) on an in-memory database with a fixed clock and
 * seeded entropy: the same archive on every run of the same code. `maxWindows`: the player's
 * limit, enough for the scenario's every window (the Campaign Game's 248); the Campaign's moves
 * close in on the enemy as its full-game test's do (support/closing-moves.ts).
 */
export function fullCtsArchive(label: string, scenario: 'fall-blau' | 'operation-uranus' | 'campaign', maxWindows?: number): Promise<{ archive: Archive; ms: number }> {
  return playedArchive(label, async ({ request }) => {
    const { created, token } = await createBenchGame(request, `campaign-to-stalingrad/${scenario}`, ['axis', 'soviet']);
    const game = { id: created.id, token };
    await playFullGame(request, game, maxWindows, { closeIn: scenario === 'campaign' });
    return (await (await request(`/api/games/${game.id}/archive`, { token: created.refereeToken })).json()) as Archive;
  });
}
