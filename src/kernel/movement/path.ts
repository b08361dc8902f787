import type { HexId } from '../ids';
import type { GameMap } from '../map/game-map';

/** What entering `to` from the adjacent `from` costs, or why it is not allowed. */
export type StepVerdict = { cost: number } | { prohibited: true; code: string; message: string; rule?: string };
/** A title's movement costs for one unit or stack (terrain + hexside, DoS 9.21). */
export type StepCost = (from: HexId, to: HexId) => StepVerdict;

export interface PathStep {
  hex: HexId;
  /** Cost of entering this hex; 0 for a step with a problem. */
  cost: number;
  /** Running total after this step. */
  total: number;
}

export interface PathProblem {
  /** Index of the offending hex in the path (0 = first hex entered). */
  index: number;
  code: string;
  message: string;
  rule?: string;
}

export const isProhibited = (v: StepVerdict): v is Extract<StepVerdict, { prohibited: true }> => 'prohibited' in v;

/**
 * Walks an explicit path (the hexes entered, not including `start`). Checks each hex
 * is on the map ("off-map"), adjacent to the one before ("not-adjacent"), allowed by
 * `cost`, and that the running total stays within `budget` ("over-budget", reported
 * once, at the first step past it). With `minimumMove`, a path of exactly one allowed
 * step is legal whatever it costs (DoS 9.3: a unit may always move one hex by spending
 * all its MP; it never opens a prohibited hex or hexside). Reports every problem.
 */
export function walkPath(
  map: GameMap,
  start: HexId,
  path: HexId[],
  cost: StepCost,
  budget: number,
  opts: { minimumMove?: boolean } = {},
): { steps: PathStep[]; problems: PathProblem[] } {
  const steps: PathStep[] = [];
  const problems: PathProblem[] = [];
  let from = start;
  let total = 0;
  let overIndex: number | null = null;

  if (path.length > 0 && !map.has(start)) {
    problems.push({ index: 0, code: 'off-map', message: `the starting hex ${start} is not a hex of the map` });
  }
  path.forEach((to, index) => {
    let stepCost = 0;
    if (!map.has(to)) {
      problems.push({ index, code: 'off-map', message: `${to} is not a hex of the map` });
    } else if (!map.has(from)) {
      // the hex before is already reported off the map; adjacency cannot be judged
    } else if (!map.grid.parse(from) || !map.grid.parse(to) || map.grid.direction(from, to) === null) {
      problems.push({ index, code: 'not-adjacent', message: `${to} is not adjacent to ${from}` });
    } else {
      const verdict = cost(from, to);
      if (isProhibited(verdict)) {
        const p: PathProblem = { index, code: verdict.code, message: verdict.message };
        if (verdict.rule !== undefined) p.rule = verdict.rule;
        problems.push(p);
      } else {
        stepCost = verdict.cost;
      }
    }
    total += stepCost;
    if (overIndex === null && total > budget) overIndex = index;
    steps.push({ hex: to, cost: stepCost, total });
    from = to;
  });

  const minimumMove = opts.minimumMove === true && path.length === 1 && problems.length === 0;
  if (overIndex !== null && !minimumMove) {
    const at = steps[overIndex]!;
    const hint = opts.minimumMove && path.length > 1 && overIndex === 0 ? ' (a minimum move is a single hex)' : '';
    problems.push({
      index: overIndex,
      code: 'over-budget',
      message: `entering ${at.hex} brings the cost to ${at.total}, over the ${budget} available${hint}`,
    });
    problems.sort((a, b) => a.index - b.index);
  }
  return { steps, problems };
}
