import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { heldPastLone, overrunLone, type LoneKind } from './lone-pieces';
import type { PhaseRun } from './phase-run';

/**
 * SoS 14.97: "When a combat unit moves into or through a hex containing only an enemy OP unit,
 * that OP unit is eliminated and immediately removed from the map." Read: every enemy piece of
 * the hex is an OP (two OPs together go alike); an OP with any other enemy piece (a combat
 * unit, a leader, a transport) is not alone and holds the hex as before (8.08).
 */
const OPS: LoneKind = { type: 'op', rule: 'SoS 14.97', event: 'op-overrun' };

/** SoS 14.97: the places a move of `movers` may not end in: `enemyHeld` less the hexes of lone enemy OPs when a combat unit moves (it eliminates them there). */
export const heldPastOps = (ctx: PhaseContext, state: SosState, enemyHeld: ReadonlySet<string>, movers: readonly string[]): ReadonlySet<string> => heldPastLone(ctx, state, enemyHeld, movers, OPS);

/** SoS 14.97: the lone enemy OPs of each hex a move with a combat unit entered, passing through or ending there, are eliminated at once. */
export const overrunOps = (ctx: PhaseContext, run: PhaseRun, units: readonly string[], entered: readonly string[]): void => overrunLone(ctx, run, units, entered, OPS);
