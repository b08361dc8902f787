import type { CtsContext } from '../data/context';
import type { Scenario } from '../data/schema';

/**
 * CtS 35.1(4) and its [Change]: the Soviet reduces his at-start forces by five steps (no
 * unit more than one, no army more than three) and five more within the 38th Army (no
 * unit more than one). The choice is the Soviet player's; until set-up choices are carried
 * by a turn file, the default takes one step from the first rifle division (by id) of each
 * army in set-up order, then from the 38th Army's rifle divisions by id. No unit loses two.
 */
export function defaultSetupLosses(ctx: CtsContext, scenario: Scenario): string[] {
  const rifles = scenario.setup
    .map((p) => ctx.units.get(p.unit)!)
    .filter((u) => u.side === 'soviet' && u.type === 'rifle');
  const chosen: string[] = [];
  const general = scenario.setupLosses.soviet;
  const special = scenario.setupLosses.soviet38;
  const specialArmy = special?.army;
  if (special && specialArmy) {
    for (const u of rifles.filter((x) => x.army === specialArmy).sort((a, b) => (a.id < b.id ? -1 : 1))) {
      if (chosen.length >= special.steps) break;
      chosen.push(u.id);
    }
  }
  if (general) {
    const armies = [...new Set(rifles.map((u) => u.army))].filter((a) => a !== specialArmy);
    let taken = 0;
    for (const army of armies) {
      if (taken >= general.steps) break;
      const u = rifles.filter((x) => x.army === army && !chosen.includes(x.id)).sort((a, b) => (a.id < b.id ? -1 : 1))[0];
      if (u) {
        chosen.push(u.id);
        taken++;
      }
    }
  }
  return chosen;
}
