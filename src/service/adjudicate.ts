import type { ServiceContext } from './context';
import { forceClose } from './referee/force-close';
import type { Principal, StepRecord } from './types';

/** Referee: close the open window now with whatever files are in; returns the step in full. Logged as a force-close (docs/referee.md). */
export async function adjudicate(ctx: ServiceContext, gameId: string, who: Principal): Promise<StepRecord> {
  const result = await forceClose(ctx, gameId, who);
  const step = result.steps[0];
  if (!step) throw new Error('the window could not be closed');
  return step;
}
