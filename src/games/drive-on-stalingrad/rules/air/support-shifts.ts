import { oddsIndex } from '#kernel/combat/odds';
import { finalOdds } from '#kernel/combat/final-odds';
import type { HexId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { sideName, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import { airSideOf } from '#games/drive-on-stalingrad/scenario-rules/uranus/air-side';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import type { Shift } from '../odds-modifiers';
import { commitPlanes, planesLeft } from './planes';

export interface AirSupportInput {
  /** The attacking side of the prepared assault. */
  side: DosSide;
  target: HexId;
  attack: number;
  defense: number;
  /** Every other shift of the battle. */
  shifts: Shift[];
  /** Planes the German attack order asks for (its `air`). */
  air?: number;
}

const planeShift = (value: number, reason: string): Shift => ({ value, reason, rule: 'DoS 11.25' });

/**
 * Ground-support aircraft in one prepared assault (DoS 11.25): one column toward the
 * German per plane, each plane once per game turn. A German attack takes the planes its
 * order asks for (as many as remain). A German defence takes them from the German
 * standing `defAir` (digest §6 N3): the first entry that covers the target hex and whose
 * `ifOddsAtLeast` the odds before air reach, committed after the odds are known and
 * before the die (digest E41). Records the planes used. Mutates the draft.
 */
export function airSupportShifts(ctx: DosContext, draft: DosState, input: AirSupportInput): Shift[] {
  const left = planesLeft(ctx, draft);
  const owner = airSideOf(ctx, draft); // DoS Uranus U-7: the Soviet has them there
  if (left === 0 || owner === null) return [];
  if (input.side === owner) {
    const n = Math.min(input.air ?? 0, left);
    if (n === 0) return [];
    commitPlanes(draft, n);
    return [planeShift(n, `${sideName(owner)} ground-support aircraft (${n} plane${n > 1 ? 's' : ''})`)];
  }
  const index = finalOdds(Math.max(1, input.attack), Math.max(1, input.defense), input.shifts.map((s) => s.value), ctx.tables.crt.columns).index;
  for (const entry of draft.standing[owner]?.defAir ?? []) {
    const covers = !entry.hexes || entry.hexes.some((h) => ctx.map.resolve(h) === input.target);
    const threshold = entry.ifOddsAtLeast === undefined ? null : oddsIndex(entry.ifOddsAtLeast);
    if (!covers || (threshold !== null && index < threshold)) continue;
    const n = Math.min(entry.planes, left);
    commitPlanes(draft, n);
    return [planeShift(-n, `${sideName(owner)} ground-support aircraft for the defence (${n} plane${n > 1 ? 's' : ''}, standing order)`)];
  }
  return [];
}
