import type { Ruleset } from '#kernel/engine/ruleset';
import { campaignToStalingrad } from './campaign-to-stalingrad';
import { driveOnStalingrad } from './drive-on-stalingrad';
import { kharkovBattles } from './kharkov-battles';
import { streetsOfStalingrad } from './streets-of-stalingrad';

/** Every title Umpire referees. */
export const rulesets: readonly Ruleset<any>[] = [driveOnStalingrad, campaignToStalingrad, kharkovBattles, streetsOfStalingrad];

/** The ruleset of a title id, e.g. "drive-on-stalingrad". */
export function rulesetFor(id: string): Ruleset<any> | undefined {
  return rulesets.find((r) => r.id === id);
}
