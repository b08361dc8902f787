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
  const units = state.air?.units ?? {};
  for (const id of sortedIds(units)) {
    const a = units[id]!;
    const spec = ctx.airUnits.get(id);
    if (!spec || spec.side !== side || a.where !== 'map' || a.hex === null) continue;
    out.push({ id, spec, hex: a.hex, state: a });
  }
  return out;
}

type AirUnits = CtsState['air']['units'];
const idsByRecord = new WeakMap<AirUnits, readonly string[]>();

/**
 * A record's air unit ids in order, sorted once per record (every battle asks for both
 * sides' air units, 23.11, of a record that changes only when an air unit does); sorted
 * again when the record holds another number of ids than when they were read.
 */
function sortedIds(units: AirUnits): readonly string[] {
  const known = idsByRecord.get(units);
  if (known && known.length === keyCount(units)) return known;
  const ids = Object.keys(units).sort();
  idsByRecord.set(units, ids);
  return ids;
}

function keyCount(units: AirUnits): number {
  let n = 0;
  for (const _ in units) n++;
  return n;
}
