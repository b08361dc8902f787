import type { Archive } from '#archive/types';
import type { CreatedGame } from '#service/types';
import { playFullGame } from '../test/games/campaign-to-stalingrad/support/full-game-player';
import type { Figure } from './support/figure';
import { fullGameArchive, fullReplayFigures } from './support/full-replay-figures';
import { BENCH_ADMIN, playedArchive } from './support/in-process-referee';

/**
 * The referee's archive of a complete Fall Blau game, all 15 turns to the 35.8 victory
 * check, played by the scripted player of the title's full-game test
 * (test/games/campaign-to-stalingrad/support/full-game-player.ts) through the HTTP app
 * in-process (app.request, no socket) on an in-memory database with a fixed clock and
 * seeded entropy: the same archive on every run of the same code.
 */
export function fullFallBlauArchive(): Promise<{ archive: Archive; ms: number }> {
  return playedArchive('bench full fall blau', async ({ request }) => {
    const res = await request('/api/games', { token: BENCH_ADMIN, json: { scenario: 'campaign-to-stalingrad/fall-blau', players: [{ side: 'axis' }, { side: 'soviet' }] } });
    if (res.status !== 201) throw new Error(`creating the game: ${res.status} ${await res.text()}`);
    const created = (await res.json()) as CreatedGame;
    const game = { id: created.id, token: (side: string) => created.players.find((p) => p.side === side)!.token };
    await playFullGame(request, game);
    return (await (await request(`/api/games/${game.id}/archive`, { token: created.refereeToken })).json()) as Archive;
  });
}

/**
 * cts.replay-verify.full-fall-blau: verifyArchive (seeds, contexts, every die, the log
 * chain and a full replay of every step from the scenario) on the archive of a complete
 * 15-turn Fall Blau game: the fixture of the current engine version, or played once in
 * set-up (not timed) when there is none (fullGameArchive).
 */
export async function run(): Promise<Figure[]> {
  const { archive, playMs } = await fullGameArchive('campaign-to-stalingrad', 'fall-blau', fullFallBlauArchive);
  return fullReplayFigures('cts.replay-verify.full-fall-blau', archive, playMs);
}
