import type { Ruleset } from '#kernel/engine/ruleset';
import type { ScenarioListing } from './types';

/** Every scenario of every installed title, ids "title/scenario". */
export function listScenarios(rulesets: Iterable<Ruleset>): ScenarioListing[] {
  return [...rulesets].flatMap((r) =>
    r.scenarios.map((s) => ({ id: `${r.id}/${s.id}`, title: r.title, name: s.name, sides: s.sides.map(String), turns: s.turns, ...(s.options ? { options: s.options } : {}) })),
  );
}
