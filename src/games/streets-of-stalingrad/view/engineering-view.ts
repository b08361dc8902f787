import type { HexId } from '#kernel/ids';
import type { SosEnv } from '../game/env';
import { isClearHex } from '../hidden/hidden-status';
import { engineeringOf, type SosEngineering } from '../state/engineering';
import type { SosState } from '../state/types';
import type { SosLooker } from './side-view';

/**
 * The engineering a looker sees (SoS 17.0, 17.21, 7.0): fortifications and bridges on the map
 * are shown to all (chosen: no rule hides a placed work but the minefield's); a minefield to
 * its side, and to the other once revealed (17.21: an enemy combat unit moved adjacent) or
 * when it lies in a clear hex ("Minefields on clear hexes are not hidden", 7.1's clear
 * hexes); the tasks in progress to their side only. The referee sees it whole; the public
 * what both sides see.
 */
export function engineeringView(env: SosEnv, state: SosState, looker: SosLooker): SosEngineering {
  const e = engineeringOf(state);
  if (looker === 'referee') return e;
  const clear = (hex: string) => isClearHex(env.tec, env.map.hex(hex as HexId)?.terrain ?? []);
  return {
    tasks: e.tasks.filter((t) => t.side === looker),
    fortifications: e.fortifications,
    minefields: e.minefields.filter((m) => m.side === looker || m.revealed || clear(m.hex)),
    bridges: e.bridges,
  };
}
