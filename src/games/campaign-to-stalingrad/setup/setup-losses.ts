import type { CtsContext } from '../data/context';
import type { Scenario } from '../data/schema';
import type { CtsState } from '../state/types';
import { copyUnits, unitWith } from '#games/campaign-to-stalingrad/state/unit-record';

/**
 * CtS 35.1(4) and its [Change]: the Soviet reduces his at-start forces by five steps (no
 * unit more than one, no army more than three) and five more within the 38th Army (no
 * unit more than one). The choice is the Soviet player's (a standing `setupLosses` list in
 * the Axis's first player turn before any battle, chooseSetupLosses); the default takes one step from the 38th
 * Army's first rifle divisions by id, then from the first rifle division (by id) of each
 * other army in set-up order, round after round up to the per-army limit (Operation Uranus,
 * 36.1(4): thirty steps, no more than three from any army). No unit loses two.
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
    // one a round from each army in set-up order, as many rounds as the per-army limit allows (36.1(4): 30 steps, three an army)
    for (let round = 0; round < (general.perArmy ?? 1) && taken < general.steps; round++) {
      for (const army of armies) {
        if (taken >= general.steps) break;
        const u = rifles.filter((x) => x.army === army && !chosen.includes(x.id)).sort((a, b) => (a.id < b.id ? -1 : 1))[0];
        if (u) {
          chosen.push(u.id);
          taken++;
        }
      }
    }
  }
  return chosen;
}

/** A problem with a chosen list of set-up losses: the index in the list (or null for the whole), a stable code, a plain message. */
export interface SetupLossProblem {
  index: number | null;
  code: string;
  message: string;
}

/**
 * CtS 35.1(4) and its [Change] (digest E38, A40): whether the Soviet's own list of set-up
 * losses keeps the rules: at-start Soviet units with a step to spare, no unit twice (no
 * unit loses more than one step in total), as many as both budgets together, at least the
 * 38th Army's budget within it, and of the rest (the general budget) no more than the
 * per-army limit from any one army. The 38th Army's units beyond its own five count
 * against the general budget and its per-army limit.
 */
export function setupLossProblems(ctx: CtsContext, scenario: Scenario, chosen: readonly string[]): SetupLossProblem[] {
  const out: SetupLossProblem[] = [];
  const atStart = new Set(scenario.setup.map((p) => p.unit));
  const general = scenario.setupLosses.soviet;
  const special = scenario.setupLosses.soviet38;
  const seen = new Set<string>();
  chosen.forEach((id, i) => {
    const spec = ctx.units.get(id);
    if (!spec || spec.side !== 'soviet' || !atStart.has(id)) out.push({ index: i, code: 'not-at-start', message: `${id} is not a Soviet unit of the at-start forces` });
    else if (spec.faces.length < 2) out.push({ index: i, code: 'no-step-to-spare', message: `${spec.name} has one step: a set-up loss reduces a unit, it does not eliminate it` });
    if (seen.has(id)) out.push({ index: i, code: 'two-losses', message: `${id} is named twice: no unit may take more than one step loss (A40)` });
    seen.add(id);
  });
  if (out.length > 0) return out;
  const want = (general?.steps ?? 0) + (special?.steps ?? 0);
  if (chosen.length !== want) out.push({ index: null, code: 'wrong-count', message: `the Soviet reduces his at-start forces by ${want} steps${special ? ` (${general?.steps ?? 0}, plus ${special.steps} within the ${special.army})` : ''}; the list names ${chosen.length}` });
  const armyOf = (id: string): string => ctx.units.get(id)!.army;
  const inSpecial = special?.army ? chosen.filter((id) => armyOf(id) === special.army).length : 0;
  if (special?.army && inSpecial < special.steps) out.push({ index: null, code: 'too-few-in-army', message: `${special.steps} of the losses must fall within the ${special.army}; the list has ${inSpecial}` });
  const perArmy = general?.perArmy;
  if (perArmy !== undefined) {
    const counts = new Map<string, number>();
    for (const id of chosen) counts.set(armyOf(id), (counts.get(armyOf(id)) ?? 0) + 1);
    for (const [army, n] of counts) {
      const generalShare = army === special?.army ? n - special.steps : n;
      if (generalShare > perArmy) out.push({ index: null, code: 'army-limit', message: `${generalShare} of the general losses fall on the ${army}: no more than ${perArmy} from a single army` });
    }
  }
  return out;
}

/**
 * CtS 35.1: the Soviet's own set-up losses replace the default ones (defaultSetupLosses),
 * while no battle has been fought in the Axis's first player turn: the default losses are given back, the
 * chosen units lose a step each.
 */
export function chooseSetupLosses(ctx: CtsContext, scenario: Scenario, state: CtsState, chosen: readonly string[]): CtsState {
  const units = copyUnits(state.units);
  for (const id of defaultSetupLosses(ctx, scenario)) units[id] = unitWith(units[id]!, { steps: units[id]!.steps + 1 });
  for (const id of chosen) units[id] = unitWith(units[id]!, { steps: units[id]!.steps - 1 });
  return { ...state, units };
}
