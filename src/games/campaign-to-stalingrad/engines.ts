import type { Ruleset } from '#kernel/engine/ruleset';
import type { Bundle } from './data/schema';
import { bundleBeforeFerries, bundleWithFerriesOf, bundleWithSetupOf, bundleWithUnitsOf, CAMPAIGN_COMPLETE_ENGINE, CAUCASUS_ENGINE, ENGINE_BEFORE_FERRIES, FERRY_ENGINE, LINE_HELD_ENGINE, SPECIAL_UNITS_ENGINE } from './data/engine-bundle';
import { createCampaignToStalingrad } from './ruleset';
import type { CtsState } from './state/types';

/** The engine new games are created by. */
export const CTS_ENGINE_VERSION = CAMPAIGN_COMPLETE_ENGINE;

/**
 * Campaign To Stalingrad with every engine whose games must still replay. A game of engine
 * cts-7 plays the rules the second reading found not built (readings.ts), on a map with three
 * more ferry sites (4.4.3's note, `laterFerries`); a cts-6 game does not, on the map it was played on. A game of engine cts-6 plays the Caucasus Campaign Display (34.0) in its Campaign Game (readings.ts); a cts-5
 * game does not. A game of engine cts-5 and later has the counters of rules 28-30 in Operation Uranus (Artillery Divisions, the combat
 * engineer, the German regiments); a cts-4 game (marked in its state, `engineVersion`) is
 * played without them, and sets Operation Uranus up with both lines held
 * (36.1(2), (3)); a cts-3 game sets it up as the first Uranus games did, on the same map with
 * the ferry sites of 4.4.4; a cts-2 game (no mark, so its states hash as they always did) on
 * the map it was created with, whose road crossings were all bridges (data/engine-bundle.ts).
 * Each call that takes a state goes to the engine of that state; the others to the newest.
 */
export function createCampaignToStalingradEngines(bundle: Bundle): Ruleset<CtsState> {
  const current = createCampaignToStalingrad(bundle, CTS_ENGINE_VERSION);
  const of = (engine: string): Bundle => bundleWithFerriesOf(bundleWithUnitsOf(bundle, engine), engine);
  const cts6 = createCampaignToStalingrad(of(CAUCASUS_ENGINE), CAUCASUS_ENGINE);
  const cts5 = createCampaignToStalingrad(of(SPECIAL_UNITS_ENGINE), SPECIAL_UNITS_ENGINE);
  const cts4 = createCampaignToStalingrad(of(LINE_HELD_ENGINE), LINE_HELD_ENGINE);
  const before = bundleWithSetupOf(of(FERRY_ENGINE), FERRY_ENGINE);
  const cts3 = createCampaignToStalingrad(before, FERRY_ENGINE);
  const cts2 = createCampaignToStalingrad(bundleBeforeFerries(before), ENGINE_BEFORE_FERRIES);
  const isState = (x: unknown): x is CtsState => typeof x === 'object' && x !== null && 'units' in x && 'scenario' in x;
  const engineOf = (x: unknown): Ruleset<CtsState> => (!isState(x) ? current : x.engineVersion === undefined ? cts2 : x.engineVersion === FERRY_ENGINE ? cts3 : x.engineVersion === LINE_HELD_ENGINE ? cts4 : x.engineVersion === SPECIAL_UNITS_ENGINE ? cts5 : x.engineVersion === CAUCASUS_ENGINE ? cts6 : current);
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
      if (engineVersion === FERRY_ENGINE) return { ...cts3.setup(scenarioId, options), engineVersion: FERRY_ENGINE };
      if (engineVersion === LINE_HELD_ENGINE) return { ...cts4.setup(scenarioId, options), engineVersion: LINE_HELD_ENGINE };
      if (engineVersion === SPECIAL_UNITS_ENGINE) return { ...cts5.setup(scenarioId, options), engineVersion: SPECIAL_UNITS_ENGINE };
      if (engineVersion === CAUCASUS_ENGINE) return { ...cts6.setup(scenarioId, options), engineVersion: CAUCASUS_ENGINE };
      return { ...current.setup(scenarioId, options), engineVersion: CTS_ENGINE_VERSION };
    },
  } as Ruleset<CtsState>;
}
