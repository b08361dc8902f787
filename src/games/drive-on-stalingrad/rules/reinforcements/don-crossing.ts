import type { HexId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { releaseAllReserves } from '../activation/reserve-armies';
import type { Consequences } from '../consequences';

/**
 * DoS 8.6: the first time a German-side unit moves (any entry, digest HC-2) or attacks
 * east of the line of the Voronezh/Don rivers and the Don-Volga fortifications (map
 * feature `beyond-don`), every Soviet north-map reinforcement comes one turn earlier,
 * once (schedule.ts, digest E26), and every still-frozen Reserve Army is released for
 * good. Mutates the draft.
 */
export function donCrossing(ctx: DosContext, draft: DosState, hex: HexId, how: 'entered' | 'attacked', out: Consequences): void {
  if (draft.arrivals.donCrossed !== null || !scenarioOf(ctx, draft.scenario).data.donCrossing || !ctx.map.hasFeature(hex, 'beyond-don')) return;
  draft.arrivals = { ...draft.arrivals, donCrossed: draft.turn };
  out.notes.push({ text: `German side ${how} ${hex}, east of the Don line: Soviet north-map reinforcements come one turn earlier`, rule: 'DoS 8.6' });
  const freed = releaseAllReserves(ctx, draft);
  if (freed.length > 0) out.notes.push({ text: `Reserve Armies released: ${freed.join(', ')}`, rule: 'DoS 8.6' });
}
