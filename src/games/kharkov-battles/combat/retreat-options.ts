import type { SideResult } from './result';

/**
 * The ways a side may meet its part of a result (KB 12.61, 12.62, 11.26): first the (n)
 * mandatory steps, then for rk any j in 0..k more steps and k-j hexes of retreat, as far
 * as the force has steps left (12.62 example: D(2)r2 allows 2 more steps and no retreat,
 * no step and 2 hexes, or 1 step and 1 hex). A Mobile Assault retreat may not be
 * converted (11.26): the only option is the whole retreat. A force whose steps run out
 * first is eliminated whatever it chooses.
 */
export interface RetreatOption {
  /** Steps lost in all: the mandatory ones and those taken instead of hexes. */
  steps: number;
  /** Of which taken instead of retreat hexes (12.62). */
  converted: number;
  /** Hexes still to retreat. */
  hexes: number;
}

export function retreatOptions(r: SideResult, forceSteps: number, opts: { convertible?: boolean } = {}): RetreatOption[] {
  if (!Number.isInteger(forceSteps) || forceSteps < 0) throw new RangeError(`a force has a whole number of steps >= 0, got ${forceSteps}`);
  const mandatory = Math.min(r.steps, forceSteps);
  const left = forceSteps - mandatory;
  if (left === 0) return [{ steps: mandatory, converted: 0, hexes: 0 }];
  const most = opts.convertible === false ? 0 : Math.min(r.retreat, left);
  const out: RetreatOption[] = [];
  for (let j = 0; j <= most; j++) out.push({ steps: mandatory + j, converted: j, hexes: r.retreat - j });
  return out;
}
