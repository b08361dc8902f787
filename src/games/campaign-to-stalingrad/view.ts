import type { CtsSide } from './data/schema';
import type { CtsState } from './state/types';

/**
 * What a side may see (null = the public). The Basic Game has no hidden information
 * (fog of war is optional rule 42, not implemented), so every viewer sees the state;
 * only the other side's standing orders are withheld.
 */
export function viewFor(state: CtsState, side: CtsSide | null): unknown {
  const standing = side === null ? {} : state.standing[side] ? { [side]: state.standing[side] } : {};
  return { ...state, standing };
}
