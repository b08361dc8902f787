import type { UnitOptions } from '#kernel/engine/ruleset';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import { isBox } from '#games/streets-of-stalingrad/orders/places';
import type { SosSide } from '#games/streets-of-stalingrad/sequence/phases';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import type { PlannedOrder } from '../../../fuzz/fuzz-title';
import type { Rng } from '../../../fuzz/rng';

/** The `consolidate` orders an option's notes spell out (windows/administrative/consolidation.ts). */
const EXCHANGE = /consolidate: \{unit: ([^,]+), for: ([^,]+), hex: ([^}]+)\}/;

/** Every exchange the Administrative window's options offer (SoS 20.1), as its order body. */
export function offeredExchanges(options: readonly UnitOptions[]): { unit: string; for: string; hex: string }[] {
  return options.flatMap((o) => (o.notes ?? []).flatMap((n) => {
    const m = EXCHANGE.exec(n);
    return m ? [{ unit: m[1]!, for: m[2]!, hex: m[3]! }] : [];
  }));
}

/**
 * The `consolidate` orders of an Administrative window of the campaign (SoS 20.1-20.7): now and
 * then one exchange the options offer (offered: legal alone), and sometimes a second one
 * (refused when it takes a counter the first took, `already-exchanged`, 20.1); now and then a
 * guess the check must refuse with its issue: a unit of the side on the map for an eliminated
 * unit of the side it does not match (20.4, 21.43: type, AF and DF, NKVD, Guards), for a unit
 * not eliminated, or named in another hex than its own (20.2).
 */
export function planConsolidation(env: SosEnv, state: SosState, side: SosSide, options: readonly UnitOptions[], rng: Rng): PlannedOrder[] {
  const out: PlannedOrder[] = [];
  const offered = offeredExchanges(options);
  if (offered.length > 0 && rng.chance(0.5)) {
    out.push({ order: { consolidate: rng.pick(offered) }, offered: true });
    if (offered.length > 1 && rng.chance(0.3)) out.push({ order: { consolidate: rng.pick(offered) }, offered: false });
  }
  if (rng.chance(0.15)) {
    const mine = Object.keys(state.pieces).filter((id) => env.counter(id).side === side);
    const onMap = mine.filter((id) => { const at = state.pieces[id]!.at; return at !== null && !isBox(at) && !state.pieces[id]!.eliminated; });
    const gone = mine.filter((id) => state.pieces[id]!.eliminated);
    if (onMap.length > 0) {
      const unit = rng.pick(onMap);
      const taken = gone.length > 0 && rng.chance(0.8) ? rng.pick(gone) : rng.pick(mine);
      const at = state.pieces[unit]!.at!;
      const hex = rng.chance(0.85) ? at : state.pieces[rng.pick(onMap)]!.at!;
      out.push({ order: { consolidate: { unit, for: taken, hex } }, offered: false });
    }
  }
  return out;
}
