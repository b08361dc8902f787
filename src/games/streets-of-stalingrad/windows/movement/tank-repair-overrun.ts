import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { heldPastLone, overrunLone, type LoneKind } from './lone-pieces';
import type { PhaseRun } from './phase-run';

/**
 * SoS 16.73: "The Soviet tank repair unit is eliminated when: • Any German combat unit moves
 * into the hex with the tank repair unit". A German combat unit enters only a hex without a
 * Soviet combat unit (8.08): read as the lone pieces of 16.48 and 14.97 (every Soviet piece of
 * the hex a tank repair unit), passing through or ending there. It never comes back (16.71).
 */
const TANK_REPAIR: LoneKind = { type: 'tankRepair', rule: 'SoS 16.73', event: 'tank-repair-overrun' };

/** SoS 16.73: the places a move may not end in: `enemyHeld` less a hex holding only the tank repair unit when a combat unit moves (it eliminates it there). */
export const heldPastTankRepair = (ctx: PhaseContext, state: SosState, enemyHeld: ReadonlySet<string>, movers: readonly string[]): ReadonlySet<string> => heldPastLone(ctx, state, enemyHeld, movers, TANK_REPAIR);

/** SoS 16.73: the tank repair unit alone in a hex a move with a combat unit entered is eliminated at once. */
export const overrunTankRepair = (ctx: PhaseContext, run: PhaseRun, units: readonly string[], entered: readonly string[]): void => overrunLone(ctx, run, units, entered, TANK_REPAIR);
