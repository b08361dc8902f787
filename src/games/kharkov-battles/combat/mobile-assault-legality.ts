import type { KbSide } from '../data/ids';
import { issue, type Issue } from '#kernel/engine/issues';
import type { SupplyState } from '../state/types';
import type { Weather } from './strength';

/**
 * Whether a unit may make a Mobile Assault now (KB 11.2, 11.21-11.24, 19.14, 20.2), from
 * facts the caller judged on the map. Every reason against is listed at once.
 */
export interface MobileAssaultLegalityFacts {
  side: KbSide;
  mechanized: boolean;
  multiStep: boolean;
  /** Axis: the unit has full support (9.3). */
  fullySupported: boolean;
  /** Soviet: the unit is 'Operational' (8.31). */
  supply: SupplyState;
  /** Moving by Tactical Movement (not Strategic). */
  tactical: boolean;
  /** It already made a Mobile Assault, or used Mobile Infiltration, this phase. */
  assaultedThisPhase: boolean;
  infiltratedThisPhase: boolean;
  weather: Weather;
  /** 20.2: the Second Kharkov scenario forbids Soviet Mobile Assaults. */
  sovietMobileAssaultBanned?: boolean;
  /**
   * Its position: in an EZOC exerted only by the target hex, or in a hex no enemy controls
   * next to a target whose units exert no ZOC.
   */
  onlyTargetControls: boolean;
  target: { townOrCity: boolean; marsh: boolean };
  originMarsh: boolean;
  /** The hexside crossed into the target. */
  acrossMajorOrDnepr: boolean;
  /** Mobile Assaults already made from the origin hex and into the target hex this phase. */
  originUses: number;
  targetUses: number;
  /** Movement Points left, and the target's entry cost for this unit, roads ignored. */
  mpLeft: number;
  entryCost: number;
}

/** 11.2: two Movement Points plus the cost of entering the target hex, roads and railroads ignored. */
export const mobileAssaultCost = (entryCost: number): number => 2 + entryCost;

export function mobileAssaultIssues(f: MobileAssaultLegalityFacts): Issue[] {
  const out: Issue[] = [];
  const no = (on: boolean, code: string, message: string, rule: string) => on && out.push(issue(['mobileAssault'], code, message, rule));
  no(!f.mechanized || !f.multiStep, 'not-mobile-assault-unit', 'only a mechanized multi-step unit may make a Mobile Assault', 'KB 11.2');
  no(f.side === 'axis' && !f.fullySupported, 'not-fully-supported', 'an Axis unit needs full support to make a Mobile Assault', 'KB 11.2'); // KB 15.15, 9.4
  no(f.side === 'soviet' && f.supply !== 'operational', 'not-operational', "a Soviet unit must be 'Operational' to make a Mobile Assault", 'KB 11.2');
  no(f.side === 'soviet' && f.sovietMobileAssaultBanned === true, 'no-soviet-mobile-assault', 'no Soviet Mobile Assaults in this scenario', 'KB 20.2');
  no(!f.tactical, 'not-tactical', 'a Mobile Assault is made during Tactical Movement', 'KB 11.2');
  no(f.assaultedThisPhase, 'second-mobile-assault', 'one Mobile Assault per unit per movement phase', 'KB 11.2');
  no(f.infiltratedThisPhase, 'mobile-assault-after-infiltration', 'no Mobile Assault in the same movement phase as Mobile Infiltration', 'KB 11.2');
  no(f.weather === 'mud', 'mobile-assault-in-mud', 'no Mobile Assaults are made on a Mud turn', 'KB 11.23');
  no(!f.onlyTargetControls, 'other-enemy-zoc', 'the unit must be in an EZOC exerted only by the target hex, or next to a target without ZOC', 'KB 11.2');
  no(f.target.townOrCity, 'mobile-assault-into-town', 'no Mobile Assault into a town or city hex', 'KB 11.22');
  no(f.target.marsh || f.originMarsh, 'mobile-assault-marsh', 'no Mobile Assault from or into a Marsh hex', 'KB 11.22');
  no(f.acrossMajorOrDnepr, 'mobile-assault-across-river', 'no Mobile Assault across a Major or Dnepr River', 'KB 11.22');
  no(f.originUses >= 2, 'origin-used-twice', 'a hex may start at most two Mobile Assaults in a movement phase', 'KB 11.24');
  no(f.targetUses >= 2, 'target-used-twice', 'a hex may be the target of at most two Mobile Assaults in a movement phase', 'KB 11.24');
  no(f.mpLeft < mobileAssaultCost(f.entryCost), 'not-enough-mp', `a Mobile Assault costs ${mobileAssaultCost(f.entryCost)} Movement Points here, ${f.mpLeft} left`, 'KB 11.2');
  return out;
}
