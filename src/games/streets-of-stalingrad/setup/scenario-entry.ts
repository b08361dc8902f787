import { entryIn, type Counter } from '../data/counters';
import { SOS_SCENARIOS, type SosScenarioId } from '../sequence/scenarios';

/**
 * Where a scenario's card puts a counter (SoS 2.32, 2.36): on the map at the start, in a box,
 * as a reinforcement on a date, or later (an HQ replacement, an immobilized tank). A scenario
 * that starts later in the battle (#4 to #8) may put a unit elsewhere than #1 to #3 do
 * (counters.yaml `entries`): a campaign reinforcement already arrived starts on the map.
 */
export const scenarioEntry = (c: Pick<Counter, 'entry' | 'entries'>, scenario: SosScenarioId): Counter['entry'] => entryIn(c, SOS_SCENARIOS[scenario].number);
