import type { Archive } from '#archive/types';
import { rulesetFor } from '#games';
import { fullGamePolicy } from '../test/e2e/support/full-game';
import { dosDistanceField } from '../test/e2e/support/hex-distance';
import { playGame, type FileStyle } from '../test/e2e/support/play-game';
import { UmpireApi } from '../test/e2e/support/umpire-api';
import type { Figure } from './support/figure';
import { fullGameArchive, fullReplayFigures } from './support/full-replay-figures';
import { BENCH_ADMIN, playedArchive } from './support/in-process-referee';
const SCENARIO = 'operation-blue';

/** Entropy in every other window, both sides' standing orders in the first (as the full-game e2e test sends them). */
function styleOf(w: { id: string; index: number }): FileStyle {
  const style: FileStyle = {};
  if (w.index % 2 === 0) style.entropy = `bench full game ${w.index}: ${w.id}`;
  if (w.index === 0) {
    style.standing = {
      german: { losses: 'fewest-factors', retreat: { prefer: ['best-terrain', 'stack-together'] } },
      soviet: { losses: 'strongest-first', retreat: { prefer: ['stack-together', 'away-from-enemy'] } },
    };
  }
  return style;
}

/**
 * The referee's archive of a complete Operation Blue game, every window of all 11 game
 * turns to the victory determination, played by the full-game players of the e2e suite
 * (test/e2e/support/full-game.ts) through the HTTP app in-process (app.request, no
 * socket) on an in-memory database with a fixed clock and seeded entropy.
 */
export function fullBlueArchive(): Promise<{ archive: Archive; ms: number }> {
  return playedArchive('bench full blue', async ({ app }) => {
    const api = new UmpireApi((path, init) => Promise.resolve(app.request(path, init)));
    const game = await api.createGame(BENCH_ADMIN, `drive-on-stalingrad/${SCENARIO}`, ['german', 'soviet']);
    await playGame({
      api,
      game,
      ruleset: rulesetFor('drive-on-stalingrad')!,
      distanceField: dosDistanceField,
      policy: fullGamePolicy(SCENARIO),
      playWhile: () => true,
      style: styleOf,
    });
    return api.archive(game.id, game.refereeToken);
  });
}

/**
 * dos.replay-verify.full-blue: verifyArchive (seeds, contexts, every die, hidden draws,
 * the log chain and a full replay of every step from the scenario) on the archive of a
 * complete 11-turn Operation Blue game: the fixture of the current engine version, or
 * played once in set-up (not timed) when there is none (fullGameArchive).
 */
export async function run(): Promise<Figure[]> {
  const { archive, playMs } = await fullGameArchive('drive-on-stalingrad', SCENARIO, fullBlueArchive);
  return fullReplayFigures('dos.replay-verify.full-blue', archive, playMs);
}
