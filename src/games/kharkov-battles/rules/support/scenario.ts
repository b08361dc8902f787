import type { Dice } from '#kernel/engine/dice';
import { rollSupport } from '../../combat/support-roll';
import type { ScenarioForces } from '../../data/setup';
import type { Tables } from '../../data/tables';
import type { TrtTurn } from '../../data/trt';
import type { SupportScenarioRules } from './points';

type ScenarioSupport = ScenarioForces['support'];

export interface SupportGain {
  points: number;
  /** The die read on the Support Table, when one was rolled. */
  die?: number;
  rule: string;
}

/**
 * The Support Points the Axis adds this turn (KB 9.2): a roll on the Support Table, or the
 * TRT's historical number when the players agree to it and always where the scenario says so
 * (20.2); none is needed where every HQ is Supported (20.3). On a turn with no roll (20.1:
 * Operation Star turn 1) the TRT's number is taken (digest A6; 0 if it prints none).
 */
export function supportPointsGained(
  support: ScenarioSupport,
  trt: TrtTurn,
  tables: Tables,
  dice: Dice,
  label: string,
  historicalByAgreement = false,
): SupportGain {
  if (support.source === 'all-supported') return { points: 0, rule: 'KB 20.3' };
  if (support.source === 'trt') return { points: trt.supportPoints, rule: 'KB 20.2' };
  if (support.noTableRollOn.includes(trt.turn)) return { points: trt.supportPoints, rule: 'KB 9.2' };
  if (historicalByAgreement) return { points: trt.supportPoints, rule: 'KB 9.2' };
  const { die, points } = rollSupport(tables.support, dice, label);
  return { points, die, rule: 'KB 9.2' };
}

/** What the scenario changes in spending Support Points (KB 20.2, 20.3): for spendSupportPoints. */
export function supportSpendingRules(support: ScenarioSupport): SupportScenarioRules {
  return { allSupported: support.source === 'all-supported', neverSupported: support.neverSupported };
}

/**
 * Units with full support by scenario rule on `turn`, with the rule (KB 20.1: LAH and the DR
 * Tiger company on Operation Star turn 1; KB 20.2: the Hungarian 108 Light Division), for
 * fullSupport's `always`. Reinforcements placed this turn (17.11) are added by the caller.
 */
export function scenarioFullSupport(support: ScenarioSupport, turn: number): Map<string, string> {
  const out = new Map<string, string>();
  for (const id of support.alwaysSupported) out.set(id, 'KB 20.2');
  for (const grant of support.fullSupport) if (grant.turn === turn) for (const id of grant.units) out.set(id, 'KB 20.1');
  return out;
}
