import type { Ruleset } from '#kernel/engine/ruleset';
import type { Bundle } from './data/schema';
import { bundleBeforeFerries, ENGINE_BEFORE_FERRIES, FERRY_ENGINE } from './data/engine-bundle';
import { createCampaignToStalingrad } from './ruleset';
import type { CtsState } from './state/types';

/** The engine new games are created by. */
export const CTS_ENGINE_VERSION = FERRY_ENGINE;

/**
 * Campaign To Stalingrad with every engine whose games must still replay. A game of engine
 * cts-3 (marked in its state, `engineVersion`) is played on the map with the ferry sites of
 * 4.4.4; a cts-2 game (no mark, so its states hash as they always did) on the map it was
 * created with, whose road crossings were all bridges (data/engine-bundle.ts). Each call that
 * takes a state goes to the engine of that state; the others to the newest.
 */
export function createCampaignToStalingradEngines(bundle: Bundle): Ruleset<CtsState> {
  const current = createCampaignToStalingrad(bundle, CTS_ENGINE_VERSION);
  const cts2 = createCampaignToStalingrad(bundleBeforeFerries(bundle), ENGINE_BEFORE_FERRIES);
  const isState = (x: unknown): x is CtsState => typeof x === 'object' && x !== null && 'units' in x && 'scenario' in x;
  const engineOf = (x: unknown): Ruleset<CtsState> => (isState(x) && x.engineVersion === undefined ? cts2 : current);
  const calls: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(current)) {
    if (typeof value !== 'function' || key === 'setup') continue;
    calls[key] = (...args: unknown[]) => (engineOf(args[0]) as unknown as Record<string, (...a: unknown[]) => unknown>)[key]!(...args);
  }
  return {
    ...current,
    ...calls,
    setup(scenarioId, options, engineVersion) {
      if (engineVersion === ENGINE_BEFORE_FERRIES) return cts2.setup(scenarioId, options);
      return { ...current.setup(scenarioId, options), engineVersion: CTS_ENGINE_VERSION };
    },
  } as Ruleset<CtsState>;
}
