import type { PhaseContext } from '../phase';
import { overrunLone, type LoneKind } from './lone-pieces';
import type { PhaseRun } from './phase-run';

/**
 * SoS 16.48: "Soviet transport units are eliminated if any German combat units move into their
 * hex and no Soviet combat units are in that hex with them": each hex the movers entered (the
 * walk never enters one with an enemy combat unit, 8.08), passing through or ending there,
 * whatever other Soviet pieces that are no combat units stand with them (a leader, an OP, the
 * tank repair unit: 9.81).
 */
const TRANSPORTS: LoneKind = { type: 'transport', rule: 'SoS 16.48', event: 'transports-overrun', alone: false };

/** SoS 16.48: the enemy transports with no combat unit of their side in each hex a move with a combat unit entered are eliminated at once. */
export const overrunTransports = (ctx: PhaseContext, run: PhaseRun, units: readonly string[], entered: readonly string[]): void => overrunLone(ctx, run, units, entered, TRANSPORTS);
