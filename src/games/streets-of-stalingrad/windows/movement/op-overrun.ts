import type { PhaseContext } from '../phase';
import { overrunLone, type LoneKind } from './lone-pieces';
import type { PhaseRun } from './phase-run';

/**
 * SoS 14.97: "When a combat unit moves into or through a hex containing only an enemy OP unit,
 * that OP unit is eliminated and immediately removed from the map." Read: every enemy piece of
 * the hex is an OP (two OPs together go alike), after the leaders, transports and tank repair
 * unit of the hex have gone (applyMove's order), so an OP with a lone leader goes too (8.08,
 * enterable-enemy-hex.ts); an OP with an enemy combat unit holds the hex as before (8.08).
 */
const OPS: LoneKind = { type: 'op', rule: 'SoS 14.97', event: 'op-overrun', alone: true };

/** SoS 14.97: the lone enemy OPs of each hex a move with a combat unit entered, passing through or ending there, are eliminated at once. */
export const overrunOps = (ctx: PhaseContext, run: PhaseRun, units: readonly string[], entered: readonly string[]): void => overrunLone(ctx, run, units, entered, OPS);
