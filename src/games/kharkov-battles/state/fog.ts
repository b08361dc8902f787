import type { KbSide } from '../data/ids';
import type { KbContext } from './context';
import type { KbState, KbUnitState } from './types';

/**
 * KB 2.6 ("it is suggested that the opposing player not be allowed to inspect these
 * chits"; digest 6.3): the state as `viewer` may see it. The other side's units show only
 * their counter's face: no chit, and a Combat Rating unit above its cadre shows as full
 * (its chit's reduced face is the chit's secret); the other side's Strength Chit Pool is
 * not shown (what is missing from it would tell what is under its units). The viewer's
 * own units and pool are as they are.
 */
export function visibleTo(ctx: KbContext, state: KbState, viewer: KbSide): KbState {
  const units: Record<string, KbUnitState> = {};
  for (const [id, u] of Object.entries(state.units)) {
    const def = ctx.unit(id);
    if (def.side === viewer) {
      units[id] = u;
      continue;
    }
    const face = def.rating !== undefined && u.steps > 1 ? def.steps : u.steps;
    units[id] = u.chit === null && face === u.steps ? u : { ...u, chit: null, steps: face };
  }
  const other = viewer === 'axis' ? 'soviet' : 'axis';
  return { ...state, units, chitPools: { ...state.chitPools, [other]: [] } as KbState['chitPools'] };
}
