import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { AirUnitSpec, CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { AirUnitState } from '#games/campaign-to-stalingrad/state/air';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';

/** An air unit placed on the map (23.2-23.5): its counter, its state and its hex. */
export interface PlacedAir {
  id: string;
  spec: AirUnitSpec;
  hex: HexId;
  state: AirUnitState;
}

/** The side's air units on the map this player turn (where = map), in id order. */
export function placedAir(ctx: CtsContext, state: CtsState, side: CtsSide): PlacedAir[] {
  const out: PlacedAir[] = [];
  for (const id of Object.keys(state.air?.units ?? {}).sort()) {
    const a = state.air.units[id]!;
    const spec = ctx.airUnits.get(id);
    if (!spec || spec.side !== side || a.where !== 'map' || a.hex === null) continue;
    out.push({ id, spec, hex: a.hex, state: a });
  }
  return out;
}
