import type { Archive } from '#archive/types';
import { createGrid } from '#kernel/hex/grid';
import bundle from '../scenarios/streets-of-stalingrad/dist/streets-of-stalingrad.json';
import { playSosGame } from '../test/e2e/support/sos-player';
import type { Figure } from './support/figure';
import { fullGameArchive, fullReplayFigures } from './support/full-replay-figures';
import { createBenchGame, playedArchive } from './support/in-process-referee';

/**
 * The referee's archive of a complete game of Streets of Stalingrad scenario #1, its 13 turns
 * from the set-up windows to the victory determination, played through the HTTP app
 * in-process with a fixed clock and seeded entropy by the scripted player of the HTTP games
 * (test/e2e/support/sos-player.ts: moves toward the enemy, attack markers and attacks, the
 * Soviet's defence pauses, the second closed with no answer so that its default runs).
 */
export function fullScenario1Archive(): Promise<{ archive: Archive; ms: number }> {
  return playedArchive('bench full sos scenario 1', async ({ request }) => {
    const { created, token } = await createBenchGame(request, 'streets-of-stalingrad/scenario-1', ['german', 'soviet']);
    await playSosGame(request, { id: created.id, token }, { grid: createGrid(bundle.city.grid as never), refereeToken: created.refereeToken, answerPauses: (n) => n !== 2 });
    return (await (await request(`/api/games/${created.id}/archive`, { token: created.refereeToken })).json()) as Archive;
  });
}

/** sos.replay-verify.full-scenario-1: verifyArchive and a full replay of a complete 13-turn game of scenario #1 (SoS 2.31). */
export async function run(): Promise<Figure[]> {
  const { archive, playMs } = await fullGameArchive('streets-of-stalingrad', 'scenario-1', fullScenario1Archive);
  const figures = await fullReplayFigures('sos.replay-verify.full-scenario-1', archive, playMs);
  return [...figures, { name: 'sos.replay-verify.full-scenario-1.windows', value: archive.steps.length, unit: 'count' }];
}
