import { piecesAt } from '../../state/occupancy';
import type { SosState } from '../../state/types';
import { eliminate } from '../attack/position-edits';
import type { PhaseContext } from '../phase';
import type { PhaseRun } from './phase-run';

/** Enemy pieces a combat unit moving in eliminates when they stand alone (transports 16.48, OPs 14.97, the tank repair unit 16.73). */
export interface LoneKind {
  type: 'transport' | 'op' | 'tankRepair';
  rule: string;
  event: 'transports-overrun' | 'op-overrun' | 'tank-repair-overrun';
}

const withCombatUnit = (ctx: PhaseContext, units: readonly string[]): boolean => units.some((id) => ctx.env.facts(id).combat);

/** The enemy pieces of `place` when every one of them is of `kind`, or none. */
function lonePieces(ctx: PhaseContext, state: SosState, place: string, kind: LoneKind): string[] {
  const enemy = piecesAt(state, place).filter((id) => ctx.env.facts(id).side !== ctx.side);
  return enemy.length > 0 && enemy.every((id) => ctx.env.counter(id).type === kind.type) ? enemy : [];
}

/** The places a move of `movers` may not end in: `enemyHeld` less the hexes of lone enemy pieces of `kind` when a combat unit moves (it eliminates them there). */
export function heldPastLone(ctx: PhaseContext, state: SosState, enemyHeld: ReadonlySet<string>, movers: readonly string[], kind: LoneKind): ReadonlySet<string> {
  if (!withCombatUnit(ctx, movers)) return enemyHeld;
  return new Set([...enemyHeld].filter((h) => lonePieces(ctx, state, h, kind).length === 0));
}

/** The lone enemy pieces of `kind` in each hex a move with a combat unit entered, passing through or ending there, are eliminated at once. */
export function overrunLone(ctx: PhaseContext, run: PhaseRun, units: readonly string[], entered: readonly string[], kind: LoneKind): void {
  if (!withCombatUnit(ctx, units)) return;
  for (const hex of new Set(entered)) {
    const lone = lonePieces(ctx, run.state, hex, kind);
    if (lone.length === 0) continue;
    run.state = eliminate(run.state, lone);
    run.events.push({ type: kind.event, rule: kind.rule, hex, units: lone, by: [...units] });
  }
}
