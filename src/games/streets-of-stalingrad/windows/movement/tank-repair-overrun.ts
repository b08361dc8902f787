import type { PhaseContext } from '../phase';
import { overrunLone, type LoneKind } from './lone-pieces';
import type { PhaseRun } from './phase-run';

/**
 * SoS 16.73: "The Soviet tank repair unit is eliminated when: • Any German combat unit moves
 * into the hex with the tank repair unit". A German combat unit enters only a hex without a
 * Soviet combat unit (8.08), passing through or ending there, whatever other Soviet pieces
 * that are no combat units stand there (a transport, a leader, an OP: 9.81). It never comes
 * back (16.71).
 */
const TANK_REPAIR: LoneKind = { type: 'tankRepair', rule: 'SoS 16.73', event: 'tank-repair-overrun', alone: false };

/** SoS 16.73: the tank repair unit in a hex a move with a combat unit entered is eliminated at once. */
export const overrunTankRepair = (ctx: PhaseContext, run: PhaseRun, units: readonly string[], entered: readonly string[]): void => overrunLone(ctx, run, units, entered, TANK_REPAIR);
