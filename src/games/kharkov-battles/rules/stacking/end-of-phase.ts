import type { HexId } from '#kernel/ids';
import type { KbSide } from '../../data/ids';
import type { KbContext } from '../../state/context';
import { occupancy } from '../../state/occupancy';
import type { KbState } from '../../state/types';
import { stackingFailures, type StackingFailure } from './hex-limits';

/** One over-stacked hex: what it breaks. */
export interface OverStackedHex {
  hex: HexId;
  failures: StackingFailure[];
}

/**
 * KB 6.11, 6.24: the side's stacks that break a limit at the end of its own movement
 * phase, sorted by hex; [] when every stack is legal. The owner then eliminates the
 * excess, choosing which units go (6.11).
 */
export function overStackedHexes(ctx: KbContext, state: KbState, side: KbSide): OverStackedHex[] {
  const occ = occupancy(ctx, state);
  const out: OverStackedHex[] = [];
  for (const hex of occ.hexesOf(side)) {
    const failures = stackingFailures(occ.at(hex, side));
    if (failures.length > 0) out.push({ hex, failures });
  }
  return out;
}

/**
 * KB 6.11: whether `kept` (the units of an over-stacked hex the owner keeps) is a legal
 * stack, for checking the owner's choice of which excess units to eliminate.
 */
export function keepsLegalStack(ctx: KbContext, state: KbState, side: KbSide, hex: HexId, kept: readonly string[]): boolean {
  const keep = new Set(kept);
  return stackingFailures(occupancy(ctx, state).at(hex, side).filter((p) => keep.has(p.def.id))).length === 0;
}
