import type { UnitOptions } from '#kernel/engine/ruleset';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import { SOS_BOXES } from '#games/streets-of-stalingrad/orders/places';
import { replacementCost } from '#games/streets-of-stalingrad/replacements/unit-kind';
import type { SosSide } from '#games/streets-of-stalingrad/sequence/phases';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import type { PlannedOrder } from '../../../fuzz/fuzz-title';
import type { Rng } from '../../../fuzz/rng';

const boxesOf = (side: SosSide): string[] => SOS_BOXES.filter((b) => b.startsWith(side === 'german' ? 'GB-' : 'EB-'));

/**
 * The `replace` orders of a Movement Phase window (SoS 21.41-21.46, 21.2): mostly one
 * eliminated unit options() lists (replacements/replace-options.ts: offered, legal alone), in
 * any box of its side; now and then a guess the check should refuse: an eliminated unit of a
 * kind never replaced (a Guards unit, a mine dog, a sniper), or a unit in play.
 */
export function planReplacements(env: SosEnv, state: SosState, side: SosSide, options: readonly UnitOptions[], rng: Rng): PlannedOrder[] {
  const out: PlannedOrder[] = [];
  // the eliminated units listed for a rebuild (a note spells out the `replace`; a tank listed for the repair unit, 16.72, is not one)
  const now = options.filter((o) => state.pieces[o.unit]?.eliminated && o.notes?.some((n) => n.includes(`replace: {units: [${o.unit}]`)));
  if (now.length > 0 && rng.chance(0.6)) out.push({ order: { replace: { units: [rng.pick(now).unit], box: rng.pick(boxesOf(side)) } }, offered: true });
  if (rng.chance(0.1)) {
    const lost = Object.keys(state.pieces).filter((id) => state.pieces[id]!.eliminated && env.counter(id).side === side && !replacementCost(env.counter(id)).ok);
    const inPlay = Object.keys(state.pieces).filter((id) => !state.pieces[id]!.eliminated && state.pieces[id]!.at !== null && env.counter(id).side === side);
    const pool = [...lost, ...inPlay];
    if (pool.length > 0) out.push({ order: { replace: { units: [rng.pick(pool)], box: rng.pick(boxesOf(side)) } }, offered: false });
  }
  return out;
}
