import type { PathProblem } from '#kernel/movement/path';
import type { InfiltrationRefusal } from '../infiltration/infiltration';

/** Every reason a move is refused, stable for turn-file answers. */
export const MOVE_PROBLEM_RULES = {
  'off-map': 'KB 10.0',
  'hex-out-of-play': 'KB 20.3',
  'south-of-38th-army-bound': 'KB 20.1',
  'not-adjacent': 'KB 10.0', // "tracing a path of contiguous hexes"
  'over-budget': 'KB 10.53',
  'prohibited-hex': 'KB 10.41',
  'prohibited-hexside': 'KB 10.41',
  'no-terrain-cost': 'KB 10.41',
  'enemy-occupied': 'KB 10.51',
  'ezoc-to-ezoc': 'KB 7.25',
  'stopped-in-ezoc': 'KB 10.52',
  'overrun-not-multi-step': 'KB 11.31',
  'overrun-supply': 'KB 11.34',
  'overrun-town-or-city': 'KB 11.33',
  'overrun-river': 'KB 11.33',
  'strategic-near-enemy': 'KB 10.32',
  'strategic-interdicted': 'KB 5.32',
  'strategic-supply': 'KB 8.32e',
  'strategic-after-tactical': 'KB 10.31',
  'infiltration-unit': 'KB 11.1',
  'infiltration-isolated': 'KB 8.33e',
  'infiltration-scenario': 'KB 20.2',
  'infiltration-major-river': 'KB 11.1',
  'infiltration-dnepr': 'KB 11.1',
  'infiltration-fortified-zone': 'KB 18.13',
} as const satisfies Record<string, string> & Record<InfiltrationRefusal['code'], string>;

export type MoveProblemCode = keyof typeof MOVE_PROBLEM_RULES;

/** A problem with a move: the index of the hex entered (0 = first), a stable code, a plain message and the rule. */
export interface MoveProblem {
  index: number;
  code: MoveProblemCode;
  message: string;
  rule: string;
}

const isCode = (code: string): code is MoveProblemCode => Object.hasOwn(MOVE_PROBLEM_RULES, code);

/** A kernel path problem as a move problem: its code is one of ours, and it gets its rule when the step gave none. */
export function moveProblem(p: PathProblem): MoveProblem {
  if (!isCode(p.code)) throw new Error(`movement problem with an unknown code "${p.code}"`);
  return { index: p.index, code: p.code, message: p.message, rule: p.rule ?? MOVE_PROBLEM_RULES[p.code] };
}
