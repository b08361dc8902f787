import type { Archive } from '#archive/types';
import type { Figure } from './support/figure';
import { fullCtsArchive } from './support/cts-full-archive';
import { fullGameArchive, fullReplayFigures } from './support/full-replay-figures';

/** The referee's archive of a complete Fall Blau game, all 15 turns to the 35.8 victory check (support/cts-full-archive.ts). */
export const fullFallBlauArchive = (): Promise<{ archive: Archive; ms: number }> => fullCtsArchive('bench full fall blau', 'fall-blau');

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
