import { piecesAt } from '../../state/occupancy';
import type { SosState } from '../../state/types';
import { eliminate } from '../attack/position-edits';
import type { PhaseContext } from '../phase';
import { withCombatUnit } from './enterable-enemy-hex';
import type { PhaseRun } from './phase-run';

/**
 * Enemy pieces a combat unit moving in eliminates (transports 16.48, the tank repair unit 16.73,
 * OPs 14.97). `alone`: only when every enemy piece of the hex is of the kind (14.97 "only an
 * enemy OP unit"); else when no enemy combat unit (9.81) is in the hex with them (16.48 "no
 * Soviet combat units are in that hex with them"; 16.73 names no other piece). Where the move
 * may end among them: enterable-enemy-hex.ts (8.08).
 */
export interface LoneKind {
  type: 'transport' | 'op' | 'tankRepair';
  rule: string;
  event: 'transports-overrun' | 'op-overrun' | 'tank-repair-overrun';
  alone: boolean;
}

/** The enemy pieces of `kind` at `place` the move eliminates there, or none. */
function lonePieces(ctx: PhaseContext, state: SosState, place: string, kind: LoneKind): string[] {
  const enemy = piecesAt(state, place).filter((id) => ctx.env.facts(id).side !== ctx.side);
  const ofKind = enemy.filter((id) => ctx.env.counter(id).type === kind.type);
  if (ofKind.length === 0) return [];
  if (kind.alone) return ofKind.length === enemy.length ? ofKind : [];
  return enemy.some((id) => ctx.env.facts(id).combatUnit) ? [] : ofKind;
}

/** The enemy pieces of `kind` in each hex a move with a combat unit entered, passing through or ending there, are eliminated at once. */
export function overrunLone(ctx: PhaseContext, run: PhaseRun, units: readonly string[], entered: readonly string[], kind: LoneKind): void {
  if (!withCombatUnit(ctx.env, units)) return;
  for (const hex of new Set(entered)) {
    const lone = lonePieces(ctx, run.state, hex, kind);
    if (lone.length === 0) continue;
    run.state = eliminate(run.state, lone);
    run.events.push({ type: kind.event, rule: kind.rule, hex, units: lone, by: [...units] });
  }
}
