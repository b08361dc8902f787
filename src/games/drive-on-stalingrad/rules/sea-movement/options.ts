import type { HexId, UnitId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { SOVIET } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { planSeaMove } from './plan';
import { sovietPorts } from './quota';

/** The port towns a Soviet unit could sail to now (DoS 9.18), for the options query. */
export function seaDestinations(ctx: DosContext, state: DosState, id: UnitId): HexId[] {
  return sovietPorts(ctx, state).filter((to) => planSeaMove(ctx, state, SOVIET, { sea: { unit: id, to } }).plan !== null);
}
