import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '../data/context';
import type { CtsState } from '../state/types';
import { hasLocToEdge } from './communication';
import type { Occupancy } from './occupancy';
import { isVolgaSide } from './rivers/river-in-season';

/**
 * CtS 35.8 E, 37.4 B: the Axis units (any type) adjacent to a Volga River hexside that are in
 * Supply and trace a Line Of Communication to the Axis friendly map edge; three of them score
 * 12 Victory Points.
 */
export function axisUnitsOnTheVolga(ctx: CtsContext, state: CtsState, occ: Occupancy, sovietBonds: BondMap): string[] {
  return Object.entries(state.units)
    .filter(([id, u]) => {
      if (ctx.units.get(id)!.side !== 'axis' || u.where !== 'map' || u.hex === null || u.outOfSupply) return false;
      const h = u.hex;
      return ctx.map.neighbours(h).some((n) => isVolgaSide(ctx.map.hexside(h, n))) && hasLocToEdge(ctx, state, occ, 'axis', h, sovietBonds);
    })
    .map(([id]) => id);
}
