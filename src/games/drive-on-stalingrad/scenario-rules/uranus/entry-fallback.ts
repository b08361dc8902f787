import type { HexId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import type { DosSide } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';

/**
 * DoS Uranus U-10 (reconstructed): a reinforcement whose schedule lists entry hexes enters
 * through them; when none of them can take it now (`usable` says whether a hex is a held,
 * functioning, uninterdicted source), and the scenario's `entryFallback` says so, it may
 * enter through its side's ultimate sources on the north map instead (8.2). Returns the
 * hexes the unit is limited to (empty = no list: any source on the right map).
 */
export function entryHexesWithFallback(
  ctx: DosContext,
  state: Pick<DosState, 'scenario'>,
  side: DosSide,
  listed: readonly HexId[],
  usable: (h: HexId) => boolean,
): HexId[] {
  if (listed.length === 0 || scenarioOf(ctx, state.scenario).data.entryFallback !== 'north-ultimate') return [...listed];
  if (listed.some(usable)) return [...listed];
  return ctx.map
    .hexIds()
    .filter((h) => ctx.map.hasFeature(h, `ultimate-${side}`) && ctx.map.hex(h)?.section === 'north' && !ctx.map.hasFeature(h, 'both-maps'))
    .sort();
}
