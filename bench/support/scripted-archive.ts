import type { Archive } from '#archive/types';
import { openStore } from '#db/open-store';
import { rulesets, rulesetFor } from '#games';
import { createApp } from '#http/create-app';
import { createService } from '#service/create-service';
import { silentLogger } from '#service/ports';
import { dosDistanceField } from '../../test/e2e/support/hex-distance';
import { playGame } from '../../test/e2e/support/play-game';
import { UmpireApi } from '../../test/e2e/support/umpire-api';
import { seededEntropy, steppingClock } from '../../test/support/fixed-ports';

const ADMIN = 'bench-admin-token-0123456789abcdef';

/**
 * The referee's archive of a scripted Operation Blue game (every window of GT1 to GT3 and
 * the opening of GT4), played in-process through the HTTP app (app.request, no socket) on
 * an in-memory database with a fixed clock and seeded entropy: the same archive every time.
 */
export async function scriptedArchive(lastWindow = 'T04/german'): Promise<Archive> {
  const store = openStore(':memory:');
  try {
    const service = createService({ db: store, rulesets: [...rulesets], clock: steppingClock(), entropy: seededEntropy('bench archive'), logger: silentLogger });
    const app = createApp({ service, adminToken: ADMIN, logger: silentLogger });
    const api = new UmpireApi((path, init) => Promise.resolve(app.request(path, init)));
    const game = await api.createGame(ADMIN, 'drive-on-stalingrad/operation-blue', ['german', 'soviet']);
    const lastTurn = Number(lastWindow.slice(1, 3));
    await playGame({
      api,
      game,
      ruleset: rulesetFor('drive-on-stalingrad')!,
      distanceField: dosDistanceField,
      playWhile: (w) => w.turn < lastTurn || w.id === lastWindow,
      style: (w) => (w.index % 2 === 0 ? { entropy: `bench ${w.id}` } : {}),
    });
    return await api.archive(game.id, game.refereeToken);
  } finally {
    store.close();
  }
}
