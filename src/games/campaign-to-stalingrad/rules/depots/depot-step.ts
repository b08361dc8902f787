import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { depotAction, type DepotAction } from './depot-order';

/** A Depot order of the turn file and its place in the file. */
export interface QueuedDepotAction {
  index: number;
  action: DepotAction;
}

/**
 * CtS 16.11 step 3: the side's Depot orders, in the file's order (16.10); one that the
 * state at that moment refuses (no Supply or Transport Points left, no Depot there, off
 * the rail net) is skipped and reported.
 */
export function depotStep(ctx: CtsContext, state0: CtsState, side: CtsSide, actions: readonly QueuedDepotAction[]): { state: CtsState; events: GameEvent[] } {
  let state = state0;
  const events: GameEvent[] = [];
  for (const { index, action } of actions) {
    const r = depotAction(ctx, state, side, action);
    if ('problems' in r) {
      events.push({ type: 'order-skipped', order: index, text: `order ${index + 1} skipped: ${r.problems.map((p) => p.message).join('; ')}` });
      continue;
    }
    state = r.state;
    events.push(r.event);
  }
  return { state, events };
}
