import type { UnitOptions } from '#kernel/engine/ruleset';
import { hexId, unitId } from '#kernel/ids';
import type { SosEnv } from '../game/env';
import { SOS_BOXES } from '../orders/places';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import { replaceableNow, sideBox } from './replace-order';

/**
 * SoS 21.41, 21.42, 21.2: in a window that takes `replace`, each eliminated unit of the side it
 * may rebuild now, alone (replaceableNow: what the check accepts of a one-unit order), listed
 * at the first box of its side with a note giving its cost and the order; no moves (it moves
 * once placed, by a `move` that follows the `replace` in the same file).
 */
export function replaceOptions(env: SosEnv, state: SosState, side: SosSide): UnitOptions[] {
  const boxes = SOS_BOXES.filter((b) => sideBox(side, b));
  return replaceableNow(env, state, side).map((r) => ({
    unit: unitId(r.unit),
    label: env.counter(r.unit).name,
    hex: hexId(boxes[0]!),
    notes: [`eliminated: may be rebuilt for ${r.points} ${r.kind} replacement points, placed in ${boxes.join(', ')}: replace: {units: [${r.unit}], box: ${boxes[0]}} (SoS 21.41, 21.42, 21.2)`],
  }));
}
