import type { HexId, UnitId } from '#kernel/ids';
import type { DosContext } from '../data/context';
import type { CrtResult } from '../data/schema';
import type { DosSide } from '../state/sides';
import type { DosState } from '../state/types';
import type { Consequences } from './consequences';
import { defenderEliminated, eliminate, type LossLine } from './results';
import { applyRetreat, planRetreat, type RetreatMove } from './retreat';

/** What the defender's half of a combat result did (DoS 11.30: applied in full before the attacker's). */
export interface DefenderOutcome {
  losses: LossLine[];
  eliminations: LossLine[];
  retreats: RetreatMove[];
  /** Steps the defender lost to DE or EX, which an EX attacker must match (11.37). */
  defenderSteps: number;
}

/**
 * Applies the defender's side of a result, in prepared and mobile assaults alike: DR
 * retreats (11.33-11.34, DE when no retreat is possible, digest E10), DE and EX losses
 * (11.36, 11.37), and the units that retreated in earlier this phase (11.35).
 */
export function applyDefenderResult(
  ctx: DosContext,
  draft: DosState,
  defenderSide: DosSide,
  target: HexId,
  defenders: UnitId[],
  retreatedIn: UnitId[],
  result: CrtResult,
  out: Consequences,
): DefenderOutcome {
  const losses: LossLine[] = [];
  const eliminations: LossLine[] = [];
  let retreats: RetreatMove[] = [];
  let defenderSteps = 0;
  if (result === 'DR') {
    const retreat = planRetreat(ctx, draft, defenderSide, target, defenders, draft.standing[defenderSide]);
    if (retreat.ok) {
      retreats = retreat.moves;
      applyRetreat(ctx, draft, defenderSide, retreat.moves, out);
    } else {
      // DoS 11.34 (digest E10): the defenders stand and take DE instead (11.36)
      for (const l of defenderEliminated(ctx, draft, defenders, 'DE')) {
        eliminations.push({ ...l, reason: `DR, but ${retreat.reason}: DE instead`, rule: retreat.rule });
      }
    }
  } else if (result === 'DE' || result === 'EX') {
    const lost = defenderEliminated(ctx, draft, defenders, result);
    defenderSteps = lost.length;
    losses.push(...lost);
  }
  if (result !== 'AS' && result !== 'AL1') {
    for (const id of retreatedIn) eliminations.push(eliminate(ctx, draft, id, 'retreated into this hex earlier this phase', 'DoS 11.35'));
  }
  return { losses, eliminations, retreats, defenderSteps };
}
