import type { Issue } from '#kernel/engine/issues';
import type { SosBundle } from '../data/bundle';
import { cityMapOf } from '../data/city-map';
import type { CountersFile } from '../data/counters';
import type { SetupScenario } from '../data/setup';
import { setupOf } from '../data/setup-data';
import { SOS_SCENARIOS, type SosScenarioId } from '../sequence/scenarios';
import { placementChoices, placementProblems, stackFits } from '../setup/placement';
import type { SosData } from './env';

const NUMBER = (s: SosScenarioId): SetupScenario => SOS_SCENARIOS[s].number;

/** The data a game is played with, over a bundle: the runtime city map, and the set-up maps with the placement rules (2.31-2.34). */
export function sosDataOf(bundle: SosBundle): SosData {
  const counters = bundle.counters as CountersFile;
  const setup = setupOf(bundle.setup);
  return {
    map: cityMapOf(bundle.city),
    tables: bundle.tables,
    counters,
    start: {
      readyMade(scenario) {
        const p = setup.scenarios[NUMBER(scenario)].placement;
        return Object.fromEntries([...p.soviet, ...p.german].map((x) => [x.unit, x.hex]));
      },
      problems: (scenario, side, placements): Issue[] =>
        placementProblems(setup, counters.counters, NUMBER(scenario), side, placements, bundle.tables.stacking).map((p) => ({
          path: ['placements', Number(p.path.split('.')[0])],
          code: p.code,
          message: p.message,
          rule: p.rule,
        })),
      choices: (scenario, unit) => placementChoices(setup, counters.counters, NUMBER(scenario), unit),
      boundary: (scenario) => setup.scenarios[NUMBER(scenario)].boundary,
      stackFits: (scenario, side, hex, units) => stackFits(setup, counters.counters, NUMBER(scenario), side, hex, units, bundle.tables.stacking),
    },
  };
}

