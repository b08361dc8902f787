import type { HexId, UnitId } from '#kernel/ids';
import { isProhibited } from '#kernel/movement/path';
import type { DosContext } from '../data/context';
import { type DosSide } from '../state/sides';
import { isArtillery, moveClass, occupancy, unitDef } from '../state/units';
import type { DosState } from '../state/types';
import type { Consequences } from './consequences';
import { enterHex } from './enter-hex';
import { checkStackAt } from './supply/mixed-stacks';
import { conditionsOf } from './terrain-conditions';
import { enterCost } from './terrain-costs';
import { updateUnit } from '../state/unit-writes';

export interface AdvanceLine {
  unit: UnitId;
  from: HexId;
  to: HexId;
}

export interface AdvanceRefusal {
  unit: UnitId;
  reason: string;
  rule: string;
}

/**
 * Advance after a prepared assault that left the defender hex empty (DoS 11.38): the
 * surviving attackers the order names ("all" = every survivor) move in, at no MP cost,
 * within stacking and the normal terrain prohibitions; Soviet artillery and heavy cannon
 * never advance. Optional; the default is no advance (digest §6 A2). Entering changes
 * control (3.4). Mutates the draft.
 */
export function advanceAfterCombat(
  ctx: DosContext,
  draft: DosState,
  side: DosSide,
  target: HexId,
  survivors: UnitId[],
  choice: 'all' | 'none' | string[],
  out: Consequences,
): { advanced: AdvanceLine[]; refused: AdvanceRefusal[] } {
  const advanced: AdvanceLine[] = [];
  const refused: AdvanceRefusal[] = [];
  const wanted = choice === 'all' ? survivors : choice === 'none' ? [] : survivors.filter((id) => choice.includes(id));
  for (const id of wanted) {
    const def = unitDef(ctx, id);
    const from = draft.units[id]!.hex!;
    if (def.nationality === 'soviet' && isArtillery(def)) {
      if (choice !== 'all') refused.push({ unit: id, reason: 'artillery never advances', rule: 'DoS 11.38' });
      continue;
    }
    const verdict = enterCost(ctx, moveClass(def), side, from, target, conditionsOf(ctx, draft)); // incl. the flooded Manych (9.32)
    if (isProhibited(verdict)) {
      refused.push({ unit: id, reason: verdict.message, rule: verdict.rule ?? 'DoS 11.38' });
      continue;
    }
    const present = (occupancy(draft).get(target) ?? []).map((u) => unitDef(ctx, u));
    const stack = checkStackAt(ctx, draft, target, [...present, def]); // 6.3 supply exception too
    if (!stack.ok) {
      refused.push({ unit: id, reason: stack.message, rule: stack.rule ?? 'DoS 11.38' });
      continue;
    }
    updateUnit(draft, id, (u) => ({ ...u, hex: target }));
    advanced.push({ unit: id, from, to: target });
  }
  if (advanced.length > 0) enterHex(ctx, draft, side, target, out);
  return { advanced, refused };
}
