import type { CtsContext } from '../../data/context';
import type { PocketCondition } from '../../data/schema';
import type { IsolatedPocket } from '../../state/pocket';
import type { CtsState } from '../../state/types';
import { isMotorized } from '../unit-kind';
import { CONDITION_WORDS, conditionOf, pocketTrack } from './pocket-track';

/** What a pocket's condition does to one of its units' moves (27.2 A), with its reason. */
export interface PocketMoveLimit {
  /** The Movement Allowance left to the unit. */
  allowance: number;
  /** CRITICAL A: at most one hex this turn, by rail neither. */
  oneHex: boolean;
  condition: PocketCondition;
  pocket: string;
  reason: string;
}

/** The side's pocket that holds the unit, as the owner's last Supply Phase placed its markers (27.1). */
export function pocketOfUnit(state: Pick<CtsState, 'pockets'>, unit: string): IsolatedPocket | undefined {
  return (state.pockets ?? []).find((p) => p.units.includes(unit));
}

/**
 * CtS 27.2, the movement of a unit in an Isolated Pocket whose marker stands in a box of
 * PARTIAL SUPPLY: "motorized units tracing General Supply to the Army HQ or Depot may only
 * move half of their Movement Allowance" (halved rounded up, as 25.0 halves it; an Out Of
 * Supply motorized unit moves one hex anyway, 16.4); FOOD AND AMMO SHORTAGE: "A) Non-motorized
 * units have their Movement Allowance reduced by one"; CRITICAL: "A) All units may move a
 * maximum of one hex per turn". DEPOTS DEPLETED changes no allowance (its units are Out Of
 * Supply, 16.4 limits them). Neither Partial nor the Shortage's penalty reaches down the
 * Track: each condition says what it adds to Depots Depleted. `allowance`: the unit's
 * allowance as the other rules leave it (25.0 weather included). Null when the unit is in no
 * pocket, or the game reads the Track for combat only (engine cts-6 and before).
 */
export function pocketMoveLimit(ctx: CtsContext, state: CtsState, unit: string, allowance: number): PocketMoveLimit | null {
  if (!ctx.readings.pocketSupplyStates) return null;
  const track = pocketTrack(ctx);
  const pocket = pocketOfUnit(state, unit);
  const spec = ctx.units.get(unit);
  if (!track || !pocket || !spec) return null;
  const condition = conditionOf(track, pocket.box);
  const at = `pocket ${pocket.id} in box ${pocket.box}, ${CONDITION_WORDS[condition]}`;
  const base = { condition, pocket: pocket.id, oneHex: false, allowance };
  if (condition === 'partial' && isMotorized(spec)) return { ...base, allowance: Math.ceil(allowance / 2), reason: `${at}: a motorized unit moves half its Movement Allowance (CtS 27.2)` };
  if (condition === 'shortage' && !isMotorized(spec)) return { ...base, allowance: Math.max(allowance - 1, 0), reason: `${at}: a non-motorized unit's Movement Allowance is reduced by one (CtS 27.2 A)` };
  if (condition === 'critical') return { ...base, oneHex: true, reason: `${at}: every unit moves a maximum of one hex per turn, by rail neither (CtS 27.2 A)` };
  return null;
}
