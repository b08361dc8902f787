import type { SosTables } from '../../../src/games/streets-of-stalingrad/data/tables';
import { SOS_SCENARIOS, SOS_SCENARIO_IDS } from '../../../src/games/streets-of-stalingrad/sequence/scenarios';

/** SoS 21.41: each scenario lists points for each of its turns, for each side and kind. */
export function replacementCardProblems(t: Pick<SosTables, 'replacements'>): string[] {
  const out: string[] = [];
  for (const id of SOS_SCENARIO_IDS) {
    const card = t.replacements.scenarios[id];
    if (!card) {
      out.push(`replacements.scenarios.${id}: missing`);
      continue;
    }
    const want = SOS_SCENARIOS[id].lastTurn - SOS_SCENARIOS[id].firstTurn + 1;
    const lists: [string, number[]][] = [['german.Pz', card.german.Pz], ['german.AF', card.german.AF], ['soviet.AF', card.soviet.AF]];
    for (const [path, list] of lists) if (list.length !== want) out.push(`replacements.scenarios.${id}.${path}: ${want} turns need ${want} figures, got ${list.length}`);
  }
  return out;
}
