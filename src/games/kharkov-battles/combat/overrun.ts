import { issue, type Issue } from '#kernel/engine/issues';
import type { SupplyState } from '../state/types';

/**
 * Whether a unit may Overrun a hex (KB 11.31, 11.33, 11.34; digest A29): a multi-step
 * combat unit by Tactical Movement, neither Out of Supply nor Isolated, not having used
 * Mobile Infiltration this phase, into a hex holding exactly one enemy unit that is an HQ, a
 * cadre or any other unit exerting no ZOC; never into a city or town hex nor across a
 * Major or Dnepr River. It costs one Movement Point more than entering the hex.
 */
export interface OverrunFacts {
  multiStep: boolean;
  tactical: boolean;
  supply: SupplyState;
  infiltratedThisPhase: boolean;
  /** Enemy units in the target hex, and whether the lone one exerts a ZOC there (an FZ gives one, 18.12). */
  targetUnits: number;
  targetExertsZoc: boolean;
  targetTownOrCity: boolean;
  acrossMajorOrDnepr: boolean;
}

export const OVERRUN_EXTRA_MP = 1; // 11.31

export function overrunIssues(f: OverrunFacts): Issue[] {
  const out: Issue[] = [];
  const no = (on: boolean, code: string, message: string, rule: string) => on && out.push(issue(['overrun'], code, message, rule));
  no(!f.multiStep, 'not-multi-step', 'only a multi-step combat unit may Overrun', 'KB 11.31');
  no(!f.tactical, 'not-tactical', 'an Overrun is made during Tactical Movement', 'KB 11.31');
  no(f.supply !== 'operational', 'overrun-out-of-supply', "an 'OOS' or 'Isolated' unit may not Overrun", 'KB 11.34');
  no(f.infiltratedThisPhase, 'overrun-after-infiltration', 'no Overrun in the same movement phase as Mobile Infiltration', 'KB 11.31');
  no(f.targetUnits !== 1, 'target-not-alone', 'only a lone enemy unit may be overrun', 'KB 11.31');
  no(f.targetUnits === 1 && f.targetExertsZoc, 'target-has-zoc', 'a unit exerting a ZOC cannot be overrun', 'KB 11.31');
  no(f.targetTownOrCity, 'overrun-town-or-city', 'no Overrun against a unit in a city or town hex', 'KB 11.33');
  no(f.acrossMajorOrDnepr, 'overrun-across-river', 'no Overrun across a Major or Dnepr River', 'KB 11.33');
  return out;
}
