import type { Archive } from '#archive/types';
import type { CreatedGame } from '#service/types';
import { playFullGame } from '../test/games/campaign-to-stalingrad/support/full-game-player';
import type { Figure } from './support/figure';
import { fullGameArchive, fullReplayFigures } from './support/full-replay-figures';
import { BENCH_ADMIN, playedArchive } from './support/in-process-referee';

/**
 * The referee's archive of a complete Operation Uranus game, from the Soviet Combat Phase of
 * turn 49 (36.6) to the 36.8 victory determination at the end of turn 62, played by the
 * scripted player of the title's full-game tests through the HTTP app in-process, as
 * cts-replay-full-fall-blau.bench.ts plays Fall Blau: the same archive on every run of the
 * same code.
 */
export function fullUranusArchive(): Promise<{ archive: Archive; ms: number }> {
  return playedArchive('bench full operation uranus', async ({ request }) => {
    const res = await request('/api/games', { token: BENCH_ADMIN, json: { scenario: 'campaign-to-stalingrad/operation-uranus', players: [{ side: 'axis' }, { side: 'soviet' }] } });
    if (res.status !== 201) throw new Error(`creating the game: ${res.status} ${await res.text()}`);
    const created = (await res.json()) as CreatedGame;
    const game = { id: created.id, token: (side: string) => created.players.find((p) => p.side === side)!.token };
    await playFullGame(request, game);
    return (await (await request(`/api/games/${game.id}/archive`, { token: created.refereeToken })).json()) as Archive;
  });
}

/**
 * cts.replay-verify.full-uranus: verifyArchive on the archive of a complete 14-turn Operation
 * Uranus game (53 steps): the fixture of the current engine version, or played once in
 * set-up (not timed) when there is none. `.per-step` is the figure to set against Fall Blau's.
 */
export async function run(): Promise<Figure[]> {
  const { archive, playMs } = await fullGameArchive('campaign-to-stalingrad', 'operation-uranus', fullUranusArchive);
  return fullReplayFigures('cts.replay-verify.full-uranus', archive, playMs);
}
