import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import type { DosSide } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { aerialMarker } from './aerial-cover';
import { networkCandidates } from './network-markers';
import { OOS_UNITS_PER_VP } from './oos-eliminations';

/**
 * The supply part of a view (DoS 7.6, 7.14, 7.4, 4.3): the supply markers and the aerial
 * marker are counters on the map, seen by both sides; whether Taman is active and the OOS
 * pile count (which feeds the public VP total) too. A side also sees the towns it could
 * add to its network now. Each unit's own supply state is in its side's stacks (view.ts).
 */
export function supplyView(ctx: DosContext, state: DosState, viewer: DosSide | null): Record<string, unknown> {
  return {
    supply: {
      markers: state.supply.markers,
      aerial: aerialMarker(state),
      tamanActive: state.supply.taman.active,
      oosPile: state.supply.oosEliminated.length,
      oosPerVp: OOS_UNITS_PER_VP,
      ...(viewer !== null ? { networkCandidates: networkCandidates(ctx, state, viewer) } : {}),
    },
  };
}
