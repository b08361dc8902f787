import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { heldPastLone, overrunLone, type LoneKind } from './lone-pieces';
import type { PhaseRun } from './phase-run';

/**
 * SoS 16.48: "Soviet transport units are eliminated if any German combat units move into their
 * hex and no Soviet combat units are in that hex with them": each hex the movers entered (the
 * walk never enters one with an enemy combat unit, 8.08), passing through or ending there.
 */
const TRANSPORTS: LoneKind = { type: 'transport', rule: 'SoS 16.48', event: 'transports-overrun' };

/** SoS 16.48: the places a move may not end in: the enemy-held places, but a hex whose enemy pieces are all transports when a combat unit moves (it eliminates them there). */
export const heldPastTransports = (ctx: PhaseContext, state: SosState, enemyHeld: ReadonlySet<string>, movers: readonly string[]): ReadonlySet<string> => heldPastLone(ctx, state, enemyHeld, movers, TRANSPORTS);

/** SoS 16.48: the lone enemy transports of each hex a move with a combat unit entered are eliminated at once. */
export const overrunTransports = (ctx: PhaseContext, run: PhaseRun, units: readonly string[], entered: readonly string[]): void => overrunLone(ctx, run, units, entered, TRANSPORTS);
