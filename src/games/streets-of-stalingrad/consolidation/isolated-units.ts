import type { SosEnv } from '../game/env';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import { isolatedUnits } from '../supply/isolation';

/**
 * SoS 20.3: "An exchange may not be made if the unit involved is isolated". The unit involved
 * is the one on the map (the eliminated unit is nowhere; the one taken in stands where it
 * stood, 20.2). It is isolated if it carries an "Out of Supply" marker (19.4, 19.6) or cannot
 * trace supply now (19.2, 19.6): the exchange is made at the start of the Administrative
 * Phase, before the phase's isolation step places its markers, so a unit cut off since the
 * last one is isolated though not yet marked. For the German this is the note of 19.6: "To
 * replace a German unit an unblocked line of hexes to any German off-map box must exist".
 * `within`: the scenario's hexes (2.34), null for the whole map.
 */
export function isolatedForExchange(env: SosEnv, state: SosState, side: SosSide, within: ReadonlySet<string> | null): Set<string> {
  const out = new Set(isolatedUnits(env, state, side, within));
  for (const id of Object.keys(state.outOfSupply ?? {})) if (env.counter(id).side === side) out.add(id);
  return out;
}
