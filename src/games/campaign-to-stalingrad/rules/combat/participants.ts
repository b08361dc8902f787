import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { UnitSpec } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState, UnitState } from '#games/campaign-to-stalingrad/state/types';
import type { Occupancy } from '../occupancy';
import { isNonCombat } from '../unit-kind';

export interface Participant {
  spec: UnitSpec;
  state: UnitState;
  hex: HexId;
}

/** The attackers of a battle as ordered, with where they stand. Throws on an unknown id (the order check reports it first). */
export function attackersOf(ctx: CtsContext, state: CtsState, ids: readonly string[]): Participant[] {
  return ids.map((id) => {
    const spec = ctx.units.get(id);
    const s = state.units[id];
    if (!spec || !s || s.hex === null) throw new Error(`attacker ${id} is not on the map`);
    return { spec, state: s, hex: s.hex };
  });
}

/** Every defending unit in the target hexes (10.1.5): combat units only; a Depot or Replacement does not defend. */
export function defendersOf(occ: Occupancy, targets: readonly HexId[], defender: UnitSpec['side']): Participant[] {
  return targets.flatMap((h) => occ.at(h, defender).filter((p) => !isNonCombat(p.spec)));
}
