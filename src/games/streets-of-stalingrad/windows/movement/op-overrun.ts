import { piecesAt } from '../../state/occupancy';
import type { SosState } from '../../state/types';
import { eliminate } from '../attack/position-edits';
import type { PhaseContext } from '../phase';
import type { PhaseRun } from './phase-run';

/**
 * SoS 14.97: "When a combat unit moves into or through a hex containing only an enemy OP unit,
 * that OP unit is eliminated and immediately removed from the map." Read: every enemy piece of
 * the hex is an OP (two OPs together go alike); an OP with any other enemy piece (a combat
 * unit, a leader, a transport) is not alone and holds the hex as before (8.08).
 */

const withCombatUnit = (ctx: PhaseContext, units: readonly string[]): boolean => units.some((id) => ctx.env.facts(id).combat);

/** The enemy OPs alone in `place`, or none. */
function loneOps(ctx: PhaseContext, state: SosState, place: string): string[] {
  const enemy = piecesAt(state, place).filter((id) => ctx.env.facts(id).side !== ctx.side);
  return enemy.length > 0 && enemy.every((id) => ctx.env.counter(id).type === 'op') ? enemy : [];
}

/** SoS 14.97: the places a move of `movers` may not end in: `enemyHeld` less the hexes of lone enemy OPs when a combat unit moves (it eliminates them there). */
export function heldPastOps(ctx: PhaseContext, state: SosState, enemyHeld: ReadonlySet<string>, movers: readonly string[]): ReadonlySet<string> {
  if (!withCombatUnit(ctx, movers)) return enemyHeld;
  return new Set([...enemyHeld].filter((h) => loneOps(ctx, state, h).length === 0));
}

/** SoS 14.97: the lone enemy OPs of each hex a move with a combat unit entered, passing through or ending there, are eliminated at once. */
export function overrunOps(ctx: PhaseContext, run: PhaseRun, units: readonly string[], entered: readonly string[]): void {
  if (!withCombatUnit(ctx, units)) return;
  for (const hex of new Set(entered)) {
    const ops = loneOps(ctx, run.state, hex);
    if (ops.length === 0) continue;
    run.state = eliminate(run.state, ops);
    run.events.push({ type: 'op-overrun', rule: 'SoS 14.97', hex, units: ops, by: [...units] });
  }
}
