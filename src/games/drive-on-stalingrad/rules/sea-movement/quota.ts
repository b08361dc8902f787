import type { HexId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { SOVIET } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { controllerOf } from '../control';

/** DoS 9.18: at most three units a movement phase, one per friendly port town. */
export const MAX_SEA_MOVES = 3;

/** The Black Sea port towns (map feature `port`: Novorossisk 3933, Tuapse 4329, Sochi 4626; 7.10, digest E42) the Soviet controls. */
export function sovietPorts(ctx: DosContext, state: DosState): HexId[] {
  return portHexes(ctx).filter((h) => controllerOf(ctx, state, h) === SOVIET);
}

const ports = new WeakMap<DosContext, HexId[]>();

/** Every port town of the map, in map order; the map does not change, so once per context. */
function portHexes(ctx: DosContext): HexId[] {
  let list = ports.get(ctx);
  if (!list) ports.set(ctx, (list = ctx.map.hexIds().filter((h) => ctx.map.hasFeature(h, 'port'))));
  return list;
}

/** DoS 9.18 (example X21): one unit per Soviet-controlled port town, at most three, each movement phase. */
export const seaQuota = (ctx: DosContext, state: DosState): number => Math.min(MAX_SEA_MOVES, sovietPorts(ctx, state).length);

/** Sea moves still open this movement phase. */
export const seaMovesLeft = (ctx: DosContext, state: DosState): number => Math.max(0, seaQuota(ctx, state) - (state.phase.seaMoved?.length ?? 0));
