import type { Archive } from '#archive/types';
import type { Figure } from './support/figure';
import { fullCtsArchive } from './support/cts-full-archive';
import { fullGameArchive, fullReplayFigures } from './support/full-replay-figures';

/** The referee's archive of a complete Operation Uranus game, turn 49's Soviet Combat Phase (36.6) to the 36.8 determination (support/cts-full-archive.ts). */
export const fullUranusArchive = (): Promise<{ archive: Archive; ms: number }> => fullCtsArchive('bench full operation uranus', 'operation-uranus');

/**
 * cts.replay-verify.full-uranus: verifyArchive on the archive of a complete 14-turn Operation
 * Uranus game (53 steps): the fixture of the current engine version, or played once in
 * set-up (not timed) when there is none. `.per-step` is the figure to set against Fall Blau's.
 */
export async function run(): Promise<Figure[]> {
  const { archive, playMs } = await fullGameArchive('campaign-to-stalingrad', 'operation-uranus', fullUranusArchive);
  return fullReplayFigures('cts.replay-verify.full-uranus', archive, playMs);
}
