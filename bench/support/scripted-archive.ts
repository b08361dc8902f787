import type { Archive } from '#archive/types';
import { rulesetFor } from '#games';
import { dosDistanceField } from '../../test/e2e/support/hex-distance';
import { playGame } from '../../test/e2e/support/play-game';
import { UmpireApi } from '../../test/e2e/support/umpire-api';
import { BENCH_ADMIN, withInProcessReferee } from './in-process-referee';

/**
 * The referee's archive of a scripted Operation Blue game (every window of GT1 to GT3 and
 * the opening of GT4), played in-process through the HTTP app (app.request, no socket) on
 * an in-memory database with a fixed clock and seeded entropy: the same archive every time.
 */
export function scriptedArchive(lastWindow = 'T04/german'): Promise<Archive> {
  return withInProcessReferee('bench archive', async ({ app }) => {
    const api = new UmpireApi((path, init) => Promise.resolve(app.request(path, init)));
    const game = await api.createGame(BENCH_ADMIN, 'drive-on-stalingrad/operation-blue', ['german', 'soviet']);
    const lastTurn = Number(lastWindow.slice(1, 3));
    await playGame({
      api,
      game,
      ruleset: rulesetFor('drive-on-stalingrad')!,
      distanceField: dosDistanceField,
      playWhile: (w) => w.turn < lastTurn || w.id === lastWindow,
      style: (w) => (w.index % 2 === 0 ? { entropy: `bench ${w.id}` } : {}),
    });
    return api.archive(game.id, game.refereeToken);
  });
}
