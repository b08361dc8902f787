import type { Archive } from '#archive/types';
import type { Figure } from './support/figure';
import { fullCtsArchive } from './support/cts-full-archive';
import { fullGameArchive, fullReplayFigures } from './support/full-replay-figures';

/** CtS 37.3: the Campaign Game's 62 turns, four windows each. */
const CAMPAIGN_WINDOWS = 62 * 4;

/** The referee's archive of a complete Campaign Game, turn 1 to the 37.4 count at the end of turn 62 (support/cts-full-archive.ts). */
export const fullCampaignArchive = (): Promise<{ archive: Archive; ms: number }> => fullCtsArchive('bench full campaign game', 'campaign', CAMPAIGN_WINDOWS + 1);

/**
 * cts.replay-verify.full-campaign: verifyArchive on the archive of a complete 62-turn Campaign
 * Game (37.0, 248 steps): the fixture of the current engine version, or played once in set-up
 * (not timed) when there is none. `.per-step` is the figure to set against Fall Blau's and
 * Operation Uranus's.
 */
export async function run(): Promise<Figure[]> {
  const { archive, playMs } = await fullGameArchive('campaign-to-stalingrad', 'campaign', fullCampaignArchive);
  if (archive.steps.length !== CAMPAIGN_WINDOWS) throw new Error(`the scripted Campaign Game took ${archive.steps.length} steps, not ${CAMPAIGN_WINDOWS}`);
  return fullReplayFigures('cts.replay-verify.full-campaign', archive, playMs);
}
